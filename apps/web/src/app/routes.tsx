import { Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyScreen } from '../lib/lazy-screen';
import { OnboardingGuard, RequireToken, RootRedirect, SectionGuard } from './guards';
import { RouteFallback } from './navigation-progress';
import { RouteError } from './route-error';
import { AREA_ROOTS, AREAS, PUBLIC_PAGES, type PublicPage } from './route-manifest';
import { FRAMES } from './routing/route-code';
import { routeLoader, routeShouldRevalidate } from './routing/route-preload';

const page = (node: ReactNode) => <Suspense fallback={<RouteFallback />}>{node}</Suspense>;

// Every screen is its own chunk: /login loads only the shell and the login page. The loaders are the route
// manifest's, so a navigation can start a route's chunks before React renders it (the same loader, so nothing loads
// twice, and a screen already loaded renders without suspending).
const AppLayout = lazyScreen(FRAMES.appLayout);
const AreaFrame = lazyScreen(FRAMES.area);

const publicRoute = ({ path, screen }: PublicPage): RouteObject => {
  const Screen = lazyScreen(screen);
  return { path, element: page(<Screen />) };
};

/** The logged-in areas, one route per first segment: the loader holds the navigation until the screen's code and first rows are here. */
const areaRoutes: RouteObject[] = AREAS.flatMap((area) =>
  (AREA_ROOTS.get(area) ?? []).map((root) => ({
    path: root.path,
    // Keyed: another area's route mounts a frame of its own (its tab bar does not slide over from the last area's).
    element: page(<AreaFrame key={root.path} area={area} root={root.path} />),
    loader: routeLoader,
    shouldRevalidate: routeShouldRevalidate,
  })),
);

/**
 * The route table of seed 1 §2.1, from the route manifest. Public screens stand alone; everything else sits behind a
 * stored token, the app layout, and the section guard (pathAllowed from the contract), which sends forbidden paths to
 * /error/404; inside an area each route has its tab gate (./areas/area-frame.tsx).
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first screen's loader waits for its code (the boot started it before React).
    hydrateFallbackElement: <RouteFallback />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/food-and-drinks', element: <RootRedirect /> },
      { path: '/food-and-drinks/orders', element: <RootRedirect /> },
      ...PUBLIC_PAGES.filter((p) => !p.onboarding).map(publicRoute),
      { element: <OnboardingGuard />, children: PUBLIC_PAGES.filter((p) => p.onboarding).map(publicRoute) },
      {
        element: <RequireToken />,
        children: [{ element: page(<AppLayout />), children: [{ element: <SectionGuard />, children: areaRoutes }] }],
      },
      { path: '*', element: <Navigate to="/error/404" replace /> },
    ],
  },
];
