import type { QueryClient } from '@tanstack/react-query';
import { prefetchList } from '../../../components/list-source';
import { ORDERS_LIST_SOURCE } from './fandd-api';

/** Route preloading (app/routing/route-data.ts): the first page of /fandd (orders) starts loading with the screen's code. */
export async function prefetchRouteData(client: QueryClient, url: URL): Promise<void> {
  if (/^\/fandd(\/orders)?\/?$/.test(url.pathname)) await prefetchList(client, ORDERS_LIST_SOURCE, url.searchParams);
}
