import { floorsApi, type FloorLayout, type FloorUpdate } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session';
import { spaceLookupKeys } from './space-lookups-api';

export type LayoutPosition = FloorLayout['resources'][number];

export const floorKeys = {
  all: ['floors'] as const,
  list: (office: string) => [...floorKeys.all, 'list', office] as const,
  detail: (slug: string) => [...floorKeys.all, 'detail', slug] as const,
  resources: (slug: string) => [...floorKeys.all, 'resources', slug] as const,
};

/** GET /api/floors/?office= → {floors} ordered by `order`; without an office, every floor in the caller's scope. */
export const floorsQuery = (office = '') =>
  queryOptions({
    queryKey: floorKeys.list(office),
    queryFn: ({ signal }) => call(floorsApi.list, { query: { office } }, { signal }),
  });

/** GET /api/floors/{slug}. */
export const floorQuery = (slug: string) =>
  queryOptions({ queryKey: floorKeys.detail(slug), queryFn: ({ signal }) => call(floorsApi.detail, { params: { slug } }, { signal }) });

/** GET /api/dashboard-floor-resources/?floor= : the floor's resources with x/y (the editor ignores the day). */
export const floorResourcesQuery = (slug: string) =>
  queryOptions({
    queryKey: floorKeys.resources(slug),
    queryFn: ({ signal }) => call(floorsApi.resources, { query: { floor: slug } }, { signal }),
  });

function useInvalidateFloors() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: floorKeys.all }),
      queryClient.invalidateQueries({ queryKey: spaceLookupKeys.all }),
      // The session's offices carry their floors.
      queryClient.invalidateQueries({ queryKey: sessionKeys.session }),
    ]);
}

const silent = { meta: { silent: true } } as const;

/** POST /api/floors/ {office, name}. */
export function useCreateFloor() {
  const invalidate = useInvalidateFloors();
  return useMutation({ mutationFn: (body: { office: string; name: string }) => call(floorsApi.create, { body }), onSuccess: invalidate, ...silent });
}

/** PUT /api/floors/{slug} {name?, floor_map?: {image?, height?}}; a new image keeps the desks. */
export function useUpdateFloor() {
  const invalidate = useInvalidateFloors();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: FloorUpdate }) => call(floorsApi.update, { params: { slug }, body }),
    onSuccess: invalidate,
    ...silent,
  });
}

/** PUT /api/floors/order/ {office, floors: [slug…]}. */
export function useReorderFloors() {
  const invalidate = useInvalidateFloors();
  return useMutation({
    mutationFn: (body: { office: string; floors: string[] }) => call(floorsApi.reorder, { body }),
    onSuccess: invalidate,
    ...silent,
  });
}

/** DELETE /api/floors/{slug}: 409 while resources or future bookings use it. */
export function useDeleteFloor() {
  const invalidate = useInvalidateFloors();
  return useMutation({ mutationFn: (slug: string) => call(floorsApi.remove, { params: { slug } }), onSuccess: invalidate, ...silent });
}

/** PUT /api/floors/{slug}/layout {resources: [{slug, x, y}]}: every position in one transaction. */
export function useSaveLayout() {
  const invalidate = useInvalidateFloors();
  return useMutation({
    mutationFn: ({ slug, resources }: { slug: string; resources: LayoutPosition[] }) =>
      call(floorsApi.saveLayout, { params: { slug }, body: { resources } }),
    onSuccess: invalidate,
    ...silent,
  });
}
