import {
  BLOCK_BOOKING_TYPE,
  MAP_RESOURCE_TYPES,
  OCCUPANCY_BOOKING_TYPES,
  OCCUPANCY_RESOURCE_TYPES,
  OCCUPYING_BOOKING_STATUSES,
  occupancyPercent,
  VOID_BOOKING_STATUSES,
  type CardData,
} from '@clubspace/contract';
import { aliasedTable, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, resources } from '../../db/schema/index.ts';
import { deskDaysFromFigures } from './dashboard.figures.repo.ts';
import { toCard } from './dashboard.mappers.ts';
import type { Period } from './dashboard.periods.ts';
import { inScope, isoDay, num, rowsOf, ts, type DashScope } from './dashboard.scope.ts';

/**
 * The Occupancy card (issue 23 item 6): the contract's one definition (occupancy.ts occupancyOf, the floor map's
 * figure) in SQL. Per office day of the scope's zone: booked = active desks with a desk booking starting that day
 * that is not void (finished included); bookable = active desks not blocked that day. Average = Σ booked ÷ Σ
 * bookable over the period's Mon–Fri days (every day when it has none), through the contract's occupancyPercent.
 *
 * Booked desks come from the day figures (migration 0025: distinct resources of live desk bookings per start day),
 * minus what the definition leaves out: desks blocked that day, and resources that are not active desks (inactive
 * desks, bar tables booked from the map). Both are read from small sets — block rows through their partial index
 * (migration 0033) and the scope's non-desk map resources through (resource_id, planned_start) — never the period's
 * bookings, so the card stays as fast as the figures.
 */
type Periods = { cur: Period; prev: Period };
const list = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);
const DESK_TYPES = list(OCCUPANCY_RESOURCE_TYPES);
const DESK_BOOKINGS = list(OCCUPANCY_BOOKING_TYPES);
const VOID = list(VOID_BOOKING_STATUSES);
const HOLDING = list(OCCUPYING_BOOKING_STATUSES);
const MAP_TYPES = list(MAP_RESOURCE_TYPES);

/** Per day of both periods (scope's zone): distinct desks with a live desk booking starting that day, bookings, check-ins. */
const deskDaysFromBookings = (
  scope: DashScope,
  { cur, prev }: Periods,
) => sql`select day, count(distinct resource_id) as desks, count(*) as n, count(real_start) as checkins
  from (select ${bookings.resourceId} as resource_id, (${bookings.plannedStart} at time zone ${scope.timeZone})::date as day, ${bookings.realStart} as real_start
    from ${bookings}
    where ${bookings.clientId} = ${scope.clientId} and ${bookings.bookingType} in ${DESK_BOOKINGS} and ${bookings.status} not in ${VOID} and ${inScope(bookings.officeId, scope)}
      and ${bookings.plannedStart} >= ${ts(prev.from)} and ${bookings.plannedStart} < ${ts(cur.to)}) b
  group by day`;

// Aliases for the correlated parts (written `from bookings k` in the statement).
const k = aliasedTable(bookings, 'k');
const b = aliasedTable(bookings, 'b');
const r = aliasedTable(resources, 'r');

/** The definition's corrections per day: active desks blocked that day, and booked (resource, day) pairs it does not count. */
const corrections = (scope: DashScope, { cur, prev }: Periods): SQL => {
  const tz = scope.timeZone;
  const from = ts(prev.from);
  const to = ts(cur.to);
  const dayStart = (day: SQL) => sql`(${day}::timestamp at time zone ${tz})`;
  const liveDeskBooking = sql`${b.bookingType} in ${DESK_BOOKINGS} and ${b.status} not in ${VOID}`;
  return sql`blocked as (
      select distinct ${k.resourceId} as resource_id, gs::date as day
      from ${bookings} k join ${resources} r on ${r.id} = ${k.resourceId} and ${r.resourceType} in ${DESK_TYPES} and ${r.status} = 'active'
      cross join lateral generate_series((greatest(${k.plannedStart}, ${from}) at time zone ${tz})::date,
        ((least(${k.plannedEnd}, ${to}) - interval '1 microsecond') at time zone ${tz})::date, interval '1 day') gs
      where ${k.clientId} = ${scope.clientId} and ${k.bookingType} = ${BLOCK_BOOKING_TYPE} and ${k.status} in ${HOLDING}
        and ${k.plannedEnd} > ${from} and ${k.plannedStart} < ${to} and ${inScope(k.officeId, scope)}),
    lost as (
      select x.day from blocked x
      where exists (select 1 from ${bookings} b where ${b.resourceId} = x.resource_id and ${liveDeskBooking}
        and ${b.plannedStart} >= ${dayStart(sql`x.day`)} and ${b.plannedStart} < ${dayStart(sql`(x.day + 1)`)})
      union all
      -- Per resource (a lateral probe of its bookings): a hash join would read the whole period's bookings.
      select y.day from ${resources} r cross join lateral (
        select distinct (${b.plannedStart} at time zone ${tz})::date as day from ${bookings} b
        where ${b.resourceId} = ${r.id} and ${liveDeskBooking} and ${b.plannedStart} >= ${from} and ${b.plannedStart} < ${to}) y
      where ${r.clientId} = ${scope.clientId} and ${inScope(r.officeId, scope)} and ${r.resourceType} in ${MAP_TYPES}
        and not (${r.resourceType} in ${DESK_TYPES} and ${r.status} = 'active')),
    fix as (
      select day, sum(lost) as lost, sum(blocked) as blocked
      from (select day, 1 as lost, 0 as blocked from lost union all select day, 0, 1 from blocked) f group by day)`;
};

