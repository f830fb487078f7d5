import { createContext, useContext } from 'react';

/**
 * Route preloading as the app provides it (./route-preload.ts, through app.tsx): the app layout, the side menu and
 * the tab bars are loaded by the route-code table (./route-code.ts), so they take preloading from this context
 * instead of importing it back. Without a provider (a component test) nothing preloads.
 */
export interface RoutePreload {
  /** Props for a link (menu entry, tab) that preloads its target (code and first query) when pointed at or focused. */
  linkProps: (path: string) => { onMouseEnter: () => void; onFocus: () => void; onTouchStart: () => void };
  /** Once the browser is idle, preloads the given paths' areas; returns a cancel function. */
  whenIdle: (paths: readonly string[]) => () => void;
}

const noop = () => undefined;
const NO_PRELOAD: RoutePreload = { linkProps: () => ({ onMouseEnter: noop, onFocus: noop, onTouchStart: noop }), whenIdle: () => noop };

export const RoutePreloadContext = createContext<RoutePreload>(NO_PRELOAD);

export const useRoutePreload = () => useContext(RoutePreloadContext);
