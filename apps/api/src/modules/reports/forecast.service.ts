import {
  addDaysIso,
  catalogueGrossPence,
  committedMembershipGross,
  forecastMonths,
  monthLabelLong,
  MRR_STATUSES,
  shiftMonth,
  toPounds,
  VOID_BOOKING_STATUSES,
  zonedInstant,
  type ForecastReport,
  type PlanCategory,
} from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorPricesIncludeVat } from '../invoice-settings/invoice-settings.repo.ts';
import { inOffices, reportScopeOf, type ReportRange } from './report-scope.ts';

const num = (v: unknown) => Number(v ?? 0) || 0;
const quoted = (values: readonly string[]) => sql.raw(values.map((s) => `'${s}'`).join(', '));
const day = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/**
 * Memberships that bill in the forecast's months, folded into alike groups: the first billed day (after free days) and
 * the last day are clamped to the forecast's span, so every membership running through it falls in one group per
 * month amount; the contract's committedMembershipGross prices each group (the billing run's own proration).
 */
async function membershipGroups(db: Db, range: ReportRange, category: PlanCategory | null, first: string, last: string) {
  const tz = range.timeZone;
  const result = await db.execute(sql`
    select amount, greatest(first_billed, ${first}::date) as first_billed, case when last_day is null then null else least(last_day, ${last}::date) end as last_day,
      count(*)::float8 as n
    from (
      select m.base_price_pence::bigint * greatest(1, m.units) as amount, (m.start at time zone ${tz})::date + greatest(m.free_days, 0) as first_billed,
        case when m.recurrent and m.status = 'active' then null else (m."end" at time zone ${tz})::date end as last_day
      from memberships m left join membership_plans p on p.id = m.plan_id
      where m.client_id = ${range.clientId} and m.status in (${quoted(MRR_STATUSES)}) and ${inOffices(sql`m.office_id`, range)}
        ${category ? sql`and p.category = ${category}` : sql``} and m.base_price_pence > 0
        -- Only memberships that may bill in the span (cheap instant tests before the zone conversions above).
        and m.start < ${zonedInstant(addDaysIso(last, 1), '00:00:00', tz).toISOString()}::timestamptz
        and (m."end" is null or (m.recurrent and m.status = 'active') or m."end" >= ${zonedInstant(first, '00:00:00', tz).toISOString()}::timestamptz)) x
    where first_billed <= ${last}::date and (last_day is null or last_day >= ${first}::date)
    group by 1, 2, 3`);
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    amountPence: num(r.amount),
    start: day(r.first_billed)!,
    end: day(r.last_day),
    freeDays: 0,
    count: num(r.n),
  }));
}

/** Bookings planned in the forecast's months and not void, by month, series or not, and price (each priced once). */
async function bookingGroups(db: Db, range: ReportRange, first: string, afterLast: string) {
  const tz = range.timeZone;
  const result = await db.execute(sql`
    select to_char(b.planned_start at time zone ${tz}, 'YYYY-MM') as month, (b.series_id is not null) as series, b.price_pence as price, count(*)::float8 as n
    from bookings b
    where b.client_id = ${range.clientId} and ${inOffices(sql`b.office_id`, range)} and b.status not in (${quoted(VOID_BOOKING_STATUSES)})
      and b.planned_start >= ${zonedInstant(first, '00:00:00', tz).toISOString()}::timestamptz
      and b.planned_start < ${zonedInstant(afterLast, '00:00:00', tz).toISOString()}::timestamptz and b.price_pence > 0
    group by 1, 2, 3`);
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    month: String(r.month),
    series: Boolean(r.series),
    price: num(r.price),
    count: num(r.n),
  }));
}

/** Last year's income of the same months (income_day_figures; with a category, that income category only). */
async function lastYearIncome(db: Db, range: ReportRange, category: PlanCategory | null, first: string, afterLast: string) {
  const result = await db.execute(sql`
    select to_char(f.day, 'YYYY-MM') as month, sum(f.gross_pence)::float8 as gross from income_day_figures f
    where f.client_id = ${range.clientId} and ${inOffices(sql`f.office_key`, range)} and f.day >= ${first}::date and f.day < ${afterLast}::date
      ${category ? sql`and f.category = ${category}` : sql``}
    group by 1`);
  return new Map((result.rows as Record<string, unknown>[]).map((r) => [String(r.month), num(r.gross)]));
}

/**
 * The forecast: the three months after the current one (the report's range does not apply), committed memberships,
 * series occurrences and one-off bookings (bookings only without a plan category: they belong to none), against the
 * same months a year before.
 */
export async function forecastReport(db: Db, range: ReportRange, category: PlanCategory | null): Promise<ForecastReport> {
  const months = forecastMonths(range.today);
  const first = `${months[0]}-01`;
  const afterLast = `${shiftMonth(months[months.length - 1]!, 1)}-01`;
  const lastDay = new Date(Date.parse(`${afterLast}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const [incl, groups, bookings, lastYear] = await Promise.all([
    operatorPricesIncludeVat(db, range.clientId),
    membershipGroups(db, range, category, first, lastDay),
    category ? Promise.resolve([]) : bookingGroups(db, range, first, afterLast),
    lastYearIncome(db, range, category, `${shiftMonth(months[0]!, -12)}-01`, `${shiftMonth(months[months.length - 1]!, -11)}-01`),
  ]);
  const scope = reportScopeOf(range);
  return {
    scope: { ...scope, from: first, to: lastDay },
    category,
    months: months.map((month) => {
      const memberships = groups.reduce((s, g) => s + committedMembershipGross(g, month, incl), 0);
      const mine = bookings.filter((b) => b.month === month);
      const gross = (series: boolean) =>
        mine.filter((b) => b.series === series).reduce((s, b) => s + b.count * catalogueGrossPence(b.price, incl), 0);
      const series = gross(true);
      const oneOff = gross(false);
      const lastYearMonth = shiftMonth(month, -12);
      return {
        month,
        label: monthLabelLong(month),
        memberships: toPounds(memberships),
        series: toPounds(series),
        bookings: toPounds(oneOff),
        total: toPounds(memberships + series + oneOff),
        last_year_month: lastYearMonth,
        last_year: toPounds(lastYear.get(lastYearMonth) ?? 0),
      };
    }),
  };
}
