import { membershipsApi, type MembershipCreate } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Query } from '../../../lib/api-client';
import { memberKeys } from './members-api';
import { teamKeys } from './teams-api';

export const membershipKeys = {
  all: ['memberships'] as const,
  lists: () => [...membershipKeys.all, 'list'] as const,
  list: (query: Query) => [...membershipKeys.lists(), query] as const,
  detail: (slug: string) => [...membershipKeys.all, 'detail', slug] as const,
  plans: ['membership-plans'] as const,
};

/** GET /api/dashboard-memberships/ (paged envelope `memberships`; status absent = active). */
export const membershipsListQuery = (query: Query) =>
  queryOptions({
    queryKey: membershipKeys.list(query),
    queryFn: ({ signal }) => call(membershipsApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

/** GET /api/memberships/{slug}: the membership and its bookings. */
export const membershipQuery = (slug: string) =>
  queryOptions({
    queryKey: membershipKeys.detail(slug),
    queryFn: ({ signal }) => call(membershipsApi.detail, { params: { slug } }, { signal }),
  });

/** GET /api/membership-plans/ for the plan picker. */
export const membershipPlansQuery = () =>
  queryOptions({
    queryKey: membershipKeys.plans,
    queryFn: ({ signal }) => call(membershipsApi.plans, undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** POST /api/memberships/ → 201 membership; profiles and team pages list memberships too. */
export function useCreateMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MembershipCreate) => call(membershipsApi.create, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
        queryClient.invalidateQueries({ queryKey: memberKeys.all }),
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      ]),
    meta: { silent: true },
  });
}
