/**
 * Route preloading (issue 10 §18). A navigation, the first load and pointing at a menu entry or tab start exactly
 * what the screen needs, at once and in parallel: its chunks (./route-screens.ts, no chain of lazy levels) and its
 * first query (./route-data.ts). Idle preloading of the other areas goes through the route-chunk table
 * (./route-preload-table.ts, itself loaded on first use so the first screen stays small), one module at a time and
 * never while a navigation is loading, so its requests do not queue in front of a click's.
 */
import type { QueryClient } from '@tanstack/react-query';
import { prefetchRouteData } from './route-data';
import { startRouteCode } from './route-screens';

type Table = typeof import('./route-preload-table');
let table: Promise<Table> | null = null;
// Unit tests render one screen at a time; preloading whole areas there would only spend their time budget.
const OFF = import.meta.env.MODE === 'test';
const load = () => (OFF ? Promise.reject(new Error('preloading off')) : (table ??= import('./route-preload-table')));

let queryClient: QueryClient | null = null;

/** The app's query client, which route preloading fills with the first query of the screen a path opens. */
export function setPreloadClient(client: QueryClient): void {
  queryClient = client;
}

/** Navigations whose code or first query is still loading; idle preloading waits for none to be left. */
let loading = 0;
export const navigationLoading = () => loading > 0;

/**
 * Everything a navigation to `path` (with its query string) will wait for, started at once: the screen's chunks
 * (app layout, area module and screen together) and its first query. Cheap to call again.
 */
export function preloadRoute(path: string): Promise<unknown> {
  if (OFF) return Promise.resolve();
  loading++;
  return Promise.all([startRouteCode(path), queryClient ? prefetchRouteData(queryClient, path) : undefined])
    .catch(() => undefined)
    .finally(() => loading--);
}

/** Props for a link (menu entry, tab) that preloads its target (code and first query) when pointed at or focused. */
export function preloadProps(path: string) {
  const start = () => void preloadRoute(path);
  return { onMouseEnter: start, onFocus: start, onTouchStart: start };
}

/** Once the browser is idle, preloads the given paths' areas (chunks only, one module at a time); returns a cancel function. */
export function preloadWhenIdle(paths: readonly string[]): () => void {
  let cancel: (() => void) | null = null;
  let cancelled = false;
  load()
    .then((t) => {
      if (!cancelled) cancel = t.preloadWhenIdle(paths, navigationLoading);
    })
    .catch(() => undefined);
  return () => {
    cancelled = true;
    cancel?.();
  };
}
