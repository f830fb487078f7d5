import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { SessionInfo } from '@clubspace/contract';
import { useNavigate } from 'react-router';
import { useSwitchContext } from '../../lib/session';
import { ContextSwitcher } from './context-switcher';
import { NotificationsBell } from './notifications-panel';
import { UserMenu } from './user-menu';

interface TopBarProps {
  session: SessionInfo | undefined;
  userName: string;
  drawerWidth: number;
  onMenu: () => void;
}

export function TopBar({ session, userName, drawerWidth, onMenu }: TopBarProps) {
  const switcher = useSwitchContext();
  const navigate = useNavigate();
  return (
    <AppBar position="fixed" data-testid="top-bar" sx={{ width: { md: `calc(100% - ${drawerWidth}px)` }, ml: { md: `${drawerWidth}px` } }}>
      <Toolbar sx={{ gap: 2 }}>
        <IconButton color="inherit" edge="start" aria-label="Open menu" onClick={onMenu} sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        {/* The operator's name (or logo) heads the side menu; the bar shows it only while that menu is folded away. */}
        <Typography variant="h6" noWrap sx={{ flexGrow: 1, visibility: { md: 'hidden' } }}>
          {session?.active_client?.name ?? ''}
        </Typography>
        {session && session.clients.length > 1 && (
          <ContextSwitcher
            label="Client"
            value={session.active_client?.slug ?? ''}
            options={session.clients}
            // Another operator grants other sections: start again from its dashboard.
            onChange={(slug) => switcher.mutate({ active_client: slug }, { onSuccess: () => navigate('/dashboard') })}
            disabled={switcher.isPending}
          />
        )}
        {session && session.offices.length > 0 && (
          <ContextSwitcher
            label="Office"
            value={session.active_office?.slug ?? ''}
            options={session.offices}
            onChange={(slug) => switcher.mutate({ active_office: slug })}
            disabled={switcher.isPending}
          />
        )}
        <NotificationsBell />
        <UserMenu userName={userName} />
      </Toolbar>
    </AppBar>
  );
}
