import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@clubspace/contract';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { hasLeft } from '../lib/current-location';

export type ParamValue = string | number | null | undefined;
export type ListDefaults = { page_size?: number; order?: string; name?: string } & Record<string, ParamValue>;

export interface ListParams {
  page_number: number;
  page_size: number;
  order: string;
  name: string;
  [filter: string]: string | number;
}

const PAGING_KEYS = ['page_number', 'page_size', 'order', 'name'];

function positiveInt(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** Reads list parameters from a query string, filling defaults (pure, so it is testable without a router). */
export function readListParams(search: URLSearchParams, defaults: ListDefaults): ListParams {
  const params: ListParams = {
    page_number: positiveInt(search.get('page_number'), FIRST_PAGE),
    page_size: positiveInt(search.get('page_size'), defaults.page_size ?? DEFAULT_PAGE_SIZE),
    order: search.get('order') ?? defaults.order ?? '',
    name: search.get('name') ?? defaults.name ?? '',
  };
  for (const [key, value] of Object.entries(defaults)) {
    if (!PAGING_KEYS.includes(key)) params[key] = search.get(key) ?? value ?? '';
  }
  for (const [key, value] of search) if (!(key in params)) params[key] = value;
  return params;
}

/** The API query of a list: every effective parameter, empty ones left out. */
export function toQuery(params: ListParams): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== '' && v !== null && v !== undefined));
}

/**
 * List parameters (page_number, page_size, order, name, filters) kept in the URL so a list can be shared and
 * reloaded. Changing anything but the page goes back to the first page. Values equal to the default stay out of
 * the URL to keep it short.
 */
export function useListParams(defaults: ListDefaults = {}) {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const defaultsKey = JSON.stringify(defaults);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- defaults are compared by value
  const stableDefaults = useMemo(() => defaults, [defaultsKey]);
  const params = useMemo(() => readListParams(search, stableDefaults), [search, stableDefaults]);

  const setParams = useCallback(
    (patch: Record<string, ParamValue>) => {
      // A late change (a debounced search) after the user left this list must not navigate back to it.
      if (hasLeft(pathname)) return;
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          const resetPage = !('page_number' in patch) && Object.keys(patch).length > 0;
          const all: Record<string, ParamValue> = resetPage ? { ...patch, page_number: FIRST_PAGE } : patch;
          for (const [key, value] of Object.entries(all)) {
            const fallback =
              key === 'page_number'
                ? FIRST_PAGE
                : key === 'page_size'
                  ? (stableDefaults.page_size ?? DEFAULT_PAGE_SIZE)
                  : (stableDefaults[key] ?? '');
            const text = value === null || value === undefined ? '' : String(value);
            if (text === String(fallback)) next.delete(key);
            else next.set(key, text); // '' here is an explicit "none" against a non-empty default
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearch, stableDefaults, pathname],
  );

  return { params, query: toQuery(params), setParams };
}
