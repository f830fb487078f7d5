import { ORDER_ORDER_FIELDS, orderLineTotal, parseOrder, toPounds, type OrderItem } from '@clubspace/contract';
import { and, asc, eq, gte, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.ts';
import { bars, bookings, guests, members, orderLines, orders, products, resources, staff, teams, users } from '../../db/schema/index.ts';
import { memberTeamColumns, withHolder } from '../../lib/holder-join.ts';
import { keyedList } from '../../lib/keyed-list.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import { anyArm, armIds, armsCount, deferredSource, inArm, spacelessLike, type Arm } from '../../lib/search-arms.ts';
import { cappedCount, eqSubquery, iso, officeScope, searchPattern } from '../../lib/sql.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';

const staffUsers = alias(users, 'staff_users');
const payingTeams = alias(teams, 'paying_teams');

const columns = {
  id: orders.id,
  slug: orders.slug,
  code: orders.code,
  status: orders.status,
  pricePence: orders.pricePence,
  initDate: orders.initDate,
  paymentReference: orders.paymentReference,
  comments: orders.comments,
  staffSlug: staff.slug,
  staffFirst: staffUsers.firstName,
  staffLast: staffUsers.lastName,
  ...memberTeamColumns,
  bookingCode: bookings.code,
  resourceSlug: resources.slug,
  resourceName: resources.name,
  barSlug: bars.slug,
  barName: bars.name,
  payingTeamSlug: payingTeams.slug,
  payingTeamName: payingTeams.name,
  guestSlug: guests.slug,
  guestName: guests.name,
};

/** Orders with member (user, the member's team), booking (resource), staff (user) and bar: one statement per page. */
const orderRows = (db: Executor) => {
  const query = db
    .select(columns)
    .from(orders)
    .leftJoin(bookings, eq(bookings.id, orders.bookingId))
    .leftJoin(resources, eq(resources.id, bookings.resourceId))
    .leftJoin(staff, eq(staff.id, orders.staffId))
    .leftJoin(staffUsers, eq(staffUsers.id, staff.userId))
    .leftJoin(bars, eq(bars.id, orders.barId))
    .leftJoin(guests, eq(guests.id, orders.guestId))
    // A team or guest order's team (bar till): the order's team, else the guest's.
    .leftJoin(payingTeams, eq(payingTeams.id, sql`coalesce(${orders.teamId}, ${guests.teamId})`))
    .$dynamic();
  return withHolder(query, { member: orders.memberId, team: members.teamId });
};

type OrderRow = Awaited<ReturnType<typeof orderRows>>[number];

/** The lines of these orders with their products, in one query. */
async function linesOf(db: Executor, orderIds: number[]) {
  if (!orderIds.length) return [];
  return db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      pricePence: orderLines.productPricePence,
      discountPence: orderLines.discountPence,
      quantity: orderLines.quantity,
      status: orderLines.status,
      productSlug: products.slug,
      productName: products.name,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
}

async function toItems(db: Executor, rows: OrderRow[]): Promise<OrderItem[]> {
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    slug: r.slug,
    code: r.code,
    status: r.status,
    price: toPounds(r.pricePence),
    init_date: iso(r.initDate)!,
    payment_reference: r.paymentReference,
    comments: r.comments,
    staff: r.staffSlug ? { slug: r.staffSlug, name: `${r.staffFirst ?? ''} ${r.staffLast ?? ''}`.trim() } : null,
    member: r.memberSlug
      ? {
          slug: r.memberSlug,
          user: { first_name: r.memberFirstName ?? '', last_name: r.memberLastName ?? '' },
          team: r.teamSlug ? { slug: r.teamSlug, name: r.teamName ?? '' } : null,
        }
      : null,
    booking: r.bookingCode ? { code: r.bookingCode, resource: r.resourceSlug ? { slug: r.resourceSlug, name: r.resourceName ?? '' } : null } : null,
    bar: r.barSlug ? { slug: r.barSlug, name: r.barName ?? '' } : null,
    team: r.payingTeamSlug ? { slug: r.payingTeamSlug, name: r.payingTeamName ?? '' } : null,
    guest: r.guestSlug ? { slug: r.guestSlug, name: r.guestName ?? '' } : null,
    order_lines: lines
      .filter((l) => l.orderId === r.id)
      .map((l) => ({
        id: l.id,
        product: l.productSlug ? { slug: l.productSlug, name: l.productName ?? '' } : null,
        product_price: toPounds(l.pricePence),
        discount: toPounds(l.discountPence),
        quantity: l.quantity,
        total: toPounds(orderLineTotal({ pricePence: l.pricePence, quantity: l.quantity, discountPence: l.discountPence })),
        status: l.status,
      })),
  }));
}

