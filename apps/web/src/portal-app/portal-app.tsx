import { MAX_TOASTS } from '@clubspace/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { PortalErrorBoundary } from './portal-error';
import { PortalRouter } from './portal-router';

const TOAST_PLACE = { vertical: 'top', horizontal: 'center' } as const;

/**
 * The member portal as its own app (portal.html): react-query, toasts and its routes, nothing of the staff shell
 * (app/): no staff boot calls, route manifest, side menu or staff session. The declarative router (no data router:
 * the portal's screens load their own data) keeps react-router's share of the first load small. The theme follows
 * the workspace of the address (./portal-shell.tsx).
 */
export function PortalApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider maxSnack={MAX_TOASTS} anchorOrigin={TOAST_PLACE} dense>
        <BrowserRouter>
          <PortalErrorBoundary>
            <PortalRouter />
          </PortalErrorBoundary>
        </BrowserRouter>
      </SnackbarProvider>
    </QueryClientProvider>
  );
}
