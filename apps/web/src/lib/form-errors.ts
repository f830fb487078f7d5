import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's `errors: {field: message}` under the matching form fields. Fields the form does not know go to
 * `root.server` so the form can still show them. Returns true when a message landed under a known field.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, knownFields?: readonly string[]): boolean {
  if (!(error instanceof ApiError)) return false;
  const entries = Object.entries(error.fieldErrors);
  const unknown: string[] = [];
  for (const [field, message] of entries) {
    if (!knownFields || knownFields.includes(field)) setError(field as Path<T>, { type: 'server', message });
    else unknown.push(message);
  }
  if (unknown.length) setError('root.server' as Path<T>, { type: 'server', message: unknown.join(' ') });
  return entries.length > unknown.length;
}
