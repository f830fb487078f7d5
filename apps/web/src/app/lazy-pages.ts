import { lazy } from 'react';

// Every screen is its own chunk: /login loads only the shell and the login page.
export const LoginPage = lazy(() => import('../features/session/routes/login-page'));
export const SignupPage = lazy(() => import('../features/session/routes/signup-page'));
export const CheckmailPage = lazy(() => import('../features/session/routes/checkmail-page'));
export const OnboardingPage = lazy(() => import('../features/session/routes/onboarding-page'));
export const ValidateEmailPage = lazy(() => import('../features/session/routes/validate-email-page'));
export const ResetPasswordPage = lazy(() => import('../features/session/routes/reset-password-page'));
export const NotFoundPage = lazy(() => import('../features/session/routes/not-found-page'));
export const CheckinPage = lazy(() => import('../features/checkin/routes/checkin-page'));

export const AppLayout = lazy(() => import('./layout/app-layout'));
export const DashboardRoutes = lazy(() => import('../features/dashboard/routes/dashboard-routes'));
export const MembersRoutes = lazy(() => import('../features/members/routes/members-routes'));
export const UsersRoutes = lazy(() => import('../features/users/routes/users-routes'));
export const SpaceRoutes = lazy(() => import('../features/space/routes/space-routes'));
export const BookingsRoutes = lazy(() => import('../features/bookings/routes/bookings-routes'));
export const FanddRoutes = lazy(() => import('../features/fandd/routes/fandd-routes'));
export const CommunityRoutes = lazy(() => import('../features/community/routes/community-routes'));
export const MarketingRoutes = lazy(() => import('../features/marketing/routes/marketing-routes'));
