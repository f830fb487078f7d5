/**
 * The router's location as soon as a navigation starts: the pending navigation's target while the area loader holds
 * it (app/routing/route-preload.ts), else the committed location. The old screen stays on display meanwhile, so a late
 * callback of the old screen — a debounced search, say — must be able to tell that the user is leaving, instead of
 * starting a navigation that would cancel theirs.
 */
let currentPathname: string | null = null;

type RouterState = { location: { pathname: string }; navigation?: { location?: { pathname: string } | null } };

interface RouterLike {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): unknown;
}

const target = (state: RouterState) => state.navigation?.location?.pathname ?? state.location.pathname;

export function trackRouterLocation(router: RouterLike) {
  currentPathname = target(router.state);
  router.subscribe((state) => {
    currentPathname = target(state);
  });
}

/** Whether the router has moved away from `pathname` (false when no router is tracked, e.g. in component tests). */
export function hasLeft(pathname: string): boolean {
  return currentPathname !== null && currentPathname !== pathname;
}
