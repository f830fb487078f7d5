/**
 * Light entry to route preloading: the table of route chunks (./route-preload-table.ts) is itself loaded on first
 * use, so it stays out of the first screen's JavaScript.
 */
type Table = typeof import('./route-preload-table');
let table: Promise<Table> | null = null;
// Unit tests render one screen at a time; preloading whole areas there would only spend their time budget.
const OFF = import.meta.env.MODE === 'test';
const load = () => (OFF ? Promise.reject(new Error('preloading off')) : (table ??= import('./route-preload-table')));

/** Starts loading every route chunk of the area a path belongs to (in parallel); cheap to call again. */
export function preloadPath(path: string): Promise<unknown> {
  return load()
    .then((t) => t.preloadPath(path))
    .catch(() => undefined);
}

/** Props for a link (menu entry, tab) that preloads its target when pointed at or focused. */
export function preloadProps(path: string) {
  const start = () => void preloadPath(path);
  return { onMouseEnter: start, onFocus: start, onTouchStart: start };
}

/** Once the browser is idle, preloads the given paths' areas one after another; returns a cancel function. */
export function preloadWhenIdle(paths: readonly string[]): () => void {
  let cancel: (() => void) | null = null;
  let cancelled = false;
  load()
    .then((t) => {
      if (!cancelled) cancel = t.preloadWhenIdle(paths);
    })
    .catch(() => undefined);
  return () => {
    cancelled = true;
    cancel?.();
  };
}
