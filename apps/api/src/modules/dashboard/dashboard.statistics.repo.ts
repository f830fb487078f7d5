import { STATISTICS_COLUMNS, toPounds, type StatisticsResponse, type StatisticsRow, VOID_BOOKING_STATUSES } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingDayFigures, bookings, invoiceLines, invoices, membershipPlans, memberships } from '../../db/schema/index.ts';
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
 */
const MONEY = [
  'income_total', 'income_day_passes', 'income_packages', 'income_flex_4', 'income_flex_10', 'income_flex_other',
  'income_listings', 'income_full_members', 'income_offices', 'incomes_mr', 'income_bar_gross',
] as const;

/** The desk-bookings months (m, n, regulars, referrals, trials, deferences) from the daily figures of migration 0025. */
const deskMonthsFromFigures = (scope: DashScope, firstMonth: string, lastMonth: string) => {
  const f = bookingDayFigures;
  return sql`select date_trunc('month', ${f.day}::timestamp)::date as m, sum(${f.deskBookings}) as n, sum(${f.deskRegular}) as regulars,
      sum(${f.deskReferral}) as referrals, sum(${f.deskTrial}) as trials, sum(${f.deskComplimentary}) as deferences
    from ${f} where ${f.clientId} = ${scope.clientId} and ${inScope(f.officeId, scope)}
      and ${f.day} >= ${isoDay(firstMonth)} and ${f.day} < ${isoDay(shiftMonths(lastMonth, 1))}
    group by 1`;
};

