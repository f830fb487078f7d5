import type { Paged } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../lib/api-client';
import type { BookingAction } from '@clubspace/contract';
import type { BookingDetail, BookingStatus, BookingEntry, BookingItem, BookingUpdate, DeskPrice, MeetingRoomAvailability, SpaceAvailability } from './booking-types';

// The bookings calls (briefs/bookings-shared.md). Shared here because the member profile opens the desk booking
// dialog too; the bookings feature builds its screens on these factories.
export const BOOKINGS_LIST_PATH = '/api/dashboard-member-bookings/';
export const MEMBER_BOOKINGS_PATH = '/api/member-bookings/';

export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: (query: Query) => [...bookingKeys.lists(), query] as const,
  detail: (code: string) => [...bookingKeys.all, 'detail', code] as const,
  availability: (query: Query) => [...bookingKeys.all, 'availability', query] as const,
  room: (query: Query) => [...bookingKeys.all, 'room', query] as const,
  price: (query: Query) => [...bookingKeys.all, 'price', query] as const,
};

/** GET /api/dashboard-member-bookings/ (envelope `bookings`). */
export const bookingsListQuery = (query: Query) =>
  queryOptions({
    queryKey: bookingKeys.list(query),
    queryFn: ({ signal }) => api.get<Paged<'bookings', BookingItem>>(BOOKINGS_LIST_PATH, query, { signal }),
    placeholderData: (previous) => previous,
  });

/** GET /api/member-bookings/{code}. */
export const bookingDetailQuery = (code: string) =>
  queryOptions({
    queryKey: bookingKeys.detail(code),
    queryFn: ({ signal }) => api.get<BookingDetail>(`${MEMBER_BOOKINGS_PATH}${encodeURIComponent(code)}`, undefined, { signal }),
  });

/** GET /api/space-availability/: the map's bookings, counts and resources with their map status. */
export const spaceAvailabilityQuery = (query: Query) =>
  queryOptions({
    queryKey: bookingKeys.availability(query),
    queryFn: ({ signal }) => api.get<SpaceAvailability>('/api/space-availability/', query, { signal }),
    placeholderData: (previous) => previous,
    staleTime: 5_000,
  });

/** GET /api/meeting-room-availability/: busy or free, price and credits for a room and a window. */
export const roomAvailabilityQuery = (query: Query) =>
  queryOptions({
    queryKey: bookingKeys.room(query),
    queryFn: ({ signal }) => api.get<MeetingRoomAvailability>('/api/meeting-room-availability/', query, { signal }),
    staleTime: 0,
    meta: { silent: true },
  });

/** GET /api/calculate-booking-desk-price/. */
export const deskPriceQuery = (query: Query) =>
  queryOptions({
    queryKey: bookingKeys.price(query),
    queryFn: ({ signal }) => api.get<DeskPrice>('/api/calculate-booking-desk-price/', query, { signal }),
    staleTime: 10_000,
    meta: { silent: true },
  });

/** Any booking change moves lists, the map, the calendar and prices. */
export function useInvalidateBookings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bookingKeys.all });
}

/** POST /api/member-bookings/ with an array of entries: all created or none (409 names the clashing entry). */
export function useCreateBookings() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: (entries: BookingEntry[]) => api.post<{ bookings: BookingItem[] }>(MEMBER_BOOKINGS_PATH, entries),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

export type BookingChange = BookingUpdate | { status: BookingStatus } | { action: BookingAction };

/** PUT /api/member-bookings/{code}: the §7 fields, a status only (cancel, refund, check out) or check in. */
export function useUpdateBooking() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: BookingChange }) =>
      api.put<BookingDetail>(`${MEMBER_BOOKINGS_PATH}${encodeURIComponent(code)}`, body),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}
