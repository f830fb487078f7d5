import { Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { OnboardingGuard, RequireToken, RootRedirect, SectionGuard } from './guards';
import * as Page from './lazy-pages';
import { RouteFallback } from './navigation-progress';
import { RouteError } from './route-error';
import { routeLoader, routeShouldRevalidate } from '../lib/route-preload';

const page = (node: ReactNode) => <Suspense fallback={<RouteFallback />}>{node}</Suspense>;

/** A logged-in area: its loader holds the navigation until the screen's code and first rows are here (lib/route-preload.ts). */
const area = (path: string, node: ReactNode): RouteObject => ({ path, element: page(node), loader: routeLoader, shouldRevalidate: routeShouldRevalidate });

/**
 * The route table of seed 1 §2.1. Public screens stand alone; everything else sits behind a stored token, the
 * app layout, and the section guard (pathAllowed from the contract), which sends forbidden paths to /error/404.
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
      { path: '/login', element: page(<Page.LoginPage />) },
      { path: '/signup', element: page(<Page.SignupPage />) },
      { path: '/checkmail', element: page(<Page.CheckmailPage />) },
      { path: '/validate/:token', element: page(<Page.ValidateEmailPage />) },
      { path: '/reset-password/:token', element: page(<Page.ResetPasswordPage />) },
      { path: '/error/404', element: page(<Page.NotFoundPage />) },
      // The resource QR's page: public (a magic-link member has no session), outside the layout and the section guard.
      { path: '/checkin/:code', element: page(<Page.CheckinPage />) },
      // The member portal (issue 26): its own lazy route tree and session, outside the staff layout and guards.
      { path: '/portal', element: page(<Page.PortalRoutes />) },
      { path: '/portal/:workspace/*', element: page(<Page.PortalRoutes />) },
      { element: <OnboardingGuard />, children: [{ path: '/on_boarding', element: page(<Page.OnboardingPage />) }] },
      {
        element: <RequireToken />,
        children: [
          {
            element: page(<Page.AppLayout />),
            children: [
              {
                element: <SectionGuard />,
                children: [
                  area('/dashboard/*', <Page.DashboardRoutes />),
                  area('/members/*', <Page.MembersRoutes />),
                  area('/users/*', <Page.UsersRoutes />),
                  area('/space/*', <Page.SpaceRoutes />),
                  area('/resources/:slug', <Page.SpaceRoutes />),
                  area('/work_area/:slug', <Page.SpaceRoutes />),
                  area('/bookings/*', <Page.BookingsRoutes />),
                  area('/fandd/*', <Page.FanddRoutes />),
                  area('/food-and-drinks/*', <Page.FanddRoutes />),
                  area('/community/*', <Page.CommunityRoutes />),
                  area('/marketing/*', <Page.MarketingRoutes />),
                  area('/campaigns/:slug', <Page.MarketingRoutes />),
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/error/404" replace /> },
    ],
  },
];
