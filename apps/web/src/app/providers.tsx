import { MAX_TOASTS } from '@clubspace/contract';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { useBranding, useDocumentBranding } from '../lib/branding';
import { useBrandTheme } from '../lib/theme';

/**
 * Toasts sit at the top centre, over the top bar's empty middle (dense, so one fits in its 64 px): never over a page's
 * working area such as the invoice TOTAL row or a form's Save, which bottom-right toasts used to cover (issue 10 §7).
 */
const TOAST_PLACE = { vertical: 'top', horizontal: 'center' } as const;

/** The MUI theme follows the branding of the host's sub-domain, before and after login. */
function BrandingTheme({ children }: { children: ReactNode }) {
  const branding = useBranding();
  const theme = useBrandTheme(branding);
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
        <SnackbarProvider maxSnack={MAX_TOASTS} anchorOrigin={TOAST_PLACE} dense>
          {children}
        </SnackbarProvider>
      </BrandingTheme>
    </QueryClientProvider>
  );
}
