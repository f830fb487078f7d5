import { DASHBOARD_CARDS } from '@clubspace/contract';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../../../lib/session';
import { cardQuery, cardQueryParams } from './dashboard-api';
import { readDashboardFilters } from './dashboard-filters';

/**
 * Route preloading (app/routing/route-data.ts): the six cards of /dashboard are asked for as soon as the first load
 * or a navigation heads there, alongside the screen's code rather than after it has rendered.
 */
export async function prefetchRouteData(client: QueryClient, url: URL): Promise<void> {
  if (!/^\/dashboard\/?$/.test(url.pathname)) return;
  const session = await client.ensureQueryData(sessionQuery);
  const query = cardQueryParams(readDashboardFilters(url.searchParams), session.active_office?.slug);
  // An unfinished custom period asks for nothing (the cards' own `enabled`).
  if (query.period === 'custom' && !(query.start && query.end)) return;
  await Promise.all(DASHBOARD_CARDS.map((c) => client.prefetchQuery(cardQuery(c.section, query))));
}
