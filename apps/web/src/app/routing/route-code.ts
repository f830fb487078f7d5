/**
 * The code a URL needs, startable before React renders it (issue 10 §18). A logged-in screen renders inside the app
 * layout and its area's frame, each a lazy chunk, so left to React its chunks load one after the other; here a
 * navigation starts the layout, the frame and the screen together. The routes render these same loaders through
 * lazyScreen() (lib/lazy-screen.tsx), so nothing loads twice, and a screen whose module has arrived renders at once
 * instead of suspending.
 */
import { screen } from '../areas/area';
import { areaAt, publicPageAt, screenAt } from '../route-manifest';

/**
 * The logged-in frame and the frame every area renders in (heading, tab bar, the area's routes). Their modules read
 * the route manifest, so they are loaded from here rather than from it; they reach route preloading through
 * ./preload-context.ts, never by importing this module.
 */
export const FRAMES = {
  appLayout: screen(() => import('../layout/app-layout')),
  area: screen(() => import('../areas/area-frame')),
};

/** A page that needs no login (everything else sends a visitor without a token to /login). */
export const isPublicPath = (path: string) => publicPageAt(path) !== undefined;

/** Where the guards will send a first visit: `/` to the dashboard or the login, a private path without a token to the login. */
export function bootTarget(path: string, loggedIn: boolean): string {
  const pathname = path.split(/[?#]/)[0];
  const target = pathname === '/' ? (loggedIn ? '/dashboard' : '/login') : path;
  return loggedIn || isPublicPath(target) ? target : '/login';
}

const quiet = (p: Promise<unknown>) => p.catch(() => undefined); // a failed fetch is retried by the real render

/**
 * Starts, in parallel, every chunk the screen at `path` renders from: a public page, or the app layout (when not
 * yet loaded), the area's frame and the screen. Resolves when they have loaded; cheap to call again.
 */
export function startRouteCode(path: string): Promise<unknown> {
  const publicPage = publicPageAt(path);
  if (publicPage) return quiet(publicPage.screen());
  if (!areaAt(path)) return Promise.resolve();
  const screen = screenAt(path);
  return Promise.all([FRAMES.appLayout(), FRAMES.area(), screen?.()].map((p) => (p ? quiet(p) : undefined)));
}
