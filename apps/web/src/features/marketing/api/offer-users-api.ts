import type { OfferUserItem, OfferUserPayload, Paged } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client';

export const OFFER_USERS_PATH = '/api/dashboard-offer-users/';

export const offerUserKeys = {
  all: ['offer-users'] as const,
  list: (query: Query) => [...offerUserKeys.all, 'list', query] as const,
  detail: (slug: string) => [...offerUserKeys.all, 'detail', slug] as const,
};

export const offerUsersListQuery = (query: Query) =>
  queryOptions({
    queryKey: offerUserKeys.list(query),
    queryFn: ({ signal }) => api.get<Paged<'offer_users', OfferUserItem>>(OFFER_USERS_PATH, query, { signal }),
    placeholderData: (previous) => previous,
  });

export const offerUserQuery = (slug: string) =>
  queryOptions({
    queryKey: offerUserKeys.detail(slug),
    queryFn: ({ signal }) => api.get<OfferUserItem>(`/api/offer-users/${encodeURIComponent(slug)}`, undefined, { signal }),
  });

/** POST /api/offer-users/ or PUT /api/offer-users/{slug}. */
export function useSaveOfferUser(slug?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferUserPayload) =>
      slug ? api.put<OfferUserItem>(`/api/offer-users/${encodeURIComponent(slug)}`, body) : api.post<OfferUserItem>('/api/offer-users/', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerUserKeys.all }),
    meta: { silent: true },
  });
}
