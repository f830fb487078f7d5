/**
 * Idle route-chunk preloading (issue 10 §18), loaded on first use by ./route-preload.ts (the import table is a few KB
 * gzip). Once the browser idles, the route modules of the likely next areas are fetched, one module at a time (each
 * with its own dependencies in parallel) and never while a navigation is loading: a burst of a whole area's 40–100
 * requests used to sit in front of a click's own requests on the browser's six connections.
 */
import { areaOf } from './route-data';

const modules = import.meta.glob(['../features/*/routes/*.tsx', '!../features/session/**']);

const started = new Map<string, Promise<unknown>>();

function load(key: string): Promise<unknown> {
  let p = started.get(key);
  if (!p) {
    // A failed fetch (offline, a new deploy) is retried by the real navigation; forget it here.
    p = modules[key]().catch(() => started.delete(key));
    started.set(key, p);
  }
  return p;
}

/** The route modules of the area a path belongs to, its routes module first. */
function areaModules(path: string): string[] {
  const area = areaOf(path);
  if (!area) return [];
  const prefix = `../features/${area}/routes/`;
  return Object.keys(modules)
    .filter((k) => k.startsWith(prefix))
    .sort((a, b) => Number(b.endsWith('-routes.tsx')) - Number(a.endsWith('-routes.tsx')));
}

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

/** How long to wait before looking again while a navigation is loading. */
const BUSY_RETRY_MS = 300;

/**
 * Once the browser is idle, preloads the route modules of the given paths' areas one after another; `busy()` true
 * (a navigation loading) holds it back. Returns a cancel function.
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
