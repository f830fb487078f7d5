import { xeroApi, type XeroConnect, type XeroStatus } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const integrationKeys = {
  all: ['integrations'] as const,
  xero: () => [...integrationKeys.all, 'xero'] as const,
};

/** GET /api/integrations/xero/: connected, organisation, masked client id, last sync and pull (never the secret). */
export const xeroStatusQuery = () =>
  queryOptions({ queryKey: integrationKeys.xero(), queryFn: ({ signal }) => call(xeroApi.status, undefined, { signal }) });

function useSetStatus() {
  const queryClient = useQueryClient();
  return (status: XeroStatus) => queryClient.setQueryData(integrationKeys.xero(), status);
}

/** PUT: Xero tries the id and secret first; only working ones are stored. Errors are the form's (silent). */
export function useConnectXero() {
  const set = useSetStatus();
  return useMutation({ mutationFn: (body: XeroConnect) => call(xeroApi.connect, { body }), onSuccess: set, meta: { silent: true } });
}

export function useTestXero() {
  const set = useSetStatus();
  return useMutation({ mutationFn: () => call(xeroApi.test), onSuccess: set });
}

export function useDisconnectXero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(xeroApi.disconnect),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.xero() }),
  });
}
