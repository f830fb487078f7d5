import { DEFAULT_TIME_ZONE, toPounds, type CardData, type DashboardSection, VOID_BOOKING_STATUSES } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { bookings, guests, invoices, members, memberships, offices, orders, teams } from '../../db/schema/index.ts';
import { occupancyCard } from './dashboard.occupancy.repo.ts';
import {
  deskBookingsFromFigures,
  figureSums,
  invoiceFigures,
  ordersFromFigures,
  ordersFromFiguresSql,
  paidFromFigures,
  roomBookingsFromFigures,
} from './dashboard.figures.repo.ts';
import { toCard } from './dashboard.mappers.ts';
import type { Period } from './dashboard.periods.ts';
import { inScope, isoDay, num, rowsOf, ts, type DashScope } from './dashboard.scope.ts';

/** Cancelled, refunded and released (no-show) bookings did not take place: activity figures leave them out. */
const VOID_STATUSES = sql.raw(`(${VOID_BOOKING_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/**
 * The cards of GET /api/dashboard/{section} (occupancy: dashboard.occupancy.repo.ts). Each is one aggregate statement over the current and
 * the previous period at once: an inner select flags each row `cur`, the outer one counts with FILTER. Desk bookings
 * are hot_desk + desk; cancelled and refunded bookings count nowhere except the meeting-room "Cancelled" figure.
 */
type Periods = { cur: Period; prev: Period };
type Row = Record<string, unknown>;
type CardQuery = (db: Db, scope: DashScope, p: Periods) => Promise<CardData>;

const DESK = sql`('hot_desk', 'desk')`;
const LIVE = sql`${bookings.status} not in ${VOID_STATUSES}`;
/** cur_<k> and prev_<k> of a row as numbers, optionally pence → pounds. */
const pair = (row: Row, key: string, pence = false) => {
  const f = pence ? toPounds : (n: number) => n;
  return { cur: f(num(row[`cur_${key}`])), prev: f(num(row[`prev_${key}`])) };
};
const one = async (db: Db, query: ReturnType<typeof sql>) => (await rowsOf<Row>(db, query))[0] ?? {};

/** Bookings of a type over both periods, flagged `cur`; the outer select aggregates. */
const bookingRows = (scope: DashScope, p: Periods, types: ReturnType<typeof sql>) => sql`
  select ${bookings.plannedStart} >= ${ts(p.cur.from)} as cur, ${LIVE} as live, ${bookings.origin} as origin, ${bookings.status} as status,
    extract(epoch from ${bookings.plannedEnd} - ${bookings.plannedStart}) / 3600 as hours, ${bookings.pricePence} as price
  from ${bookings}
  where ${bookings.clientId} = ${scope.clientId} and ${bookings.bookingType} in ${types} and ${inScope(bookings.officeId, scope)}
    and ${bookings.plannedStart} >= ${ts(p.prev.from)} and ${bookings.plannedStart} < ${ts(p.cur.to)}`;

/** `count(*) filter (where cur and <cond>)` as cur_<key>, and the same for prev. */
const counts = (key: string, cond: ReturnType<typeof sql>, agg = sql`count(*)`) =>
  sql`coalesce(${agg} filter (where cur and ${cond}), 0)::float8 as ${sql.identifier(`cur_${key}`)},
      coalesce(${agg} filter (where not cur and ${cond}), 0)::float8 as ${sql.identifier(`prev_${key}`)}`;

const deskBookings: CardQuery = async (db, scope, p) => {
  const row = await one(
    db,
    scope.sameZone
      ? deskBookingsFromFigures(scope, p)
      : sql`select ${sql.join(
          [
            counts('n', sql`live`),
            counts('regular', sql`live and origin = 'regular'`),
            counts('referral', sql`live and origin = 'referral'`),
            counts('trial', sql`live and origin = 'trial'`),
            counts('complimentary', sql`live and origin in ('complimentary', 'deference')`),
          ],
          sql`, `,
        )} from (${bookingRows(scope, p, DESK)}) b`,
  );
  return toCard('Desk bookings', '', [
    { name: 'Desk bookings', ...pair(row, 'n') },
    { name: 'Regular', ...pair(row, 'regular') },
    { name: 'Referral', ...pair(row, 'referral') },
    { name: 'Trial', ...pair(row, 'trial') },
    { name: 'Complimentary', ...pair(row, 'complimentary') },
  ]);
};

const roomBookings: CardQuery = async (db, scope, p) => {
  const row = await one(
    db,
    scope.sameZone
      ? roomBookingsFromFigures(scope, p)
      : sql`select ${sql.join(
          [
            counts('n', sql`live`),
            counts('hours', sql`live`, sql`sum(hours)`),
            counts('revenue', sql`live`, sql`sum(price)`),
            counts('cancelled', sql`status = 'cancelled'`),
          ],
          sql`, `,
        )} from (${bookingRows(scope, p, sql`('meeting_room')`)}) b`,
  );
  const n = pair(row, 'n');
  const hours = pair(row, 'hours');
  return toCard('Meeting-room bookings', '', [
    { name: 'Meeting-room bookings', ...n },
    { name: 'Hours booked', ...hours },
    { name: 'Revenue (£)', ...pair(row, 'revenue', true) },
    { name: 'Cancelled', ...pair(row, 'cancelled') },
    { name: 'Average duration (h)', cur: n.cur ? hours.cur / n.cur : 0, prev: n.prev ? hours.prev / n.prev : 0 },
  ]);
};

/**
 * Members active at the period's end (by sign-up date, current status), new sign-ups, who is in now, teams, guests.
 * One pass over each table (every figure is a FILTER of the same scan): the card used to scan the operator's
 * members five times, teams and guests twice each (issue 14).
 */
const membersCard: CardQuery = async (db, scope, { cur, prev }) => {
  const activeBefore = (to: Date) => sql`${members.status} = 'active' and ${members.createdAt} < ${ts(to)}`;
  const within = (p: Period) => sql`${members.createdAt} >= ${ts(p.from)} and ${members.createdAt} < ${ts(p.to)}`;
  const row = await one(
    db,
    sql`select m.*, t.*, g.* from
    (select count(*) filter (where ${activeBefore(cur.to)})::float8 as cur_active, count(*) filter (where ${activeBefore(prev.to)})::float8 as prev_active,
      count(*) filter (where ${within(cur)})::float8 as cur_new, count(*) filter (where ${within(prev)})::float8 as prev_new,
      count(*) filter (where ${members.status} = 'active' and ${members.presence} = 'checked_in')::float8 as cur_in
      from ${members} where ${members.clientId} = ${scope.clientId} and ${inScope(members.officeId, scope)}) m,
    (select count(*) filter (where ${teams.createdAt} < ${ts(cur.to)})::float8 as cur_teams, count(*) filter (where ${teams.createdAt} < ${ts(prev.to)})::float8 as prev_teams
      from ${teams} where ${teams.clientId} = ${scope.clientId} and ${teams.status} = 'active' and ${inScope(teams.officeId, scope)}) t,
    (select count(*) filter (where ${guests.createdAt} >= ${ts(cur.from)})::float8 as cur_guests, count(*) filter (where ${guests.createdAt} < ${ts(cur.from)})::float8 as prev_guests
      from ${guests} where ${guests.clientId} = ${scope.clientId} and ${inScope(guests.officeId, scope)} and ${guests.createdAt} >= ${ts(prev.from)} and ${guests.createdAt} < ${ts(cur.to)}) g`,
  );
  return toCard('Members', '', [
    { name: 'Active members', ...pair(row, 'active') },
    { name: 'New members', ...pair(row, 'new') },
    { name: 'In the club now', ...pair(row, 'in'), snapshot: true },
    { name: 'Teams', ...pair(row, 'teams') },
    { name: 'New guests', ...pair(row, 'guests') },
  ]);
};

/**
 * Pending invoices dated in either period (calendar dates, no zone needed), flagged `cur`, with `overdue`: the rule of
 * overdueSql (due strictly before today in the invoice office's zone, the default zone without an office) with the
 * office joined once instead of looked up per invoice (issue 14: ~17k pending invoices a year per operator at large).
 */
const pendingInvoiceRows = (scope: DashScope, p: Periods) => sql`
  select ${invoices.date} >= ${isoDay(p.cur.start)} as cur, ${invoices.grossPricePence} as gross,
    (${invoices.dateDue} is not null and ${invoices.dateDue} < (now() at time zone coalesce(o.time_zone, ${DEFAULT_TIME_ZONE}))::date) as overdue
  from ${invoices} left join ${offices} o on o.id = ${invoices.officeId}
  where ${invoices.clientId} = ${scope.clientId} and ${inScope(invoices.officeId, scope)} and ${invoices.status} in ('pending_payment', 'payment_pending')
    and ${invoices.date} >= ${isoDay(p.prev.start)} and ${invoices.date} <= ${isoDay(p.cur.end)}`;

/**
 * Invoiced gross (not void) by invoice date, pending payment, of which overdue today (the void count is on the
 * Invoices card); paid = money received less refunds by payment day (issue 23, paidFromFigures); F&D orders not
 * cancelled.
 */
const financial: CardQuery = async (db, scope, p) => {
  const [byStatus, paid, overdue, fandd] = await Promise.all([
    one(
      db,
      invoiceFigures(scope, p, [
        figureSums('invoiced', sql`gross_pence`, sql`status <> 'void'`),
        figureSums('pending', sql`gross_pence`, sql`status = 'pending_payment'`),
      ]),
    ),
    one(db, paidFromFigures(scope, p)),
    // Overdue depends on today: read from the (few) pending invoices of the window.
    one(db, sql`select ${counts('overdue', sql`overdue`, sql`sum(gross)`)} from (${pendingInvoiceRows(scope, p)}) i`),
    one(
      db,
      ordersFromFigures(scope)
        ? ordersFromFiguresSql(scope, p)
        : sql`select
      (select coalesce(sum(${orders.pricePence}) filter (where ${orders.initDate} >= ${ts(p.cur.from)}), 0)::float8 from ${orders}
        where ${orders.clientId} = ${scope.clientId} and ${inScope(orders.officeId, scope)} and ${orders.status} <> 'cancelled'
          and ${orders.initDate} >= ${ts(p.prev.from)} and ${orders.initDate} < ${ts(p.cur.to)}) as cur_fandd,
      (select coalesce(sum(${orders.pricePence}) filter (where ${orders.initDate} < ${ts(p.cur.from)}), 0)::float8 from ${orders}
        where ${orders.clientId} = ${scope.clientId} and ${inScope(orders.officeId, scope)} and ${orders.status} <> 'cancelled'
          and ${orders.initDate} >= ${ts(p.prev.from)} and ${orders.initDate} < ${ts(p.cur.to)}) as prev_fandd`,
    ),
  ]);
  const row = { ...byStatus, ...paid, ...overdue, ...fandd };
  return toCard('Financial', '£', [
    { name: 'Invoiced (£)', ...pair(row, 'invoiced', true) },
    { name: 'Paid (£)', ...pair(row, 'paid', true) },
    { name: 'Pending payment (£)', ...pair(row, 'pending', true) },
    { name: 'Overdue (£)', ...pair(row, 'overdue', true) },
    { name: 'F&D orders (£)', ...pair(row, 'fandd', true) },
  ]);
};

const invoicesCard: CardQuery = async (db, scope, p) => {
  const row = await one(
    db,
    invoiceFigures(scope, p, [
      figureSums('n', sql`invoices`),
      figureSums('open', sql`invoices`, sql`status = 'open'`),
      figureSums('pending', sql`invoices`, sql`status = 'pending_payment'`),
      figureSums('paid', sql`invoices`, sql`status = 'paid'`),
      figureSums('void', sql`invoices`, sql`status = 'void'`),
    ]),
  );
  return toCard('Invoices', '', [
    { name: 'Invoices', ...pair(row, 'n') },
    { name: 'Draft', ...pair(row, 'open') },
    { name: 'Pending payment', ...pair(row, 'pending') },
    { name: 'Paid', ...pair(row, 'paid') },
    { name: 'Void', ...pair(row, 'void') },
  ]);
};

/**
 * Memberships that ran (status active or finished): active at the period's last second, started in it, ended in it,
 * recurrent among the active, and MRR = the active ones' monthly base prices.
 */
const membershipsCard: CardQuery = async (db, scope, { cur, prev }) => {
  const activeAt = (at: Date) => sql`${memberships.start} <= ${ts(at)} and (${memberships.end} is null or ${memberships.end} >= ${ts(at)})`;
  const within = (p: Period, col: AnyPgColumn) => sql`${col} >= ${ts(p.from)} and ${col} < ${ts(p.to)}`;
  const row = await one(
    db,
    sql`select
      count(*) filter (where ${activeAt(cur.at)})::float8 as cur_active, count(*) filter (where ${activeAt(prev.at)})::float8 as prev_active,
      count(*) filter (where ${within(cur, memberships.start)})::float8 as cur_new, count(*) filter (where ${within(prev, memberships.start)})::float8 as prev_new,
      count(*) filter (where ${within(cur, memberships.end)})::float8 as cur_finished, count(*) filter (where ${within(prev, memberships.end)})::float8 as prev_finished,
      count(*) filter (where ${activeAt(cur.at)} and ${memberships.recurrent})::float8 as cur_recurrent,
      count(*) filter (where ${activeAt(prev.at)} and ${memberships.recurrent})::float8 as prev_recurrent,
      coalesce(sum(${memberships.basePricePence}) filter (where ${activeAt(cur.at)}), 0)::float8 as cur_mrr,
      coalesce(sum(${memberships.basePricePence}) filter (where ${activeAt(prev.at)}), 0)::float8 as prev_mrr
    from ${memberships}
    where ${memberships.clientId} = ${scope.clientId} and ${memberships.status} in ('active', 'finished') and ${inScope(memberships.officeId, scope)}
      and ${memberships.start} < ${ts(cur.to)} and (${memberships.end} is null or ${memberships.end} >= ${ts(prev.from)})`,
  );
  return toCard('Memberships', '', [
    { name: 'Active memberships', ...pair(row, 'active') },
    { name: 'New memberships', ...pair(row, 'new') },
    { name: 'Finished memberships', ...pair(row, 'finished') },
    { name: 'Recurrent', ...pair(row, 'recurrent') },
    { name: 'MRR (£)', ...pair(row, 'mrr', true) },
  ]);
};

export const CARD_QUERIES: Record<DashboardSection, CardQuery> = {
  occupancy: occupancyCard,
  bookings: deskBookings,
  bookings_mr: roomBookings,
  members: membersCard,
  financial,
  invoices: invoicesCard,
  memberships: membershipsCard,
};
