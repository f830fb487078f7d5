import type { XeroConnect, XeroStatus, XeroStatusResult } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const XERO_PATH = '/api/integrations/xero/';

export const integrationKeys = {
  all: ['integrations'] as const,
  xero: () => [...integrationKeys.all, 'xero'] as const,
};

/** GET /api/integrations/xero/: connected, organisation, masked client id, last sync and pull (never the secret). */
export const xeroStatusQuery = () =>
  queryOptions({ queryKey: integrationKeys.xero(), queryFn: ({ signal }) => api.get<XeroStatus>(XERO_PATH, undefined, { signal }) });

function useSetStatus() {
  const queryClient = useQueryClient();
  return (status: XeroStatus) => queryClient.setQueryData(integrationKeys.xero(), status);
}

/** PUT: Xero tries the id and secret first; only working ones are stored. Errors are the form's (silent). */
export function useConnectXero() {
  const set = useSetStatus();
  return useMutation({ mutationFn: (body: XeroConnect) => api.put<XeroStatusResult>(XERO_PATH, body), onSuccess: set, meta: { silent: true } });
}

export function useTestXero() {
  const set = useSetStatus();
  return useMutation({ mutationFn: () => api.post<XeroStatusResult>(`${XERO_PATH}test/`), onSuccess: set });
}

export function useDisconnectXero() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => api.del(XERO_PATH), onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.xero() }) });
}
