import { unsubscribeApi } from '@clubspace/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The public unsubscribe page's calls: no session, the link's token is the credential (issue 26). */
export const unsubscribeKeys = { view: (token: string) => ['unsubscribe', token] as const };

export const unsubscribeViewQuery = (token: string) =>
  queryOptions({
    queryKey: unsubscribeKeys.view(token),
    queryFn: ({ signal }) => call(unsubscribeApi.preview, { query: { token } }, { auth: false, signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useUnsubscribeView = (token: string) => useQuery({ ...unsubscribeViewQuery(token), enabled: Boolean(token) });

export function useUnsubscribe(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (all: boolean) => call(unsubscribeApi.unsubscribe, { body: { token, all } }, { auth: false }),
    onSuccess: (answer) => client.setQueryData(unsubscribeKeys.view(token), answer),
  });
}
