import { bookingConflictBody, bookingSeriesDetail, bookingSeriesOf, errorBody, seriesChangeResult, seriesConflictBody, seriesCreateResult, seriesPreviewResult } from '@clubspace/contract';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { cancelSeries, createSeries, editSeries, previewSeries, SeriesConflictError, seriesDetail, seriesOfBooking } from './booking-series.service.ts';

/** Series serve the bookings area (the meeting-room dialog and the booking detail). */
const SECTIONS = ['bookings'] as const;
const codeParams = z.object({ code: z.string().min(1).max(120) });
const seriesSamples = { params: { code: { table: 'booking_series', column: 'code' } } };
/** Bodies are validated by the service (contract schemas), so field messages keep the single create's names. */
const anyBody = z.unknown();

export async function bookingSeriesRoutes(app: App) {
  const { db } = app;

  app.post('/api/member-bookings/series/preview', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['bookings'],
      summary: 'Preview a recurring booking: every occurrence with ok, or conflict and the reason in words; nothing is saved',
      body: anyBody,
      response: { 200: seriesPreviewResult, ...errorResponses },
    },
    handler: async (request) => previewSeries(db, staffCtx(request), request.body),
  });

  app.post('/api/member-bookings/series/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['bookings'],
      summary: "Create a recurring booking in one transaction; on_conflict 'skip' books the free occurrences, 'abort' none (409 with the report)",
      body: anyBody,
      response: { 201: seriesCreateResult, ...errorResponses, 409: seriesConflictBody },
    },
    handler: async (request, reply) => {
      try {
        return reply.code(201).send(await createSeries(db, staffCtx(request), request.body));
      } catch (err) {
        if (err instanceof SeriesConflictError) return reply.code(409).send({ detail: err.detail, code: err.code, occurrences: err.occurrences });
        throw err;
      }
    },
  });

  app.get('/api/member-bookings/:code/series', {
    config: { sections: [...SECTIONS], samples: { params: { code: { table: 'bookings', column: 'code' } } } },
    schema: {
      tags: ['bookings'],
      summary: 'The recurring series a booking belongs to, or null',
      params: codeParams,
      response: { 200: bookingSeriesOf, ...errorResponses },
    },
    handler: async (request) => seriesOfBooking(db, staffCtx(request), request.params.code),
  });

  app.get('/api/booking-series/:code', {
    config: { sections: [...SECTIONS], samples: seriesSamples },
    schema: {
      tags: ['bookings'],
      summary: 'A recurring series: its rule in words and every booking, first to last',
      params: codeParams,
      response: { 200: bookingSeriesDetail, ...errorResponses },
    },
    handler: async (request) => seriesDetail(db, staffCtx(request), request.params.code),
  });

  app.put('/api/booking-series/:code', {
    config: { sections: [...SECTIONS], samples: { ...seriesSamples, body: { scope: 'all', comments: 'Moved' } } },
    schema: {
      tags: ['bookings'],
      summary: 'Edit the open future bookings of a series (one, following, range or all): shift the time, change room or comments',
      params: codeParams,
      body: anyBody,
      // A move refused by the booking rules carries `overridable` and the violations, as a single move's does.
      response: { 200: seriesChangeResult, ...errorResponses, 400: bookingConflictBody, 409: bookingConflictBody, 404: errorBody },
    },
    handler: async (request) => editSeries(db, staffCtx(request), request.params.code, request.body),
  });

  app.post('/api/booking-series/:code/cancel', {
    config: { sections: [...SECTIONS], samples: { ...seriesSamples, body: { scope: 'all' } } },
    schema: {
      tags: ['bookings'],
      summary: 'Cancel (and by default refund) the open bookings of a series: one, this and following, a date range, or all',
      params: codeParams,
      body: anyBody,
      response: { 200: seriesChangeResult, ...errorResponses, 404: errorBody },
    },
    handler: async (request) => cancelSeries(db, staffCtx(request), request.params.code, request.body),
  });
}
