import { availabilityApi, bookingsApi, type BookingAction } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Query } from '../../lib/api-client';
import type { BookingEntry, BookingStatus, BookingUpdate } from './booking-types';

// The bookings calls the kit's dialogs make (the member profile opens the desk booking dialog too): creating and
// updating bookings and their price. The bookings screens' own queries are in features/bookings/api.
export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: (query: Query) => [...bookingKeys.lists(), query] as const,
  detail: (code: string) => [...bookingKeys.all, 'detail', code] as const,
  availability: (query: Query) => [...bookingKeys.all, 'availability', query] as const,
  room: (query: Query) => [...bookingKeys.all, 'room', query] as const,
  price: (query: Query) => [...bookingKeys.all, 'price', query] as const,
};

/** GET /api/calculate-booking-desk-price/. */
export const deskPriceQuery = (query: Query) =>
  queryOptions({
    queryKey: bookingKeys.price(query),
    queryFn: ({ signal }) => call(availabilityApi.deskPrice, { query }, { signal }),
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
    mutationFn: (entries: BookingEntry[]) => call(bookingsApi.create, { body: entries }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

export type BookingChange = BookingUpdate | { status: BookingStatus } | { action: BookingAction };

/** PUT /api/member-bookings/{code}: the §7 fields, a status only (cancel, refund, check out) or check in. */
export function useUpdateBooking() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: BookingChange }) => call(bookingsApi.update, { params: { code }, body }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}
