import { MINI_TABLE_ROWS, PROFILE_ITEMS, toPounds, type MemberProfile, type OrderSummary } from '@clubspace/contract';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, memberships, offices, orderLines, orders, products, resources, workAreas } from '../../db/schema/index.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { latestMemberships } from '../membership-rows/membership-rows.repo.ts';
import { toBookingSummary, toMemberItem, type MemberRow } from './members.mappers.ts';
import { teamMates } from './members.repo.ts';
import { officeScope } from '../../lib/sql.ts';
import { storedConsent } from '../../lib/consent.ts';

/** Bookings (latest planned start first) matching a condition, within the operator and the caller's offices. */
export async function latestBookings(db: Db, ctx: StaffContext, where: SQL, limit: number) {
  const rows = await db
    .select({
      code: bookings.code,
      bookingType: bookings.bookingType,
      status: bookings.status,
      plannedStart: bookings.plannedStart,
      plannedEnd: bookings.plannedEnd,
      officeSlug: offices.slug,
      officeName: offices.name,
      workAreaSlug: workAreas.slug,
      workAreaName: workAreas.name,
      resourceSlug: resources.slug,
      resourceName: resources.name,
    })
    .from(bookings)
    .innerJoin(offices, eq(offices.id, bookings.officeId))
    .leftJoin(workAreas, eq(workAreas.id, bookings.workAreaId))
    .leftJoin(resources, eq(resources.id, bookings.resourceId))
    .where(and(eq(bookings.clientId, ctx.client.id), officeScope(bookings.officeId, ctx), where))
    .orderBy(desc(bookings.plannedStart), desc(bookings.id))
    .limit(limit);
  return rows.map(toBookingSummary);
}

/** The member's latest orders with their lines: two queries whatever the number of orders. */
async function latestOrders(db: Db, ctx: StaffContext, member: MemberRow): Promise<OrderSummary[]> {
  const rows = await db
    .select({
      id: orders.id,
      slug: orders.slug,
      code: orders.code,
      initDate: orders.initDate,
      pricePence: orders.pricePence,
      status: orders.status,
      bookingCode: bookings.code,
      resourceSlug: resources.slug,
      resourceName: resources.name,
    })
    .from(orders)
    .leftJoin(bookings, eq(bookings.id, orders.bookingId))
    .leftJoin(resources, eq(resources.id, bookings.resourceId))
    .where(and(eq(orders.clientId, ctx.client.id), eq(orders.memberId, member.id), officeScope(orders.officeId, ctx)))
    .orderBy(desc(orders.initDate), desc(orders.id))
    .limit(MINI_TABLE_ROWS);
  const lines = rows.length
    ? await db
        .select({ orderId: orderLines.orderId, quantity: orderLines.quantity, pricePence: orderLines.productPricePence, productName: products.name })
        .from(orderLines)
        .leftJoin(products, eq(products.id, orderLines.productId))
        .where(
          and(
            eq(orderLines.clientId, ctx.client.id),
            inArray(
              orderLines.orderId,
              rows.map((r) => r.id),
            ),
          ),
        )
        .orderBy(asc(orderLines.id))
    : [];
  return rows.map((o) => {
    const own = lines.filter((l) => l.orderId === o.id);
    return {
      slug: o.slug,
      code: o.code,
      open_date: o.initDate.toISOString(),
      price: toPounds(o.pricePence),
      status: o.status,
      member: { slug: member.slug, user: { first_name: member.firstName, last_name: member.lastName } },
      booking: o.bookingCode ? { code: o.bookingCode, resource: o.resourceSlug ? { slug: o.resourceSlug, name: o.resourceName ?? '' } : null } : null,
      // The price paid is the one copied onto the line at order time.
      order_lines: own.map((l) => ({ quantity: l.quantity, product: l.productName ? { name: l.productName, price: toPounds(l.pricePence) } : null })),
      items_total: own.reduce((sum, l) => sum + l.quantity, 0),
    };
  });
}

/** GET /api/dashboard-profile/: a fixed number of queries (team mates, bookings, orders + lines, memberships, consent). */
export async function memberProfile(db: Db, ctx: StaffContext, member: MemberRow): Promise<MemberProfile> {
  const [mates, bookingList, orderList, membershipList, consent] = await Promise.all([
    member.teamId ? teamMates(db, ctx, member.teamId, member.id) : Promise.resolve([]),
    latestBookings(db, ctx, eq(bookings.memberId, member.id), PROFILE_ITEMS),
    latestOrders(db, ctx, member),
    latestMemberships(db, ctx, eq(memberships.memberId, member.id), PROFILE_ITEMS),
    storedConsent(db, member.id, member.allowEmail),
  ]);
  return {
    member: toMemberItem(member),
    team_mates: mates,
    bookings: bookingList,
    orders: orderList,
    memberships: membershipList,
    email_consent: consent,
  };
}
