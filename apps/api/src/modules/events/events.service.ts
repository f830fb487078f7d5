import { EVENT_MESSAGES, toPence, type attendeeAdd, type eventBody } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { Executor } from '../../db/client.ts';
import { eventAttendees, events, guests, members, offices, resources } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { newCode } from '../blocks/blocks.service.ts';
import { holdRoom, releaseRoom } from './event-room.ts';
import { mailRsvpNews } from './event-mail.ts';
import {
  attendeeOf,
  cancelAll,
  goingCount,
  joinEvent,
  leaveEvent,
  lockEvent,
  noNews,
  promoteWaiting,
  type EventRecord,
} from './event-rsvp.service.ts';
import { attendeeItemById, eventItemById } from './events.repo.ts';

type Body = z.output<typeof eventBody>;

const slugOf = (title: string) =>
  `${
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'event'
  }-${newCode().toLowerCase()}`;

/** The office (in the caller's scope) and the room (a meeting room of that office) of a body. */
async function placeOf(tx: Executor, ctx: StaffContext, v: Body) {
  const [office] = await tx
    .select({ id: offices.id })
    .from(offices)
    .where(and(eq(offices.clientId, ctx.client.id), eq(offices.slug, v.office)))
    .limit(1);
  if (!office || (ctx.officeIds && !ctx.officeIds.includes(office.id))) throw badRequest({ office: EVENT_MESSAGES.unknownOffice });
  if (!v.room) return { officeId: office.id, room: null };
  const [room] = await tx
    .select({
      id: resources.id,
      officeId: resources.officeId,
      floorId: resources.floorId,
      workAreaId: resources.workAreaId,
      type: resources.resourceType,
    })
    .from(resources)
    .where(and(eq(resources.clientId, ctx.client.id), eq(resources.slug, v.room)))
    .limit(1);
  if (!room || room.type !== 'meeting_room') throw badRequest({ room: EVENT_MESSAGES.unknownRoom });
  if (room.officeId !== office.id) throw badRequest({ room: EVENT_MESSAGES.roomOffice });
  return { officeId: office.id, room };
}

const columns = (v: Body, officeId: number, roomId: number | null) => ({
  title: v.title,
  description: v.description,
  image: v.image,
  officeId,
  resourceId: roomId,
  place: roomId ? '' : v.place,
  startsAt: new Date(v.start),
  endsAt: new Date(v.end),
  capacity: v.capacity,
  guestsWelcome: v.guests_welcome,
  pricePence: toPence(v.price),
});

/** POST /api/events/: the event, and its room's block in the same transaction (409 when the room is busy). */
export async function createEvent(app: App, ctx: StaffContext, v: Body) {
  const now = clock.now();
  if (new Date(v.end) <= now) throw badRequest({ end: EVENT_MESSAGES.inPast });
  const id = await writeTransaction(app.db, async (tx) => {
    const { officeId, room } = await placeOf(tx, ctx, v);
    const blockId = room ? await holdRoom(tx, ctx.client.id, room, { start: new Date(v.start), end: new Date(v.end), title: v.title }, null) : null;
    const [row] = await tx
      .insert(events)
      .values({ clientId: ctx.client.id, slug: slugOf(v.title), ...columns(v, officeId, room?.id ?? null), blockBookingId: blockId })
      .returning({ id: events.id });
    return row.id;
  });
  return { detail: EVENT_MESSAGES.eventCreated, event: await eventItemById(app.db, id) };
}

async function lockVisible(tx: Executor, ctx: StaffContext, slug: string): Promise<EventRecord> {
  const e = await lockEvent(tx, ctx.client.id, { slug });
  if (ctx.officeIds && !ctx.officeIds.includes(e.officeId)) throw notFound(EVENT_MESSAGES.notFound);
  return e;
}

/**
 * PUT /api/events/{slug}: a moved room or time moves the block; a capacity under the going count is refused; a larger
 * one promotes the waiting list; the price is fixed once someone is going on a paid event (their lines are billed).
 */
export async function updateEvent(app: App, ctx: StaffContext, slug: string, v: Body) {
  const now = clock.now();
  const { id, news } = await writeTransaction(app.db, async (tx) => {
    const e = await lockVisible(tx, ctx, slug);
    if (e.status === 'cancelled') throw conflict(EVENT_MESSAGES.alreadyCancelled, 'event_cancelled');
    const { officeId, room } = await placeOf(tx, ctx, v);
    const going = await goingCount(tx, e.id);
    if (v.capacity < going) throw badRequest({ capacity: EVENT_MESSAGES.capacityBelowGoing(going) });
    const next = columns(v, officeId, room?.id ?? null);
    if (next.pricePence !== e.pricePence && going > 0) throw badRequest({ price: EVENT_MESSAGES.priceLocked });
    let blockId = e.blockBookingId;
    const moved =
      (room?.id ?? null) !== e.resourceId || next.startsAt.getTime() !== e.startsAt.getTime() || next.endsAt.getTime() !== e.endsAt.getTime();
    if (moved || (room && !blockId)) {
      if (room) blockId = await holdRoom(tx, ctx.client.id, room, { start: next.startsAt, end: next.endsAt, title: v.title }, blockId);
      else {
        await releaseRoom(tx, blockId);
        blockId = null;
      }
    }
    const [saved] = await tx
      .update(events)
      .set({ ...next, blockBookingId: blockId })
      .where(eq(events.id, e.id))
      .returning();
    const n = noNews();
    if (saved.startsAt > now) n.promoted = await promoteWaiting(tx, saved, now);
    return { id: e.id, news: n };
  });
  await mailRsvpNews(app, id, news);
  return { detail: EVENT_MESSAGES.eventSaved, event: await eventItemById(app.db, id) };
}

