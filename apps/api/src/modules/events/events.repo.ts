import { attendeeState, toPounds, type AttendeeItem, type EventItem } from '@clubspace/contract';
import { and, asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { eventAttendees, events, guests, members, offices, resources, teams, users } from '../../db/schema/index.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import { clubFilter, iso, matchesAny, officeScope, searchPattern } from '../../lib/sql.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';

/** An event's attendees in one state, counted on the (event_id, status, …) index. */
const countOf = (status: string, extra = sql``) =>
  sql<number>`(select count(*)::int from ${eventAttendees} ea where ea.event_id = ${events.id} and ea.status = ${status} ${extra})`;

export const eventColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  description: events.description,
  image: events.image,
  place: events.place,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  capacity: events.capacity,
  guestsWelcome: events.guestsWelcome,
  pricePence: events.pricePence,
  status: events.status,
  officeId: events.officeId,
  officeSlug: offices.slug,
  officeName: offices.name,
  timeZone: offices.timeZone,
  roomSlug: resources.slug,
  roomName: resources.name,
  going: countOf('going'),
  waiting: countOf('waiting'),
  checkedIn: countOf('going', sql`and ea.checked_in_at is not null`),
};

export function eventQuery(db: Executor) {
  return db
    .select(eventColumns)
    .from(events)
    .innerJoin(offices, eq(offices.id, events.officeId))
    .leftJoin(resources, eq(resources.id, events.resourceId))
    .$dynamic();
}
export type EventRow = Awaited<ReturnType<ReturnType<typeof eventQuery>['execute']>>[number];

export function toEventItem(r: EventRow): EventItem {
  return {
    slug: r.slug,
    title: r.title,
    description: r.description,
    image: r.image,
    office: { slug: r.officeSlug, name: r.officeName },
    room: r.roomSlug ? { slug: r.roomSlug, name: r.roomName ?? '' } : null,
    place: r.place,
    start: r.startsAt.toISOString(),
    end: r.endsAt.toISOString(),
    capacity: r.capacity,
    guests_welcome: r.guestsWelcome,
    price: toPounds(r.pricePence),
    status: r.status as EventItem['status'],
    going: Number(r.going),
    waiting: Number(r.waiting),
    checked_in: Number(r.checkedIn),
    time_zone: r.timeZone,
  };
}

/** The operator's event in the caller's office scope (another operator's: none). */
export const visibleEvent = (ctx: StaffContext, slug: string) =>
  and(eq(events.clientId, ctx.client.id), officeScope(events.officeId, ctx), eq(events.slug, slug));

export async function eventItemById(db: Executor, id: number): Promise<EventItem> {
  const [row] = await eventQuery(db).where(eq(events.id, id)).limit(1);
  return toEventItem(row);
}

export interface EventFilters {
  when: 'upcoming' | 'past' | 'all';
  order: string;
  club?: string;
  status?: string;
  name?: string;
}

/** GET /api/events/: upcoming (not ended yet, soonest first) or past (latest first), paged in SQL. */
export function eventListSource(db: Db, ctx: StaffContext, f: EventFilters, now: Date): ListSource<EventItem> {
  const where: SQL | undefined = and(
    eq(events.clientId, ctx.client.id),
    officeScope(events.officeId, ctx),
    clubFilter(events.officeId, ctx.client.id, f.club, db),
    f.status ? eq(events.status, f.status) : undefined,
    f.when === 'upcoming' ? gt(events.endsAt, now) : f.when === 'past' ? lte(events.endsAt, now) : undefined,
    matchesAny(searchPattern(f.name), [events.title]),
  );
  const descending = f.order ? f.order.startsWith('-') : f.when !== 'upcoming';
  const field = f.order.replace(/^-/, '') === 'title' ? events.title : events.startsAt;
  const dir = descending ? desc : asc;
  return {
    fetch: async (limit, offset) =>
      (await eventQuery(db).where(where).orderBy(dir(field), dir(events.id)).limit(limit).offset(offset)).map(toEventItem),
    count: async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(events)
          .where(where)
      )[0].n,
  };
}

const attendeeName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${guests.name}, '')`;
const attendeeColumns = {
  id: eventAttendees.id,
  slug: eventAttendees.slug,
  status: eventAttendees.status,
  rsvpAt: eventAttendees.rsvpAt,
  checkedInAt: eventAttendees.checkedInAt,
  cancelledAt: eventAttendees.cancelledAt,
  memberSlug: members.slug,
  userEmail: users.email,
  guestSlug: guests.slug,
  guestEmail: guests.email,
  name: attendeeName,
  team: teams.name,
  position: sql<number>`row_number() over (partition by ${eventAttendees.status} order by ${eventAttendees.rsvpAt}, ${eventAttendees.id})`,
};

function attendeeQuery(db: Executor) {
  return db
    .select(attendeeColumns)
    .from(eventAttendees)
    .leftJoin(members, eq(members.id, eventAttendees.memberId))
    .leftJoin(users, eq(users.id, members.userId))
    .leftJoin(guests, eq(guests.id, eventAttendees.guestId))
    .leftJoin(teams, eq(teams.id, eventAttendees.teamId))
    .$dynamic();
}
type AttendeeRow = Awaited<ReturnType<ReturnType<typeof attendeeQuery>['execute']>>[number];

export function toAttendeeItem(r: AttendeeRow): AttendeeItem {
  const email = r.userEmail ?? r.guestEmail ?? '';
  const status = r.status as AttendeeItem['status'];
  return {
    slug: r.slug,
    member: r.memberSlug ? { slug: r.memberSlug, name: r.name, email } : null,
    guest: r.guestSlug ? { slug: r.guestSlug, name: r.name, email } : null,
    name: r.name,
    email,
    team: r.team ?? null,
    status,
    state: attendeeState({ status, checked_in_at: r.checkedInAt }),
    position: status === 'waiting' ? Number(r.position) : null,
    rsvp_at: r.rsvpAt.toISOString(),
    checked_in_at: iso(r.checkedInAt),
    cancelled_at: iso(r.cancelledAt),
  };
}

export async function attendeeItemById(db: Executor, eventId: number, id: number): Promise<AttendeeItem> {
  const rows = await attendeeQuery(db).where(eq(eventAttendees.eventId, eventId));
  return toAttendeeItem(rows.find((r) => r.id === id)!);
}

/** An event's attendees in RSVP order (or by name), one state or all, paged in SQL. */
export function attendeeListSource(db: Db, eventId: number, q: { state?: string; order: string }): ListSource<AttendeeItem> {
  const where = and(
    eq(eventAttendees.eventId, eventId),
    q.state === 'checked_in'
      ? and(eq(eventAttendees.status, 'going'), sql`${eventAttendees.checkedInAt} is not null`)
      : q.state === 'going'
        ? and(eq(eventAttendees.status, 'going'), sql`${eventAttendees.checkedInAt} is null`)
        : q.state
          ? eq(eventAttendees.status, q.state)
          : undefined,
  );
  const descending = q.order.startsWith('-');
  const dir = descending ? desc : asc;
  const byName = q.order.replace(/^-/, '') === 'name';
  return {
    fetch: async (limit, offset) =>
      (
        await attendeeQuery(db)
          .where(where)
          .orderBy(...(byName ? [dir(attendeeName)] : []), dir(eventAttendees.rsvpAt), dir(eventAttendees.id))
          .limit(limit)
          .offset(offset)
      ).map(toAttendeeItem),
    count: async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(eventAttendees)
          .where(where)
      )[0].n,
  };
}