export async function statistics(db: Db, scope: DashScope, firstMonth: string, months: number): Promise<StatisticsResponse> {
  const lastMonth = shiftMonths(firstMonth, months - 1);
  const from = zonedInstant(firstMonth, '00:00:00', scope.timeZone);
  const to = zonedInstant(shiftMonths(lastMonth, 1), '00:00:00', scope.timeZone);
  const tz = scope.timeZone;
  const monthEnd = sql`(((mo.m + interval '1 month')::timestamp at time zone ${tz}) - interval '1 second')`;
  const rows = await rowsOf<Record<string, unknown>>(db, sql`
    with months as (select gs::date as m from generate_series(${isoDay(firstMonth)}, ${isoDay(lastMonth)}, interval '1 month') gs),
    ms as (
      select mo.m, count(*) as total,
        count(*) filter (where p.category = 'full') as full_members,
        count(*) filter (where p.category in ('group', 'office')) as group_members,
        count(*) filter (where p.category in ('as_you_go', 'day_pass')) as as_you_go,
        count(*) filter (where p.category = 'flex_4') as flex_4,
        count(*) filter (where p.category = 'flex_10') as flex_10,
        count(*) filter (where p.category = 'flex_other') as flex_other,
        sum(case p.category when 'flex_4' then 4 when 'flex_10' then 10 when 'flex_other' then greatest(p.free_days, 0) else 0 end) / 20.0 as flex_eq
      from months mo
      join ${memberships} on ${memberships.clientId} = ${scope.clientId} and ${memberships.status} in ('active', 'finished')
        and ${inScope(memberships.officeId, scope)}
        and ${memberships.start} <= ${monthEnd} and (${memberships.end} is null or ${memberships.end} >= ${monthEnd})
      left join ${membershipPlans} p on p.id = ${memberships.planId}
      group by mo.m),
    bk as (${scope.sameZone ? deskMonthsFromFigures(scope, firstMonth, lastMonth) : sql`
      select m, count(*) as n, count(*) filter (where origin = 'regular') as regulars, count(*) filter (where origin = 'referral') as referrals,
        count(*) filter (where origin = 'trial') as trials, count(*) filter (where origin in ('deference', 'complimentary')) as deferences
      from (select date_trunc('month', ${bookings.plannedStart} at time zone ${tz})::date as m, ${bookings.origin} as origin from ${bookings}
        where ${bookings.clientId} = ${scope.clientId} and ${bookings.bookingType} in ('hot_desk', 'desk') and ${bookings.status} not in ${VOID_STATUSES}
          and ${inScope(bookings.officeId, scope)} and ${bookings.plannedStart} >= ${ts(from)} and ${bookings.plannedStart} < ${ts(to)}) b
      group by m`}),
    lines as (
      select date_trunc('month', ${invoiceLines.date})::date as m, ${invoiceLines.lineGrossPricePence} as gross,
        case when ${invoiceLines.paymentType} = 'bar' or ${invoiceLines.orderId} is not null then 'bar'
          when lb.broker_id is not null then 'listing'
          when lb.booking_type = 'meeting_room' or ${invoiceLines.paymentType} = 'service' then 'mr'
          when lb.booking_type in ('hot_desk', 'desk') then 'day_pass'
          else coalesce(lp.category, mp.category, 'other') end as cat
      from ${invoiceLines}
      join ${invoices} on ${invoices.id} = ${invoiceLines.invoiceId} and ${invoices.status} <> 'void' and ${inScope(invoices.officeId, scope)}
      -- The line's booking, else (a line grouping several bookings) the bookings that point at it.
      left join lateral (select b.broker_id, b.booking_type from bookings b
          where b.id = ${invoiceLines.bookingId} or (${invoiceLines.bookingId} is null and b.invoice_line_id = ${invoiceLines.id})
          order by (b.broker_id is null), (b.booking_type <> 'meeting_room'), b.id limit 1) lb on true
      left join membership_plans lp on lp.id = ${invoiceLines.planId}
      left join memberships lm on lm.id = ${invoiceLines.membershipId}
      left join membership_plans mp on mp.id = lm.plan_id
      where ${invoiceLines.clientId} = ${scope.clientId} and ${invoiceLines.date} >= ${isoDay(firstMonth)} and ${invoiceLines.date} < ${isoDay(shiftMonths(lastMonth, 1))}),
    inc as (
      select m, sum(gross) as total,
        sum(gross) filter (where cat in ('day_pass', 'as_you_go')) as day_passes,
        sum(gross) filter (where cat in ('flex_4', 'flex_10', 'flex_other')) as packages,
        sum(gross) filter (where cat = 'flex_4') as flex_4, sum(gross) filter (where cat = 'flex_10') as flex_10,
        sum(gross) filter (where cat = 'flex_other') as flex_other, sum(gross) filter (where cat = 'listing') as listings,
        sum(gross) filter (where cat in ('full', 'group')) as full_members, sum(gross) filter (where cat = 'office') as offices,
        sum(gross) filter (where cat = 'mr') as mr, sum(gross) filter (where cat = 'bar') as bar
      from lines group by m)
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
    order by mo.m`);
  const money = new Set<string>(MONEY);
  const out: StatisticsRow[] = rows.map((r) => {
    const row: Record<string, unknown> = { date_to: String(r.date_to) };
    for (const [key, value] of Object.entries(r)) {
      if (key === 'date_to') continue;
      row[key] = money.has(key) ? toPounds(num(value)) : key === 'equivalent_flex_members' ? Math.round(num(value) * 100) / 100 : num(value);
    }
    return row as StatisticsRow;
  });
  return { rows: out, labels: out.map((r) => monthLabel(r.date_to)), series: seriesOf(out) };
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'MMM yyyy' of a yyyy-MM-dd. */
export const monthLabel = (day: string) => `${MONTH_NAMES[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** One chart series per table column of each tab; the legend is the column header. */
function seriesOf(rows: StatisticsRow[]): StatisticsResponse['series'] {
  const of = (tab: keyof typeof STATISTICS_COLUMNS) =>
    STATISTICS_COLUMNS[tab].filter((c) => c.field !== 'date_to').map((c) => ({ label: c.header, data: rows.map((r) => Number(r[c.field as keyof StatisticsRow])) }));
  return { occupation: of('occupation'), bookings: of('bookings'), revenue: of('revenue') };
}
