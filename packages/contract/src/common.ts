/** Plain constants and helpers shared by every area. zod-free, so the app shell's first chunk stays small. */
/** Default paging of the seeds: first page is 1, page size 10 unless a list says otherwise. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
export const FIRST_PAGE = 1;
/**
 * 409 answer of a write that lost a race (deadlock or serialisation failure) more times than the server retries it
 * (apps/api/src/db/transaction.ts): nothing was written, and the same request may simply be sent again.
 */
export const TRY_AGAIN_MESSAGE = 'Please try again';
/** Picker lookups return at most this many options. */
export const LOOKUP_LIMIT = 100;

/**
 * Lists count exactly up to this many matching rows; above it `num_results` is the planner's estimate and the envelope
 * says so (`num_results_estimated: true`, the pager shows "about …"): an exact count of millions of rows costs more
 * than the page itself (docs/performance.md).
 */
export const EXACT_COUNT_LIMIT = 10_000;

/** A list's total: exact, or the planner's estimate when more than EXACT_COUNT_LIMIT rows match. */
export interface ListTotal {
  n: number;
  estimated: boolean;
}

export type Paged<K extends string, T> = {
  num_results: number;
  /** Present (true) only when num_results is an estimate. */
  num_results_estimated?: boolean;
  page_size: number;
  current_page: number;
  num_pages: number;
} & { [P in K]: T[] };

export function buildEnvelope<K extends string, T>(
  listName: K,
  rows: T[],
  total: number | ListTotal,
  paging: { page_size: number; page_number: number },
): Paged<K, T> {
  const { n, estimated } = typeof total === 'number' ? { n: total, estimated: false } : total;
  return {
    num_results: n,
    ...(estimated ? { num_results_estimated: true } : {}),
    page_size: paging.page_size,
    current_page: paging.page_number,
    num_pages: Math.max(1, Math.ceil(n / paging.page_size)),
    [listName]: rows,
  } as Paged<K, T>;
}

/** "x–y of total" pager label shared by every list; an estimated total reads "x–y of about 120,000". */
export function pagerLabel(page: number, pageSize: number, total: number, estimated = false): string {
  if (total === 0) return '0–0 of 0';
  const from = (page - 1) * pageSize + 1;
  if (estimated) return `${from}–${page * pageSize} of about ${total.toLocaleString('en-GB')}`;
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

/** An e-mail address: zod's e-mail pattern (a dot in the domain, a top-level domain of letters; issue 13 §8). */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const DEBOUNCE = { search: 1000, autocomplete: 500, memberDialogAutocomplete: 600 } as const;
export const MAX_TOASTS = 3;
export const NOTIFICATIONS_BADGE = 4;

/** Confirmation dialogs by type (seed 2 §8, seed 3 §8); an unknown type shows CONFIRM_UNKNOWN. */
export const CONFIRM_UNKNOWN = { title: 'No title options', message: 'Something wrong happens' } as const;
export const CONFIRM_TYPES: Record<string, { title: string; message: string }> = {
  delete: { title: 'Delete', message: 'Are you sure you want to delete this item?' },
  logout: { title: 'Log out', message: 'Are you sure you want to log out?' },
};
