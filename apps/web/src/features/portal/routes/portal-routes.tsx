import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, Route, Routes, useNavigate } from 'react-router';
import { brandingDomain } from '../../../lib/branding-domain';
import { lazyScreen } from '../../../lib/lazy-screen';
import { PageLoader } from '../../../components/page-loader';
import { portalTokens, setPortalAuthLostHandler } from '../api/portal-client';
import { useWorkspace } from '../api/portal-queries';
import { PortalLayout } from '../components/portal-layout';
import PortalLoginPage from './portal-login-page';

// Every page but the log-in one loads on demand: the portal's first load stays within its budget (200 KB gzip).
const PortalHomePage = lazyScreen(() => import('./portal-home-page'));
const PortalBookingsPage = lazyScreen(() => import('./portal-bookings-page'));
const PortalDesksPage = lazyScreen(() => import('./portal-desks-page'));
const PortalRoomsPage = lazyScreen(() => import('./portal-rooms-page'));
const PortalInvoicesPage = lazyScreen(() => import('./portal-invoices-page'));
const PortalProfilePage = lazyScreen(() => import('./portal-profile-page'));
const PortalTeamPage = lazyScreen(() => import('./portal-team-page'));
const PortalGuestsPage = lazyScreen(() => import('./portal-guests-page'));
const PortalLinkPage = lazyScreen(() => import('./portal-link-page'));
const PortalNoticesPage = lazyScreen(() => import('../notices/routes/portal-notices-page'));
const PortalEventsPage = lazyScreen(() => import('../events/routes/portal-events-page'));
const PortalHelpPage = lazyScreen(() => import('../tickets/routes/portal-help-page'));
const PortalTicketPage = lazyScreen(() => import('../tickets/routes/portal-ticket-page'));

/** A member's screens need the workspace's portal session; without one, its log-in page. */
function PortalSession() {
  const ws = useWorkspace();
  const navigate = useNavigate();
  useEffect(() => setPortalAuthLostHandler((lost) => void navigate(`/portal/${encodeURIComponent(lost)}/login`, { replace: true })), [navigate]);
  if (!portalTokens.access(ws)) return <Navigate to={`/portal/${encodeURIComponent(ws)}/login`} replace />;
  return <Outlet />;
}

/** `/portal` alone: the host's sub-domain names the workspace (demo.localhost/portal → /portal/demo). */
function PortalIndex() {
  const fromHost = brandingDomain(window.location.hostname);
  if (fromHost) return <Navigate to={`/portal/${encodeURIComponent(fromHost)}`} replace />;
  return (
    <Box component="main" sx={{ p: 3 }}>
      <Alert severity="info">Open the portal from your workspace’s address (/portal/your-workspace).</Alert>
    </Box>
  );
}

/**
 * The member portal (issue 26): its own lazy route tree under /portal, outside the staff layout and guards. Nothing
 * here imports a staff screen.
 */
export default function PortalRoutes() {
  const ws = useWorkspace();
  if (!ws) return <PortalIndex />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="login" element={<PortalLoginPage />} />
        <Route path="magic" element={<PortalLinkPage mode="magic" />} />
        <Route path="accept" element={<PortalLinkPage mode="accept" />} />
        <Route element={<PortalSession />}>
          <Route element={<PortalLayout />}>
            <Route index element={<PortalHomePage />} />
            <Route path="bookings" element={<PortalBookingsPage />} />
            <Route path="desks" element={<PortalDesksPage />} />
            <Route path="rooms" element={<PortalRoomsPage />} />
            <Route path="invoices" element={<PortalInvoicesPage />} />
            <Route path="profile" element={<PortalProfilePage />} />
            <Route path="team" element={<PortalTeamPage />} />
            <Route path="guests" element={<PortalGuestsPage />} />
            <Route path="notices" element={<PortalNoticesPage />} />
            <Route path="events" element={<PortalEventsPage />} />
            <Route path="help" element={<PortalHelpPage />} />
            <Route path="help/:slug" element={<PortalTicketPage />} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to={`/portal/${encodeURIComponent(ws)}`} replace />} />
      </Routes>
    </Suspense>
  );
}
