import { bookingConflictBody, bookingSeriesApi, seriesConflictBody } from '@clubspace/contract';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { createSeries, previewSeries, SeriesConflictError } from './booking-series.service.ts';
import { cancelSeries, editSeries } from './series-change.service.ts';
import { seriesDetail, seriesOfBooking } from './series-detail.service.ts';

const seriesSamples = { params: { code: { table: 'booking_series', column: 'code' } } };

/** Series serve the bookings area (the meeting-room dialog and the booking detail). */
export const bookingSeriesRoutes = routes(
  bookingSeriesApi,
  { tag: 'bookings', sections: ['bookings'] },
  {
    // Preview and create: the service validates (seriesPreviewBody, seriesCreateBody), so field messages keep the single create's names.
    preview: {
      handler: async (request, _reply, app) => previewSeries(app.db, staffCtx(request), request.body),
    },

    create: {
      errors: { 409: seriesConflictBody },
      handler: async (request, reply, app) => {
        try {
          return reply.code(201).send(await createSeries(app.db, staffCtx(request), request.body));
        } catch (err) {
          if (err instanceof SeriesConflictError) return reply.code(409).send({ detail: err.detail, code: err.code, occurrences: err.occurrences });
          throw err;
        }
      },
    },

    ofBooking: {
      config: { samples: { params: { code: { table: 'bookings', column: 'code' } } } },
      handler: async (request, _reply, app) => seriesOfBooking(app.db, staffCtx(request), request.params.code),
    },

    detail: {
      config: { samples: seriesSamples },
      handler: async (request, _reply, app) => seriesDetail(app.db, staffCtx(request), request.params.code),
    },

    edit: {
      config: { samples: { ...seriesSamples, body: { scope: 'all', comments: 'Moved' } } },
      // A move refused by the booking rules carries `overridable` and the violations, as a single move's does.
      errors: { 400: bookingConflictBody, 409: bookingConflictBody },
      handler: async (request, _reply, app) => editSeries(app.db, staffCtx(request), request.params.code, request.body),
    },

    cancel: {
      config: { samples: { ...seriesSamples, body: { scope: 'all' } } },
      handler: async (request, _reply, app) => cancelSeries(app.db, staffCtx(request), request.params.code, request.body),
    },
  },
);
