import { STATISTICS_COLUMNS, toPounds, type StatisticsResponse, type StatisticsRow, VOID_BOOKING_STATUSES } from '@clubspace/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingDayFigures, bookings, incomeDayFigures, membershipPlans, memberships } from '../../db/schema/index.ts';
import { shiftMonths } from './dashboard.periods.ts';
import { inScope, isoDay, num, rowsOf, ts, type DashScope } from './dashboard.scope.ts';
import { zonedInstant } from '@clubspace/contract';

/** Cancelled, refunded and released (no-show) bookings did not take place: activity figures leave them out. */
const VOID_STATUSES = sql.raw(`(${VOID_BOOKING_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/**
 * GET /api/statistics in one statement: generate_series gives the months, three GROUP BY month aggregates join them.
 * - Memberships: those that ran (active or finished) and were active at the month's last second (office zone), by
 *   plan category. group = group + office plans; as-you-go = as_you_go + day_pass; flex = flex_4 + flex_10 + flex_other.
 * - Equivalent flex members: desk-days a month ÷ 20 working days: flex_4 counts 4/20, flex_10 10/20, another flex
 *   plan its free_days/20.
 * - Desk bookings (hot_desk + desk, not cancelled/refunded) by planned start, by origin (complementary = deference +
 *   complimentary).
 * - Income: gross of invoice lines (invoice not void) by line date, classified by what the line bills (its references,
 *   issue 12 — never its name): F&D when payment_type is bar or it bills an order; portals when it bills a broker's
 *   booking; meeting rooms when it bills a room booking (or is a service line); day passes when it bills a desk
 *   booking; otherwise the category of its plan (or of its membership's plan). Packages = flex_4 + flex_10 + flex_other.
 *   Read from income_day_figures (migration 0025: SQL function income_category, kept exact by triggers), so the
 *   cost is months × offices × categories rows, not every line of 13 months.
 */
const MONEY = [
  'income_total',
  'income_day_passes',
  'income_packages',
  'income_flex_4',
  'income_flex_10',
  'income_flex_other',
  'income_listings',
  'income_full_members',
  'income_offices',
  'incomes_mr',
  'income_bar_gross',
] as const;
const MONEY_FIELDS = new Set<string>(MONEY);

/** The desk-bookings months (m, n, regulars, referrals, trials, deferences) from the daily figures of migration 0025. */
const deskMonthsFromFigures = (scope: DashScope, firstMonth: string, lastMonth: string) => {
  const f = bookingDayFigures;
  return sql`select date_trunc('month', ${f.day}::timestamp)::date as m, sum(${f.deskBookings}) as n, sum(${f.deskRegular}) as regulars,
      sum(${f.deskReferral}) as referrals, sum(${f.deskTrial}) as trials, sum(${f.deskComplimentary}) as deferences
    from ${f} where ${f.clientId} = ${scope.clientId} and ${inScope(f.officeId, scope)}
      and ${f.day} >= ${isoDay(firstMonth)} and ${f.day} < ${isoDay(shiftMonths(lastMonth, 1))}
    group by 1`;
};

/** The window's months and the membership CTEs (ends, mr, ev, delta, ms): memberships active at each month's end, by category. */
function membershipMonths(scope: DashScope, firstMonth: string, lastMonth: string, months: number): SQL {
  const tz = scope.timeZone;
  /** The last second of a month (a yyyy-MM-01 date) in the scope's zone: a membership active then counts for it. */
  const endOf = (month: SQL) => sql`(((${month} + interval '1 month')::timestamp at time zone ${tz}) - interval '1 second')`;
  return sql`
    months as (select gs::date as m from generate_series(${isoDay(firstMonth)}, ${isoDay(lastMonth)}, interval '1 month') gs),
    -- Active at a month's end = a run of the window's months per membership: from the first month whose end is at
    -- or after its start to the last whose end is at or before its end. width_bucket over the window's 13 month ends
    -- (computed once) counts them without a zone conversion per membership; +1 at the first, −1 after the last, and
    -- a running sum over the months counts them (was months × memberships: 2 s at 150k memberships).
    ends as (select array_agg(${endOf(sql`mo.m`)} order by mo.m) as e from months mo),
    -- One row per distinct (category, flex days, first month, last month): the operator's ~100k memberships fold
    -- into at most months² × categories groups in one hash aggregate, and the events below come from those.
    mr as (
      select p.category as cat,
        case p.category when 'flex_4' then 4 when 'flex_10' then 10 when 'flex_other' then greatest(p.free_days, 0) else 0 end as flex_days,
        width_bucket(${memberships.start} - interval '1 microsecond', ends.e) + 1 as lo,
        case when ${memberships.end} is null then ${months} else width_bucket(${memberships.end}, ends.e) end as hi,
        count(*) as n
      from ends, ${memberships} left join ${membershipPlans} p on p.id = ${memberships.planId}
      where ${memberships.clientId} = ${scope.clientId} and ${memberships.status} in ('active', 'finished') and ${inScope(memberships.officeId, scope)}
        -- Only those running at some month end of the window (the others' runs are empty).
        and ${memberships.start} <= ${endOf(isoDay(lastMonth))} and (${memberships.end} is null or ${memberships.end} >= ${endOf(isoDay(firstMonth))})
      group by 1, 2, 3, 4),
    ev as (
      select (${isoDay(firstMonth)} + (lo - 1) * interval '1 month')::date as m, n as d, cat, flex_days from mr where lo <= hi
      union all
      select (${isoDay(firstMonth)} + hi * interval '1 month')::date, -n, cat, flex_days from mr where lo <= hi and hi < ${months}),
    delta as (
      select m, sum(d) as total, sum(d) filter (where cat = 'full') as full_members, sum(d) filter (where cat in ('group', 'office')) as group_members,
        sum(d) filter (where cat in ('as_you_go', 'day_pass')) as as_you_go, sum(d) filter (where cat = 'flex_4') as flex_4,
        sum(d) filter (where cat = 'flex_10') as flex_10, sum(d) filter (where cat = 'flex_other') as flex_other, sum(d * flex_days) as flex_days
      from ev group by m),
    ms as (
      select mo.m, coalesce(sum(total) over w, 0) as total, coalesce(sum(full_members) over w, 0) as full_members,
        coalesce(sum(group_members) over w, 0) as group_members, coalesce(sum(as_you_go) over w, 0) as as_you_go,
        coalesce(sum(flex_4) over w, 0) as flex_4, coalesce(sum(flex_10) over w, 0) as flex_10, coalesce(sum(flex_other) over w, 0) as flex_other,
        coalesce(sum(flex_days) over w, 0) / 20.0 as flex_eq
      from months mo left join delta on delta.m = mo.m
      window w as (order by mo.m))`;
}

/** The desk-bookings months (bk): from the daily figures when every office shares the scope's zone, else from the bookings. */
function deskMonths(scope: DashScope, firstMonth: string, lastMonth: string): SQL {
  if (scope.sameZone) return deskMonthsFromFigures(scope, firstMonth, lastMonth);
  const tz = scope.timeZone;
  const from = zonedInstant(firstMonth, '00:00:00', tz);
  const to = zonedInstant(shiftMonths(lastMonth, 1), '00:00:00', tz);
  return sql`
      select m, count(*) as n, count(*) filter (where origin = 'regular') as regulars, count(*) filter (where origin = 'referral') as referrals,
        count(*) filter (where origin = 'trial') as trials, count(*) filter (where origin in ('deference', 'complimentary')) as deferences
      from (select date_trunc('month', ${bookings.plannedStart} at time zone ${tz})::date as m, ${bookings.origin} as origin from ${bookings}
        where ${bookings.clientId} = ${scope.clientId} and ${bookings.bookingType} in ('hot_desk', 'desk') and ${bookings.status} not in ${VOID_STATUSES}
          and ${inScope(bookings.officeId, scope)} and ${bookings.plannedStart} >= ${ts(from)} and ${bookings.plannedStart} < ${ts(to)}) b
      group by m`;
}

/** The income months (inc) by category, from income_day_figures. */
export function incomeMonths(scope: DashScope, firstMonth: string, lastMonth: string): SQL {
  const f = incomeDayFigures;
  return sql`
      select date_trunc('month', ${f.day}::timestamp)::date as m, sum(${f.grossPence}) as total,
        sum(${f.grossPence}) filter (where ${f.category} in ('day_pass', 'as_you_go')) as day_passes,
        sum(${f.grossPence}) filter (where ${f.category} in ('flex_4', 'flex_10', 'flex_other')) as packages,
        sum(${f.grossPence}) filter (where ${f.category} = 'flex_4') as flex_4, sum(${f.grossPence}) filter (where ${f.category} = 'flex_10') as flex_10,
        sum(${f.grossPence}) filter (where ${f.category} = 'flex_other') as flex_other, sum(${f.grossPence}) filter (where ${f.category} = 'listing') as listings,
        sum(${f.grossPence}) filter (where ${f.category} in ('full', 'group')) as full_members, sum(${f.grossPence}) filter (where ${f.category} = 'office') as offices,
        sum(${f.grossPence}) filter (where ${f.category} = 'mr') as mr, sum(${f.grossPence}) filter (where ${f.category} = 'bar') as bar
      from ${f}
      where ${f.clientId} = ${scope.clientId} and ${inScope(f.officeKey, scope)}
        and ${f.day} >= ${isoDay(firstMonth)} and ${f.day} < ${isoDay(shiftMonths(lastMonth, 1))}
      group by 1`;
}

/** One month's row: money in pounds, equivalent flex members to two decimals, counts as numbers. */
function toStatisticsRow(r: Record<string, unknown>): StatisticsRow {
  const row: Record<string, unknown> = { date_to: String(r.date_to) };
  for (const [key, value] of Object.entries(r)) {
    if (key === 'date_to') continue;
    row[key] = MONEY_FIELDS.has(key) ? toPounds(num(value)) : key === 'equivalent_flex_members' ? Math.round(num(value) * 100) / 100 : num(value);
  }
  return row as StatisticsRow;
}

export async function statistics(db: Db, scope: DashScope, firstMonth: string, months: number): Promise<StatisticsResponse> {
  const lastMonth = shiftMonths(firstMonth, months - 1);
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    with ${membershipMonths(scope, firstMonth, lastMonth, months)},
    bk as (${deskMonths(scope, firstMonth, lastMonth)}),
    inc as (${incomeMonths(scope, firstMonth, lastMonth)})
    select to_char(mo.m + interval '1 month' - interval '1 day', 'YYYY-MM-DD') as date_to,
      ms.total::float8 as memberships_total, ms.full_members::float8 as num_full_members, ms.group_members::float8 as num_group_members,
      ms.as_you_go::float8 as num_as_you_go, (ms.flex_4 + ms.flex_10 + ms.flex_other)::float8 as num_flex, ms.flex_4::float8 as num_flex_4,
      ms.flex_10::float8 as num_flex_10, ms.flex_other::float8 as num_flex_other, ms.flex_eq::float8 as equivalent_flex_members,
      bk.n::float8 as num_bookings_desk, bk.regulars::float8 as regulars, bk.referrals::float8 as referrals, bk.trials::float8 as num_trials,
      bk.deferences::float8 as deferences,
      inc.total::float8 as income_total, inc.day_passes::float8 as income_day_passes, inc.packages::float8 as income_packages,
      inc.flex_4::float8 as income_flex_4, inc.flex_10::float8 as income_flex_10, inc.flex_other::float8 as income_flex_other,
      inc.listings::float8 as income_listings, inc.full_members::float8 as income_full_members, inc.offices::float8 as income_offices,
      inc.mr::float8 as incomes_mr, inc.bar::float8 as income_bar_gross
    from months mo left join ms on ms.m = mo.m left join bk on bk.m = mo.m left join inc on inc.m = mo.m
    order by mo.m`,
  );
  const out = rows.map(toStatisticsRow);
  return { rows: out, labels: out.map((r) => monthLabel(r.date_to)), series: seriesOf(out) };
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'MMM yyyy' of a yyyy-MM-dd. */
export const monthLabel = (day: string) => `${MONTH_NAMES[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** One chart series per table column of each tab; the legend is the column header. */
function seriesOf(rows: StatisticsRow[]): StatisticsResponse['series'] {
  const of = (tab: keyof typeof STATISTICS_COLUMNS) =>
    STATISTICS_COLUMNS[tab]
      .filter((c) => c.field !== 'date_to')
      .map((c) => ({ label: c.header, data: rows.map((r) => Number(r[c.field as keyof StatisticsRow])) }));
  return { occupation: of('occupation'), bookings: of('bookings'), revenue: of('revenue') };
}
