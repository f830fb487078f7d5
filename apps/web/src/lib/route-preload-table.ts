/**
 * Route-chunk preloading (issue 10 §18), loaded on first use by ./route-preload.ts (the import table is ~6 KB gzip). Every screen is its own lazy chunk, and an area's routes module imports its
 * screens lazily, so a cold menu click used to load a chain: area module → screen → the screen's shared parts. Here
 * every route module of an area is fetched at once (the same chunks `lazy()` uses, so nothing loads twice), when the
 * user points at a menu entry or tab, and for the likely next areas once the browser is idle.
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

/** Starts loading (in parallel) every route chunk of the area a path belongs to; cheap to call again. */
export function preloadPath(path: string): Promise<unknown> {
  const area = areaOf(path);
  if (!area) return Promise.resolve();
  const prefix = `../features/${area}/routes/`;
  return Promise.all(Object.keys(modules).filter((k) => k.startsWith(prefix)).map(load));
}

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

/** Once the browser is idle, preloads the given paths' areas one after another (so they never compete with the page). */
export function preloadWhenIdle(paths: readonly string[]): () => void {
  let cancelled = false;
  const w = window as IdleWindow;
  const idle = (cb: () => void) => (w.requestIdleCallback ? w.requestIdleCallback(cb, { timeout: 3000 }) : window.setTimeout(cb, 1500));
  const next = (i: number) => {
    if (cancelled || i >= paths.length) return;
    idle(() => {
      if (!cancelled) void preloadPath(paths[i]).then(() => next(i + 1));
    });
  };
  next(0);
  return () => {
    cancelled = true;
  };
}
