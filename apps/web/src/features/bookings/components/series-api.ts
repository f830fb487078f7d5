import type {
  BookingSeriesDetail,
  RecurrenceRuleInput,
  SeriesConflictPolicy,
  SeriesOccurrenceReport,
  SeriesPreviewResult,
  SeriesScope,
} from '@clubspace/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { bookingKeys, MEMBER_BOOKINGS_PATH, useInvalidateBookings } from '../../../components/booking/booking-api';
import type { BookingEntry } from '../../../components/booking/booking-types';
import { api } from '../../../lib/api-client';

// The recurring-booking calls (issue 11). Series keys live under the bookings keys, so any booking change reloads them.
export const seriesKeys = {
  ofBooking: (code: string) => [...bookingKeys.all, 'series-of', code] as const,
};

/** GET /api/member-bookings/{code}/series: the series a booking belongs to, or null. */
export const seriesOfBookingQuery = (code: string) =>
  queryOptions({
    queryKey: seriesKeys.ofBooking(code),
    queryFn: ({ signal }) => api.get<{ series: BookingSeriesDetail | null }>(`${MEMBER_BOOKINGS_PATH}${encodeURIComponent(code)}/series`, undefined, { signal }),
    meta: { silent: true },
  });

export interface SeriesRequest {
  entry: BookingEntry;
  recurrence: RecurrenceRuleInput;
}

/** POST /api/member-bookings/series/preview: the per-occurrence report; nothing is saved. */
export function usePreviewSeries() {
  return useMutation({
    mutationFn: (body: SeriesRequest) => api.post<SeriesPreviewResult>(`${MEMBER_BOOKINGS_PATH}series/preview`, body),
    meta: { silent: true },
  });
}

/** POST /api/member-bookings/series/: the free occurrences ('skip') or none ('abort'). */
export function useCreateSeries() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: (body: SeriesRequest & { on_conflict: SeriesConflictPolicy }) =>
      api.post<SeriesPreviewResult & { series: BookingSeriesDetail; detail: string }>(`${MEMBER_BOOKINGS_PATH}series/`, body),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

export interface SeriesScopeChoice {
  scope: SeriesScope;
  code?: string | null;
  from?: string | null;
  to?: string | null;
}
type ChangeResult = { detail: string; changed: string[]; series: BookingSeriesDetail };

/** POST /api/booking-series/{code}/cancel and PUT /api/booking-series/{code}. */
export function useChangeSeries() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: ({ series, kind, body }: { series: string; kind: 'cancel' | 'edit'; body: SeriesScopeChoice & Record<string, unknown> }) =>
      kind === 'cancel'
        ? api.post<ChangeResult>(`/api/booking-series/${encodeURIComponent(series)}/cancel`, body)
        : api.put<ChangeResult>(`/api/booking-series/${encodeURIComponent(series)}`, body),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

export type { SeriesOccurrenceReport };
