import { offersApi, type OfferPayload } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Query } from '../../../lib/api-client';

export const offerKeys = {
  all: ['offers'] as const,
  list: (query: Query) => [...offerKeys.all, 'list', query] as const,
  detail: (slug: string) => [...offerKeys.all, 'detail', slug] as const,
};

export const offersListQuery = (query: Query) =>
  queryOptions({
    queryKey: offerKeys.list(query),
    queryFn: ({ signal }) => call(offersApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

export const offerQuery = (slug: string) =>
  queryOptions({
    queryKey: offerKeys.detail(slug),
    queryFn: ({ signal }) => call(offersApi.detail, { params: { slug } }, { signal }),
  });

/** POST /api/dashboard-offers/ or PUT /api/offers/{slug}. */
export function useSaveOffer(slug?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferPayload) => (slug ? call(offersApi.update, { params: { slug }, body }) : call(offersApi.create, { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
    meta: { silent: true },
  });
}

/** GET /api/lookups/offers/?name= : the offer picker's options (slug, code, "code · title"). */
export const offerLookupQuery = (name: string) =>
  queryOptions({
    queryKey: [...offerKeys.all, 'lookup', name] as const,
    queryFn: ({ signal }) => call(offersApi.lookup, { query: { name, limit: 100 } }, { signal }),
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