export async function occupancyCard(db: Db, scope: DashScope, { cur, prev }: Periods): Promise<CardData> {
  const [row = {}] = await rowsOf<Record<string, unknown>>(
    db,
    sql`with nd as (select count(*)::float8 as desks from ${resources}
        where ${resources.clientId} = ${scope.clientId} and ${resources.resourceType} in ${DESK_TYPES} and ${resources.status} = 'active' and ${inScope(resources.officeId, scope)}),
      dd as (${scope.sameZone ? deskDaysFromFigures(scope, { cur, prev }) : deskDaysFromBookings(scope, { cur, prev })}),
      ${corrections(scope, { cur, prev })},
      d as (
        select coalesce(dd.day, fix.day) as day, coalesce(dd.desks, 0) - coalesce(fix.lost, 0) as booked, coalesce(fix.blocked, 0) as blocked,
          coalesce(dd.n, 0) as n, coalesce(dd.checkins, 0) as checkins
        from dd full join fix on fix.day = dd.day),
      e as (select day, day >= ${isoDay(cur.start)} as cur, extract(isodow from day) < 6 as weekday, booked, blocked, n, checkins from d)
      select nd.desks,
        coalesce(sum(booked) filter (where cur and (weekday or not ${cur.weekdaysOnly}::boolean)), 0)::float8 as cur_booked,
        coalesce(sum(booked) filter (where not cur and (weekday or not ${prev.weekdaysOnly}::boolean)), 0)::float8 as prev_booked,
        coalesce(sum(blocked) filter (where cur and (weekday or not ${cur.weekdaysOnly}::boolean)), 0)::float8 as cur_blocked,
        coalesce(sum(blocked) filter (where not cur and (weekday or not ${prev.weekdaysOnly}::boolean)), 0)::float8 as prev_blocked,
        coalesce(max(booked::float8 / nullif(nd.desks - blocked, 0)) filter (where cur), 0)::float8 as cur_peak,
        coalesce(max(booked::float8 / nullif(nd.desks - blocked, 0)) filter (where not cur), 0)::float8 as prev_peak,
        coalesce(sum(n) filter (where cur), 0)::float8 as cur_n, coalesce(sum(n) filter (where not cur), 0)::float8 as prev_n,
        coalesce(sum(checkins) filter (where cur), 0)::float8 as cur_checkins, coalesce(sum(checkins) filter (where not cur), 0)::float8 as prev_checkins
      from nd left join e on true group by nd.desks`,
  );
  const n = num(row.desks);
  const average = (key: 'cur' | 'prev', p: Period) => occupancyPercent(num(row[`${key}_booked`]), n * p.workingDays - num(row[`${key}_blocked`]));
  const f = (key: string) => ({ cur: num(row[`cur_${key}`]), prev: num(row[`prev_${key}`]) });
  const peak = f('peak');
  return toCard('Occupancy', '%', [
    { name: 'Average desk occupancy', cur: average('cur', cur), prev: average('prev', prev) },
    { name: 'Peak day (%)', cur: Math.min(peak.cur, 1) * 100, prev: Math.min(peak.prev, 1) * 100 },
    { name: 'Desks', cur: n, prev: n, snapshot: true },
    { name: 'Desk bookings', ...f('n') },
    { name: 'Bookings checked in', ...f('checkins') },
  ]);
}
