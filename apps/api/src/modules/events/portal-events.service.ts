import { EVENT_MESSAGES, placesLeft, toPounds, type PortalEventItem } from '@clubspace/contract';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { App } from '../../app-types.ts';
import type { Executor } from '../../db/client.ts';
import { eventAttendees, events, offices, resources, teams } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import type { PortalContext } from '../../plugins/portal-context.ts';
import { eventCalendar, icsSource, mailRsvpNews } from './event-mail.ts';
import { attendeeOf, joinEvent, leaveEvent, lockEvent, noNews } from './event-rsvp.service.ts';

/** How many portal events a member sees at most (the coming ones, soonest first). */
const PORTAL_EVENTS_MAX = 50;

/**
 * The member's offices: their home office and their team's; a member with neither sees every office's events. (Guests
 * have no portal access, so members-only events never reach a guest here.)
 */
const myOffices = (ctx: PortalContext) => {
  const team = ctx.member.teamId ? sql`(select ${teams.officeId} from ${teams} where ${teams.id} = ${ctx.member.teamId})` : null;
  if (!ctx.member.officeId && !team) return undefined;
  return or(ctx.member.officeId ? eq(events.officeId, ctx.member.officeId) : undefined, team ? sql`${events.officeId} = ${team}` : undefined);
};

function portalEventQuery(db: Executor, ctx: PortalContext) {
  return db
    .select({
      id: events.id,
      slug: events.slug,
      title: events.title,
      description: events.description,
      image: events.image,
      office: offices.name,
      timeZone: offices.timeZone,
      room: resources.name,
      place: events.place,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      capacity: events.capacity,
      pricePence: events.pricePence,
      going: sql<number>`(select count(*)::int from ${eventAttendees} ea where ea.event_id = ${events.id} and ea.status = 'going')`,
      myStatus: sql<string | null>`(select ea.status from ${eventAttendees} ea where ea.event_id = ${events.id} and ea.member_id = ${ctx.member.id})`,
      myPosition: sql<number | null>`(select count(*)::int from ${eventAttendees} w, ${eventAttendees} me
        where me.event_id = ${events.id} and me.member_id = ${ctx.member.id} and me.status = 'waiting'
          and w.event_id = me.event_id and w.status = 'waiting' and (w.rsvp_at, w.id) <= (me.rsvp_at, me.id))`,
    })
    .from(events)
    .innerJoin(offices, eq(offices.id, events.officeId))
    .leftJoin(resources, eq(resources.id, events.resourceId))
    .$dynamic();
}
type Row = Awaited<ReturnType<ReturnType<typeof portalEventQuery>['execute']>>[number];

const toPortalEvent = (r: Row): PortalEventItem => {
  const mine = r.myStatus === 'going' || r.myStatus === 'waiting' ? r.myStatus : null;
  return {
    slug: r.slug,
    title: r.title,
    description: r.description,
    image: r.image,
    office: r.office,
    place: r.room ?? r.place,
    start: r.startsAt.toISOString(),
    end: r.endsAt.toISOString(),
    time_zone: r.timeZone,
    capacity: r.capacity,
    places_left: placesLeft(r.capacity, Number(r.going)),
    price: toPounds(r.pricePence),
    my_status: mine,
    my_position: mine === 'waiting' ? Number(r.myPosition) : null,
  };
};

/** GET /api/portal/events/: the coming (not ended, not cancelled) events of my offices, with my RSVP. */
export async function portalEvents(app: App, ctx: PortalContext) {
  const rows = await portalEventQuery(app.db, ctx)
    .where(and(eq(events.clientId, ctx.client.id), eq(events.status, 'scheduled'), gt(events.endsAt, clock.now()), myOffices(ctx)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(PORTAL_EVENTS_MAX);
  return { events: rows.map(toPortalEvent) };
}

async function myEvent(db: Executor, ctx: PortalContext, slug: string) {
  const [row] = await portalEventQuery(db, ctx)
    .where(and(eq(events.clientId, ctx.client.id), eq(events.slug, slug), myOffices(ctx)))
    .limit(1);
  if (!row) throw notFound(EVENT_MESSAGES.notFound);
  return row;
}

/** POST /api/portal/events/{slug}/rsvp: going, or waiting when full; e-mailed with the .ics invitation. */
export async function rsvp(app: App, ctx: PortalContext, slug: string) {
  const seen = await myEvent(app.db, ctx, slug);
  const now = clock.now();
  const r = await writeTransaction(app.db, async (tx) => {
    const e = await lockEvent(tx, ctx.client.id, { id: seen.id });
    return joinEvent(tx, e, { memberId: ctx.member.id, guestId: null, teamId: ctx.member.teamId }, now);
  });
  await mailRsvpNews(app, seen.id, r.news);
  return { detail: r.status === 'going' ? EVENT_MESSAGES.going : EVENT_MESSAGES.waiting, event: toPortalEvent(await myEvent(app.db, ctx, slug)) };
}

/** POST /api/portal/events/{slug}/cancel: my RSVP cancelled before the event; the first waiting is promoted. */
export async function cancelRsvp(app: App, ctx: PortalContext, slug: string) {
  const seen = await myEvent(app.db, ctx, slug);
  const now = clock.now();
  const news = await writeTransaction(app.db, async (tx) => {
    const e = await lockEvent(tx, ctx.client.id, { id: seen.id });
    const a = await attendeeOf(tx, e.id, { memberId: ctx.member.id });
    return a ? leaveEvent(tx, e, a, now) : noNews();
  });
  await mailRsvpNews(app, seen.id, news);
  return { detail: EVENT_MESSAGES.rsvpCancelled, event: toPortalEvent(await myEvent(app.db, ctx, slug)) };
}

/** GET /api/portal/events/{slug}/ics: the event as an .ics file. */
export async function portalEventIcs(app: App, ctx: PortalContext, slug: string) {
  const seen = await myEvent(app.db, ctx, slug);
  return eventCalendar(new URL(app.config.publicUrl).hostname, await icsSource(app.db, seen.id));
}
