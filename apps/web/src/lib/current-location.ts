/**
 * The router's location as soon as a navigation starts. React keeps the old screen on display while the next
 * screen's chunk loads (navigations are transitions), so a late callback of the old screen — a debounced search, say —
 * must be able to tell that the user has already left, instead of pulling them back.
 */
let currentPathname: string | null = null;

interface RouterLike {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): unknown;
}

export function trackRouterLocation(router: RouterLike) {
  currentPathname = router.state.location.pathname;
  router.subscribe((state) => {
    currentPathname = state.location.pathname;
  });
}

/** Whether the router has moved away from `pathname` (false when no router is tracked, e.g. in component tests). */
export function hasLeft(pathname: string): boolean {
  return currentPathname !== null && currentPathname !== pathname;
}
