import { noticesApi, NOTICES_LIST, type NoticePayload } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Query } from '../../../../lib/api-client';

export const noticeKeys = {
  all: ['notices'] as const,
  list: (query: Query) => [...noticeKeys.all, 'list', query] as const,
};

export const noticesListQuery = (query: Query) =>
  queryOptions({
    queryKey: noticeKeys.list(query),
    queryFn: ({ signal }) => call(noticesApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

export const NOTICES_LIST_SOURCE = {
  defaults: { page_size: NOTICES_LIST.pageSize, order: NOTICES_LIST.order, status: '', office: '' },
  queryOptions: noticesListQuery,
};

/** POST /api/notices/ or PUT /api/notices/{slug}. */
export function useSaveNotice(slug?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticePayload) => (slug ? call(noticesApi.update, { params: { slug }, body }) : call(noticesApi.create, { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
    meta: { silent: true },
  });
}

export function useUnpublishNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => call(noticesApi.unpublish, { params: { slug } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

export function useRemoveNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => call(noticesApi.remove, { params: { slug } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
