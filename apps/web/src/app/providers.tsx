import { MAX_TOASTS } from '@clubspace/contract';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useMemo, type ReactNode } from 'react';
import { useBranding, useDocumentBranding } from '../lib/branding';
import { themeFromBranding } from '../lib/theme';

/** The MUI theme follows the branding of the host's sub-domain, before and after login. */
function BrandingTheme({ children }: { children: ReactNode }) {
  const branding = useBranding();
  const theme = useMemo(
    () => themeFromBranding(branding),
    [branding.navigation_color, branding.button_color, branding.font], // eslint-disable-line react-hooks/exhaustive-deps
  );
  useDocumentBranding(branding);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <BrandingTheme>
        <SnackbarProvider maxSnack={MAX_TOASTS} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
          {children}
        </SnackbarProvider>
      </BrandingTheme>
    </QueryClientProvider>
  );
}
