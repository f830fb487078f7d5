import { blocksApi, closuresApi, type BlockCreate, type ClashItem, type ClosureCreate } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, type Query } from '../../lib/api-client';
import { bookingKeys } from './booking-api';

// Blocks and closures (issue 11). Shared: the bookings map and calendar and the space area's resource and office
// screens use them. Any change also refreshes the bookings queries (the map's states, the calendar's rooms).

export const blockKeys = {
  all: ['blocks'] as const,
  list: (query: Query) => [...blockKeys.all, 'list', query] as const,
  closures: (query: Query) => [...blockKeys.all, 'closures', query] as const,
};

export const blocksQuery = (query: Query) =>
  queryOptions({
    queryKey: blockKeys.list(query),
    queryFn: ({ signal }) => call(blocksApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

export const closuresQuery = (query: Query) =>
  queryOptions({
    queryKey: blockKeys.closures(query),
    queryFn: ({ signal }) => call(closuresApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: blockKeys.all }), queryClient.invalidateQueries({ queryKey: bookingKeys.all })]);
}

export const useCreateBlock = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BlockCreate) => call(blocksApi.create, { body }),
    onSuccess: refresh,
    meta: { silent: true },
  });
};

export const useDeleteBlock = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ code, withRelated = false }: { code: string; withRelated?: boolean }) =>
      call(blocksApi.remove, { params: { code }, query: withRelated ? { with_related: 'true' } : undefined }),
    onSuccess: refresh,
  });
};

export const useCreateClosure = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ClosureCreate) => call(closuresApi.create, { body }),
    onSuccess: refresh,
    meta: { silent: true },
  });
};

export const useDeleteClosure = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (slug: string) => call(closuresApi.remove, { params: { slug } }), onSuccess: refresh });
};

/** The bookings a 409 block_clash listed, or null for any other error. */
export function clashesOf(err: unknown): ClashItem[] | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const conflicts = (err.body as { conflicts?: ClashItem[] } | null)?.conflicts;
  return Array.isArray(conflicts) ? conflicts : null;
}
