import { bookingConflictBody, bookingsApi } from '@clubspace/contract';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { listWindow } from './availability.service.ts';
import { queueBookingMails } from './booking-mail.service.ts';
import { updateBookingWithMail } from './booking-update.service.ts';
import { bookingListSource } from './bookings.repo.ts';
import { BookingEntryError, bookingDetailOf, createBookings } from './bookings.service.ts';

const samples = { params: { code: { table: 'bookings', column: 'code' } } };
/** Create and update answers: 400 and 409 may name the entry that failed. */
const writeErrors = { 400: bookingConflictBody, 409: bookingConflictBody };
/** The booking e-mails link to the operator's public address. */
const mailHost = (publicUrl: string) => new URL(publicUrl).hostname;

export const bookingsRoutes = routes(
  bookingsApi,
  { tag: 'bookings', sections: ['bookings'] },
  {
    list: {
      ...listHandler<typeof bookingsApi.list>('bookings', {
        // Days are whole days of the office (club, else the layout office); instants are taken as they are.
        source: async (q, ctx, app) => bookingListSource(app.db, ctx, { ...q, ...(await listWindow(app.db, ctx, q)) }),
      }),
      config: {
        sections: ['bookings', 'list'],
        samples: {
          query: { team: { table: 'teams' }, member: { table: 'members' }, resource: { table: 'resources' }, work_area: { table: 'work_areas' } },
        },
      },
    },

    detail: {
      config: { samples },
      handler: async (request, _reply, app) => bookingDetailOf(app.db, staffCtx(request), request.params.code),
    },

    create: {
      errors: writeErrors,
      handler: async (request, reply, app) => {
        try {
          const ctx = staffCtx(request);
          // The service validates the entries (bookingCreate), so an error names its entry.
          const result = await createBookings(app.db, ctx, request.body);
          await queueBookingMails(
            app.db,
            request.log,
            mailHost(app.config.publicUrl),
            ctx.client.id,
            result.bookings.map((b) => b.code),
            'confirmed',
          );
          return reply.code(201).send(result);
        } catch (err) {
          if (err instanceof BookingEntryError) {
            return reply.code(err.statusCode).send({ detail: err.detail, errors: err.errors, code: err.code, entry: err.entry, ...err.extra });
          }
          throw err;
        }
      },
    },

    update: {
      config: { samples: { ...samples, body: { status: 'cancelled' } } },
      errors: writeErrors,
      handler: async (request, _reply, app) => {
        const ctx = staffCtx(request);
        const { result, mailKind: kind } = await updateBookingWithMail(app.db, ctx, request.params.code, request.body);
        if (kind) await queueBookingMails(app.db, request.log, mailHost(app.config.publicUrl), ctx.client.id, [result.code], kind);
        return result;
      },
    },
  },
);
