import { apiKeysApi, type ApiKeyCreate } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const apiKeyKeys = { all: ['api-keys'] as const };

/** GET /api/api-keys/: the operator's keys with their prefix, scopes, offices and last use (never a secret). */
export const apiKeysQuery = () => queryOptions({ queryKey: apiKeyKeys.all, queryFn: ({ signal }) => call(apiKeysApi.list, undefined, { signal }) });

/** POST: the answer's secret is shown once by the page; the form shows the server's field messages (silent). */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyCreate) => call(apiKeysApi.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
    meta: { silent: true },
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(apiKeysApi.revoke, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