export const visibleOrders = (ctx: StaffContext) => and(eq(orders.clientId, ctx.client.id), officeScope(orders.officeId, ctx));

/** `id` of the path: the numeric id or the slug (codes are accepted in any case). */
export const orderRef = (ref: string) =>
  /^\d{1,9}$/.test(ref) ? or(eq(orders.id, Number(ref)), eq(orders.slug, ref)) : eq(orders.slug, ref.toLowerCase());

export async function findOrder(db: Executor, ctx: StaffContext, ref: string) {
  const rows = await orderRows(db)
    .where(and(visibleOrders(ctx), orderRef(ref)))
    .limit(1);
  return rows.length ? (await toItems(db, rows))[0] : null;
}

const ORDER_COLUMNS: Record<(typeof ORDER_ORDER_FIELDS)[number], (AnyColumn | SQL)[]> = {
  init_date: [orders.initDate],
  code: [orders.code],
  status: [orders.status, orders.initDate],
  price: [orders.pricePence, orders.initDate],
  member: [users.firstName, users.lastName],
};

export interface OrderFilters {
  name?: string;
  order: string;
  status?: string;
  member?: string;
  /** Bounds of the `date` filter's day in the office zone. */
  day?: { start: Date; end: Date };
}

/**
 * The name search: the order's code (its trigram index), its member among the members whose names match, or one of
 * its lines' products among the products whose names match (lib/search-arms.ts, resolved first). Joining every order
 * to its member's user and testing a product subquery per order took 3–6 s for a surname at 2M orders an operator.
 */
function orderSearch(pattern: string, ids: Record<'members' | 'products', Arm>): (SQL | undefined)[] {
  const product = inArm(sql`ol.product_id`, ids.products);
  return [
    spacelessLike(orders.code, pattern),
    inArm(orders.memberId, ids.members),
    product ? sql`exists (select 1 from ${orderLines} ol where ol.order_id = ${orders.id} and ${product})` : undefined,
  ];
}

export function orderListSource(db: Db, ctx: StaffContext, q: OrderFilters): ListSource<OrderItem> {
  const filters = and(
    visibleOrders(ctx),
    q.status ? eq(orders.status, q.status) : undefined,
    q.member
      ? eqSubquery(
          orders.memberId,
          db
            .select({ id: members.id })
            .from(members)
            .where(and(eq(members.clientId, ctx.client.id), eq(members.slug, q.member))),
        )
      : undefined,
    q.day ? and(gte(orders.initDate, q.day.start), lte(orders.initDate, q.day.end)) : undefined,
  );
  const order = parseOrder(q.order, ORDER_ORDER_FIELDS, '-init_date' as (typeof ORDER_ORDER_FIELDS)[number]);
  // Ids first (orders alone, with the member's user only for the member order), then the page's nine-table select by
  // primary key: short to plan, and a deep page walks the index instead of joining every skipped row.
  const list = (arms?: (SQL | undefined)[]) => {
    const where = arms ? and(filters, anyArm(arms)) : filters;
    // Every filter, the search included, is on the order row: the count never joins.
    return keyedList({
      keys: (fields) => {
        const base = db.select(fields).from(orders).$dynamic();
        return order.field === 'member'
          ? base.leftJoin(members, eq(members.id, orders.memberId)).leftJoin(users, eq(users.id, members.userId))
          : base;
      },
      where,
      order: ORDER_COLUMNS[order.field],
      desc: order.desc,
      id: orders.id,
      rows: (ids) => orderRows(db).where(inArray(orders.id, ids)),
      items: (rows) => toItems(db, rows),
      count: () =>
        arms
          ? armsCount(db, orders, filters, arms)
          : cappedCount(db, () =>
              db
                .select({ one: sql`1`.as('one') })
                .from(orders)
                .where(where)
                .$dynamic(),
            ),
    });
  };
  const pattern = searchPattern(q.name);
  if (!pattern) return list(undefined);
  // The search's id sets first (one statement), then the page and the count with them as constants.
  return deferredSource(async () => list(orderSearch(pattern, await armIds(db, ctx.client.id, pattern, ['members', 'products']))));
}
