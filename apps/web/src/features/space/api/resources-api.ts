import { RESOURCES_LIST, resourcesApi, type EndpointInput } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, downloadFile, fetchBlob, type Query } from '../../../lib/api-client';
import { floorKeys } from './floors-api';
import { spaceLookupKeys } from './space-lookups-api';

/** The body of a create or an update, as the form's resolver accepted it (the contract schema's input). */
export type ResourcePayload = EndpointInput<typeof resourcesApi.create>['body'];

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
    queryFn: ({ signal }) => call(resourcesApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

/** GET /api/resources/{slug}. */
export const resourceQuery = (slug: string) =>
  queryOptions({ queryKey: resourceKeys.detail(slug), queryFn: ({ signal }) => call(resourcesApi.detail, { params: { slug } }, { signal }) });

/** GET /api/resources/{slug}/qr.svg as text (shown inline); null when the resource has no QR. */
export const resourceQrQuery = (slug: string) =>
  queryOptions({
    queryKey: resourceKeys.qr(slug),
    queryFn: async ({ signal }) => {
      const blob = await fetchBlob(resourcesApi.qrSvg, { params: { slug } }, { signal });
      return blob.size ? URL.createObjectURL(blob) : null;
    },
    staleTime: Infinity,
    retry: false,
  });

/** 'Download QR': the PNG fetched with the bearer token, saved as a file. */
export const downloadQrPng = (slug: string) => downloadFile(resourcesApi.qrPng, { params: { slug } }, `${slug}-qr.png`);

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
  return useMutation({ mutationFn: (body: ResourcePayload) => call(resourcesApi.create, { body }), onSuccess: invalidate, meta: { silent: true } });
}

/** PUT /api/resources/{slug}. */
export function useUpdateResource() {
  const invalidate = useInvalidateResources();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: ResourcePayload }) => call(resourcesApi.update, { params: { slug }, body }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

/** The resources list's defaults and query: shared by its page and by route preloading. */
export const RESOURCES_LIST_SOURCE = {
  defaults: { page_size: RESOURCES_LIST.pageSize, order: RESOURCES_LIST.order, status: '', resource_type: '', office: '', floor: '' },
  queryOptions: resourcesListQuery,
};
