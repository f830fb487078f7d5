import { calendarFeedCreate, calendarFeedPath, calendarFeedQuery, calendarFeedResult } from '@clubspace/contract';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { createFeed, currentFeed, feedCalendar, revokeFeed } from './calendar-feeds.service.ts';

const SECTIONS = ['bookings'] as const;
const samples = { query: { resource: { table: 'resources' } } };

/** Private calendar feeds of meeting rooms and members, and the public .ics address calendar apps poll. */
export async function calendarFeedsRoutes(app: App) {
  const { db, config } = app;
  const host = new URL(config.publicUrl).hostname;

  app.get('/api/calendar-feeds/', {
    config: { sections: [...SECTIONS], samples },
    schema: {
      tags: ['bookings'],
      summary: 'The live calendar feed (private .ics link) of a meeting room or member, or null',
      querystring: calendarFeedQuery,
      response: { 200: calendarFeedResult, ...errorResponses },
    },
    handler: async (request) => currentFeed(db, staffCtx(request), config.publicUrl, request.query),
  });

  app.post('/api/calendar-feeds/', {
    config: { sections: [...SECTIONS], samples: { body: {} } },
    schema: {
      tags: ['bookings'],
      summary: 'A new private calendar link for a meeting room or member (the previous link is revoked)',
      body: calendarFeedCreate,
      response: { 201: calendarFeedResult, ...errorResponses },
    },
    handler: async (request, reply) => reply.code(201).send(await createFeed(db, staffCtx(request), config.publicUrl, request.body)),
  });

  app.delete('/api/calendar-feeds/', {
    config: { sections: [...SECTIONS], samples },
    schema: {
      tags: ['bookings'],
      summary: 'Revoke the calendar link of a meeting room or member: subscribed calendars stop updating',
      querystring: calendarFeedQuery,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await revokeFeed(db, staffCtx(request), request.query);
      return reply.code(204).send(null);
    },
  });

  // Public: the token is the credential. Unknown and revoked tokens answer the same 404.
  app.get('/ical/:file', {
    config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' }, samples: { params: { file: { table: 'calendar_feeds', column: 'token' } } } },
    schema: { tags: ['bookings'], summary: 'A calendar feed as iCalendar (text/calendar)', params: z.object({ file: z.string().max(80) }) },
    handler: async (request, reply) => {
      const parsed = calendarFeedPath.safeParse({ token: request.params.file.replace(/\.ics$/, '') });
      const body = parsed.success && request.params.file.endsWith('.ics') ? await feedCalendar(db, host, parsed.data.token) : null;
      if (body === null) return reply.code(404).send({ detail: 'Unknown calendar' });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="bookings.ics"')
        .send(body);
    },
  });
}
