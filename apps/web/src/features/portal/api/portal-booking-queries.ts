import { portalApi } from '@clubspace/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portalCall } from './portal-client';

/** The booking screens' reads and writes (desks, rooms, the live quote, the calendar feed); every write reloads the portal. */
const keys = {
  offices: (ws: string) => ['portal', ws, 'offices'] as const,
  desks: (ws: string, q: DesksQuery) => ['portal', ws, 'desks', q] as const,
  rooms: (ws: string, office: string, day: string) => ['portal', ws, 'rooms', office, day] as const,
  quote: (ws: string, q: QuoteQuery) => ['portal', ws, 'quote', q] as const,
  feed: (ws: string) => ['portal', ws, 'calendar-feed'] as const,
};

export type DesksQuery = { office: string; floor?: string; day: string; end_day?: string };
export type QuoteQuery = { resource: string; day?: string[]; start?: string; end?: string };

export function usePortalOffices(ws: string) {
  return useQuery({
    queryKey: keys.offices(ws),
    queryFn: ({ signal }) => portalCall(ws, portalApi.offices, undefined, { signal }),
    staleTime: 60_000,
  });
}

export function usePortalDesks(ws: string, q: DesksQuery | null) {
  return useQuery({
    queryKey: keys.desks(ws, q ?? { office: '', day: '' }),
    queryFn: ({ signal }) => portalCall(ws, portalApi.desks, { query: q! }, { signal }),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}

export function usePortalRooms(ws: string, office: string, day: string) {
  return useQuery({
    queryKey: keys.rooms(ws, office, day),
    queryFn: ({ signal }) => portalCall(ws, portalApi.rooms, { query: { office, day } }, { signal }),
    enabled: Boolean(office && day),
  });
}

/** The live price of exactly what would be booked; its errors show in the price panel (silent here). */
export function usePortalQuote(ws: string, q: QuoteQuery | null) {
  return useQuery({
    queryKey: keys.quote(ws, q ?? { resource: '' }),
    queryFn: ({ signal }) => portalCall(ws, portalApi.quote, { query: { day: [], ...q! } }, { signal }),
    enabled: q !== null,
    meta: { silent: true },
    retry: false,
  });
}

/** Books a desk (days) or a room (start–end); the server's refusal is shown by the page, in its words. */
export function usePortalBook(ws: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (
      b:
        | { desk: { resource: string; days: string[]; pay_with: 'invoice' | 'prepaid' } }
        | { room: { resource: string; start: string; end: string; pay_with: 'invoice' | 'credits' | 'prepaid' } },
    ) => ('desk' in b ? portalCall(ws, portalApi.bookDesk, { body: b.desk }) : portalCall(ws, portalApi.bookRoom, { body: b.room })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['portal', ws] }),
  });
}

export function usePortalCalendarFeed(ws: string) {
  const client = useQueryClient();
  const feed = useQuery({ queryKey: keys.feed(ws), queryFn: ({ signal }) => portalCall(ws, portalApi.calendarFeed, undefined, { signal }) });
  const renew = useMutation({
    mutationFn: () => portalCall(ws, portalApi.newCalendarFeed),
    onSuccess: (data) => client.setQueryData(keys.feed(ws), data),
  });
  return { feed, renew };
}
