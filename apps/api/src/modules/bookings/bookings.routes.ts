import {
  DEFAULT_TIME_ZONE,
  bookingConflictBody,
  bookingCreateResult,
  bookingDetail,
  bookingItem,
  bookingListQuery,
  bookingUpdateResult,
  dayWindow,
  errorBody,
} from '@clubspace/contract';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { listRoute } from '../../lib/list-route.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { officeFor } from './availability.service.ts';
import { mailBookingChangeLater, mailKindOfUpdate } from './booking-mail.service.ts';
import { bookingListSource } from './bookings.repo.ts';
import { BookingEntryError, bookingDetailOf, createBookings, updateBooking } from './bookings.service.ts';

const SECTIONS = ['bookings'] as const;
const codeParams = z.object({ code: z.string().min(1).max(120) });
const samples = { params: { code: { table: 'bookings', column: 'code' } } };
/** Create and update answers: 400 and 409 may name the entry that failed. */
const writeErrors = { ...errorResponses, 400: bookingConflictBody, 409: bookingConflictBody };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function bookingsRoutes(app: App) {
  const { db } = app;
  const mailHost = new URL(app.config.publicUrl).hostname;

  listRoute(app, {
    path: '/api/dashboard-member-bookings/',
    listName: 'bookings',
    item: bookingItem,
    querystring: bookingListQuery,
    sections: ['bookings', 'list'],
    tags: ['bookings'],
    summary: 'Bookings list: filters of doc 3 §2.2 (days read in the office zone), 25 a page, format=csv exports',
    samples: {
      query: {
        team: { table: 'teams' },
        member: { table: 'members' },
        resource: { table: 'resources' },
        work_area: { table: 'work_areas' },
      },
    },
    source: async (q, ctx) => {
      // Days are whole days of the office (club, else the layout office); instants are taken as they are.
      const needsZone = (q.start && DAY.test(q.start)) || (q.end && DAY.test(q.end));
      const tz = needsZone ? ((await officeFor(db, ctx, q.club)) as { timeZone: string }).timeZone : DEFAULT_TIME_ZONE;
      const from = q.start ? (DAY.test(q.start) ? dayWindow(q.start, tz).start : new Date(q.start)) : undefined;
      const to = q.end ? (DAY.test(q.end) ? dayWindow(q.end, tz).end : new Date(q.end)) : undefined;
      return bookingListSource(db, ctx, { ...q, from, to });
    },
  });

  app.get('/api/member-bookings/:code', {
    config: { sections: [...SECTIONS], samples },
    schema: {
      tags: ['bookings'],
      summary: 'A booking by code (or id) with its orders, related bookings and invoice line',
      params: codeParams,
      response: { 200: bookingDetail, ...errorResponses },
    },
    handler: async (request) => bookingDetailOf(db, staffCtx(request), request.params.code),
  });

  app.post('/api/member-bookings/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['bookings'],
      summary: 'Create bookings: an array of entries, all or nothing; 409 names the clashing entry',
      // Validated by the service (bookingCreate), so an error can name its entry.
      body: z.unknown(),
      response: { 201: bookingCreateResult, ...writeErrors },
    },
    handler: async (request, reply) => {
      try {
        const ctx = staffCtx(request);
        const result = await createBookings(db, ctx, request.body);
        mailBookingChangeLater(db, app.mailer, request.log, mailHost, ctx.client.id, result.bookings.map((b) => b.code), 'confirmed');
        return reply.code(201).send(result);
      } catch (err) {
        if (err instanceof BookingEntryError) {
          return reply.code(err.statusCode).send({ detail: err.detail, errors: err.errors, code: err.code, entry: err.entry, ...err.extra });
        }
        throw err;
      }
    },
  });

  app.put('/api/member-bookings/:code', {
    config: { sections: [...SECTIONS], samples: { ...samples, body: { status: 'cancelled' } } },
    schema: {
      tags: ['bookings'],
      summary: 'Update a booking: the §7 fields, or {status} alone (cancel, refund, check out), or {action:"check_in"}',
      params: codeParams,
      body: z.unknown(),
      response: { 200: bookingUpdateResult, ...writeErrors, 404: errorBody },
    },
    handler: async (request) => {
      const ctx = staffCtx(request);
      const result = await updateBooking(db, ctx, request.params.code, request.body);
      const kind = mailKindOfUpdate(request.body);
      if (kind) mailBookingChangeLater(db, app.mailer, request.log, mailHost, ctx.client.id, [result.code], kind);
      return result;
    },
  });
}
