import { addDaysIso, BOOKING_TYPES, type DayHours } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inOffices, type ReportRange } from './report-scope.ts';

export interface ResourceUseRow {
  slug: string;
  name: string;
  type: (typeof BOOKING_TYPES)[number];
  office: string;
  time_zone: string;
  work_area: string | null;
  /** The opening hours that apply: the resource's own rules, else its type's (null = none set). */
  opening_hours: (DayHours | null)[] | null;
  hours_booked: number;
  revenue_pence: number;
}

const types = sql.join(
  BOOKING_TYPES.map((t) => sql`${t}`),
  sql`, `,
);

/**
 * A day range split for the figures: its whole calendar months [monthFrom, monthTo) read from resource_month_figures,
 * the days before and after them (or the whole range when it holds no whole month) from resource_day_figures.
 */
export function figureParts(from: string, to: string): { monthFrom: string; monthTo: string } | null {
  const monthFrom = from.endsWith('-01') ? from : `${addDaysIso(`${from.slice(0, 7)}-28`, 4).slice(0, 7)}-01`;
  const monthTo = `${addDaysIso(to, 1).slice(0, 7)}-01`;
  return monthFrom < monthTo ? { monthFrom, monthTo } : null;
}

/**
 * Per active resource of the offices covered: live bookings' hours inside each day's opening window of the range (the
 * contract's `bookedHoursWithinOpen`, day by day of each booking's local span; the rules' hours or 08:00–20:00) and
 * the price of the live bookings starting in the range — summed from resource_day_figures (migration 0066: the
 * triggers keep each booking's seconds per local day under the resource's current rules), whose rows exist only for
 * days some booking covers; whole months come from resource_month_figures (the same rows summed by month). The figures
 * keep the booking's own operator and office, so the scope filters both sides.
 */
export async function resourceUse(db: Db, range: ReportRange): Promise<ResourceUseRow[]> {
  const parts = figureParts(range.from, range.to);
  const days = parts
    ? sql`((f.day >= ${range.from}::date and f.day < ${parts.monthFrom}::date) or (f.day >= ${parts.monthTo}::date and f.day <= ${range.to}::date))`
    : sql`f.day >= ${range.from}::date and f.day <= ${range.to}::date`;
  const months = parts ? sql`m.month >= ${parts.monthFrom}::date and m.month < ${parts.monthTo}::date` : sql`false`;
  const query = sql`
    with res as (
      select r.id, r.slug, r.name, r.resource_type as type, o.name as office, o.time_zone, wa.name as work_area,
        case when own.id is not null then own.opening_hours else typ.opening_hours end as opening_hours
      from resources r join offices o on o.id = r.office_id
      left join work_areas wa on wa.id = r.work_area_id
      left join booking_rules own on own.client_id = r.client_id and own.resource_id = r.id
      left join booking_rules typ on typ.client_id = r.client_id and typ.resource_id is null and typ.resource_type = r.resource_type
      where r.client_id = ${range.clientId} and ${inOffices(sql`r.office_id`, range)} and r.status = 'active' and r.resource_type in (${types})),
    f as (
      select x.resource_id, sum(x.secs) / 3600 as hours, sum(x.pence) as pence from (
        select f.resource_id, f.booked_seconds as secs, f.revenue_pence as pence from resource_day_figures f
        where f.client_id = ${range.clientId} and ${inOffices(sql`f.office_id`, range)} and ${days}
        union all
        select m.resource_id, m.booked_seconds, m.revenue_pence from resource_month_figures m
        where m.client_id = ${range.clientId} and ${inOffices(sql`m.office_id`, range)} and ${months}) x
      group by 1)
    select res.slug, res.name, res.type, res.office, res.time_zone, res.work_area, res.opening_hours,
      coalesce(f.hours, 0)::float8 as hours_booked, coalesce(f.pence, 0)::float8 as revenue_pence
    from res left join f on f.resource_id = res.id
    order by res.office, res.work_area nulls last, res.name, res.slug`;
  return (await db.execute(query)).rows as unknown as ResourceUseRow[];
}
