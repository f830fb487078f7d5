import { z } from 'zod';

/** Default paging of the seeds: first page is 1, page size 10 unless a list says otherwise. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
export const FIRST_PAGE = 1;
/** Picker lookups return at most this many options. */
export const LOOKUP_LIMIT = 100;

export const slugSchema = z.string().trim().min(1).max(120).regex(/^[A-Za-z0-9_.-]+$/, 'Invalid identifier');

/** Query parameters every paged list accepts (seed 1 §7). Unknown values fall back to defaults, never to a 500. */
export function pagingQuery(defaults: { pageSize?: number; order?: string } = {}) {
  return z.object({
    page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaults.pageSize ?? DEFAULT_PAGE_SIZE),
    page_number: z.coerce.number().int().min(1).max(1_000_000).default(FIRST_PAGE),
    name: z.string().max(200).optional(),
    order: z.string().max(60).regex(/^-?[a-z_]+$/, 'Invalid order').optional().default(defaults.order ?? ''),
    format: z.enum(['json', 'csv']).optional(),
  });
}
export type PagingQuery = z.infer<ReturnType<typeof pagingQuery>>;

/** The seeds' paged envelope, with the list under its own name. */
export function pagedEnvelope<K extends string, T extends z.ZodType>(listName: K, item: T) {
  return z.object({
    num_results: z.number().int(),
    page_size: z.number().int(),
    current_page: z.number().int(),
    num_pages: z.number().int(),
    [listName]: z.array(item),
  } as { num_results: z.ZodNumber; page_size: z.ZodNumber; current_page: z.ZodNumber; num_pages: z.ZodNumber } & {
    [P in K]: z.ZodArray<T>;
  });
}

export type Paged<K extends string, T> = {
  num_results: number;
  page_size: number;
  current_page: number;
  num_pages: number;
} & { [P in K]: T[] };

export function buildEnvelope<K extends string, T>(
  listName: K,
  rows: T[],
  total: number,
  paging: { page_size: number; page_number: number },
): Paged<K, T> {
  return {
    num_results: total,
    page_size: paging.page_size,
    current_page: paging.page_number,
    num_pages: Math.max(1, Math.ceil(total / paging.page_size)),
    [listName]: rows,
  } as Paged<K, T>;
}

/** "x–y of total" pager label shared by every list. */
export function pagerLabel(page: number, pageSize: number, total: number): string {
  if (total === 0) return '0–0 of 0';
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return `${from}–${to} of ${total}`;
}

/** Parses an `order` parameter (`-field` = descending) against an allow-list. */
export function parseOrder<F extends string>(order: string | undefined, allowed: readonly F[], fallback: F) {
  const raw = order ?? '';
  const desc = raw.startsWith('-');
  const field = (desc ? raw.slice(1) : raw) as F;
  if (allowed.includes(field)) return { field, desc };
  const fbDesc = fallback.startsWith('-');
  return { field: (fbDesc ? fallback.slice(1) : fallback) as F, desc: fbDesc };
}

/** Uniform error body of the API (GUIDE §3). */
export const errorBody = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Search text as every search box sends it: spaces removed (seed 1 §2.9). */
export function normaliseSearch(text: string): string {
  return text.replace(/\s+/g, '');
}

/** Makes a URL-safe slug from free text. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const DEBOUNCE = { search: 1000, autocomplete: 500, memberDialogAutocomplete: 600 } as const;
export const MAX_TOASTS = 3;
export const NOTIFICATIONS_BADGE = 4;

/** Confirmation dialogs by type (seed 2 §8, seed 3 §8); an unknown type shows CONFIRM_UNKNOWN. */
export const CONFIRM_UNKNOWN = { title: 'No title options', message: 'Something wrong happens' } as const;
export const CONFIRM_TYPES: Record<string, { title: string; message: string }> = {
  delete: { title: 'Delete', message: 'Are you sure you want to delete this item?' },
  logout: { title: 'Log out', message: 'Are you sure you want to log out?' },
};