/** POST /api/events/{slug}/cancel: the room freed, every attendee cancelled (lines voided or credited), e-mailed. */
export async function cancelEvent(app: App, ctx: StaffContext, slug: string) {
  const now = clock.now();
  const { id, cancelled } = await writeTransaction(app.db, async (tx) => {
    const e = await lockVisible(tx, ctx, slug);
    if (e.status === 'cancelled') throw conflict(EVENT_MESSAGES.alreadyCancelled, 'event_cancelled');
    if (e.endsAt <= now) throw conflict(EVENT_MESSAGES.ended, 'event_ended');
    await releaseRoom(tx, e.blockBookingId);
    await tx.update(events).set({ status: 'cancelled', cancelledAt: now, blockBookingId: null }).where(eq(events.id, e.id));
    return { id: e.id, cancelled: await cancelAll(tx, e, now) };
  });
  await mailRsvpNews(app, id, { ...noNews(), cancelled });
  return { detail: EVENT_MESSAGES.eventCancelled };
}

/** POST /api/events/{slug}/attendees/: staff add a member (or a guest, when guests are welcome). */
export async function addAttendee(app: App, ctx: StaffContext, slug: string, v: z.output<typeof attendeeAdd>) {
  const now = clock.now();
  const { eventId, attendeeId, news } = await writeTransaction(app.db, async (tx) => {
    const e = await lockVisible(tx, ctx, slug);
    let who;
    if (v.member) {
      const [m] = await tx
        .select({ id: members.id, teamId: members.teamId })
        .from(members)
        .where(and(eq(members.clientId, ctx.client.id), eq(members.slug, v.member)))
        .limit(1);
      if (!m) throw badRequest({ member: EVENT_MESSAGES.unknownMember });
      who = { memberId: m.id, guestId: null, teamId: m.teamId };
    } else {
      const [g] = await tx
        .select({ id: guests.id, teamId: guests.teamId })
        .from(guests)
        .where(and(eq(guests.clientId, ctx.client.id), eq(guests.slug, v.guest!)))
        .limit(1);
      if (!g) throw badRequest({ guest: EVENT_MESSAGES.unknownGuest });
      who = { memberId: null, guestId: g.id, teamId: g.teamId };
    }
    const r = await joinEvent(tx, e, who, now);
    if (!r.changed) throw conflict(EVENT_MESSAGES.alreadyIn, 'already_in');
    return { eventId: e.id, ...r };
  });
  await mailRsvpNews(app, eventId, news);
  const attendee = await attendeeItemById(app.db, eventId, attendeeId);
  return { detail: attendee.status === 'going' ? EVENT_MESSAGES.going : EVENT_MESSAGES.waiting, attendee };
}

async function visibleAttendee(tx: Executor, e: EventRecord, slug: string) {
  const a = await attendeeOf(tx, e.id, { slug });
  if (!a) throw notFound(EVENT_MESSAGES.attendeeNotFound);
  return a;
}

/** POST …/attendees/{attendee}/check-in: a going attendee at the door. */
export async function checkInAttendee(app: App, ctx: StaffContext, slug: string, attendee: string) {
  const now = clock.now();
  const ids = await writeTransaction(app.db, async (tx) => {
    const e = await lockVisible(tx, ctx, slug);
    const a = await visibleAttendee(tx, e, attendee);
    if (a.status !== 'going') throw conflict(EVENT_MESSAGES.notGoing, 'not_going');
    if (!a.checkedInAt) await tx.update(eventAttendees).set({ checkedInAt: now }).where(eq(eventAttendees.id, a.id));
    return { eventId: e.id, attendeeId: a.id };
  });
  return { detail: EVENT_MESSAGES.checkedIn, attendee: await attendeeItemById(app.db, ids.eventId, ids.attendeeId) };
}

/** POST …/attendees/{attendee}/cancel: staff cancel an attendee before the event; the first waiting is promoted. */
export async function cancelAttendee(app: App, ctx: StaffContext, slug: string, attendee: string) {
  const now = clock.now();
  const r = await writeTransaction(app.db, async (tx) => {
    const e = await lockVisible(tx, ctx, slug);
    const a = await visibleAttendee(tx, e, attendee);
    return { eventId: e.id, attendeeId: a.id, news: await leaveEvent(tx, e, a, now) };
  });
  await mailRsvpNews(app, r.eventId, r.news);
  return { detail: EVENT_MESSAGES.attendeeCancelled, attendee: await attendeeItemById(app.db, r.eventId, r.attendeeId) };
}
