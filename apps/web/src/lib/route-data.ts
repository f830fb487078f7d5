import { pathAllowed } from '@clubspace/contract';
import type { QueryClient } from '@tanstack/react-query';
import { grantedCodes, sessionQuery } from './session';

/**
 * The first query of the screen a URL opens, fetched together with its code (issue 10 §18). Kept apart from the
 * route-chunk table (./route-preload-table.ts, itself loaded on first use) so a navigation's data never waits for
 * that table to arrive; each area's `<area>-prefetch.ts` decides which screen it knows.
 */
type Prefetcher = { prefetchRouteData: (client: QueryClient, url: URL) => Promise<void> };
const dataPrefetchers = import.meta.glob<Prefetcher>('../features/*/api/*-prefetch.ts');

/** Prefetchers already in memory, by area: the app layout imports them with itself (see registerRoutePrefetchers). */
const loadedPrefetchers = new Map<string, Prefetcher>();

/**
 * The logged-in frame hands over the prefetchers it bundles (a few KB in all), so a menu click's first query starts
 * in the click's own task instead of after a round trip for the prefetcher's chunk (a cold change used to request
 * its rows only once the screen's chunks had arrived). Keys are glob paths from any folder; the area is read off them.
 */
export function registerRoutePrefetchers(modules: Record<string, Prefetcher>): void {
  for (const [key, mod] of Object.entries(modules)) {
    const area = /features\/([^/]+)\/api\//.exec(key)?.[1];
    if (area) loadedPrefetchers.set(area, mod);
  }
}

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

/**
 * Starts the first query of the screen `path` opens, if its area's prefetcher knows the screen — and the staff may open
 * it: a path the sections do not allow shows the not-found page, so fetching its rows would only bring a 403.
 */
export function prefetchRouteData(client: QueryClient, path: string): Promise<unknown> {
  const area = areaOf(path);
  const url = new URL(path, window.location.origin);
  const session = client.getQueryData(sessionQuery.queryKey);
  if (session && !pathAllowed(url.pathname, grantedCodes(session))) return Promise.resolve();
  const loaded = area ? loadedPrefetchers.get(area) : undefined;
  if (loaded) return loaded.prefetchRouteData(client, url);
  const load = area ? dataPrefetchers[`../features/${area}/api/${area}-prefetch.ts`] : undefined;
  if (!load) return Promise.resolve();
  return load().then((m) => m.prefetchRouteData(client, url));
}
