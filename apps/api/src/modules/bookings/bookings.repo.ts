import { BLOCK_BOOKING_TYPE, BOOKING_ORDER_FIELDS, OCCUPYING_BOOKING_STATUSES, parseOrder, type BookingItem } from '@clubspace/contract';
import { aliasedTable, and, Column, eq, is, gte, inArray, isNull, lt, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.ts';
import {
  bookingRelations,
  bookings,
  brokers,
  floors,
  guests,
  invoiceLines,
  invoices,
  members,
  membershipPlans,
  memberships,
  orders,
  prepaidPackages,
  resources,
  teams,
  users,
  workAreas,
} from '../../db/schema/index.ts';
import { keyedList } from '../../lib/keyed-list.ts';
import { anyArm, armIds, armsCount, deferredSource, hasIds, inArm, spacelessLike, type Arm } from '../../lib/search-arms.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import { cappedCount, clubFilter, eqSubquery, officeScope, searchPattern } from '../../lib/sql.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { toBookingItem } from './bookings.mappers.ts';
import { ruleOverrideOf } from '../booking-rules/booking-rules.repo.ts';

export { bookingQuery, type BookingRow } from './bookings.query.ts';
import { bookingExportFields, exportFrom, toBookingExportItem } from './booking-export.query.ts';
import { bookingColumns, bookingQuery, type BookingRow } from './bookings.query.ts';

/** One column of the row a booking's foreign key points at: a scalar subquery by primary key. */
const lookup = (from: string, column: string, fk: string) =>
  sql.raw(`(select x.${column} from ${from} where x.id = "bookings"."${fk}")`) as SQL<string | null>;

/**
 * The list's rows by id: the same fields as bookingQuery, the references read by scalar subqueries (one primary-key
 * probe each) instead of eleven joins, whose join order the planner searched for 10–180 ms per page (bench plans
 * 2026-11-23, medium, under load) while running them took under 2 ms.
 */
export async function bookingRowsByIds(db: Executor, ids: number[]): Promise<BookingRow[]> {
  const member = (column: string) =>
    sql.raw(`(select u.${column} from members m join users u on u.id = m.user_id where m.id = "bookings"."member_id")`) as SQL<string | null>;
  const fields = {
    ...Object.fromEntries(Object.entries(bookingColumns).filter(([, c]) => is(c, Column) && c.table === bookings)),
    officeSlug: lookup('offices x', 'slug', 'office_id'),
    officeName: lookup('offices x', 'name', 'office_id'),
    officeTimeZone: lookup('offices x', 'time_zone', 'office_id'),
    floorSlug: lookup('floors x', 'slug', 'floor_id'),
    floorName: lookup('floors x', 'name', 'floor_id'),
    workAreaSlug: lookup('work_areas x', 'slug', 'work_area_id'),
    workAreaName: lookup('work_areas x', 'name', 'work_area_id'),
    resourceSlug: lookup('resources x', 'slug', 'resource_id'),
    resourceName: lookup('resources x', 'name', 'resource_id'),
    resourceType: lookup('resources x', 'resource_type', 'resource_id'),
    memberSlug: lookup('members x', 'slug', 'member_id'),
    memberFirstName: member('first_name'),
    memberLastName: member('last_name'),
    guestSlug: lookup('guests x', 'slug', 'guest_id'),
    guestName: lookup('guests x', 'name', 'guest_id'),
    guestEmail: lookup('guests x', 'email', 'guest_id'),
    teamSlug: lookup('teams x', 'slug', 'team_id'),
    teamName: lookup('teams x', 'name', 'team_id'),
    brokerSlug: lookup('brokers x', 'slug', 'broker_id'),
    brokerName: lookup('brokers x', 'name', 'broker_id'),
    membershipSlug: lookup('memberships x', 'slug', 'membership_id'),
    lineSlug: lookup('invoice_lines x', 'slug', 'invoice_line_id'),
    lineStatus: lookup('invoice_lines x', 'status', 'invoice_line_id'),
    linePaymentReference: lookup('invoice_lines x', 'payment_reference', 'invoice_line_id'),
  } as SelectedFields;
  return (await db.select(fields).from(bookings).where(inArray(bookings.id, ids))) as unknown as BookingRow[];
}

/** The operator's bookings inside the caller's office scope. */
export const visibleBookings = (ctx: StaffContext) => and(eq(bookings.clientId, ctx.client.id), officeScope(bookings.officeId, ctx));

/** A booking by its code, or by its numeric id (the seeds' PUT /api/member-bookings/{id}). */
export function byCodeOrId(key: string): SQL {
  return /^\d{1,9}$/.test(key) ? (or(eq(bookings.code, key), eq(bookings.id, Number(key))) as SQL) : eq(bookings.code, key);
}

export async function findBooking(db: Executor, ctx: StaffContext, key: string) {
  const rows = await bookingQuery(db)
    .where(and(visibleBookings(ctx), byCodeOrId(key)))
    .limit(2);
  // A code that looks like another booking's id: the code wins.
  return rows.find((r) => r.code === key) ?? rows[0] ?? null;
}

/** Rows by id in the given order (the answer of a create or an update): the lookups' form, no 12-table join to plan. */
export async function findBookingsByIds(db: Executor, ids: number[]) {
  if (!ids.length) return [];
  const rows = await bookingRowsByIds(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!).filter(Boolean);
}

/** The detail's extras: orders of the booking, bookings made together with it, its prepaid package. */
export async function bookingExtras(db: Executor, ctx: StaffContext, row: BookingRow) {
  const related = aliasedTable(bookings, 'related');
  const relatedResource = aliasedTable(resources, 'related_resource');
  const [orderRows, relatedRows, pkg, membershipRow, lineRow] = await Promise.all([
    db
      .select({ slug: orders.slug, code: orders.code, status: orders.status, pricePence: orders.pricePence })
      .from(orders)
      .where(and(eq(orders.clientId, ctx.client.id), eq(orders.bookingId, row.id)))
      .orderBy(orders.initDate, orders.id)
      .limit(100),
    db
      .select({
        code: related.code,
        status: related.status,
        bookingType: related.bookingType,
        plannedStart: related.plannedStart,
        plannedEnd: related.plannedEnd,
        resourceSlug: relatedResource.slug,
        resourceName: relatedResource.name,
      })
      .from(bookingRelations)
      .innerJoin(related, eq(related.id, bookingRelations.relatedBookingId))
      .leftJoin(relatedResource, eq(relatedResource.id, related.resourceId))
      .where(and(eq(bookingRelations.clientId, ctx.client.id), eq(bookingRelations.bookingId, row.id)))
      .orderBy(related.plannedStart, related.id)
      .limit(100),
    row.prepaidPackageId
      ? db.select({ code: prepaidPackages.code }).from(prepaidPackages).where(eq(prepaidPackages.id, row.prepaidPackageId)).limit(1)
      : Promise.resolve([]),
    row.membershipId
      ? db
          .select({ plan: membershipPlans.name })
          .from(memberships)
          .leftJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
          .where(and(eq(memberships.clientId, ctx.client.id), eq(memberships.id, row.membershipId)))
          .limit(1)
      : Promise.resolve([]),
    row.invoiceLineId
      ? db
          .select({ name: invoiceLines.name, invoiceSlug: invoices.slug, invoiceName: invoices.name })
          .from(invoiceLines)
          .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
          .where(and(eq(invoiceLines.clientId, ctx.client.id), eq(invoiceLines.id, row.invoiceLineId)))
          .limit(1)
      : Promise.resolve([]),
  ]);
  const item = toBookingItem(row);
  return {
    // The item's references, named, so the page links every related record (issue 24 §11).
    membership: item.membership ? { ...item.membership, name: membershipRow[0]?.plan ?? item.membership.slug } : null,
    invoice_line:
      item.invoice_line && lineRow[0]
        ? { ...item.invoice_line, name: lineRow[0].name, invoice: { slug: lineRow[0].invoiceSlug, name: lineRow[0].invoiceName } }
        : null,
    orders: orderRows.map((o) => ({ slug: o.slug, code: o.code, status: o.status, price: o.pricePence / 100 })),
    related_bookings: relatedRows.map((r) => ({
      code: r.code,
      status: r.status,
      booking_type: r.bookingType,
      planned_start: r.plannedStart.toISOString(),
      planned_end: r.plannedEnd.toISOString(),
      resource: r.resourceSlug ? { slug: r.resourceSlug, name: r.resourceName ?? '' } : null,
    })),
    prepaid_package: pkg[0] ? { code: pkg[0].code } : null,
    rules_override: await ruleOverrideOf(db, ctx.client.id, row.id),
  };
}

// ---- The list ----

type OrderField = (typeof BOOKING_ORDER_FIELDS)[number];
// planned_start (the default) walks bookings_client_office_start_idx / bookings_client_start_idx.
const ORDER_COLUMNS: Record<OrderField, (AnyColumn | SQL)[]> = {
  planned_start: [bookings.plannedStart],
  planned_end: [bookings.plannedEnd],
  create_date: [bookings.createdAt],
  code: [bookings.code],
  status: [bookings.status],
  booking_type: [bookings.bookingType],
  origin: [bookings.origin],
  price: [bookings.pricePence],
  resource: [resources.name],
  team: [teams.name],
  member: [users.firstName, users.lastName],
};

export interface BookingFilters {
  name?: string;
  order: string;
  /** Already resolved to instants (days read in the office zone). */
  from?: Date;
  to?: Date;
  client?: string;
  team?: string;
  resource?: string;
  club?: string;
  guest?: string;
  member?: string;
  work_area?: string;
  floor?: string;
  origin?: string;
  channel?: string;
  status?: string;
  payment?: string;
  booking_type?: string;
  force_busy?: string;
}

const list = (csv: string | undefined) =>
  (csv ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
type SlugTable = PgTable & { id: AnyPgColumn; slug: AnyPgColumn; clientId: AnyPgColumn };
/** `column = (the operator's row with that slug)`: an InitPlan the index condition uses (lib/sql.ts eqSubquery). */
const bySlug = (db: Db, column: AnyPgColumn, table: SlugTable, clientId: number, slug: string) =>
  eqSubquery(
    column,
    db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(and(eq(table.clientId, clientId), eq(table.slug, slug))),
  );

type BookingArms = Record<'members' | 'teams' | 'guests' | 'resources', Arm>;

/**
 * The name search: the booking's code (its trigram index), or its resource, team, guest or member among the ids whose
 * names match (lib/search-arms.ts, resolved first), so the bookings are found by their foreign-key indexes instead of
 * joining every booking to five tables. The member arm repeats client_id: its index leads with it.
 */
function bookingSearch(cid: number, pattern: string, ids: BookingArms): (SQL | undefined)[] {
  return [
    spacelessLike(bookings.code, pattern),
    inArm(bookings.resourceId, ids.resources),
    inArm(bookings.teamId, ids.teams),
    inArm(bookings.guestId, ids.guests),
    hasIds(ids.members) ? and(eq(bookings.clientId, cid), inArm(bookings.memberId, ids.members)) : undefined,
  ];
}

/** The list's conditions but the name search (bookingSearch: its arms are resolved first). */
export function bookingWhere(db: Db, ctx: StaffContext, q: BookingFilters): SQL | undefined {
  const cid = ctx.client.id;
  const statuses = list(q.status);
  const types = list(q.booking_type);
  const busy = q.force_busy === 'true' || q.force_busy === '1';
  const payment = q.payment;
  const paymentWhere = !payment
    ? undefined
    : payment === 'none'
      ? isNull(bookings.invoiceLineId)
      : inArray(
          bookings.invoiceLineId,
          db
            .select({ id: invoiceLines.id })
            .from(invoiceLines)
            .where(
              and(
                eq(invoiceLines.clientId, cid),
                ['pending', 'payment_pending', 'pending_payment'].includes(payment)
                  ? inArray(invoiceLines.status, ['payment_pending', 'pending_payment'])
                  : eq(invoiceLines.status, payment),
              ),
            ),
        );
  return and(
    visibleBookings(ctx),
    clubFilter(bookings.officeId, cid, q.club, db),
    q.from ? gte(bookings.plannedStart, q.from) : undefined,
    q.to ? lt(bookings.plannedStart, q.to) : undefined,
    q.team ? bySlug(db, bookings.teamId, teams, cid, q.team) : undefined,
    q.member ? bySlug(db, bookings.memberId, members, cid, q.member) : undefined,
    q.guest ? bySlug(db, bookings.guestId, guests, cid, q.guest) : undefined,
    q.client ? bySlug(db, bookings.brokerId, brokers, cid, q.client) : undefined,
    q.resource ? bySlug(db, bookings.resourceId, resources, cid, q.resource) : undefined,
    q.work_area ? bySlug(db, bookings.workAreaId, workAreas, cid, q.work_area) : undefined,
    q.floor ? bySlug(db, bookings.floorId, floors, cid, q.floor) : undefined,
    q.origin ? eq(bookings.origin, q.origin) : undefined,
    q.channel ? eq(bookings.channel, q.channel) : undefined,
    statuses.length ? inArray(bookings.status, statuses) : undefined,
    // Blocks (issue 11) are rows of this table but not bookings: listed only when booking_type asks for 'block'.
    types.length ? inArray(bookings.bookingType, types) : ne(bookings.bookingType, BLOCK_BOOKING_TYPE),
    busy ? inArray(bookings.status, [...OCCUPYING_BOOKING_STATUSES]) : undefined,
    paymentWhere,
  );
}

/** Orders on a referenced row's name join that table in the ids step; every other order is on the booking row. */
const ORDER_JOINS: Partial<Record<OrderField, (q: PgSelect) => PgSelect>> = {
  resource: (q) => q.leftJoin(resources, eq(resources.id, bookings.resourceId)),
  team: (q) => q.leftJoin(teams, eq(teams.id, bookings.teamId)),
  member: (q) => q.leftJoin(members, eq(members.id, bookings.memberId)).leftJoin(users, eq(users.id, members.userId)),
};

export function bookingListSource(db: Db, ctx: StaffContext, q: BookingFilters): ListSource<BookingItem> {
  const { field, desc } = parseOrder(q.order, BOOKING_ORDER_FIELDS, 'planned_start');
  const join = ORDER_JOINS[field];
  const pattern = searchPattern(q.name);
  // Ids first: the page's ids from bookings alone (planned in well under a millisecond, an index walk), then the
  // twelve-table select for those ids only. The one-statement form spent 130–245 ms planning its joins under load.
  const list = (arms?: (SQL | undefined)[]): ListSource<BookingItem> => {
    const filters = bookingWhere(db, ctx, q);
    const where = arms ? and(filters, anyArm(arms)) : filters;
    // Every filter, the search included, is on the booking row: the count never joins.
    return keyedList({
      keys: (fields) => {
        const base = db.select(fields).from(bookings).$dynamic();
        return join ? join(base) : base;
      },
      where,
      order: ORDER_COLUMNS[field],
      desc,
      id: bookings.id,
      rows: (ids) => bookingRowsByIds(db, ids),
      // A CSV chunk of 1,000: the twelve joins hashed once (~25 ms) instead of ~25,000 lookups (110–190 ms) at large.
      chunkRows: (ids) => bookingQuery(db).where(inArray(bookings.id, ids)),
      items: (rows) => rows.map(toBookingItem),
      // The shaped export's lean statement, for the orders on the booking's own columns (the others join for the keys).
      ...(!join && { export: { from: exportFrom(db), fields: bookingExportFields, items: (rows) => rows.map(toBookingExportItem) } }),
      count: () =>
        arms
          ? armsCount(db, bookings, filters, arms)
          : cappedCount(db, () =>
              db
                .select({ one: sql`1`.as('one') })
                .from(bookings)
                .where(where)
                .$dynamic(),
            ),
    });
  };
  if (!pattern) return list(undefined);
  // The search's id sets first (one statement), then the page and the count with them as constants.
  return deferredSource(async () =>
    list(bookingSearch(ctx.client.id, pattern, await armIds(db, ctx.client.id, pattern, ['members', 'teams', 'guests', 'resources']))),
  );
}
