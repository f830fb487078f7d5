import type { AreaSection } from '@clubspace/contract';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Apartment from '@mui/icons-material/Apartment';
import Campaign from '@mui/icons-material/Campaign';
import Dashboard from '@mui/icons-material/Dashboard';
import EventSeat from '@mui/icons-material/EventSeat';
import Forum from '@mui/icons-material/Forum';
import Insights from '@mui/icons-material/Insights';
import Logout from '@mui/icons-material/Logout';
import People from '@mui/icons-material/People';
import Restaurant from '@mui/icons-material/Restaurant';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { AREAS } from '../route-manifest';
import { useRoutePreload } from '../routing/preload-context';

const ICONS: Record<AreaSection, ReactNode> = {
  dashboard: <Dashboard />,
  users: <People />,
  community: <Forum />,
  space: <Apartment />,
  bookings: <EventSeat />,
  fandd: <Restaurant />,
  marketing: <Campaign />,
  reports: <Insights />,
  account: <AccountCircle />,
  on_boarding: null,
};

interface MenuEntry {
  label: string;
  path: string;
  section: AreaSection;
}

const entries = (account: boolean): MenuEntry[] =>
  AREAS.flatMap((a) => (a.menu && Boolean(a.menu.account) === account ? [{ label: a.menu.label, path: a.menu.path, section: a.section }] : []));

/** Side-menu entries in the seed's order (seed 1 §2.7), from the route manifest; Account sits below the divider. */
const MENU = entries(false);
const ACCOUNT_MENU: MenuEntry | undefined = entries(true)[0];

/** Menu entries the granted sections allow, in the seed's order. */
export function visibleMenu(granted: readonly string[]) {
  return MENU.filter((entry) => granted.includes(entry.section));
}

// Icons and the selected entry take the navigation text colour, whatever the branding.
const itemSx = {
  color: 'inherit',
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 40 },
  '&.active': { bgcolor: 'rgba(255,255,255,0.16)' },
} as const;

interface SideMenuProps {
  granted: readonly string[];
  logo: string | null;
  name: string | null;
  onNavigate?: () => void;
  onLogout: () => void;
}

export function SideMenu({ granted, logo, name, onNavigate, onLogout }: SideMenuProps) {
  const { linkProps } = useRoutePreload();
  return (
    <Box component="nav" aria-label="Main menu" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ p: 2, minHeight: 64, display: 'flex', alignItems: 'center' }}>
        {logo ? (
          <Box component="img" src={logo} alt={name ?? 'Logo'} sx={{ maxHeight: 48, maxWidth: '100%' }} />
        ) : (
          <Typography variant="h6">{name ?? 'Clubspace'}</Typography>
        )}
      </Box>
      {/* Links and buttons, not list items: a plain group inside the labelled nav. */}
      <List component="div">
        {visibleMenu(granted).map((entry) => (
          <ListItemButton key={entry.path} component={NavLink} to={entry.path} onClick={onNavigate} sx={itemSx} {...linkProps(entry.path)}>
            <ListItemIcon>{ICONS[entry.section]}</ListItemIcon>
            <ListItemText primary={entry.label} />
          </ListItemButton>
        ))}
      </List>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.2)' }} />
      <List component="div">
        {/* Notifications moved to the top bar's bell, which opens a panel and is in reach on phones too (docs/decisions.md). */}
        {ACCOUNT_MENU && granted.includes(ACCOUNT_MENU.section) && (
          <ListItemButton component={NavLink} to={ACCOUNT_MENU.path} onClick={onNavigate} sx={itemSx} {...linkProps(ACCOUNT_MENU.path)}>
            <ListItemIcon>{ICONS[ACCOUNT_MENU.section]}</ListItemIcon>
            <ListItemText primary={ACCOUNT_MENU.label} />
          </ListItemButton>
        )}
        <ListItemButton onClick={onLogout} sx={itemSx}>
          <ListItemIcon>
            <Logout />
          </ListItemIcon>
          <ListItemText primary="Logout" />
        </ListItemButton>
      </List>
    </Box>
  );
}
