import { eventsApi, type EventBody } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Query } from '../../../../lib/api-client';

export const eventKeys = {
  all: ['events'] as const,
  list: (query: Query) => [...eventKeys.all, 'list', query] as const,
  detail: (slug: string) => [...eventKeys.all, 'detail', slug] as const,
  attendees: (slug: string, query: Query) => [...eventKeys.all, 'attendees', slug, query] as const,
};

export const eventsListQuery = (query: Query) =>
  queryOptions({
    queryKey: eventKeys.list(query),
    queryFn: ({ signal }) => call(eventsApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

export const eventQuery = (slug: string) =>
  queryOptions({ queryKey: eventKeys.detail(slug), queryFn: ({ signal }) => call(eventsApi.detail, { params: { slug } }, { signal }) });

export const attendeesQuery = (slug: string) => (query: Query) =>
  queryOptions({
    queryKey: eventKeys.attendees(slug, query),
    queryFn: ({ signal }) => call(eventsApi.attendees, { params: { slug }, query }, { signal }),
    placeholderData: (previous) => previous,
  });

/** POST /api/events/ or PUT /api/events/{slug}. */
export function useSaveEvent(slug?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EventBody) => (slug ? call(eventsApi.update, { params: { slug }, body }) : call(eventsApi.create, { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.all }),
    meta: { silent: true },
  });
}

/** Cancel the event, check an attendee in, cancel an attendee: every one reloads the event and its lists. */
export function useEventAction(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: { kind: 'cancel' } | { kind: 'checkIn' | 'cancelAttendee'; attendee: string }) =>
      a.kind === 'cancel'
        ? call(eventsApi.cancel, { params: { slug } })
        : call(a.kind === 'checkIn' ? eventsApi.checkIn : eventsApi.cancelAttendee, { params: { slug, attendee: a.attendee } }),
    onSettled: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
