import AppBar from '@mui/material/AppBar';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { usePortalLogout, usePortalMe, useWorkspace } from '../api/portal-queries';
import { PortalAccountMenu } from './portal-account-menu';

/** The portal's frame, phone first: the workspace's name on top, the member's places at the bottom. */
export function PortalLayout() {
  const ws = useWorkspace();
  const me = usePortalMe(ws);
  const logout = usePortalLogout(ws);
  const navigate = useNavigate();
  const base = `/portal/${encodeURIComponent(ws)}`;
  const here = useLocation().pathname.startsWith(`${base}/bookings`) ? 'bookings' : 'home';
  const brand = me.data?.workspace;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', pb: 8 }}>
      <AppBar position="sticky" sx={{ bgcolor: brand?.navigation_color ?? undefined }}>
        <Toolbar>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            {brand?.name ?? 'Member portal'}
          </Typography>
          <PortalAccountMenu
            items={[
              { label: 'Invoices', to: `${base}/invoices`, hidden: me.data?.settings.see_invoices === false },
              { label: 'Profile', to: `${base}/profile` },
              { label: 'Team', to: `${base}/team`, hidden: !me.data?.member.is_team_admin },
              { label: 'Guests', to: `${base}/guests` },
            ]}
          />
          <Button color="inherit" onClick={() => logout.mutate(undefined, { onSettled: () => void navigate(`${base}/login`, { replace: true }) })}>
            Log out
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1, p: 2, maxWidth: 720, width: '100%', mx: 'auto' }}>
        <Outlet />
      </Box>
      <Paper sx={{ position: 'fixed', bottom: 0, left: 0, right: 0 }} elevation={3} component="nav" aria-label="Portal">
        <BottomNavigation showLabels value={here}>
          <BottomNavigationAction label="Home" value="home" component={Link} to={base} />
          <BottomNavigationAction label="My bookings" value="bookings" component={Link} to={`${base}/bookings`} />
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
