import { DEFAULT_TIME_ZONE } from '@clubspace/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bookingDayFigures, invoiceDayFigures, orderDayFigures, paymentDayFigures } from '../../db/schema/index.ts';
import type { Period } from './dashboard.periods.ts';
import { inScope, isoDay, type DashScope } from './dashboard.scope.ts';

/**
 * The cards' sources read from the daily figures of migration 0025 (issue 14): ≤ offices × days rows, whatever the
 * number of bookings, invoices and orders. Each returns the same columns as the base-table source it replaces, so
 * the card's outer aggregate is shared and the answer is identical. `day >= cur.start` is the base queries'
 * `planned_start >= cur.from` (both periods are runs of whole days in the scope's zone, see `sameZone`).
 */
type Periods = { cur: Period; prev: Period };

const window = (day: AnyPgColumn, p: Periods) => sql`${day} >= ${isoDay(p.prev.start)} and ${day} <= ${isoDay(p.cur.end)}`;

/** Orders without an office are cut in the default zone: usable for the whole operator only when that is the scope's. */
export const ordersFromFigures = (scope: DashScope) => scope.sameZone && (scope.officeIds !== null || scope.timeZone === DEFAULT_TIME_ZONE);

/** The occupancy card's per-day desk figures (day, desks, n, checkins) over both periods. */
export const deskDaysFromFigures = (scope: DashScope, p: Periods): SQL => {
  const f = bookingDayFigures;
  return sql`select ${f.day} as day, sum(${f.desks}) as desks, sum(${f.deskBookings}) as n, sum(${f.deskCheckins}) as checkins
    from ${f} where ${f.clientId} = ${scope.clientId} and ${inScope(f.officeId, scope)} and ${window(f.day, p)} and ${f.deskBookings} > 0
    group by ${f.day}`;
};

/** `coalesce(sum(col) filter (cur|prev), 0)::float8` as cur_<key>, prev_<key> over daily rows. */
const sums = (key: string, column: AnyPgColumn | SQL, cond: SQL = sql`true`) =>
  sql`coalesce(sum(${column}) filter (where cur and ${cond}), 0)::float8 as ${sql.identifier(`cur_${key}`)},
      coalesce(sum(${column}) filter (where not cur and ${cond}), 0)::float8 as ${sql.identifier(`prev_${key}`)}`;

const bookingFigures = (scope: DashScope, p: Periods, columns: SQL[]) => {
  const f = bookingDayFigures;
  return sql`select ${sql.join(columns, sql`, `)} from (select ${f.day} >= ${isoDay(p.cur.start)} as cur, ${f}.* from ${f}
    where ${f.clientId} = ${scope.clientId} and ${inScope(f.officeId, scope)} and ${window(f.day, p)}) b`;
};

export const deskBookingsFromFigures = (scope: DashScope, p: Periods) =>
  bookingFigures(scope, p, [
    sums('n', sql`desk_bookings`),
    sums('regular', sql`desk_regular`),
    sums('referral', sql`desk_referral`),
    sums('trial', sql`desk_trial`),
    sums('complimentary', sql`desk_complimentary`),
  ]);

export const roomBookingsFromFigures = (scope: DashScope, p: Periods) =>
  bookingFigures(scope, p, [
    sums('n', sql`room_bookings`),
    sums('hours', sql`room_hours`),
    sums('revenue', sql`room_revenue_pence`),
    sums('cancelled', sql`room_cancelled`),
  ]);

/** Invoice counts and gross by status over both periods; `columns` reads `status`, `invoices`, `gross_pence`. */
export const invoiceFigures = (scope: DashScope, p: Periods, columns: SQL[]) => {
  const f = invoiceDayFigures;
  return sql`select ${sql.join(columns, sql`, `)} from (select ${f.day} >= ${isoDay(p.cur.start)} as cur, ${f}.* from ${f}
    where ${f.clientId} = ${scope.clientId} and ${inScope(f.officeKey, scope)} and ${window(f.day, p)}) i`;
};
export { sums as figureSums };

/**
 * Money received less refunds paid out, by payment day (migration 0034): cur_paid, prev_paid in pence. Payment days
 * are calendar dates, like invoice dates, so every scope reads the figures.
 */
export const paidFromFigures = (scope: DashScope, p: Periods) => {
  const f = paymentDayFigures;
  return sql`select ${sums('paid', sql`received_pence - refunded_pence`)} from (select ${f.day} >= ${isoDay(p.cur.start)} as cur, ${f}.* from ${f}
    where ${f.clientId} = ${scope.clientId} and ${inScope(f.officeKey, scope)} and ${window(f.day, p)}) pd`;
};

/** F&D orders not cancelled: cur_fandd, prev_fandd in pence. */
export const ordersFromFiguresSql = (scope: DashScope, p: Periods) => {
  const f = orderDayFigures;
  return sql`select ${sums('fandd', sql`revenue_pence`)} from (select ${f.day} >= ${isoDay(p.cur.start)} as cur, ${f}.* from ${f}
    where ${f.clientId} = ${scope.clientId} and ${inScope(f.officeKey, scope)} and ${window(f.day, p)}) o`;
};
