import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The member portal is a page of its own (portal.html, src/portal-main.tsx; issue 26) that the server answers for
 * /portal/*: a staff link or navigation to it loads that page. Were this document itself loaded at the address (a
 * server that answers the staff app there), reloading would loop, so it offers the link instead.
 */
export default function PortalRedirect() {
  const { pathname, search, hash } = useLocation();
  const target = pathname + search + hash;
  const loadedHere = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.name === window.location.href;
  useEffect(() => {
    if (!loadedHere) window.location.assign(target);
  }, [loadedHere, target]);
  if (!loadedHere) return null;
  return (
    <Box component="main" sx={{ p: 3 }}>
      <Alert severity="info">
        The member portal opens on its own page: <Link href={target}>open the member portal</Link>.
      </Alert>
    </Box>
  );
}
