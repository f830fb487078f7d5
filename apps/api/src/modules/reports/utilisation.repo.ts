import { BOOKING_TYPES, type DayHours } from '@clubspace/contract';
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
 * Per active resource of the offices covered: live bookings' hours inside each day's opening window of the range (the
 * contract's `bookedHoursWithinOpen`, day by day of each booking's local span; the rules' hours or 08:00–20:00) and
 * the price of the live bookings starting in the range. One pass over the range's bookings (client, office, start).
 */
export async function resourceUse(db: Db, range: ReportRange): Promise<ResourceUseRow[]> {
  const query = sql`
    with res as (
      select r.id, r.slug, r.name, r.resource_type as type, o.name as office, o.time_zone, wa.name as work_area,
        case when own.id is not null then own.opening_hours else typ.opening_hours end as opening_hours
      from resources r join offices o on o.id = r.office_id
      left join work_areas wa on wa.id = r.work_area_id
      left join booking_rules own on own.client_id = r.client_id and own.resource_id = r.id
      left join booking_rules typ on typ.client_id = r.client_id and typ.resource_id is null and typ.resource_type = r.resource_type
      where r.client_id = ${range.clientId} and ${inOffices(sql`r.office_id`, range)} and r.status = 'active' and r.resource_type in (${types})),
    b as (
      select b.resource_id, b.planned_start as s, b.planned_end as e, b.price_pence, res.time_zone, res.opening_hours
      from bookings b join res on res.id = b.resource_id
      where b.client_id = ${range.clientId} and ${inOffices(sql`b.office_id`, range)}
        and b.planned_start < (${range.to}::date + 2)::timestamptz and b.planned_end > (${range.from}::date - 2)::timestamptz
        and b.status not in ('cancelled', 'refund', 'released') and b.booking_type in (${types})),
    clipped as (
      select b.resource_id, sum(greatest(0, extract(epoch from least(b.e, w.we) - greatest(b.s, w.ws)))) / 3600 as hours
      from b
      cross join lateral generate_series((b.s at time zone b.time_zone)::date, (b.e at time zone b.time_zone)::date, interval '1 day') g
      cross join lateral (select g::date as d) dd
      cross join lateral (select case when b.opening_hours is null or jsonb_typeof(b.opening_hours) <> 'array' or jsonb_array_length(b.opening_hours) <> 7
          then '{"open": "08:00", "close": "20:00"}'::jsonb else b.opening_hours -> (extract(isodow from dd.d)::int - 1) end as h) hh
      cross join lateral (select (dd.d::timestamp + (hh.h ->> 'open')::interval) at time zone b.time_zone as ws,
          (dd.d::timestamp + (hh.h ->> 'close')::interval) at time zone b.time_zone as we) w
      where dd.d >= ${range.from}::date and dd.d <= ${range.to}::date and jsonb_typeof(hh.h) = 'object'
      group by 1),
    revenue as (
      select b.resource_id, sum(b.price_pence) as pence from b
      where (b.s at time zone b.time_zone)::date >= ${range.from}::date and (b.s at time zone b.time_zone)::date <= ${range.to}::date
      group by 1)
    select res.slug, res.name, res.type, res.office, res.time_zone, res.work_area, res.opening_hours,
      coalesce(clipped.hours, 0)::float8 as hours_booked, coalesce(revenue.pence, 0)::float8 as revenue_pence
    from res left join clipped on clipped.resource_id = res.id left join revenue on revenue.resource_id = res.id
    order by res.office, res.work_area nulls last, res.name, res.slug`;
  return (await db.execute(query)).rows as unknown as ResourceUseRow[];
}
