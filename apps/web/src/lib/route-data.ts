import type { QueryClient } from '@tanstack/react-query';

/**
 * The first query of the screen a URL opens, fetched together with its code (issue 10 §18). Kept apart from the
 * route-chunk table (./route-preload-table.ts, itself loaded on first use) so a navigation's data never waits for
 * that table to arrive; each area's `<area>-prefetch.ts` decides which screen it knows.
 */
const dataPrefetchers = import.meta.glob<{ prefetchRouteData: (client: QueryClient, url: URL) => Promise<void> }>('../features/*/api/*-prefetch.ts');

/** The feature folder that serves a path's first segment (several routes share an area, e.g. /resources → space). */
const AREA_OF: Record<string, string> = {
  dashboard: 'dashboard',
  members: 'members',
  users: 'users',
  community: 'community',
  space: 'space',
  resources: 'space',
  work_area: 'space',
  bookings: 'bookings',
  fandd: 'fandd',
  'food-and-drinks': 'fandd',
  marketing: 'marketing',
  campaigns: 'marketing',
};

export function areaOf(path: string): string | null {
  return AREA_OF[path.split(/[/?#]/).filter(Boolean)[0] ?? ''] ?? null;
}

/** Starts loading the code of the screen's first query (its area's prefetcher), before the query client exists. */
export function startRouteDataCode(path: string): Promise<unknown> {
  const area = areaOf(path);
  const load = area ? dataPrefetchers[`../features/${area}/api/${area}-prefetch.ts`] : undefined;
  return load ? load().catch(() => undefined) : Promise.resolve();
}

/** Starts the first query of the screen `path` opens, if its area's prefetcher knows the screen. */
export function prefetchRouteData(client: QueryClient, path: string): Promise<unknown> {
  const area = areaOf(path);
  const load = area ? dataPrefetchers[`../features/${area}/api/${area}-prefetch.ts`] : undefined;
  if (!load) return Promise.resolve();
  return load().then((m) => m.prefetchRouteData(client, new URL(path, window.location.origin)));
}
