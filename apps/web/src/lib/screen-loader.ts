/**
 * Screen loaders that remember their module (issue 10 §18). The route manifest (app/route-manifest.ts) declares every
 * lazy screen through screenLoader(); a preload and the route's lazyScreen() (./lazy-screen.tsx) call the same
 * function, so nothing loads twice and a screen whose module has arrived renders at once instead of suspending.
 * No React here: the boot chunk (app/boot-start.ts) starts these loaders before React is evaluated.
 */
export type Loader<M = unknown> = () => Promise<M>;

/** Modules a loader has delivered, so a screen whose code is already here renders at once (./lazy-screen.tsx). */
const delivered = new Map<Loader, unknown>();

/** A loader that remembers its module once it has arrived. */
export function screenLoader<M>(load: Loader<M>): Loader<M> {
  const remembered = () =>
    load().then((m) => {
      delivered.set(remembered, m);
      return m;
    });
  return remembered;
}

/** The module a (remembered) loader has delivered, or undefined while it has not. */
export const deliveredModule = (load: Loader): unknown => delivered.get(load);
