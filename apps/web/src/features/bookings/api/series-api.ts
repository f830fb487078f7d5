import {
  bookingSeriesApi,
  type RecurrenceRuleInput,
  type SeriesCancelBody,
  type SeriesConflictPolicy,
  type SeriesEditBody,
} from '@clubspace/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { bookingKeys, useInvalidateBookings } from '../../../components/booking/booking-api';
import type { BookingEntry } from '../../../components/booking/booking-types';
import { call } from '../../../lib/api-client';

// The recurring-booking calls (issue 11). Series keys live under the bookings keys, so any booking change reloads them.
export const seriesKeys = {
  ofBooking: (code: string) => [...bookingKeys.all, 'series-of', code] as const,
};

/** GET /api/member-bookings/{code}/series: the series a booking belongs to, or null. */
export const seriesOfBookingQuery = (code: string) =>
  queryOptions({
    queryKey: seriesKeys.ofBooking(code),
    queryFn: ({ signal }) => call(bookingSeriesApi.ofBooking, { params: { code } }, { signal }),
    meta: { silent: true },
  });

export type SeriesRequest = {
  entry: BookingEntry;
  recurrence: RecurrenceRuleInput;
};

/** POST /api/member-bookings/series/preview: the per-occurrence report; nothing is saved. */
export function usePreviewSeries() {
  return useMutation({
    mutationFn: (body: SeriesRequest) => call(bookingSeriesApi.preview, { body }),
    meta: { silent: true },
  });
}

/** POST /api/member-bookings/series/: the free occurrences ('skip') or none ('abort'). */
export function useCreateSeries() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: (body: SeriesRequest & { on_conflict: SeriesConflictPolicy }) => call(bookingSeriesApi.create, { body }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

/** What a change of the series does: cancel (and refund) or edit the bookings its scope picks. */
export type SeriesChange = { series: string; kind: 'cancel'; body: SeriesCancelBody } | { series: string; kind: 'edit'; body: SeriesEditBody };

/** POST /api/booking-series/{code}/cancel and PUT /api/booking-series/{code}. */
export function useChangeSeries() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: (change: SeriesChange) =>
      change.kind === 'cancel'
        ? call(bookingSeriesApi.cancel, { params: { code: change.series }, body: change.body })
        : call(bookingSeriesApi.edit, { params: { code: change.series }, body: change.body }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}
