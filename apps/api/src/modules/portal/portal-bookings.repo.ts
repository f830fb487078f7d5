import {
  BLOCK_BOOKING_TYPE,
  CREDIT_RETURNING_STATUSES,
  FINAL_BOOKING_STATUSES,
  checkInOpensAt,
  toPounds,
  type PortalBooking,
} from '@clubspace/contract';
import { and, asc, desc, eq, gt, inArray, lte, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, floors, members, offices, resources, users } from '../../db/schema/index.ts';
import type { PortalContext } from '../../plugins/portal-context.ts';
import { checkInSettings } from '../bookings/check-in.service.ts';

const columns = {
  id: bookings.id,
  code: bookings.code,
  bookingType: bookings.bookingType,
  status: bookings.status,
  channel: bookings.channel,
  plannedStart: bookings.plannedStart,
  plannedEnd: bookings.plannedEnd,
  realStart: bookings.realStart,
  pricePence: bookings.pricePence,
  creditsUsed: bookings.creditsUsed,
  paid: bookings.paid,
  memberId: bookings.memberId,
  teamId: bookings.teamId,
  resourceId: bookings.resourceId,
  officeId: bookings.officeId,
  officeSlug: offices.slug,
  officeName: offices.name,
  timeZone: offices.timeZone,
  resourceSlug: resources.slug,
  resourceName: resources.name,
  floorSlug: floors.slug,
  floorName: floors.name,
  memberName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
};

export type PortalBookingRow = Awaited<ReturnType<ReturnType<typeof portalBookingQuery>['execute']>>[number];

function portalBookingQuery(db: Executor) {
  return db
    .select(columns)
    .from(bookings)
    .innerJoin(offices, eq(offices.id, bookings.officeId))
    .leftJoin(resources, eq(resources.id, bookings.resourceId))
    .leftJoin(floors, eq(floors.id, bookings.floorId))
    .leftJoin(members, eq(members.id, bookings.memberId))
    .leftJoin(users, eq(users.id, members.userId))
    .$dynamic();
}

/** The member's own bookings (never blocks), or their team's: the only rows a member may see. */
export const whose = (ctx: PortalContext, scope: 'mine' | 'team'): SQL =>
  and(
    eq(bookings.clientId, ctx.client.id),
    ne(bookings.bookingType, BLOCK_BOOKING_TYPE),
    scope === 'team' && ctx.member.teamId ? eq(bookings.teamId, ctx.member.teamId) : eq(bookings.memberId, ctx.member.id),
  )!;

/** One of the member's own bookings by code (another's, or another operator's, is not found). */
export async function ownBooking(db: Executor, ctx: PortalContext, code: string) {
  const [row] = await portalBookingQuery(db)
    .where(and(whose(ctx, 'mine'), eq(bookings.code, code)))
    .limit(1);
  return row ?? null;
}

export async function portalBookingsByIds(db: Executor, ctx: PortalContext, ids: number[]) {
  if (!ids.length) return [];
  return portalBookingQuery(db)
    .where(and(eq(bookings.clientId, ctx.client.id), inArray(bookings.id, ids)))
    .orderBy(asc(bookings.plannedStart), asc(bookings.id));
}

/** Upcoming (not yet ended, not cancelled) or past bookings, a page at a time (one more row tells whether more follow). */
export async function portalBookingPage(
  db: Executor,
  ctx: PortalContext,
  q: { when: 'upcoming' | 'past'; scope: 'mine' | 'team'; page_number: number; page_size: number },
  now: Date,
) {
  const upcoming = q.when === 'upcoming';
  const time = upcoming ? and(gt(bookings.plannedEnd, now), notInArray(bookings.status, [...FINAL_BOOKING_STATUSES])) : lte(bookings.plannedEnd, now);
  const rows = await portalBookingQuery(db)
    .where(and(whose(ctx, q.scope), time))
    .orderBy(...(upcoming ? [asc(bookings.plannedStart), asc(bookings.id)] : [desc(bookings.plannedStart), desc(bookings.id)]))
    .limit(q.page_size + 1)
    .offset((q.page_number - 1) * q.page_size);
  return { rows: rows.slice(0, q.page_size), hasMore: rows.length > q.page_size };
}

const LIVE = ['active', 'inactive', 'alert', 'pre_paid'];

/**
 * The member's view of bookings: until when each can be cancelled (the operator's window) and when its check-in
 * opens (the one check-in window, from its booking rules); a colleague's name only on a team admin's team view.
 */
export async function toPortalBookings(db: Executor, ctx: PortalContext, rows: PortalBookingRow[], now: Date): Promise<PortalBooking[]> {
  const opens = new Map<string, number | null>();
  const out: PortalBooking[] = [];
  for (const r of rows) {
    const live = LIVE.includes(r.status) && !r.realStart && r.plannedEnd > now;
    let checkInOpens: string | null = null;
    if (live) {
      const key = `${r.bookingType}:${r.resourceId ?? ''}:${r.officeId}`;
      if (!opens.has(key)) opens.set(key, (await checkInSettings(db, ctx.client.id, r)).opensMinutes);
      checkInOpens = checkInOpensAt({ planned_start: r.plannedStart }, opens.get(key)).toISOString();
    }
    const cancelUntil = new Date(r.plannedStart.getTime() - ctx.settings.cancel_hours * 3_600_000);
    out.push({
      code: r.code,
      booking_type: r.bookingType,
      status: r.status,
      channel: r.channel,
      planned_start: r.plannedStart.toISOString(),
      planned_end: r.plannedEnd.toISOString(),
      real_start: r.realStart ? r.realStart.toISOString() : null,
      office: { slug: r.officeSlug, name: r.officeName, time_zone: r.timeZone },
      resource: r.resourceSlug ? { slug: r.resourceSlug, name: r.resourceName ?? '' } : null,
      floor: r.floorSlug ? { slug: r.floorSlug, name: r.floorName ?? '' } : null,
      member: r.memberId === ctx.member.id ? null : (r.memberName ?? null),
      price: toPounds(r.pricePence),
      credits_used: (CREDIT_RETURNING_STATUSES as readonly string[]).includes(r.status) ? 0 : r.creditsUsed,
      paid: r.paid,
      cancel_until: live && r.memberId === ctx.member.id && cancelUntil > now ? cancelUntil.toISOString() : null,
      check_in_opens: checkInOpens,
    });
  }
  return out;
}
