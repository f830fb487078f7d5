import {
  availableCredits,
  bookingPricePence,
  CREDIT_RETURNING_STATUSES,
  gridFor,
  type PrepaidPackage,
  type PriceGrid,
  type ResourcePrices,
} from '@clubspace/contract';
import { and, asc, eq, gt, gte, isNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, memberships, prepaidPackages, resources, workAreas } from '../../db/schema/index.ts';

/**
 * The inputs of the pure pricing functions, read from the database: price grids, the active membership that makes a
 * team a member (and holds its credits), prepaid packages with units left. Arithmetic stays in the contract.
 */

type ResourceRow = typeof resources.$inferSelect;
type WorkAreaRow = typeof workAreas.$inferSelect;

export function resourcePrices(r: ResourceRow): ResourcePrices {
  return {
    member: {
      hourPence: r.priceHourPence,
      dayPence: r.priceDayPence,
      monthPence: r.priceMonthPence,
      creditsHour: r.priceCreditsHour,
      creditsDay: r.priceCreditsDay,
      creditsMonth: r.priceCreditsMonth,
    },
    nonMember: {
      hourPence: r.noMemberPriceHourPence,
      dayPence: r.noMemberPriceDayPence,
      monthPence: r.noMemberPriceMonthPence,
      creditsHour: r.noMemberPriceCreditsHour,
      creditsDay: r.noMemberPriceCreditsDay,
      creditsMonth: r.noMemberPriceCreditsMonth,
    },
  };
}

/** A desk booked by work area only (no desk assigned yet) costs the area's item price per day / month. */
export function workAreaGrid(w: WorkAreaRow): PriceGrid {
  return { hourPence: 0, dayPence: w.itemPriceDayPence, monthPence: w.itemPriceMonthPence, creditsHour: 0, creditsDay: 0, creditsMonth: 0 };
}

export function priceGrid(resource: ResourceRow | null, workArea: WorkAreaRow | null, isMember: boolean): PriceGrid {
  if (resource) return gridFor(resourcePrices(resource), isMember);
  if (workArea) return workAreaGrid(workArea);
  return { hourPence: 0, dayPence: 0, monthPence: 0, creditsHour: 0, creditsDay: 0, creditsMonth: 0 };
}

/** Who pays, as booking create reads it: the member's own membership first, then the team — named, the member's or the guest's. */
export const payerOf = (
  team: { id: number } | null,
  member: { id: number; teamId: number | null } | null,
  guest: { teamId: number | null } | null = null,
) => ({
  memberId: member?.id ?? null,
  teamId: team?.id ?? member?.teamId ?? guest?.teamId ?? null,
});

/**
 * The catalogue price in pence of ONE booking as create charges it (issue 23: the quote calls the same): the
 * resource's grid (else the work area's), member or non-member, over the window in charged slots.
 */
export function onePricePence(
  resource: ResourceRow | null,
  workArea: WorkAreaRow | null,
  isMember: boolean,
  window: { start: Date; end: Date },
  timeZone: string,
  granularity: number | null,
) {
  return bookingPricePence(priceGrid(resource, workArea, isMember), window.start, window.end, timeZone, granularity);
}

/** The cheapest active resource of a type in an office (or work area): the price of an unassigned desk booking. */
export async function representativeResource(db: Executor, clientId: number, officeId: number, type: string, workAreaId: number | null) {
  const [row] = await db
    .select()
    .from(resources)
    .where(
      and(
        eq(resources.clientId, clientId),
        eq(resources.officeId, officeId),
        eq(resources.resourceType, type),
        eq(resources.status, 'active'),
        workAreaId ? eq(resources.workAreaId, workAreaId) : undefined,
      ),
    )
    .orderBy(asc(resources.priceDayPence), asc(resources.id))
    .limit(1);
  return row ?? null;
}

/**
 * The active membership covering an instant for a member (first) or its team. A team with one counts as member for
 * prices; its credits pay meeting rooms. `lock` takes the row lock that serialises credit spending.
 */
export async function activeMembership(
  db: Executor,
  clientId: number,
  who: { memberId: number | null; teamId: number | null },
  at: Date,
  lock = false,
) {
  const whoWhere: SQL[] = [];
  if (who.memberId) whoWhere.push(eq(memberships.memberId, who.memberId));
  if (who.teamId) whoWhere.push(eq(memberships.teamId, who.teamId));
  if (!whoWhere.length) return null;
  const q = db
    .select({ id: memberships.id, slug: memberships.slug, freeCredits: memberships.freeCredits, memberId: memberships.memberId })
    .from(memberships)
    .where(
      and(
        eq(memberships.clientId, clientId),
        eq(memberships.status, 'active'),
        or(...whoWhere),
        lte(memberships.start, at),
        or(isNull(memberships.end), gte(memberships.end, at)),
      ),
    )
    // The member's own membership first, then the most credits.
    .orderBy(
      who.memberId ? sql`case when ${memberships.memberId} = ${who.memberId} then 0 else 1 end` : asc(memberships.id),
      sql`${memberships.freeCredits} desc`,
      asc(memberships.id),
    )
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Credits left on a membership: its credits minus those held by its bookings that were not cancelled or refunded. */
export async function creditsLeft(db: Executor, membership: { id: number; freeCredits: number }, excludeBookingId?: number) {
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${bookings.creditsUsed}), 0)`.mapWith(Number) })
    .from(bookings)
    .where(
      and(
        eq(bookings.membershipId, membership.id),
        gt(bookings.creditsUsed, 0),
        notInArray(bookings.status, [...CREDIT_RETURNING_STATUSES]),
        excludeBookingId ? sql`${bookings.id} <> ${excludeBookingId}` : undefined,
      ),
    );
  return availableCredits(membership.freeCredits, [row?.used ?? 0]);
}

/** Prepaid packages of the team or member with units left, oldest first (`lock`: for consuming one). */
export async function openPrepaids(
  db: Executor,
  clientId: number,
  who: { memberId: number | null; teamId: number | null },
  code?: string,
  lock = false,
) {
  const whoWhere: SQL[] = [];
  if (who.teamId) whoWhere.push(eq(prepaidPackages.teamId, who.teamId));
  if (who.memberId) whoWhere.push(eq(prepaidPackages.memberId, who.memberId));
  if (!whoWhere.length) return [];
  const q = db
    .select()
    .from(prepaidPackages)
    .where(
      and(
        eq(prepaidPackages.clientId, clientId),
        or(...whoWhere),
        sql`${prepaidPackages.unitsUsed} < ${prepaidPackages.units}`,
        code ? eq(prepaidPackages.code, code) : undefined,
      ),
    )
    .orderBy(asc(prepaidPackages.createdAt), asc(prepaidPackages.id))
    .limit(100);
  return lock ? q.for('update') : q;
}

export const toPrepaid = (p: typeof prepaidPackages.$inferSelect): PrepaidPackage => ({
  code: p.code,
  single_price_pence: p.singlePricePence,
  remaining: p.units - p.unitsUsed,
  create_date: p.createdAt.toISOString(),
});
