import { lazyScreen } from '../lib/lazy-screen';
import { screenLoaders } from '../lib/route-screens';

// Every screen is its own chunk: /login loads only the shell and the login page. The loaders live in
// lib/route-screens.ts, so a navigation can start a route's chunks before React renders it (the same loader, so
// nothing loads twice, and a screen already loaded renders without suspending).
const L = screenLoaders;
export const LoginPage = lazyScreen(L.login);
export const SignupPage = lazyScreen(L.signup);
export const CheckmailPage = lazyScreen(L.checkmail);
export const OnboardingPage = lazyScreen(L.onboarding);
export const ValidateEmailPage = lazyScreen(L.validateEmail);
export const ResetPasswordPage = lazyScreen(L.resetPassword);
export const NotFoundPage = lazyScreen(L.notFound);
export const CheckinPage = lazyScreen(L.checkin);
export const PortalRoutes = lazyScreen(L.portal);

export const AppLayout = lazyScreen(L.appLayout);
export const DashboardRoutes = lazyScreen(L.dashboard);
export const MembersRoutes = lazyScreen(L.members);
export const UsersRoutes = lazyScreen(L.users);
export const SpaceRoutes = lazyScreen(L.space);
export const BookingsRoutes = lazyScreen(L.bookings);
export const FanddRoutes = lazyScreen(L.fandd);
export const CommunityRoutes = lazyScreen(L.community);
export const MarketingRoutes = lazyScreen(L.marketing);
