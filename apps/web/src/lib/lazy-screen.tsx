import { lazy, type ComponentType } from 'react';
import { deliveredModule } from './screen-loader';

type ScreenModule<P> = { default: ComponentType<P> };

/**
 * React.lazy that does not suspend once the code is here (issue 10 §18). React.lazy suspends on its first render
 * even when a preload has already fetched the module, and React 19 then keeps the revealed screen back for at least
 * 300 ms after its fallback showed (FALLBACK_THROTTLE_MS): every cold route change paid that. A screen whose module
 * was delivered (by a preload through the same loader, or by an earlier render) renders its component directly.
 *
 * The switch from the lazy wrapper to the component never remounts a screen: the wrapper only suspends, and the
 * module is remembered before React retries the render.
 */
export function lazyScreen<P extends object>(load: () => Promise<ScreenModule<P>>): ComponentType<P> {
  let component: ComponentType<P> | null = null;
  const remember = () =>
    load().then((m) => {
      component = m.default;
      return m;
    });
  const Lazy = lazy(remember);
  function LazyScreen(props: P) {
    const Screen = component ?? (deliveredModule(load) as ScreenModule<P> | undefined)?.default ?? Lazy;
    return <Screen {...props} />;
  }
  return LazyScreen;
}
