import type { QueryClient } from '@tanstack/react-query';
import { prefetchList } from '../../../components/list-source';
import { CAMPAIGNS_LIST_SOURCE } from './campaigns-api';

/** Route preloading (app/routing/route-data.ts): the first page of /marketing (campaigns) starts loading with the screen's code. */
export async function prefetchRouteData(client: QueryClient, url: URL): Promise<void> {
  if (/^\/marketing\/?$/.test(url.pathname)) await prefetchList(client, CAMPAIGNS_LIST_SOURCE, url.searchParams);
}
