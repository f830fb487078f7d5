import { RESOURCES_LIST } from '@clubspace/contract';
import type { Paged, ResourceItem } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile, type Query } from '../../../lib/api-client';
import { floorKeys } from './floors-api';
import { spaceLookupKeys } from './space-lookups-api';

export const RESOURCES_PATH = '/api/resources/';
export const DASHBOARD_RESOURCES_PATH = '/api/dashboard-resources/';
const resourcePath = (slug: string) => `${RESOURCES_PATH}${encodeURIComponent(slug)}`;

export const resourceKeys = {
  all: ['resources'] as const,
  list: (query: Query) => [...resourceKeys.all, 'list', query] as const,
  detail: (slug: string) => [...resourceKeys.all, 'detail', slug] as const,
  qr: (slug: string) => [...resourceKeys.all, 'qr', slug] as const,
};

/** GET /api/dashboard-resources/ (paged envelope `resources`; format=csv exports). */
export const resourcesListQuery = (query: Query) =>
  queryOptions({
    queryKey: resourceKeys.list(query),
    queryFn: ({ signal }) => api.get<Paged<'resources', ResourceItem>>(DASHBOARD_RESOURCES_PATH, query, { signal }),
    placeholderData: (previous) => previous,
  });

/** GET /api/resources/{slug}. */
export const resourceQuery = (slug: string) =>
  queryOptions({ queryKey: resourceKeys.detail(slug), queryFn: ({ signal }) => api.get<ResourceItem>(resourcePath(slug), undefined, { signal }) });

/** GET /api/resources/{slug}/qr.svg as text (shown inline); null when the resource has no QR. */
export const resourceQrQuery = (slug: string) =>
  queryOptions({
    queryKey: resourceKeys.qr(slug),
    queryFn: async ({ signal }) => {
      const blob = await api.get<Blob>(`${resourcePath(slug)}/qr.svg`, undefined, { signal, as: 'blob' });
      return blob.size ? URL.createObjectURL(blob) : null;
    },
    staleTime: Infinity,
    retry: false,
  });

/** 'Download QR': the PNG fetched with the bearer token, saved as a file. */
export const downloadQrPng = (slug: string) => downloadFile(`${resourcePath(slug)}/qr.png`, {}, `${slug}-qr.png`);

function useInvalidateResources() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
      queryClient.invalidateQueries({ queryKey: floorKeys.all }),
      queryClient.invalidateQueries({ queryKey: spaceLookupKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['work-areas'] }),
    ]);
}

/** POST /api/resources/ → 201 resource. */
export function useCreateResource() {
  const invalidate = useInvalidateResources();
  return useMutation({ mutationFn: (body: Record<string, unknown>) => api.post<ResourceItem>(RESOURCES_PATH, body), onSuccess: invalidate, meta: { silent: true } });
}

/** PUT /api/resources/{slug}. */
export function useUpdateResource() {
  const invalidate = useInvalidateResources();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: Record<string, unknown> }) => api.put<ResourceItem>(resourcePath(slug), body),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

/** The resources list's defaults and query: shared by its page and by route preloading. */
export const RESOURCES_LIST_SOURCE = { defaults: { page_size: RESOURCES_LIST.pageSize, order: RESOURCES_LIST.order, status: '', resource_type: '', office: '', floor: '' }, queryOptions: resourcesListQuery };
