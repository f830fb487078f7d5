import type { OfferItem, OfferLookupItem, OfferPayload, Paged } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client';

export const OFFERS_PATH = '/api/dashboard-offers/';

export const offerKeys = {
  all: ['offers'] as const,
  list: (query: Query) => [...offerKeys.all, 'list', query] as const,
  detail: (slug: string) => [...offerKeys.all, 'detail', slug] as const,
};

export const offersListQuery = (query: Query) =>
  queryOptions({
    queryKey: offerKeys.list(query),
    queryFn: ({ signal }) => api.get<Paged<'offers', OfferItem>>(OFFERS_PATH, query, { signal }),
    placeholderData: (previous) => previous,
  });

export const offerQuery = (slug: string) =>
  queryOptions({
    queryKey: offerKeys.detail(slug),
    queryFn: ({ signal }) => api.get<OfferItem>(`/api/offers/${encodeURIComponent(slug)}`, undefined, { signal }),
  });

/** POST /api/dashboard-offers/ or PUT /api/offers/{slug}. */
export function useSaveOffer(slug?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferPayload) => (slug ? api.put<OfferItem>(`/api/offers/${encodeURIComponent(slug)}`, body) : api.post<OfferItem>(OFFERS_PATH, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
    meta: { silent: true },
  });
}

/** GET /api/lookups/offers/?name= : the offer picker's options (slug, code, "code · title"). */
export const offerLookupQuery = (name: string) =>
  queryOptions({
    queryKey: [...offerKeys.all, 'lookup', name] as const,
    queryFn: ({ signal }) => api.get<OfferLookupItem[]>('/api/lookups/offers/', { name, limit: 100 }, { signal }),
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
