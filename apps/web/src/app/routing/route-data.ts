import { pathAllowed } from '@clubspace/contract';
import type { QueryClient } from '@tanstack/react-query';
import { grantedCodes, sessionQuery } from '../../lib/session';
import { areaAt } from '../route-manifest';

/**
 * The first query of the screen a URL opens, fetched together with its code (issue 10 §18). Each area's feature
 * has a `features/<feature>/api/<feature>-prefetch.ts` that decides which of its screens it knows; the route
 * manifest says which feature serves a path.
 */
type Prefetcher = { prefetchRouteData: (client: QueryClient, url: URL) => Promise<void> };
const dataPrefetchers = import.meta.glob<Prefetcher>('../../features/*/api/*-prefetch.ts');

/** Prefetchers already in memory, by feature: the app layout imports them with itself (see registerRoutePrefetchers). */
const loadedPrefetchers = new Map<string, Prefetcher>();

/**
 * The logged-in frame hands over the prefetchers it bundles (a few KB in all), so a menu click's first query starts
 * in the click's own task instead of after a round trip for the prefetcher's chunk (a cold change used to request
 * its rows only once the screen's chunks had arrived). Keys are glob paths from any folder; the feature is read off them.
 */
export function registerRoutePrefetchers(modules: Record<string, Prefetcher>): void {
  for (const [key, mod] of Object.entries(modules)) {
    const feature = /features\/([^/]+)\/api\//.exec(key)?.[1];
    if (feature) loadedPrefetchers.set(feature, mod);
  }
}

/** The feature folder that serves a path (several first segments share an area, e.g. /resources → space). */
export function areaOf(path: string): string | null {
  return areaAt(path)?.feature ?? null;
}

const loaderOf = (feature: string | null) => (feature ? dataPrefetchers[`../../features/${feature}/api/${feature}-prefetch.ts`] : undefined);

/** Starts loading the code of the screen's first query (its area's prefetcher), before the query client exists. */
export function startRouteDataCode(path: string): Promise<unknown> {
  const load = loaderOf(areaOf(path));
  return load ? load().catch(() => undefined) : Promise.resolve();
}

/**
 * Starts the first query of the screen `path` opens, if its area's prefetcher knows the screen — and the staff may open
 * it: a path the sections do not allow shows the not-found page, so fetching its rows would only bring a 403.
 */
export function prefetchRouteData(client: QueryClient, path: string): Promise<unknown> {
  const feature = areaOf(path);
  const url = new URL(path, window.location.origin);
  const session = client.getQueryData(sessionQuery.queryKey);
  if (session && !pathAllowed(url.pathname, grantedCodes(session))) return Promise.resolve();
  const loaded = feature ? loadedPrefetchers.get(feature) : undefined;
  if (loaded) return loaded.prefetchRouteData(client, url);
  const load = loaderOf(feature);
  if (!load) return Promise.resolve();
  return load().then((m) => m.prefetchRouteData(client, url));
}
