import { availabilityApi, bookingsApi } from '@clubspace/contract';
import { queryOptions } from '@tanstack/react-query';
import { bookingKeys } from '../../../components/booking/booking-api';
import { call, type Query } from '../../../lib/api-client';

// The bookings screens' queries: the list, a booking, the map and a meeting room's window. Their keys live under the
// bookings keys, so any booking change (components/booking/booking-api.ts) reloads them.

/** GET /api/dashboard-member-bookings/ (envelope `bookings`). */
export const bookingsListQuery = (query: Query) =>
  queryOptions({
    queryKey: bookingKeys.list(query),
    queryFn: ({ signal }) => call(bookingsApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

/** GET /api/member-bookings/{code}. */
export const bookingDetailQuery = (code: string) =>
  queryOptions({
    queryKey: bookingKeys.detail(code),
    queryFn: ({ signal }) => call(bookingsApi.detail, { params: { code } }, { signal }),
  });

/** GET /api/space-availability/: the map's bookings, counts and resources with their map status. */
export const spaceAvailabilityQuery = (query: Query) =>
  queryOptions({
    queryKey: bookingKeys.availability(query),
    queryFn: ({ signal }) => call(availabilityApi.space, { query }, { signal }),
    placeholderData: (previous) => previous,
    staleTime: 5_000,
  });

/** GET /api/meeting-room-availability/: busy or free, price and credits for a room and a window. */
export const roomAvailabilityQuery = (query: Query) =>
  queryOptions({
    queryKey: bookingKeys.room(query),
    queryFn: ({ signal }) => call(availabilityApi.meetingRoom, { query }, { signal }),
    staleTime: 0,
    meta: { silent: true },
  });
