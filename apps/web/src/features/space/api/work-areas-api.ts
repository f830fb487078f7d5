import type { Paged, WorkAreaDetail, WorkAreaItem } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client';
import { floorKeys } from './floors-api';
import { spaceLookupKeys } from './space-lookups-api';

export const DASHBOARD_WORK_AREAS_PATH = '/api/dashboard-work-areas/';
export const WORK_AREAS_PATH = '/api/work-areas/';
const dashboardPath = (slug: string) => `${DASHBOARD_WORK_AREAS_PATH}${encodeURIComponent(slug)}`;

export const workAreaKeys = {
  all: ['work-areas'] as const,
  list: (query: Query) => [...workAreaKeys.all, 'list', query] as const,
  detail: (slug: string) => [...workAreaKeys.all, 'detail', slug] as const,
};

/** GET /api/dashboard-work-areas/ (paged envelope `work_areas`; format=csv exports). */
export const workAreasListQuery = (query: Query) =>
  queryOptions({
    queryKey: workAreaKeys.list(query),
    queryFn: ({ signal }) => api.get<Paged<'work_areas', WorkAreaItem>>(DASHBOARD_WORK_AREAS_PATH, query, { signal }),
    placeholderData: (previous) => previous,
  });

/** GET /api/dashboard-work-areas/{slug}: the work area with its resources. */
export const workAreaQuery = (slug: string) =>
  queryOptions({ queryKey: workAreaKeys.detail(slug), queryFn: ({ signal }) => api.get<WorkAreaDetail>(dashboardPath(slug), undefined, { signal }) });

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
  return useMutation({ mutationFn: (body: Record<string, unknown>) => api.post<WorkAreaItem>(WORK_AREAS_PATH, body), onSuccess: invalidate, meta: { silent: true } });
}

/** PUT /api/dashboard-work-areas/{slug}. */
export function useUpdateWorkArea() {
  const invalidate = useInvalidateWorkAreas();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: Record<string, unknown> }) => api.put<WorkAreaItem>(dashboardPath(slug), body),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}
