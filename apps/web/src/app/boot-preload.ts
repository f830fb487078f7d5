import type { QueryClient } from '@tanstack/react-query';
import { brandingDomain, brandingQuery } from '../lib/branding';
import { sessionQuery, staffProfileQuery } from '../lib/session';
import { hasToken } from '../lib/token-storage';
import { earlyCalls, type EarlyCalls } from './boot-start';
import { bootTarget } from './routing/route-code';
import { preloadRoute, setPreloadClient } from './routing/route-preload';

// Unit tests render one screen at a time with their own stubbed calls; a boot's extra calls would only get in the way.
const OFF = import.meta.env.MODE === 'test';

/**
 * The first load without a waterfall (issue 10 §18): the branding, session and staff-profile calls and the current
 * screen's chunks were started by ./boot-start.ts before React and MUI were evaluated; here the query client adopts
 * those calls (no second request) and starts the screen's first query. Left to the components, each waited for
 * the one above it to load and render (layout → guard → session → area → screen → data).
 */
export function bootPreload(client: QueryClient, path: string, early: EarlyCalls | null = earlyCalls): void {
  setPreloadClient(client);
  if (OFF || !early) return;
  const branding = brandingQuery(brandingDomain(window.location.hostname));
  void client.prefetchQuery({ ...branding, queryFn: () => early.branding });
  const { session, profile } = early;
  if (session) void client.prefetchQuery({ ...sessionQuery, queryFn: () => session });
  if (profile) void client.prefetchQuery({ ...staffProfileQuery, queryFn: () => profile });
  void preloadRoute(bootTarget(path, hasToken()));
}
