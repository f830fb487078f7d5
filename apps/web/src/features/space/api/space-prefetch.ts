import type { QueryClient } from '@tanstack/react-query';
import { prefetchList } from '../../../components/list-source';
import { RESOURCES_LIST_SOURCE } from './resources-api';

/** Route preloading (app/routing/route-data.ts): the first page of /space (resources) starts loading with the screen's code. */
export async function prefetchRouteData(client: QueryClient, url: URL): Promise<void> {
  if (/^\/space\/?$/.test(url.pathname)) await prefetchList(client, RESOURCES_LIST_SOURCE, url.searchParams);
}
