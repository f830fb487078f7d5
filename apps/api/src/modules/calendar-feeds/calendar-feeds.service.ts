import { randomBytes } from 'node:crypto';
import { CALENDAR_FEED_MESSAGES, type CalendarFeedItem } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { calendarFeedQuery } from '@clubspace/contract';
import type { Db } from '../../db/client.ts';
import { calendarFeeds, members, resources, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { officeScope } from '../../lib/sql.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { findMember } from '../members/members.repo.ts';
import { buildCalendar, type IcsEvent } from '../bookings/booking-ics.ts';
import { feedBookings, feedByToken, liveFeedOf, revokeFeedsOf, type FeedBooking, type FeedTarget } from './calendar-feeds.repo.ts';
import { writeTransaction } from '../../db/transaction.ts';

type FeedQuery = z.output<typeof calendarFeedQuery>;

/** The meeting room or member a request names, within the caller's operator and office scope (else 404). */
async function resolveTarget(db: Db, ctx: StaffContext, q: FeedQuery): Promise<FeedTarget> {
  if (q.resource) {
    const [room] = await db
      .select({ id: resources.id, name: resources.name, type: resources.resourceType })
      .from(resources)
      .where(and(eq(resources.clientId, ctx.client.id), eq(resources.slug, q.resource), officeScope(resources.officeId, ctx)))
      .limit(1);
    if (!room) throw notFound('Resource not found');
    if (room.type !== 'meeting_room') throw badRequest({ resource: CALENDAR_FEED_MESSAGES.notMeetingRoom });
    return { kind: 'resource', id: room.id, name: room.name };
  }
  const member = q.member ? await findMember(db, ctx, q.member) : null;
  if (!member) throw notFound('Member not found');
  return { kind: 'member', id: member.id, name: `${member.firstName} ${member.lastName}`.trim() };
}

const feedUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}/ical/${token}.ics`;

const toItem = (publicUrl: string, row: typeof calendarFeeds.$inferSelect): CalendarFeedItem => ({
  id: row.id,
  kind: row.kind as CalendarFeedItem['kind'],
  url: feedUrl(publicUrl, row.token),
  created_at: row.createdAt.toISOString(),
});

export async function currentFeed(db: Db, ctx: StaffContext, publicUrl: string, q: FeedQuery) {
  const target = await resolveTarget(db, ctx, q);
  const row = await liveFeedOf(db, ctx.client.id, target);
  return { feed: row ? toItem(publicUrl, row) : null };
}

/** A new link for the room or member; the previous one stops working at once (subscribers must re-subscribe). */
export async function createFeed(db: Db, ctx: StaffContext, publicUrl: string, q: FeedQuery) {
  const target = await resolveTarget(db, ctx, q);
  const row = await writeTransaction(db, async (tx) => {
    await revokeFeedsOf(tx, ctx.client.id, target, new Date());
    const [created] = await tx
      .insert(calendarFeeds)
      .values({
        clientId: ctx.client.id,
        token: randomBytes(32).toString('base64url'),
        kind: target.kind,
        resourceId: target.kind === 'resource' ? target.id : null,
        memberId: target.kind === 'member' ? target.id : null,
      })
      .returning();
    return created;
  });
  return { feed: toItem(publicUrl, row) };
}

export async function revokeFeed(db: Db, ctx: StaffContext, q: FeedQuery) {
  const target = await resolveTarget(db, ctx, q);
  await revokeFeedsOf(db, ctx.client.id, target, new Date());
}

const personOf = (b: FeedBooking) => (b.firstName || b.lastName ? `${b.firstName ?? ''} ${b.lastName ?? ''}`.trim() : (b.guest ?? b.team ?? null));

function feedEvent(kind: FeedTarget['kind'], b: FeedBooking): IcsEvent {
  const block = b.type === 'block';
  const who = personOf(b);
  const summary = block
    ? `Blocked${b.comments ? `: ${b.comments}` : ''}`
    : kind === 'resource'
      ? `${b.resource ?? 'Booking'}${who ? ` — ${who}` : ''}`
      : `${b.resource ?? 'Desk'} at ${b.office}`;
  return {
    code: b.code,
    start: b.start,
    end: b.end,
    summary,
    location: [b.office, b.address].filter(Boolean).join(', '),
    description: block ? undefined : `Booking ${b.code}${b.comments ? `\n${b.comments}` : ''}`,
  };
}

/** GET /ical/{token}.ics: the feed as iCalendar text, or null for an unknown or revoked token. */
export async function feedCalendar(db: Db, host: string, token: string, now = new Date()): Promise<string | null> {
  const found = await feedByToken(db, token);
  if (!found) return null;
  const { feed, operator } = found;
  const target =
    feed.kind === 'resource'
      ? (
          await db
            .select({ name: resources.name })
            .from(resources)
            .where(eq(resources.id, feed.resourceId ?? -1))
        )[0]?.name
      : (
          await db
            .select({ first: users.firstName, last: users.lastName })
            .from(members)
            .innerJoin(users, eq(users.id, members.userId))
            .where(eq(members.id, feed.memberId ?? -1))
        ).map((m) => `${m.first} ${m.last}`.trim())[0];
  const rows = await feedBookings(db, feed, now);
  return buildCalendar({
    name: `${target ?? 'Bookings'} — ${operator}`,
    host,
    events: rows.map((b) => feedEvent(feed.kind as FeedTarget['kind'], b)),
  });
}
