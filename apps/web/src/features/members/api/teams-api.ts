import type { Paged, TeamCreate, TeamDashboard, TeamItem } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client';
import { lookupKeys } from '../../../lib/lookups-api';

export const TEAMS_PATH = '/api/teams/';

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
    queryFn: ({ signal }) => api.get<Paged<'teams', TeamItem>>(TEAMS_PATH, query, { signal }),
    placeholderData: (previous) => previous,
  });

/** GET /api/dashboard-team/?team= : team, members, memberships, bookings, invoices, invoice data. */
export const teamDashboardQuery = (slug: string) =>
  queryOptions({
    queryKey: teamKeys.dashboard(slug),
    queryFn: ({ signal }) => api.get<TeamDashboard>('/api/dashboard-team/', { team: slug }, { signal }),
  });

function useInvalidateTeams() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: teamKeys.all }), queryClient.invalidateQueries({ queryKey: lookupKeys.all })]);
}

/** POST /api/teams/ → 201 team. */
export function useCreateTeam() {
  const invalidate = useInvalidateTeams();
  return useMutation({ mutationFn: (body: TeamPayload) => api.post<TeamItem>(TEAMS_PATH, body), onSuccess: invalidate, meta: { silent: true } });
}

/** PUT /api/teams/{slug}. */
export function useUpdateTeam() {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: TeamPayload }) => api.put<TeamItem>(`${TEAMS_PATH}${encodeURIComponent(slug)}`, body),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}
