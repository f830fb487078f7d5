import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { brandingDomain, useBranding, useDocumentBranding, withDefaults } from '../../lib/branding';
import { grantedCodes, logout as endLogin, useSession, useStaffProfile } from '../../lib/session';
import { useBrandTheme } from '../../lib/theme';
import { DateProvider } from '../date-provider';
import { registerRoutePrefetchers } from '../routing/route-data';
import { useRoutePreload } from '../routing/preload-context';
import { SideMenu, visibleMenu } from './side-menu';
import { TopBar } from './top-bar';

const DRAWER_WIDTH = 240;

// Every area's first-query prefetcher travels with the frame, so a menu click starts its rows at once (issue 10 §18).
registerRoutePrefetchers(import.meta.glob('../../features/*/api/*-prefetch.ts', { eager: true }));

/** The logged-in frame: side menu (permanent on wide screens), top bar with switchers, and the routed page. */
export default function AppLayout() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const session = useSession();
  const profile = useStaffProfile();
  const domainBranding = useBranding();
  // Without a sub-domain (plain localhost, an IP) the logged-in area wears the active operator's own branding.
  const ownBranding = brandingDomain(window.location.hostname) === null && Boolean(session.data?.branding);
  const branding = ownBranding ? withDefaults(session.data?.branding) : domainBranding;
  const brandTheme = useBrandTheme(branding);
  const ownTheme = ownBranding ? brandTheme : null;
  useDocumentBranding(branding);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Once the browser idles: the rest of the current area's screens (its tabs), then the other menu areas. Not at once
  // on a click: the screen being opened would then share the CPU with a dozen others (measured slower on a busy CPU).
  const { whenIdle } = useRoutePreload();
  useEffect(() => whenIdle([pathname]), [whenIdle, pathname]);
  const granted = grantedCodes(session.data);
  const menuPaths = visibleMenu(granted)
    .map((m) => m.path)
    .join(',');
  useEffect(() => (menuPaths ? whenIdle(menuPaths.split(',')) : undefined), [whenIdle, menuPaths]);

  const logout = () => {
    void endLogin(queryClient).then(() => navigate('/login', { replace: true }));
  };
  const userName = profile.data ? `${profile.data.first_name} ${profile.data.last_name}`.trim() : '';
  const menu = <SideMenu granted={granted} logo={branding.logo} name={branding.name} onNavigate={() => setOpen(false)} onLogout={logout} />;

  const layout = (
    <DateProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <TopBar session={session.data} userName={userName} drawerWidth={DRAWER_WIDTH} onMenu={() => setOpen(true)} />
        <Drawer
          variant={wide ? 'permanent' : 'temporary'}
          open={wide || open}
          onClose={() => setOpen(false)}
          sx={{ width: { md: DRAWER_WIDTH }, flexShrink: 0 }}
          slotProps={{ paper: { 'data-testid': 'side-nav', sx: { width: DRAWER_WIDTH } } as object }}
        >
          {menu}
        </Drawer>
        <Box component="main" sx={{ flexGrow: 1, p: 3, minWidth: 0 }}>
          <Toolbar />
          <Outlet />
        </Box>
      </Box>
    </DateProvider>
  );
  return ownTheme ? <ThemeProvider theme={ownTheme}>{layout}</ThemeProvider> : layout;
}
