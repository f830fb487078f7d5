import { DEFAULT_TIME_ZONE, EVENT_MESSAGES, isoDayInZone, promotions, rsvpStatus } from '@clubspace/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eventAttendees, events, offices } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { addTrailLine, reverseTrailLine } from '../invoices/invoice-trail.service.ts';
import { newCode } from '../blocks/blocks.service.ts';

export type EventRecord = typeof events.$inferSelect;
type AttendeeRecord = typeof eventAttendees.$inferSelect;

/** What to e-mail once the transaction committed. */
export interface RsvpNews {
  going: number[];
  waiting: number[];
  promoted: number[];
  cancelled: number[];
}
export const noNews = (): RsvpNews => ({ going: [], waiting: [], promoted: [], cancelled: [] });

/**
 * The event row locked FOR UPDATE: every RSVP, cancellation, capacity change and event cancellation of one event
 * queues here, so the going count read next is the truth until commit (50 concurrent RSVPs for 5 places: 5 going).
 */
export async function lockEvent(tx: Executor, clientId: number, where: { slug: string } | { id: number }): Promise<EventRecord> {
  const [row] = await tx
    .select()
    .from(events)
    .where(and(eq(events.clientId, clientId), 'slug' in where ? eq(events.slug, where.slug) : eq(events.id, where.id)))
    .for('update');
  if (!row) throw notFound(EVENT_MESSAGES.notFound);
  return row;
}

export async function goingCount(tx: Executor, eventId: number): Promise<number> {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.status, 'going')));
  return Number(r.n);
}

async function eventDay(tx: Executor, event: EventRecord, at: Date) {
  const [o] = await tx.select({ tz: offices.timeZone }).from(offices).where(eq(offices.id, event.officeId));
  return isoDayInZone(at, o?.tz || DEFAULT_TIME_ZONE);
}

/** A paid event bills a going attendee one line of its price on their team's draft (the money trail). */
async function bill(tx: Executor, event: EventRecord, a: AttendeeRecord) {
  if (event.pricePence <= 0 || !a.teamId) return;
  const lineId = await addTrailLine(tx, {
    clientId: event.clientId,
    teamId: a.teamId,
    officeId: event.officeId,
    memberId: a.memberId,
    paymentType: 'work',
    name: `Event: ${event.title}`.slice(0, 200),
    day: await eventDay(tx, event, event.startsAt),
    unitPricePence: event.pricePence,
    paid: false,
  });
  await tx.update(eventAttendees).set({ invoiceLineId: lineId }).where(eq(eventAttendees.id, a.id));
}

/** Undoes the attendee's line: voided on a draft, credited on an issued (or paid) invoice — the bookings' reversal. */
async function unbill(tx: Executor, event: EventRecord, a: AttendeeRecord, now: Date) {
  if (!a.invoiceLineId || !a.teamId) return;
  await reverseTrailLine(tx, a.invoiceLineId, {
    day: await eventDay(tx, event, now),
    officeId: event.officeId,
    teamId: a.teamId,
    name: `Cancelled: Event: ${event.title}`.slice(0, 200),
  });
  await tx.update(eventAttendees).set({ invoiceLineId: null }).where(eq(eventAttendees.id, a.id));
}

/** The first waiting, in RSVP order, take the places left (capacity arithmetic: contract event-capacity.ts). */
export async function promoteWaiting(tx: Executor, event: EventRecord, now: Date): Promise<number[]> {
  const going = await goingCount(tx, event.id);
  const waiting = await tx
    .select()
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, event.id), eq(eventAttendees.status, 'waiting')))
    .orderBy(asc(eventAttendees.rsvpAt), asc(eventAttendees.id))
    .limit(Math.max(0, event.capacity - going));
  const chosen = promotions(event.capacity, going, waiting);
  for (const a of chosen) {
    await tx.update(eventAttendees).set({ status: 'going', promotedAt: now }).where(eq(eventAttendees.id, a.id));
    await bill(tx, event, { ...a, status: 'going' });
  }
  return chosen.map((a) => a.id);
}

function assertOpen(event: EventRecord, now: Date) {
  if (event.status === 'cancelled') throw conflict(EVENT_MESSAGES.cancelled, 'event_cancelled');
  if (event.startsAt <= now) throw conflict(EVENT_MESSAGES.started, 'event_started');
}

