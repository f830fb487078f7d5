import CampaignIcon from '@mui/icons-material/Campaign';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventNoteIcon from '@mui/icons-material/EventNote';
import EventSeatIcon from '@mui/icons-material/EventSeat';
import HomeIcon from '@mui/icons-material/Home';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import type { PortalMe } from '@clubspace/contract';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Outlet, useNavigate } from 'react-router';
import { usePortalLogout, usePortalMe, useWorkspace } from '../api/portal-queries';
import { PortalAccountMenu } from './portal-account-menu';
import { PortalNav, type PortalNavItem } from './portal-nav';

type NavEntry = PortalNavItem & { show?: (me: PortalMe) => boolean };

/** The member's places, in order; `show` hides what the operator's portal settings (or the member's role) do not allow. */
const NAV: NavEntry[] = [
  { label: 'Home', path: '', icon: <HomeIcon /> },
  { label: 'Book a desk', path: 'desks', icon: <EventSeatIcon />, show: (me) => me.settings.book_desks },
  { label: 'Book a room', path: 'rooms', icon: <MeetingRoomIcon />, show: (me) => me.settings.book_rooms },
  { label: 'My bookings', path: 'bookings', icon: <EventNoteIcon /> },
  { label: 'Notices', path: 'notices', icon: <CampaignIcon /> },
  { label: 'Events', path: 'events', icon: <EventAvailableIcon /> },
];

/** The portal's frame, phone first: the workspace's name on top, the member's places at the bottom (in the top bar when wide). */
export function PortalLayout() {
  const ws = useWorkspace();
  const me = usePortalMe(ws);
  const logout = usePortalLogout(ws);
  const navigate = useNavigate();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const base = `/portal/${encodeURIComponent(ws)}`;
  const brand = me.data?.workspace;
  const items = NAV.filter((i) => !i.show || (me.data ? i.show(me.data) : false));
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', pb: wide ? 0 : 8 }}>
      <AppBar position="sticky" sx={{ bgcolor: brand?.navigation_color ?? undefined }}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="p" sx={{ flexGrow: wide ? 0 : 1 }}>
            {brand?.name ?? 'Member portal'}
          </Typography>
          {wide ? <PortalNav items={items} base={base} wide /> : null}
          {wide ? <Box sx={{ flexGrow: 1 }} /> : null}
          <PortalAccountMenu
            items={[
              { label: 'Invoices', to: `${base}/invoices`, hidden: me.data?.settings.see_invoices === false },
              { label: 'Profile', to: `${base}/profile` },
              { label: 'Team', to: `${base}/team`, hidden: !me.data?.member.is_team_admin },
              { label: 'Guests', to: `${base}/guests` },
              { label: 'Help', to: `${base}/help` },
            ]}
          />
          <Button color="inherit" onClick={() => logout.mutate(undefined, { onSettled: () => void navigate(`${base}/login`, { replace: true }) })}>
            Log out
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1, p: 2, maxWidth: 960, width: '100%', mx: 'auto' }}>
        <Outlet />
      </Box>
      {wide ? null : <PortalNav items={items} base={base} wide={false} />}
    </Box>
  );
}
