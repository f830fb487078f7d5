import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that validates with the contract's schema: the form's values are turned into the call's
 * payload, the contract schema checks it (the very messages the server answers), and each issue lands under the form
 * field it belongs to. `local` adds checks the payload cannot express (e.g. an empty time the payload has no room for).
 */
export function contractResolver<T extends FieldValues, P>(opts: {
  schema: z.ZodType;
  toPayload: (values: T) => P;
  /** Payload path → form field (same name when missing). */
  fields?: Record<string, keyof T & string>;
  local?: (values: T) => Partial<Record<keyof T & string, string>>;
}): Resolver<T> {
  return async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    const put = (field: string, message: string) => {
      errors[field] ??= { type: 'validate', message };
    };
    for (const [field, message] of Object.entries(opts.local?.(values) ?? {})) if (message) put(field, message as string);
    const result = opts.schema.safeParse(opts.toPayload(values));
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = String(issue.path[0] ?? 'root');
        const field = opts.fields?.[path] ?? path;
        if (field in values) put(field, issue.message);
        else put('root.server', issue.message);
      }
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    const nested: Record<string, unknown> = {};
    for (const [field, error] of Object.entries(errors)) {
      if (field === 'root.server') nested.root = { server: error };
      else nested[field] = error;
    }
    return { values: {}, errors: nested as FieldErrors<T> };
  };
}
