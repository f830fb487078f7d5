import type { Paged } from '@clubspace/contract';
import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { Query } from '../lib/api-client';
import { readListParams, toQuery, type ListDefaults } from './use-list-params';

/**
 * What a paged list asks the server for: its defaults and its endpoint's query-options factory. The list page hands it
 * to usePagedList, and route preloading uses the same source to fetch the page a navigation is about to show, so the
 * two can never ask for different pages.
 */
export interface ListSource<K extends string, T, Key extends QueryKey> {
  /** Page size, order and filter defaults; everything else lives in the URL. */
  defaults: ListDefaults;
  /** The endpoint's query-options factory (one per endpoint, shared with prefetch and invalidation). */
  queryOptions: (query: Query) => UseQueryOptions<Paged<K, T>, Error, Paged<K, T>, Key>;
}

/** Starts fetching the page of a list that a URL's query string selects (the page's own first query). */
export function prefetchList<K extends string, T, Key extends QueryKey>(client: QueryClient, source: ListSource<K, T, Key>, search: URLSearchParams) {
  return client.prefetchQuery(source.queryOptions(toQuery(readListParams(search, source.defaults))));
}
