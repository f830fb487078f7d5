import { sessionsApi } from '@clubspace/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portalCall } from './portal-client';

const key = (ws: string) => ['portal', ws, 'sessions'] as const;

/** The member's active portal sessions at this workspace (issue 30). */
export function usePortalSessions(ws: string) {
  return useQuery({ queryKey: key(ws), queryFn: ({ signal }) => portalCall(ws, sessionsApi.portalMine, undefined, { signal }) });
}

/** Sign out one portal session (an id) or every other one (no id); the list reloads. */
export function useEndPortalSessions(ws: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (id?: string) =>
      id ? portalCall(ws, sessionsApi.portalEnd, { params: { id } }) : portalCall(ws, sessionsApi.portalEndOthers, undefined),
    onSettled: () => client.invalidateQueries({ queryKey: key(ws) }),
  });
}
