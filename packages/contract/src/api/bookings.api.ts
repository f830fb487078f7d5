import { pagedEnvelope } from '../common-schemas.ts';
import { bookingChangeBody, bookingCreateBody } from '../booking-bodies.ts';
import { bookingCreateResult, bookingDetail, bookingItem, bookingUpdateResult } from '../booking-items.ts';
import { bookingListQuery } from '../booking-queries.ts';
import { get, post, put } from '../endpoint.ts';
import { codeParams } from './params.ts';

/**
 * Bookings: the list, one booking, create and update. The write bodies are listed but checked by the service, whose
 * answers name the entry that failed (booking-bodies.ts).
 */
export const bookingsApi = {
  list: get({
    path: '/api/dashboard-member-bookings/',
    summary: 'Bookings list: filters of doc 3 §2.2 (days read in the office zone), 25 a page, format=csv exports',
    query: bookingListQuery,
    response: pagedEnvelope('bookings', bookingItem),
    produces: ['application/json', 'text/csv'],
  }),
  detail: get({
    path: '/api/member-bookings/:code',
    summary: 'A booking by code (or id) with its orders, related bookings and invoice line',
    params: codeParams,
    response: bookingDetail,
  }),
  create: post({
    path: '/api/member-bookings/',
    summary: 'Create bookings: an array of entries, all or nothing; 409 names the clashing entry',
    body: bookingCreateBody,
    response: bookingCreateResult,
    status: 201,
  }),
  update: put({
    path: '/api/member-bookings/:code',
    summary: 'Update a booking: the §7 fields, or {status} alone (cancel, refund, check out), or {action:"check_in"}',
    params: codeParams,
    body: bookingChangeBody,
    response: bookingUpdateResult,
  }),
};
