import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Validates a form through the contract's schema after turning the form's values into the payload the server gets,
 * so the form shows exactly the server's messages. `fields` maps payload fields to form fields (e.g. date_end → end_day).
 */
export function contractResolver<T extends FieldValues>(
  schema: z.ZodType,
  toPayload: (values: T) => unknown,
  fields: Record<string, string> = {},
): Resolver<T> {
  return async (values) => {
    const result = schema.safeParse(toPayload(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? 'root');
      const field = fields[key] ?? key;
      errors[field] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
