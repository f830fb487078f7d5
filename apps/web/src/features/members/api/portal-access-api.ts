import { portalAccessApi, portalRequestsApi } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { memberKeys } from './members-api';

export const portalKeys = {
  all: ['portal-access'] as const,
  members: (slugs: string[]) => [...portalKeys.all, 'members', slugs] as const,
  team: (team: string) => [...portalKeys.all, 'team', team] as const,
  requests: (team?: string) => [...portalKeys.all, 'requests', team ?? ''] as const,
};

/** GET /api/portal-access/?member=…: the portal status (not invited, invited, active, revoked; last login). */
export const memberPortalQuery = (slug: string) =>
  queryOptions({
    queryKey: portalKeys.members([slug]),
    queryFn: ({ signal }) => call(portalAccessApi.list, { query: { member: slug } }, { signal }),
  });

/** GET /api/portal-access/?team=…: the team's members with their portal status. */
export const teamPortalQuery = (team: string) =>
  queryOptions({ queryKey: portalKeys.team(team), queryFn: ({ signal }) => call(portalAccessApi.list, { query: { team } }, { signal }) });

/** GET /api/portal-invite-requests/: team admins' pending invitation requests (of one team, or all). */
export const portalRequestsQuery = (team?: string) =>
  queryOptions({
    queryKey: portalKeys.requests(team),
    queryFn: ({ signal }) => call(portalRequestsApi.list, { query: { team, status: 'pending' } }, { signal }),
  });

/** After any portal action: statuses, requests, members (approving adds one) and the bell's counts. */
function useInvalidatePortal() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: portalKeys.all }),
      queryClient.invalidateQueries({ queryKey: memberKeys.all }),
      // The bell's key (app/layout/notifications-api.ts): a request answered leaves its count.
      queryClient.invalidateQueries({ queryKey: ['notifications'] }),
    ]);
}

/** Errors are toasted with the server's words (the query cache's default). */
export function usePortalInvite() {
  const invalidate = useInvalidatePortal();
  return useMutation({ mutationFn: (members: string[]) => call(portalAccessApi.invite, { body: { members } }), onSuccess: invalidate });
}

export function usePortalResend() {
  const invalidate = useInvalidatePortal();
  return useMutation({ mutationFn: (member: string) => call(portalAccessApi.resend, { body: { member } }), onSuccess: invalidate });
}

export function usePortalRevoke() {
  const invalidate = useInvalidatePortal();
  return useMutation({ mutationFn: (member: string) => call(portalAccessApi.revoke, { body: { member } }), onSuccess: invalidate });
}

export function usePortalRequestAnswer() {
  const invalidate = useInvalidatePortal();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: 'approve' | 'decline' }) => call(portalRequestsApi[answer], { params: { id } }),
    onSuccess: invalidate,
  });
}
