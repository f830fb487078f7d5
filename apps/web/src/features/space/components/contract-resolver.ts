import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Validates a form with the contract's payload schema (the one the server uses): the form values become the request
 * body first, and each issue lands under the field of the same name with the contract's message.
 */
export function contractResolver<V extends FieldValues>(schema: z.ZodType, toPayload: (values: V) => unknown): Resolver<V> {
  return async (values) => {
    const result = schema.safeParse(toPayload(values));
    if (result.success) return { values, errors: {} } as ResolverResult<V>;
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors } as ResolverResult<V>;
  };
}
