import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { Query } from '../lib/api-client';
import { readListParams, toQuery, type ListDefaults } from './use-list-params';

/**
 * What a paged list asks the server for: its defaults and its endpoint's query-options factory. The list page hands it
 * to usePagedList, and route preloading uses the same source to fetch the page a navigation is about to show, so the
 * two can never ask for different pages.
 */
/** The seeds' paged envelope without its list (named per endpoint: `members`, `teams`, …). */
export interface PageShape {
  num_results: number;
  num_results_estimated?: boolean;
  page_size: number;
  current_page: number;
  num_pages: number;
}

/** The row type of a page's list `K`. */
export type RowOf<Page, K extends keyof Page> = Page[K] extends readonly (infer T)[] ? T : never;

export interface ListSource<Page extends PageShape, Key extends QueryKey> {
  /** Page size, order and filter defaults; everything else lives in the URL. */
  defaults: ListDefaults;
  /** The endpoint's query-options factory (one per endpoint, shared with prefetch and invalidation). */
  queryOptions: (query: Query) => UseQueryOptions<Page, Error, Page, Key>;
}

/** Starts fetching the page of a list that a URL's query string selects (the page's own first query). */
export function prefetchList<Page extends PageShape, Key extends QueryKey>(
  client: QueryClient,
  source: ListSource<Page, Key>,
  search: URLSearchParams,
) {
  return client.prefetchQuery(source.queryOptions(toQuery(readListParams(search, source.defaults))));
}
