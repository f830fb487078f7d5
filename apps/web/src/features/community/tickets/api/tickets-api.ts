import { TICKETS_LIST, ticketsApi, type TicketCreate, type TicketReply, type TicketSettings, type TicketUpdate } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Query } from '../../../../lib/api-client';

export const ticketKeys = {
  all: ['tickets'] as const,
  list: (query: Query) => [...ticketKeys.all, 'list', query] as const,
  detail: (slug: string) => [...ticketKeys.all, 'detail', slug] as const,
  categories: () => [...ticketKeys.all, 'categories'] as const,
  settings: () => [...ticketKeys.all, 'settings'] as const,
  assignees: () => [...ticketKeys.all, 'assignees'] as const,
};

export const ticketsListQuery = (query: Query) =>
  queryOptions({
    queryKey: ticketKeys.list(query),
    queryFn: ({ signal }) => call(ticketsApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

/** The list's defaults and query: shared by its page and by route preloading. */
export const TICKETS_LIST_SOURCE = {
  defaults: {
    page_size: TICKETS_LIST.pageSize,
    order: TICKETS_LIST.order,
    status: '',
    priority: '',
    category: '',
    club: '',
    assignee: '',
    overdue: '',
  },
  queryOptions: ticketsListQuery,
};

export const ticketQuery = (slug: string) =>
  queryOptions({ queryKey: ticketKeys.detail(slug), queryFn: ({ signal }) => call(ticketsApi.detail, { params: { slug } }, { signal }) });

export const ticketCategoriesQuery = () =>
  queryOptions({ queryKey: ticketKeys.categories(), queryFn: ({ signal }) => call(ticketsApi.categories, undefined, { signal }) });

export const ticketSettingsQuery = () =>
  queryOptions({ queryKey: ticketKeys.settings(), queryFn: ({ signal }) => call(ticketsApi.settings, undefined, { signal }) });

export const ticketAssigneesQuery = () =>
  queryOptions({
    queryKey: ticketKeys.assignees(),
    queryFn: ({ signal }) => call(ticketsApi.assignees, undefined, { signal }),
    staleTime: 60_000,
  });

function useInvalidateTickets() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ticketKeys.all });
}

export function useCreateTicket() {
  const invalidate = useInvalidateTickets();
  return useMutation({ mutationFn: (body: TicketCreate) => call(ticketsApi.create, { body }), onSuccess: invalidate, meta: { silent: true } });
}

export function useUpdateTicket(slug: string) {
  const invalidate = useInvalidateTickets();
  return useMutation({ mutationFn: (body: TicketUpdate) => call(ticketsApi.update, { params: { slug }, body }), onSuccess: invalidate });
}

export function useReplyTicket(slug: string) {
  const invalidate = useInvalidateTickets();
  return useMutation({ mutationFn: (body: TicketReply) => call(ticketsApi.reply, { params: { slug }, body }), onSuccess: invalidate });
}

export function useSaveTicketCategory() {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: ({ slug, name }: { slug?: string; name: string }) =>
      slug ? call(ticketsApi.renameCategory, { params: { slug }, body: { name } }) : call(ticketsApi.createCategory, { body: { name } }),
    onSuccess: invalidate,
  });
}

export function useDeleteTicketCategory() {
  const invalidate = useInvalidateTickets();
  return useMutation({ mutationFn: (slug: string) => call(ticketsApi.deleteCategory, { params: { slug } }), onSuccess: invalidate });
}

export function useSaveTicketSettings() {
  const invalidate = useInvalidateTickets();
  return useMutation({ mutationFn: (body: TicketSettings) => call(ticketsApi.updateSettings, { body }), onSuccess: invalidate });
}
