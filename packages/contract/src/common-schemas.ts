/** The zod schemas every area shares (paging, envelope, errors, slugs); apart from common.ts so plain constants do not pull zod into the shell. */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, MAX_PAGE_SIZE } from './common.ts';

export const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Invalid identifier');

/** Query parameters every paged list accepts (seed 1 §7). Unknown values fall back to defaults, never to a 500. */
export function pagingQuery(defaults: { pageSize?: number; order?: string } = {}) {
  return z.object({
    page_size: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_PAGE_SIZE)
      .default(defaults.pageSize ?? DEFAULT_PAGE_SIZE),
    page_number: z.coerce.number().int().min(1).max(1_000_000).default(FIRST_PAGE),
    name: z.string().max(200).optional(),
    order: z
      .string()
      .max(60)
      .regex(/^-?[a-z_]+$/, 'Invalid order')
      .optional()
      .default(defaults.order ?? ''),
    format: z.enum(['json', 'csv']).optional(),
    /** With format=csv: `raw=1` exports every field under its technical name instead of the table's columns. */
    raw: z.enum(['1', '0', 'true', 'false']).optional(),
  });
}
export type PagingQuery = z.infer<ReturnType<typeof pagingQuery>>;

/** The seeds' paged envelope, with the list under its own name. */
export function pagedEnvelope<K extends string, T extends z.ZodType>(listName: K, item: T) {
  return z.object({
    num_results: z.number().int(),
    /** true when num_results is the planner's estimate (more than EXACT_COUNT_LIMIT rows match). */
    num_results_estimated: z.boolean().optional(),
    page_size: z.number().int(),
    current_page: z.number().int(),
    num_pages: z.number().int(),
    [listName]: z.array(item),
  } as {
    num_results: z.ZodNumber;
    num_results_estimated: z.ZodOptional<z.ZodBoolean>;
    page_size: z.ZodNumber;
    current_page: z.ZodNumber;
    num_pages: z.ZodNumber;
  } & {
    [P in K]: z.ZodArray<T>;
  });
}

/** Uniform error body of the API (GUIDE §3). */
export const errorBody = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** A plain confirmation in words. */
export const detailBody = z.object({ detail: z.string() });

/**
 * A query parameter that may repeat — the API's one list syntax, `?resource=a&resource=b` — read as an array (one
 * value gives one item, none an empty list). Each value is checked by `item`; any failure, and a list longer than
 * `max` or shorter than `min`, is reported on the parameter itself with a field message (never a 500).
 */
export function repeatedParam<T extends z.ZodType<unknown, string>>(
  item: T,
  limits: { max: number; tooMany: string; min?: number; required?: string; invalid: string },
) {
  return z
    .union([z.string(), z.array(z.string())], { error: limits.invalid })
    .optional()
    .transform((value, ctx): z.output<T>[] => {
      const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
      if (list.length < (limits.min ?? 0)) {
        ctx.addIssue({ code: 'custom', message: limits.required ?? limits.invalid });
        return z.NEVER;
      }
      if (list.length > limits.max) {
        ctx.addIssue({ code: 'custom', message: limits.tooMany });
        return z.NEVER;
      }
      const out: z.output<T>[] = [];
      for (const raw of list) {
        const parsed = item.safeParse(raw);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? limits.invalid });
          return z.NEVER;
        }
        out.push(parsed.data);
      }
      return out;
    });
}
