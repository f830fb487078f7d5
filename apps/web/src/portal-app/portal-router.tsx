import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import PortalRoutes from '../features/portal/routes/portal-routes';
import { PortalShell } from './portal-shell';

/** Any other address belongs to the staff app (index.html): a full page load leaves the portal's entry. */
function LeavePortal() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.replace(pathname + search + hash), [pathname, search, hash]);
  return null;
}

/** The portal entry's routes: /portal (the host's workspace) and /portal/{workspace}/…, inside the workspace's theme. */
export function PortalRouter() {
  return (
    <Routes>
      <Route element={<PortalShell />}>
        <Route path="/portal" element={<PortalRoutes />} />
        <Route path="/portal/:workspace/*" element={<PortalRoutes />} />
      </Route>
      <Route path="*" element={<LeavePortal />} />
    </Routes>
  );
}
