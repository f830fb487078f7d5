import { and, asc, eq, gt, inArray, isNull, lt, ne, type SQL } from 'drizzle-orm';
import { CALENDAR_FEED_FUTURE_DAYS, CALENDAR_FEED_PAST_DAYS, OCCUPYING_BOOKING_STATUSES } from '@clubspace/contract';
import type { Db, Executor } from '../../db/client.ts';
import { bookings, calendarFeeds, clients, offices, resources } from '../../db/schema/index.ts';
import { holder, withHolder } from '../bookings/booking-holder.repo.ts';

/** At most this many events in one feed (a busy room over 13 months stays far below). */
const FEED_EVENT_CAP = 5_000;
const DAY_MS = 86_400_000;

export type FeedTarget = { kind: 'resource'; id: number; name: string } | { kind: 'member'; id: number; name: string };

export async function liveFeedOf(db: Executor, clientId: number, target: FeedTarget) {
  const column = target.kind === 'resource' ? calendarFeeds.resourceId : calendarFeeds.memberId;
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.clientId, clientId), eq(column, target.id), isNull(calendarFeeds.revokedAt)))
    .orderBy(asc(calendarFeeds.id))
    .limit(1);
  return row ?? null;
}

export async function revokeFeedsOf(db: Executor, clientId: number, target: FeedTarget, now: Date) {
  const column = target.kind === 'resource' ? calendarFeeds.resourceId : calendarFeeds.memberId;
  await db
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(and(eq(calendarFeeds.clientId, clientId), eq(column, target.id), isNull(calendarFeeds.revokedAt)));
}

/** A live feed by its token, with the operator's name (revoked and unknown tokens alike give null). */
export async function feedByToken(db: Db, token: string) {
  const [row] = await db
    .select({ feed: calendarFeeds, operator: clients.name })
    .from(calendarFeeds)
    .innerJoin(clients, eq(clients.id, calendarFeeds.clientId))
    .where(and(eq(calendarFeeds.token, token), isNull(calendarFeeds.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** The bookings a feed shows: live and finished ones from a month back to a year ahead, in start order. */
export async function feedBookings(db: Db, feed: typeof calendarFeeds.$inferSelect, now: Date) {
  const window: SQL[] = [
    eq(bookings.clientId, feed.clientId),
    gt(bookings.plannedEnd, new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * DAY_MS)),
    lt(bookings.plannedStart, new Date(now.getTime() + CALENDAR_FEED_FUTURE_DAYS * DAY_MS)),
    inArray(bookings.status, [...OCCUPYING_BOOKING_STATUSES, 'finished']),
  ];
  if (feed.kind === 'resource') window.push(eq(bookings.resourceId, feed.resourceId ?? -1));
  else window.push(eq(bookings.memberId, feed.memberId ?? -1), ne(bookings.bookingType, 'block'));
  return withHolder(
    db
      .select({
        code: bookings.code,
        type: bookings.bookingType,
        start: bookings.plannedStart,
        end: bookings.plannedEnd,
        comments: bookings.comments,
        resource: resources.name,
        office: offices.name,
        address: offices.address,
        firstName: holder.memberFirstName,
        lastName: holder.memberLastName,
        team: holder.teamName,
        guest: holder.guestName,
      })
      .from(bookings)
      .$dynamic(),
  )
    .innerJoin(offices, eq(offices.id, bookings.officeId))
    .leftJoin(resources, eq(resources.id, bookings.resourceId))
    .where(and(...window))
    .orderBy(asc(bookings.plannedStart))
    .limit(FEED_EVENT_CAP);
}
export type FeedBooking = Awaited<ReturnType<typeof feedBookings>>[number];
