import { guestsApi, type GuestCreate } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Query } from '../../../lib/api-client';

export type GuestPayload = Omit<GuestCreate, 'email'> & { email?: string };

export const guestKeys = {
  all: ['guests'] as const,
  lists: () => [...guestKeys.all, 'list'] as const,
  list: (query: Query) => [...guestKeys.lists(), query] as const,
  detail: (slug: string) => [...guestKeys.all, 'detail', slug] as const,
  team: (team: string) => [...guestKeys.all, 'team', team] as const,
};

/** GET /api/guests/ (paged envelope `guests`). */
export const guestsListQuery = (query: Query) =>
  queryOptions({
    queryKey: guestKeys.list(query),
    queryFn: ({ signal }) => call(guestsApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

/** GET /api/guests/{slug}: the guest and the members of its team. */
export const guestQuery = (slug: string) =>
  queryOptions({
    queryKey: guestKeys.detail(slug),
    queryFn: ({ signal }) => call(guestsApi.detail, { params: { slug } }, { signal }),
  });

/** GET /api/team-guests/?team= */
export const teamGuestsQuery = (team: string) =>
  queryOptions({
    queryKey: guestKeys.team(team),
    queryFn: ({ signal }) => call(guestsApi.teamGuests, { query: { team } }, { signal }),
  });

function useInvalidateGuests() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: guestKeys.all });
}

/**
 * POST /api/guests/ → 201 guest; a duplicate e-mail answers 409 'Email duplicated', which the dialog shows as the
 * seed's snackbar and under the e-mail field.
 */
export function useCreateGuest() {
  const invalidate = useInvalidateGuests();
  return useMutation({
    mutationFn: (body: GuestPayload & { email: string }) => call(guestsApi.create, { body }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

/** PUT /api/guests/{slug} (the e-mail cannot change). */
export function useUpdateGuest() {
  const invalidate = useInvalidateGuests();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: GuestPayload }) => call(guestsApi.update, { params: { slug }, body }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}