export interface Joiner {
  memberId: number | null;
  guestId: number | null;
  teamId: number | null;
}

/**
 * An RSVP under the event's lock: going while places are left, else waiting (at the end of the list). Already going or
 * waiting: unchanged (an RSVP twice is one place). A cancelled RSVP comes back as a new one, at the end of the list.
 */
export async function joinEvent(tx: Executor, event: EventRecord, who: Joiner, now: Date) {
  assertOpen(event, now);
  if (who.guestId && !event.guestsWelcome) throw badRequest({ guest: EVENT_MESSAGES.membersOnly });
  if (event.pricePence > 0 && !who.teamId) throw badRequest({ [who.guestId ? 'guest' : 'member']: EVENT_MESSAGES.noTeam });
  const [existing] = await tx
    .select()
    .from(eventAttendees)
    .where(
      and(
        eq(eventAttendees.eventId, event.id),
        who.memberId ? eq(eventAttendees.memberId, who.memberId) : eq(eventAttendees.guestId, who.guestId ?? -1),
      ),
    )
    .limit(1);
  const news = noNews();
  if (existing && existing.status !== 'cancelled') return { attendeeId: existing.id, status: existing.status, news, changed: false };
  const status = rsvpStatus(event.capacity, await goingCount(tx, event.id));
  // The end of the list, strictly after every RSVP so far (a re-RSVP keeps its row and older id; same-millisecond
  // RSVPs must not tie): read under the event's lock.
  const [last] = await tx
    .select({ ms: sql<string | number | null>`(extract(epoch from max(${eventAttendees.rsvpAt})) * 1000)::float8` })
    .from(eventAttendees)
    .where(eq(eventAttendees.eventId, event.id));
  const lastAt = last?.ms === null || last?.ms === undefined ? 0 : Math.round(Number(last.ms));
  const rsvpAt = new Date(Math.max(now.getTime(), lastAt + 1));
  let row: AttendeeRecord;
  if (existing) {
    [row] = await tx
      .update(eventAttendees)
      .set({ status, rsvpAt, cancelledAt: null, promotedAt: null, checkedInAt: null, teamId: who.teamId })
      .where(eq(eventAttendees.id, existing.id))
      .returning();
  } else {
    const code = newCode().toLowerCase();
    [row] = await tx
      .insert(eventAttendees)
      .values({ clientId: event.clientId, slug: `rsvp-${code}`, eventId: event.id, ...who, status, rsvpAt })
      .returning();
  }
  if (status === 'going') await bill(tx, event, row);
  news[status].push(row.id);
  return { attendeeId: row.id, status, news, changed: true };
}

/** Cancels an attendee before the event: their line reversed; a freed place goes to the first waiting. */
export async function leaveEvent(tx: Executor, event: EventRecord, attendee: AttendeeRecord, now: Date) {
  const news = noNews();
  if (attendee.status === 'cancelled') return news;
  assertOpen(event, now);
  await tx.update(eventAttendees).set({ status: 'cancelled', cancelledAt: now }).where(eq(eventAttendees.id, attendee.id));
  await unbill(tx, event, attendee, now);
  if (attendee.status === 'going') news.promoted = await promoteWaiting(tx, event, now);
  return news;
}

/** Cancels every attendee of a cancelled event (lines reversed); answers who was going or waiting. */
export async function cancelAll(tx: Executor, event: EventRecord, now: Date): Promise<number[]> {
  const live = await tx
    .select()
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, event.id), sql`${eventAttendees.status} <> 'cancelled'`))
    .orderBy(asc(eventAttendees.id));
  for (const a of live) {
    await tx.update(eventAttendees).set({ status: 'cancelled', cancelledAt: now }).where(eq(eventAttendees.id, a.id));
    await unbill(tx, event, a, now);
  }
  return live.map((a) => a.id);
}

export async function attendeeOf(tx: Executor, eventId: number, where: { slug: string } | { memberId: number }) {
  const [row] = await tx
    .select()
    .from(eventAttendees)
    .where(
      and(eq(eventAttendees.eventId, eventId), 'slug' in where ? eq(eventAttendees.slug, where.slug) : eq(eventAttendees.memberId, where.memberId)),
    )
    .limit(1);
  return row ?? null;
}
