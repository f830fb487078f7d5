import { Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { OnboardingGuard, RequireToken, RootRedirect, SectionGuard } from './guards';
import * as Page from './lazy-pages';
import { RouteFallback } from './navigation-progress';
import { RouteError } from './route-error';

const page = (node: ReactNode) => <Suspense fallback={<RouteFallback />}>{node}</Suspense>;

/**
 * The route table of seed 1 §2.1. Public screens stand alone; everything else sits behind a stored token, the
 * app layout, and the section guard (pathAllowed from the contract), which sends forbidden paths to /error/404.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
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
                  { path: '/dashboard/*', element: page(<Page.DashboardRoutes />) },
                  { path: '/members/*', element: page(<Page.MembersRoutes />) },
                  { path: '/users/*', element: page(<Page.UsersRoutes />) },
                  { path: '/space/*', element: page(<Page.SpaceRoutes />) },
                  { path: '/resources/:slug', element: page(<Page.SpaceRoutes />) },
                  { path: '/work_area/:slug', element: page(<Page.SpaceRoutes />) },
                  { path: '/bookings/*', element: page(<Page.BookingsRoutes />) },
                  { path: '/fandd/*', element: page(<Page.FanddRoutes />) },
                  { path: '/food-and-drinks/*', element: page(<Page.FanddRoutes />) },
                  { path: '/community/*', element: page(<Page.CommunityRoutes />) },
                  { path: '/marketing/*', element: page(<Page.MarketingRoutes />) },
                  { path: '/campaigns/:slug', element: page(<Page.MarketingRoutes />) },
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
