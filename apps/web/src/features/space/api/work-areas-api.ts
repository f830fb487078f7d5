import { workAreasApi, type EndpointInput } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Query } from '../../../lib/api-client';
import { floorKeys } from './floors-api';
import { spaceLookupKeys } from './space-lookups-api';

/** The body of a create or an update, as the form's resolver accepted it (the contract schema's input). */
export type WorkAreaPayload = EndpointInput<typeof workAreasApi.create>['body'];

export const workAreaKeys = {
  all: ['work-areas'] as const,
  list: (query: Query) => [...workAreaKeys.all, 'list', query] as const,
  detail: (slug: string) => [...workAreaKeys.all, 'detail', slug] as const,
};

/** GET /api/dashboard-work-areas/ (paged envelope `work_areas`; format=csv exports). */
export const workAreasListQuery = (query: Query) =>
  queryOptions({
    queryKey: workAreaKeys.list(query),
    queryFn: ({ signal }) => call(workAreasApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

/** GET /api/dashboard-work-areas/{slug}: the work area with its resources. */
export const workAreaQuery = (slug: string) =>
  queryOptions({ queryKey: workAreaKeys.detail(slug), queryFn: ({ signal }) => call(workAreasApi.detail, { params: { slug } }, { signal }) });

function useInvalidateWorkAreas() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: workAreaKeys.all }),
      queryClient.invalidateQueries({ queryKey: floorKeys.all }),
      queryClient.invalidateQueries({ queryKey: spaceLookupKeys.all }),
    ]);
}

/** POST /api/work-areas/ → 201 work area. */
export function useCreateWorkArea() {
  const invalidate = useInvalidateWorkAreas();
  return useMutation({ mutationFn: (body: WorkAreaPayload) => call(workAreasApi.create, { body }), onSuccess: invalidate, meta: { silent: true } });
}

/** PUT /api/dashboard-work-areas/{slug}. */
export function useUpdateWorkArea() {
  const invalidate = useInvalidateWorkAreas();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: WorkAreaPayload }) => call(workAreasApi.update, { params: { slug }, body }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}
