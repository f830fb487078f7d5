import type { QueryClient } from '@tanstack/react-query';
import { brandingDomain, brandingQuery } from '../lib/branding';
import { preloadRoute, setPreloadClient } from '../lib/route-preload';
import { sessionQuery, staffProfileQuery } from '../lib/session';
import { hasToken } from '../lib/token-storage';

// Unit tests render one screen at a time with their own stubbed calls; a boot's extra calls would only get in the way.
const OFF = import.meta.env.MODE === 'test';

/**
 * The first load without a waterfall (issue 10 §18): before React renders anything, ask for the branding, the
 * session and the staff profile, and start the app layout's and the current screen's code and first query. Left to
 * the components, each waited for the one above it to load and render (layout → guard → session → screen → data).
 */
export function bootPreload(client: QueryClient, path: string): void {
  setPreloadClient(client);
  if (OFF) return;
  void client.prefetchQuery(brandingQuery(brandingDomain(window.location.hostname)));
  if (!hasToken()) return;
  void client.prefetchQuery(sessionQuery);
  void client.prefetchQuery(staffProfileQuery);
  void import('./layout/app-layout');
  void preloadRoute(path);
}
