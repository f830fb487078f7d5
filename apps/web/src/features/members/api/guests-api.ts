import type { GuestCreate, GuestDetail, GuestItem, Paged } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client';

export const GUESTS_PATH = '/api/guests/';

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
    queryFn: ({ signal }) => api.get<Paged<'guests', GuestItem>>(GUESTS_PATH, query, { signal }),
    placeholderData: (previous) => previous,
  });

/** GET /api/guests/{slug}: the guest and the members of its team. */
export const guestQuery = (slug: string) =>
  queryOptions({
    queryKey: guestKeys.detail(slug),
    queryFn: ({ signal }) => api.get<GuestDetail>(`${GUESTS_PATH}${encodeURIComponent(slug)}`, undefined, { signal }),
  });

/** GET /api/team-guests/?team= */
export const teamGuestsQuery = (team: string) =>
  queryOptions({
    queryKey: guestKeys.team(team),
    queryFn: ({ signal }) => api.get<GuestItem[]>('/api/team-guests/', { team }, { signal }),
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
  return useMutation({ mutationFn: (body: GuestPayload) => api.post<GuestItem>(GUESTS_PATH, body), onSuccess: invalidate, meta: { silent: true } });
}

/** PUT /api/guests/{slug} (the e-mail cannot change). */
export function useUpdateGuest() {
  const invalidate = useInvalidateGuests();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: GuestPayload }) => api.put<GuestItem>(`${GUESTS_PATH}${encodeURIComponent(slug)}`, body),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}
