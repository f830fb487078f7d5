import { teamsApi, type TeamCreate } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Query } from '../../../lib/api-client';
import { lookupKeys } from '../../../lib/lookups-api';

export type TeamPayload = TeamCreate & { status?: 'active' | 'inactive' };

export const teamKeys = {
  all: ['teams'] as const,
  lists: () => [...teamKeys.all, 'list'] as const,
  list: (query: Query) => [...teamKeys.lists(), query] as const,
  dashboard: (slug: string) => [...teamKeys.all, 'dashboard', slug] as const,
};

/** GET /api/teams/ (paged envelope `teams`). */
export const teamsListQuery = (query: Query) =>
  queryOptions({
    queryKey: teamKeys.list(query),
    queryFn: ({ signal }) => call(teamsApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

/** GET /api/dashboard-team/?team= : team, members, memberships, bookings, invoices, invoice data. */
export const teamDashboardQuery = (slug: string) =>
  queryOptions({
    queryKey: teamKeys.dashboard(slug),
    queryFn: ({ signal }) => call(teamsApi.dashboard, { query: { team: slug } }, { signal }),
  });

function useInvalidateTeams() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: teamKeys.all }), queryClient.invalidateQueries({ queryKey: lookupKeys.all })]);
}

/** POST /api/teams/ → 201 team. */
export function useCreateTeam() {
  const invalidate = useInvalidateTeams();
  return useMutation({ mutationFn: (body: TeamPayload) => call(teamsApi.create, { body }), onSuccess: invalidate, meta: { silent: true } });
}

/** PUT /api/teams/{slug}. */
export function useUpdateTeam() {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: TeamPayload }) => call(teamsApi.update, { params: { slug }, body }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}
