import type { QueryClient } from '@tanstack/react-query';
import { prefetchList } from '../../../components/list-source';
import { MEMBERS_LIST_SOURCE } from './members-api';

/** Route preloading (app/routing/route-data.ts): the first page of /members starts loading with the screen's code. */
export async function prefetchRouteData(client: QueryClient, url: URL): Promise<void> {
  if (/^\/members\/?$/.test(url.pathname)) await prefetchList(client, MEMBERS_LIST_SOURCE, url.searchParams);
}
