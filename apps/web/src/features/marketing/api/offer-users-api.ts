import { offerUsersApi, type OfferUserPayload } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Query } from '../../../lib/api-client';

export const offerUserKeys = {
  all: ['offer-users'] as const,
  list: (query: Query) => [...offerUserKeys.all, 'list', query] as const,
  detail: (slug: string) => [...offerUserKeys.all, 'detail', slug] as const,
};

export const offerUsersListQuery = (query: Query) =>
  queryOptions({
    queryKey: offerUserKeys.list(query),
    queryFn: ({ signal }) => call(offerUsersApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

export const offerUserQuery = (slug: string) =>
  queryOptions({
    queryKey: offerUserKeys.detail(slug),
    queryFn: ({ signal }) => call(offerUsersApi.detail, { params: { slug } }, { signal }),
  });

/** POST /api/offer-users/ or PUT /api/offer-users/{slug}. */
export function useSaveOfferUser(slug?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferUserPayload) => (slug ? call(offerUsersApi.update, { params: { slug }, body }) : call(offerUsersApi.create, { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerUserKeys.all }),
    meta: { silent: true },
  });
}
