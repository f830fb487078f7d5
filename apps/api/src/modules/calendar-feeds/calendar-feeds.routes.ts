import { calendarFeedPath, calendarFeedsApi } from '@clubspace/contract';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { createFeed, currentFeed, feedCalendar, revokeFeed } from './calendar-feeds.service.ts';

const samples = { query: { resource: { table: 'resources' } } };

/** Private calendar feeds of meeting rooms and members, and the public .ics address calendar apps poll. */
export const calendarFeedsRoutes = routes(
  calendarFeedsApi,
  { tag: 'bookings', sections: ['bookings'] },
  {
    current: {
      config: { samples },
      handler: async (request, _reply, { db, config }) => currentFeed(db, staffCtx(request), config.publicUrl, request.query),
    },

    create: {
      config: { samples: { body: {} } },
      handler: async (request, reply, { db, config }) =>
        reply.code(201).send(await createFeed(db, staffCtx(request), config.publicUrl, request.body)),
    },

    revoke: {
      config: { samples },
      handler: async (request, reply, { db }) => {
        await revokeFeed(db, staffCtx(request), request.query);
        return reply.code(204).send(null);
      },
    },

    // Public: the token is the credential. Unknown and revoked tokens answer the same 404.
    ical: {
      config: {
        access: 'public',
        rateLimit: { max: 120, timeWindow: '1 minute' },
        samples: { params: { file: { table: 'calendar_feeds', column: 'token' } } },
      },
      handler: async (request, reply, { db, config }) => {
        const parsed = calendarFeedPath.safeParse({ token: request.params.file.replace(/\.ics$/, '') });
        const body =
          parsed.success && request.params.file.endsWith('.ics')
            ? await feedCalendar(db, new URL(config.publicUrl).hostname, parsed.data.token)
            : null;
        if (body === null) return reply.code(404).send({ detail: 'Unknown calendar' });
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('cache-control', 'private, max-age=300')
          .header('content-disposition', 'inline; filename="bookings.ics"')
          .send(body);
      },
    },
  },
);
