import { type Branding } from '@clubspace/contract';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Outlet, useMatch } from 'react-router';
import { usePortalWorkspace } from '../features/portal/api/portal-queries';
import { DEFAULT_BRANDING, withDefaults } from '../lib/branding';
import { useBrandTheme } from '../lib/theme';
import { OfflineBanner } from './offline-banner';
import { useInstallableHead } from './portal-head';

function Themed({ ws, branding }: { ws: string; branding: Branding }) {
  const theme = useBrandTheme(branding);
  useInstallableHead(ws, branding);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <OfflineBanner />
      <Outlet />
    </ThemeProvider>
  );
}

/** The workspace's own look: its name, colours, font and logo (the portal's public workspace call, shared with its login page). */
function WorkspaceThemed({ ws }: { ws: string }) {
  const { data } = usePortalWorkspace(ws);
  // withDefaults fills what the operator left empty (null) with the seed's defaults.
  const given = data
    ? { name: data.name, logo: data.logo, navigation_color: data.navigation_color, button_color: data.button_color, font: data.font }
    : null;
  const branding = withDefaults(given as Partial<Branding> | null);
  return <Themed ws={ws} branding={branding} />;
}

/** The portal's frame around every page: the workspace's theme, the installable app's head and the offline notice. */
export function PortalShell() {
  const ws = useMatch('/portal/:workspace/*')?.params.workspace ?? '';
  return ws ? <WorkspaceThemed ws={ws} /> : <Themed ws="" branding={DEFAULT_BRANDING} />;
}
