import LinearProgress from '@mui/material/LinearProgress';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { PageLoader } from '../components/page-loader';

/**
 * A thin bar at the top of the window while a navigation is under way: while a route's code loads (its Suspense
 * fallback is shown) and while the first data calls of the new screen run. Gives feedback from the first frame.
 */
const state = { fallbacks: 0, navigatedAt: 0, pending: false };
const listeners = new Set<() => void>();
let version = 0;
const emit = () => {
  version++;
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** Called by the router on every location change. */
export function markNavigation(): void {
  state.navigatedAt = Date.now();
  emit();
}

/** Called by the router while a navigation waits for its loaders (the new screen's code and first rows). */
export function markNavigationPending(pending: boolean): void {
  if (state.pending === pending) return;
  state.pending = pending;
  emit();
}

/** How long after a location change the new screen's data calls still count as part of the navigation. */
const DATA_WINDOW_MS = 3000;

export function NavigationProgress() {
  useSyncExternalStore(subscribe, () => version);
  const fetching = useIsFetching() > 0;
  const [, tick] = useState(0);
  const recent = Date.now() - state.navigatedAt < DATA_WINDOW_MS;
  // Re-check when the data window closes, so a slow background refetch later does not show the bar.
  useEffect(() => {
    if (!recent) return;
    const id = window.setTimeout(() => tick((n) => n + 1), DATA_WINDOW_MS);
    return () => window.clearTimeout(id);
  }, [recent, version]); // eslint-disable-line react-hooks/exhaustive-deps
  const busy = state.pending || state.fallbacks > 0 || (recent && fetching);
  if (!busy) return null;
  return (
    <LinearProgress
      aria-label="Loading page"
      data-testid="navigation-progress"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (t) => t.zIndex.tooltip + 1 }}
    />
  );
}

/** The Suspense fallback of a route: counts towards the bar, and shows the page spinner. */
export function RouteFallback() {
  useEffect(() => {
    state.fallbacks++;
    emit();
    return () => {
      state.fallbacks--;
      emit();
    };
  }, []);
  return <PageLoader />;
}
