/**
 * Light entry to route preloading: the table of route chunks (./route-preload-table.ts) is itself loaded on first
 * use, so it stays out of the first screen's JavaScript.
 */
import type { QueryClient } from '@tanstack/react-query';
import { prefetchRouteData } from './route-data';

type Table = typeof import('./route-preload-table');
let table: Promise<Table> | null = null;
// Unit tests render one screen at a time; preloading whole areas there would only spend their time budget.
const OFF = import.meta.env.MODE === 'test';
const load = () => (OFF ? Promise.reject(new Error('preloading off')) : (table ??= import('./route-preload-table')));

/** Starts loading every route chunk of the area a path belongs to (in parallel); cheap to call again. */
export function preloadPath(path: string): Promise<unknown> {
  return load()
    .then((t) => t.preloadPath(path))
    .catch(() => undefined);
}

let queryClient: QueryClient | null = null;

/** The app's query client, which route preloading fills with the first query of the screen a path opens. */
export function setPreloadClient(client: QueryClient): void {
  queryClient = client;
}

/**
 * Everything a navigation to `path` (with its query string) will wait for, started at once and in parallel: the
 * area's route chunks and the screen's first query. Used on the first load, on every navigation and when a link is
 * pointed at; idle preloading takes chunks only, so it never sends API calls the user did not head for.
 */
export function preloadRoute(path: string): Promise<unknown> {
  const client = OFF ? null : queryClient;
  return Promise.all([
    load().then((t) => t.preloadPath(path)),
    client ? prefetchRouteData(client, path) : undefined,
  ]).catch(() => undefined);
}

/**
 * A navigation under way: only the screen's first query. The route's own lazy chunks are already loading; fetching
 * the rest of its area too would compete with them (the bench measured cold clicks ~0.5 s slower that way).
 */
export function preloadRouteData(path: string): Promise<unknown> {
  const client = OFF ? null : queryClient;
  return client ? prefetchRouteData(client, path).catch(() => undefined) : Promise.resolve();
}

/** Props for a link (menu entry, tab) that preloads its target (code and first query) when pointed at or focused. */
export function preloadProps(path: string) {
  const start = () => void preloadRoute(path);
  return { onMouseEnter: start, onFocus: start, onTouchStart: start };
}

/** Once the browser is idle, preloads the given paths' areas one after another; returns a cancel function. */
export function preloadWhenIdle(paths: readonly string[]): () => void {
  let cancel: (() => void) | null = null;
  let cancelled = false;
  load()
    .then((t) => {
      if (!cancelled) cancel = t.preloadWhenIdle(paths);
    })
    .catch(() => undefined);
  return () => {
    cancelled = true;
    cancel?.();
  };
}
