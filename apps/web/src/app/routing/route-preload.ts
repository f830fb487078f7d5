/**
 * Route preloading (issue 10 §18). A navigation, the first load and pointing at a menu entry or tab start exactly
 * what the screen needs, at once and in parallel: its chunks (./route-code.ts, no chain of lazy levels) and its
 * first query (./route-data.ts). Idle preloading of the other areas (./idle-preload.ts, itself loaded on first use so
 * the first screen stays small) goes one module at a time and never while a navigation is loading, so its requests do
 * not queue in front of a click's.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RoutePreload } from './preload-context';
import { hasToken } from '../../lib/token-storage';
import { startRouteCode } from './route-code';
import { prefetchRouteData } from './route-data';

type Idle = typeof import('./idle-preload');
let idle: Promise<Idle> | null = null;
// Unit tests render one screen at a time; preloading whole areas there would only spend their time budget.
const OFF = import.meta.env.MODE === 'test';
// Loaded on first use, so the first screen's code stays small.
const loadIdle = () => (OFF ? Promise.reject(new Error('preloading off')) : (idle ??= import('./idle-preload')));

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
 * (app layout, area module and screen together) and its first query. Cheap to call again. With `dataWaitMs` the
 * promise waits that long at most for the query (the code, always).
 */
export function preloadRoute(path: string, dataWaitMs?: number): Promise<unknown> {
  if (OFF) return Promise.resolve();
  loading++;
  const data = queryClient ? prefetchRouteData(queryClient, path).catch(() => undefined) : undefined;
  const waited = data && dataWaitMs !== undefined ? Promise.race([data, new Promise((r) => setTimeout(r, dataWaitMs))]) : data;
  return Promise.all([startRouteCode(path), waited])
    .catch(() => undefined)
    .finally(() => loading--);
}

/** How long a navigation waits for the new screen's first query before it shows the screen anyway. */
export const DATA_WAIT_MS = 300;

/**
 * The loader of every logged-in area route: holds the navigation (the old screen stays, the top bar shows) until the
 * new screen's code has arrived and its first query answered, or DATA_WAIT_MS passed. The screen then renders at
 * once, with its rows, instead of committing a Suspense fallback: React 19 keeps a screen revealed after a fallback
 * back for at least 300 ms, which was most of a cold route change (issue 10 §18). Without a token the guards send the
 * visitor to the login, so nothing is fetched.
 */
export async function routeLoader({ request }: { request: Request }): Promise<null> {
  if (OFF || !hasToken()) return null;
  const url = new URL(request.url);
  await preloadRoute(url.pathname + url.search, DATA_WAIT_MS);
  return null;
}

/** Area routes run their loader again only when the path changes: a list's filters and pages change the search alone. */
export const routeShouldRevalidate = ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) => currentUrl.pathname !== nextUrl.pathname;

/** Props for a link (menu entry, tab) that preloads its target (code and first query) when pointed at or focused. */
function preloadProps(path: string) {
  const start = () => void preloadRoute(path);
  return { onMouseEnter: start, onFocus: start, onTouchStart: start };
}

/** Once the browser is idle, preloads the given paths' areas (chunks only, one module at a time); returns a cancel function. */
function preloadWhenIdle(paths: readonly string[]): () => void {
  let cancel: (() => void) | null = null;
  let cancelled = false;
  loadIdle()
    .then((m) => {
      if (!cancelled) cancel = m.preloadWhenIdle(paths, navigationLoading);
    })
    .catch(() => undefined);
  return () => {
    cancelled = true;
    cancel?.();
  };
}

/** What the app hands the layout, the menu and the tab bars through ./preload-context.ts. */
export const ROUTE_PRELOAD: RoutePreload = { linkProps: preloadProps, whenIdle: preloadWhenIdle };
