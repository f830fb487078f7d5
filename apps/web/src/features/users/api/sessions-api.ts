import { sessionsApi } from '@clubspace/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const mySessionsKey = ['account', 'my-sessions'] as const;

/** The signed-in user's active back-office sessions (issue 30). */
export function useMySessions() {
  return useQuery({ queryKey: mySessionsKey, queryFn: ({ signal }) => call(sessionsApi.mine, undefined, { signal }) });
}

/** Sign out one session (an id) or every other one (no id); the list reloads. */
export function useEndMySessions() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (id?: string) => (id ? call(sessionsApi.end, { params: { id } }) : call(sessionsApi.endOthers)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mySessionsKey }),
  });
}

/** The owner's "Sign out everywhere" of a staff member (Account → Staff). */
export function useSignOutStaff() {
  return useMutation({ meta: { silent: true }, mutationFn: (slug: string) => call(sessionsApi.endStaff, { params: { slug } }) });
}
