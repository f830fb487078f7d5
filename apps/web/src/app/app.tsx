import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setAuthLostHandler } from '../lib/api-client';
import { trackRouterLocation } from '../lib/current-location';
import { createQueryClient } from '../lib/query-client';
import { endSession } from '../lib/session';
import { RoutePreloadContext } from './routing/preload-context';
import { preloadRoute, ROUTE_PRELOAD } from './routing/route-preload';
import { bootPreload } from './boot-preload';
import { markNavigation, markNavigationPending, NavigationProgress } from './navigation-progress';
import { AppProviders } from './providers';
import { routes } from './routes';

function createApp() {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(routes);
  trackRouterLocation(router);
  const { pathname, search } = router.state.location;
  bootPreload(queryClient, pathname + search);
  let lastKey = router.state.location.key;
  router.subscribe(({ location, navigation }) => {
    markNavigationPending(navigation.state !== 'idle');
    if (location.key === lastKey) return;
    lastKey = location.key;
    markNavigation();
    // A click without pointing first (or back/forward): the screen's chunks (all lazy levels at once) and its first
    // query start together, before React renders the route.
    void preloadRoute(location.pathname + location.search);
  });
  // A failed token refresh: drop the cache and go to the login without a page reload.
  setAuthLostHandler(() => {
    endSession(queryClient);
    // The login page says why the user is there (the server ended the session: password changed, removed, expired).
    void router.navigate('/login', { replace: true, state: { sessionEnded: true } });
  });
  return { queryClient, router };
}

export function App() {
  const [{ queryClient, router }] = useState(createApp);
  return (
    <AppProviders client={queryClient}>
      <NavigationProgress />
      <RoutePreloadContext value={ROUTE_PRELOAD}>
        <RouterProvider router={router} />
      </RoutePreloadContext>
    </AppProviders>
  );
}
