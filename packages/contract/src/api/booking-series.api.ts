import { seriesCreateFields, seriesPreviewFields } from '../booking-bodies.ts';
import {
  bookingSeriesDetail,
  bookingSeriesOf,
  seriesCancelBody,
  seriesChangeResult,
  seriesCreateResult,
  seriesEditBody,
  seriesPreviewResult,
} from '../booking-recurrence.ts';
import { get, post, put } from '../endpoint.ts';
import { codeParams } from './params.ts';

/**
 * Recurring bookings (issue 11). Preview and create list their fields but the service checks them, so a field's
 * message keeps the single create's name (booking-bodies.ts).
 */
export const bookingSeriesApi = {
  preview: post({
    path: '/api/member-bookings/series/preview',
    summary: 'Preview a recurring booking: every occurrence with ok, or conflict and the reason in words; nothing is saved',
    body: seriesPreviewFields,
    response: seriesPreviewResult,
  }),
  create: post({
    path: '/api/member-bookings/series/',
    summary: "Create a recurring booking in one transaction; on_conflict 'skip' books the free occurrences, 'abort' none (409 with the report)",
    body: seriesCreateFields,
    response: seriesCreateResult,
    status: 201,
  }),
  ofBooking: get({
    path: '/api/member-bookings/:code/series',
    summary: 'The recurring series a booking belongs to, or null',
    params: codeParams,
    response: bookingSeriesOf,
  }),
  detail: get({
    path: '/api/booking-series/:code',
    summary: 'A recurring series: its rule in words and every booking, first to last',
    params: codeParams,
    response: bookingSeriesDetail,
  }),
  edit: put({
    path: '/api/booking-series/:code',
    summary: 'Edit the open future bookings of a series (one, following, range or all): shift the time, change room or comments',
    params: codeParams,
    body: seriesEditBody,
    response: seriesChangeResult,
  }),
  cancel: post({
    path: '/api/booking-series/:code/cancel',
    summary: 'Cancel (and by default refund) the open bookings of a series: one, this and following, a date range, or all',
    params: codeParams,
    body: seriesCancelBody,
    response: seriesChangeResult,
  }),
};
