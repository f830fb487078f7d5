import { pathAllowed } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { grantedCodes, needsOnboarding, useSession } from '../lib/session';
import { hasToken } from '../lib/token-storage';

/** `/` and the food-and-drinks shortcut: the dashboard with a stored token, else the login. */
export function RootRedirect() {
  return <Navigate to={hasToken() ? '/dashboard' : '/login'} replace />;
}

/** The logged-in area needs a stored access token. */
export function RequireToken() {
  return hasToken() ? <Outlet /> : <Navigate to="/login" replace />;
}

/** A logged-in route exists only when the granted sections allow its path (contract pathAllowed). */
export function SectionGuard() {
  const { pathname } = useLocation();
  const session = useSession();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <Alert severity="error">{session.error.message}</Alert>;
  return pathAllowed(pathname, grantedCodes(session.data)) ? <Outlet /> : <Navigate to="/error/404" replace />;
}

/**
 * Onboarding is public in the seed but only with the on_boarding section; a freshly signed-up owner (client pending
 * or none yet) has no sections, and needs it most.
 */
export function OnboardingGuard() {
  const session = useSession();
  if (!hasToken()) return <Navigate to="/login" replace />;
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <Alert severity="error">{session.error.message}</Alert>;
  const allowed = grantedCodes(session.data).includes('on_boarding') || needsOnboarding(session.data);
  return allowed ? <Outlet /> : <Navigate to="/error/404" replace />;
}
