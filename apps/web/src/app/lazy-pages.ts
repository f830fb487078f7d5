import { lazy } from 'react';
import { screenLoaders } from '../lib/route-screens';

// Every screen is its own chunk: /login loads only the shell and the login page. The loaders live in
// lib/route-screens.ts, so a navigation can start a route's chunks before React renders it (the same import, so
// nothing loads twice).
const L = screenLoaders;
export const LoginPage = lazy(L.login);
export const SignupPage = lazy(L.signup);
export const CheckmailPage = lazy(L.checkmail);
export const OnboardingPage = lazy(L.onboarding);
export const ValidateEmailPage = lazy(L.validateEmail);
export const ResetPasswordPage = lazy(L.resetPassword);
export const NotFoundPage = lazy(L.notFound);
export const CheckinPage = lazy(L.checkin);

export const AppLayout = lazy(L.appLayout);
export const DashboardRoutes = lazy(L.dashboard);
export const MembersRoutes = lazy(L.members);
export const UsersRoutes = lazy(L.users);
export const SpaceRoutes = lazy(L.space);
export const BookingsRoutes = lazy(L.bookings);
export const FanddRoutes = lazy(L.fandd);
export const CommunityRoutes = lazy(L.community);
export const MarketingRoutes = lazy(L.marketing);
