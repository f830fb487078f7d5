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

/**
 * A form's submit handler that sends the values and, when the server refuses them, puts its field messages under their
 * fields and anything else (or a network failure) in `root.server`, in words.
 */
export function withServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, send: (values: T) => Promise<unknown>, fallback = 'Error') {
  return async (values: T) => {
    try {
      await send(values);
    } catch (err) {
      if (applyServerErrors(err, setError, Object.keys(values))) return;
      setError('root.server' as Path<T>, { type: 'server', message: err instanceof Error ? err.message : fallback });
    }
  };
}
