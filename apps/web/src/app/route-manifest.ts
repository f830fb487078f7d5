import { setRouteGates } from '../lib/route-gates';
import { screen, type Area, type AreaRoute, type AreaTab, type ScreenLoader } from './areas/area';
import { bookingsArea } from './areas/bookings.area';
import { communityArea } from './areas/community.area';
import { dashboardArea } from './areas/dashboard.area';
import { fanddArea } from './areas/fandd.area';
import { marketingArea } from './areas/marketing.area';
import { membersArea } from './areas/members.area';
import { reportsArea } from './areas/reports.area';
import { spaceArea } from './areas/space.area';
import { usersArea } from './areas/users.area';
import { bestMatch, compilePath, firstSegment, type PathPattern } from './routing/path-match';

/**
 * The route manifest (issue 25): every screen of the app, declared once. Each area (./areas/<feature>.area.ts) gives
 * its menu entry, tabs and routes (path, tab gate, lazy screen); from these come the side menu (./layout/side-menu.tsx),
 * the tab bars and the area route trees (./areas/area-frame.tsx, ./routes.tsx), the route preloading of a navigation,
 * a hover and the idle browser (./routing/), and the link rule (lib/route-gates.ts pathOpens). It imports the
 * features' screens lazily and nothing of the app that imports it back, and loads no React: the boot chunk reads it
 * first.
 */

/** The areas, in the side menu's order (seed 1 §2.7); Account sits below the menu's divider. */
export const AREAS: readonly Area[] = [
  dashboardArea,
  membersArea,
  communityArea,
  spaceArea,
  bookingsArea,
  fanddArea,
  marketingArea,
  reportsArea,
  usersArea,
];

export interface PublicPage {
  path: string;
  screen: ScreenLoader;
  /** Behind the onboarding guard rather than open to all. */
  onboarding?: boolean;
}

// The member portal is its own page (portal.html): these routes only hand a staff navigation over to it.
const portalScreen = screen(() => import('./portal-redirect'));

/** Pages outside the app layout and the section guard: one chunk each. */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/login', screen: screen(() => import('../features/session/routes/login-page')) },
  { path: '/signup', screen: screen(() => import('../features/session/routes/signup-page')) },
  { path: '/checkmail', screen: screen(() => import('../features/session/routes/checkmail-page')) },
  { path: '/validate/:token', screen: screen(() => import('../features/session/routes/validate-email-page')) },
  { path: '/reset-password/:token', screen: screen(() => import('../features/session/routes/reset-password-page')) },
  { path: '/error/404', screen: screen(() => import('../features/session/routes/not-found-page')) },
  // The resource QR's page: public (a magic-link member has no session), outside the layout and the section guard.
  { path: '/checkin/:code', screen: screen(() => import('../features/checkin/routes/checkin-page')) },
  // An e-mail's unsubscribe link (issue 26): public, the #token is the credential.
  { path: '/unsubscribe', screen: screen(() => import('../features/unsubscribe/routes/unsubscribe-page')) },
  // The member portal (issue 26): its own entry (portal.html); the staff app loads that page for these paths.
  { path: '/portal', screen: portalScreen },
  { path: '/portal/:workspace/*', screen: portalScreen },
  { path: '/on_boarding', onboarding: true, screen: screen(() => import('../features/session/routes/onboarding-page')) },
];

/** A route of the tree: one per first segment an area serves (/members/*, /resources/:slug …) and the routes under it. */
export interface AreaRoot {
  /** The top-level route's path: `/<segment>/*`, or the area's one route under that segment (e.g. /resources/:slug). */
  path: string;
  routes: AreaRoute[];
}

function rootsOf(area: Area): AreaRoot[] {
  const bySegment = new Map<string, AreaRoute[]>();
  for (const route of area.routes) {
    const segment = firstSegment(route.path);
    bySegment.set(segment, [...(bySegment.get(segment) ?? []), route]);
  }
  return [...bySegment].map(([segment, routes]) => {
    const single = routes.length === 1 && /^\/[^/]+\/:[^/]+$/.test(routes[0].path);
    return { path: single ? routes[0].path : `/${segment}/*`, routes };
  });
}

export const AREA_ROOTS: ReadonlyMap<Area, AreaRoot[]> = new Map(AREAS.map((a) => [a, rootsOf(a)]));

/** The area serving a path's first segment (several segments may share one, e.g. /resources → space). */
const AREA_OF_SEGMENT = new Map(AREAS.flatMap((a) => a.routes.map((r) => [firstSegment(r.path), a] as const)));

export function areaAt(path: string): Area | undefined {
  return AREA_OF_SEGMENT.get(firstSegment(path));
}

const patterns = new Map<string, PathPattern>();
const patternOf = (item: { path: string }) => {
  let p = patterns.get(item.path);
  if (!p) patterns.set(item.path, (p = compilePath(item.path)));
  return p;
};

/** The area route a pathname opens, as react-router picks it. */
export function routeAt(path: string): AreaRoute | undefined {
  const area = areaAt(path);
  return area ? bestMatch(area.routes, patternOf, path) : undefined;
}

export function publicPageAt(path: string): PublicPage | undefined {
  return bestMatch(PUBLIC_PAGES, patternOf, path);
}

const opens = (codes: readonly string[] | undefined, granted: readonly string[]) => !codes?.length || codes.some((c) => granted.includes(c));

/** The path a `home` route sends staff with these sections to: the first of its paths they may open, or null. */
export function homePath(route: AreaRoute, granted: readonly string[]): string | null {
  return route.home?.find((path) => opens(routeAt(path)?.codes, granted)) ?? null;
}

/** The screen a navigation to `path` ends on (a redirect's or a home route's first target), for preloading. */
export function screenAt(path: string): ScreenLoader | undefined {
  const route = routeAt(path);
  const target = route?.redirect ?? route?.home?.[0];
  return target ? routeAt(target)?.screen : route?.screen;
}

/** The section a tab needs: the route's at the tab's path (its first gate code); none when that route has no gate. */
const TAB_CODES = new Map(AREAS.flatMap((a) => a.tabs.map((t) => [t, bestMatch(a.routes, patternOf, t.path)?.codes?.[0]] as const)));
export const tabCode = (tab: AreaTab): string | undefined => TAB_CODES.get(tab);

/** The gate codes of the route at a path, for links (lib/route-gates.ts): a redirect's are its target's. */
function gateCodesAt(path: string): readonly string[] | undefined {
  const route = routeAt(path);
  return route?.redirect ? gateCodesAt(route.redirect) : route?.codes;
}

setRouteGates(gateCodesAt);
