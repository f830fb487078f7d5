import { addDaysIso, BLOCK_BOOKING_TYPE, DEFAULT_TIME_ZONE, zonedInstant } from '@clubspace/contract';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { bookings, eventAttendees, events, members, offices, portalAccess, resources } from '../schema/index.ts';

const LIVE = ['active', 'inactive', 'alert', 'pre_paid'];

/**
 * Issue 28 demo events, for every operator, in the office of its portal members (else its first office): a past
 * breakfast with attendance (going, checked in, one cancelled), a free lunch talk in a meeting room coming up (the
 * room blocked for it, as the API does) and a paid tasting evening that welcomes guests (no RSVP yet).
 */
export async function seedEvents(db: Executor, clientId: number, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const [portalMember] = await db
    .select({ officeId: members.officeId })
    .from(portalAccess)
    .innerJoin(members, eq(members.id, portalAccess.memberId))
    .where(and(eq(portalAccess.clientId, clientId), eq(portalAccess.status, 'active')))
    .orderBy(asc(portalAccess.id))
    .limit(1);
  const [office] = await db
    .select({ id: offices.id, tz: offices.timeZone })
    .from(offices)
    .where(and(eq(offices.clientId, clientId), portalMember?.officeId ? eq(offices.id, portalMember.officeId) : undefined))
    .orderBy(asc(offices.id))
    .limit(1);
  if (!office) return 0;
  const tz = office.tz || DEFAULT_TIME_ZONE;
  const at = (days: number, time: string) => zonedInstant(addDaysIso(today, days), `${time}:00`, tz);

  const people = await db
    .select({ id: members.id, teamId: members.teamId })
    .from(members)
    .where(and(eq(members.clientId, clientId), eq(members.officeId, office.id), eq(members.status, 'active')))
    .orderBy(asc(members.id))
    .limit(8);

  const [breakfast] = await db
    .insert(events)
    .values({
      clientId,
      slug: `members-breakfast-${clientId}`,
      officeId: office.id,
      title: 'Members’ breakfast',
      description: 'Coffee, pastries and a quick round of introductions to start the month.',
      place: 'Kitchen',
      startsAt: at(-7, '08:30'),
      endsAt: at(-7, '10:00'),
      capacity: 20,
      createdAt: at(-21, '10:00'),
    })
    .returning({ id: events.id });
  if (people.length)
    await db.insert(eventAttendees).values(
      people.slice(0, 7).map((m, i) => ({
        clientId,
        slug: `rsvp-${clientId}-b${i + 1}`,
        eventId: breakfast.id,
        memberId: m.id,
        teamId: m.teamId,
        status: i === 6 ? 'cancelled' : 'going',
        rsvpAt: at(-20 + i, '11:00'),
        cancelledAt: i === 6 ? at(-9, '09:00') : null,
        checkedInAt: i < 4 ? at(-7, '08:40') : null,
      })),
    );

  // The lunch talk takes a meeting room on the first free weekday lunchtime 5–14 days ahead, or the lounge.
  const rooms = await db
    .select({ id: resources.id, floorId: resources.floorId, workAreaId: resources.workAreaId })
    .from(resources)
    .where(and(eq(resources.officeId, office.id), eq(resources.resourceType, 'meeting_room'), eq(resources.status, 'active')))
    .orderBy(asc(resources.id))
    .limit(3);
  let slot: { start: Date; end: Date; room: (typeof rooms)[number] | null } = { start: at(6, '12:00'), end: at(6, '13:30'), room: null };
  search: for (let d = 5; d <= 14; d++) {
    const start = at(d, '12:00');
    const end = at(d, '13:30');
    if ([0, 6].includes(new Date(`${addDaysIso(today, d)}T12:00:00Z`).getUTCDay())) continue;
    for (const room of rooms) {
      const busy = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(eq(bookings.resourceId, room.id), inArray(bookings.status, LIVE), lt(bookings.plannedStart, end), gt(bookings.blockedUntil, start)),
        )
        .limit(1);
      if (busy.length) continue;
      slot = { start, end, room };
      break search;
    }
  }
  let blockId: number | null = null;
  if (slot.room) {
    const [block] = await db
      .insert(bookings)
      .values({
        clientId,
        code: `EVENT${String(slot.room.id).padStart(3, '0')}`,
        slug: `event${String(slot.room.id).padStart(3, '0')}`,
        bookingType: BLOCK_BOOKING_TYPE,
        origin: 'regular',
        status: 'active',
        officeId: office.id,
        floorId: slot.room.floorId,
        workAreaId: slot.room.workAreaId,
        resourceId: slot.room.id,
        plannedStart: slot.start,
        plannedEnd: slot.end,
        comments: 'Event: Lunch & learn: bookkeeping for freelancers',
      })
      .returning({ id: bookings.id });
    blockId = block.id;
  }
  const [talk] = await db
    .insert(events)
    .values({
      clientId,
      slug: `lunch-and-learn-${clientId}`,
      officeId: office.id,
      resourceId: slot.room?.id ?? null,
      blockBookingId: blockId,
      title: 'Lunch & learn: bookkeeping for freelancers',
      description: 'A local accountant answers your questions over sandwiches.',
      place: slot.room ? '' : 'Lounge',
      startsAt: slot.start,
      endsAt: slot.end,
      capacity: 12,
    })
    .returning({ id: events.id });
  if (people.length > 1)
    await db.insert(eventAttendees).values(
      people.slice(1, 4).map((m, i) => ({
        clientId,
        slug: `rsvp-${clientId}-l${i + 1}`,
        eventId: talk.id,
        memberId: m.id,
        teamId: m.teamId,
        status: 'going',
        rsvpAt: sql`${now}::timestamptz - make_interval(hours => ${i + 1})`,
      })),
    );

  await db.insert(events).values({
    clientId,
    slug: `wine-tasting-evening-${clientId}`,
    officeId: office.id,
    title: 'Wine tasting evening',
    description: 'Six wines from small producers with a sommelier. Bring a friend: guests welcome.',
    place: 'Lounge',
    startsAt: at(10, '18:00'),
    endsAt: at(10, '20:00'),
    capacity: 16,
    guestsWelcome: true,
    pricePence: 1500,
  });
  return 3;
}
