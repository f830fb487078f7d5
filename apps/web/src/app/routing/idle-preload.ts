/**
 * Idle route-chunk preloading (issue 10 §18). Once the browser idles, the screens of the likely next areas are fetched,
 * one module at a time (each with its own dependencies in parallel) and never while a navigation is loading: a burst
 * of a whole area's 40–100 requests used to sit in front of a click's own requests on the browser's six connections.
 */
import type { Loader } from '../../lib/screen-loader';
import { areaAt } from '../route-manifest';
import { FRAMES } from './route-code';

const started = new Map<Loader, Promise<unknown>>();

function load(loader: Loader): Promise<unknown> {
  let p = started.get(loader);
  if (!p) {
    // A failed fetch (offline, a new deploy) is retried by the real navigation; forget it here.
    p = loader().catch(() => started.delete(loader));
    started.set(loader, p);
  }
  return p;
}

/** The chunks of the area a path belongs to: its frame first, then its screens in the manifest's order. */
function areaModules(path: string): Loader[] {
  const area = areaAt(path);
  if (!area) return [];
  return [FRAMES.area, ...area.routes.flatMap((r) => (r.screen ? [r.screen] : []))];
}

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

/** How long to wait before looking again while a navigation is loading. */
const BUSY_RETRY_MS = 300;

/**
 * Once the browser is idle, preloads the screens of the given paths' areas one after another; `busy()` true (a
 * navigation loading) holds it back. Returns a cancel function.
 */
export function preloadWhenIdle(paths: readonly string[], busy: () => boolean): () => void {
  let cancelled = false;
  const w = window as IdleWindow;
  const idle = (cb: () => void) => (w.requestIdleCallback ? w.requestIdleCallback(cb, { timeout: 3000 }) : window.setTimeout(cb, 1500));
  const queue = [...new Set(paths.flatMap(areaModules))].filter((k) => !started.has(k));
  const next = () => {
    if (cancelled) return;
    const key = queue.shift();
    if (!key) return;
    idle(() => {
      if (cancelled) return;
      if (busy()) {
        queue.unshift(key);
        window.setTimeout(next, BUSY_RETRY_MS);
        return;
      }
      void load(key).then(next);
    });
  };
  next();
  return () => {
    cancelled = true;
  };
}
