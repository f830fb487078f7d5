import { eventsApi, portalEventsApi } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../app-types.ts';
import { events } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { clock } from '../../lib/clock.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { portalCtx } from '../../plugins/portal-context.ts';
import { attendeeListSource, eventQuery, toEventItem, visibleEvent } from './events.repo.ts';
import { addAttendee, cancelAttendee, cancelEvent, checkInAttendee, createEvent, updateEvent } from './events.service.ts';
import { cancelRsvp, portalEventIcs, portalEvents, rsvp } from './portal-events.service.ts';
import { eventListSource } from './events.repo.ts';
import { EVENT_MESSAGES } from '@clubspace/contract';

/** For the generated tests: a real event (and attendee) slug of the sampled operator. */
const EVENT = { samples: { params: { slug: { table: 'events' } } } };
const ATTENDEE = { samples: { params: { slug: { table: 'events' }, attendee: { table: 'event_attendees' } } } };
const MEMBER = { access: 'member' as const };
/** A valid body, so the generated tests reach the handler (another operator's event: 404). */
const EVENT_BODY = {
  samples: {
    ...EVENT.samples,
    body: { title: 'Sample', office: 'x', start: '2099-01-01T10:00:00Z', end: '2099-01-01T11:00:00Z', capacity: 1, price: 0 },
  },
};
const ATTENDEE_BODY = { samples: { ...EVENT.samples, body: { member: 'x' } } };

const staffRoutes = routes(
  eventsApi,
  { tag: 'community', sections: ['events'] },
  {
    list: listHandler('events', { source: (q, ctx, app) => eventListSource(app.db, ctx, q, clock.now()) }),
    detail: {
      config: EVENT,
      handler: async (request, _reply, app) => {
        const [row] = await eventQuery(app.db)
          .where(visibleEvent(staffCtx(request), request.params.slug))
          .limit(1);
        if (!row) throw notFound(EVENT_MESSAGES.notFound);
        return toEventItem(row);
      },
    },
    create: { handler: async (request, reply, app) => reply.code(201).send(await createEvent(app, staffCtx(request), request.body)) },
    update: { config: EVENT_BODY, handler: async (request, _reply, app) => updateEvent(app, staffCtx(request), request.params.slug, request.body) },
    cancel: { config: EVENT, handler: async (request, _reply, app) => cancelEvent(app, staffCtx(request), request.params.slug) },
    attendees: {
      ...listHandler<typeof eventsApi.attendees>('event_attendees', {
        source: async (q, ctx, app, request) => {
          const { slug } = request.params as { slug: string };
          const [row] = await app.db
            .select({ id: events.id })
            .from(events)
            .where(and(visibleEvent(ctx, slug), eq(events.slug, slug)))
            .limit(1);
          if (!row) throw notFound(EVENT_MESSAGES.notFound);
          return attendeeListSource(app.db, row.id, q);
        },
      }),
      config: EVENT,
    },
    addAttendee: {
      config: ATTENDEE_BODY,
      handler: async (request, reply, app) => reply.code(201).send(await addAttendee(app, staffCtx(request), request.params.slug, request.body)),
    },
    checkIn: {
      config: ATTENDEE,
      handler: async (request, _reply, app) => checkInAttendee(app, staffCtx(request), request.params.slug, request.params.attendee),
    },
    cancelAttendee: {
      config: ATTENDEE,
      handler: async (request, _reply, app) => cancelAttendee(app, staffCtx(request), request.params.slug, request.params.attendee),
    },
  },
);

/** The member portal's events (portal tokens only): a staff token gets 403. */
const memberRoutes = routes(
  portalEventsApi,
  { tag: 'portal' },
  {
    list: { config: MEMBER, handler: async (request, _reply, app) => portalEvents(app, portalCtx(request)) },
    rsvp: { config: { ...MEMBER, ...EVENT }, handler: async (request, _reply, app) => rsvp(app, portalCtx(request), request.params.slug) },
    cancel: { config: { ...MEMBER, ...EVENT }, handler: async (request, _reply, app) => cancelRsvp(app, portalCtx(request), request.params.slug) },
    ics: {
      config: { ...MEMBER, ...EVENT },
      handler: async (request, reply, app) => {
        const ics = await portalEventIcs(app, portalCtx(request), request.params.slug);
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="event-${request.params.slug}.ics"`)
          .header('cache-control', 'private, no-store')
          .send(ics);
      },
    },
  },
);

/** Community — events (issue 28): the staff screens' routes and the portal's. */
export async function eventsRoutes(app: App) {
  await staffRoutes(app);
  await memberRoutes(app);
}
