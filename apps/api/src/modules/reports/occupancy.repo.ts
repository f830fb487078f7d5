import type { DayHours } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inOffices, type ReportRange } from './report-scope.ts';

export interface HourFigureRow {
  weekday: number;
  hour: number;
  desk_hours: number;
  desk_used_hours: number;
  room_hours: number;
  room_used_hours: number;
}
export interface NoShowRow {
  weekday: number;
  desk_due: number;
  desk_checkins: number;
  room_due: number;
  room_checkins: number;
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

/**
 * The hourly figures of the range summed by local weekday and hour (booking_hour_figures, migration 0064: each office's
 * cells are already in its own zone), and the due / checked-in starts per weekday of the days before today.
 */
export async function hourFigures(db: Db, range: ReportRange) {
  const where = sql`f.client_id = ${range.clientId} and ${inOffices(sql`f.office_id`, range)}
    and f.cell_day >= ${range.from}::date and f.cell_day <= ${range.to}::date`;
  const [cells, noShows, checks] = await Promise.all([
    rowsOf<HourFigureRow>(
      db,
      sql`select (extract(isodow from f.cell_day)::int - 1) as weekday, f.hour::int as hour,
        sum(f.desk_hours)::float8 as desk_hours, sum(f.desk_used_hours)::float8 as desk_used_hours,
        sum(f.room_hours)::float8 as room_hours, sum(f.room_used_hours)::float8 as room_used_hours
      from booking_hour_figures f where ${where} group by 1, 2 order by 1, 2`,
    ),
    rowsOf<NoShowRow>(
      db,
      sql`select (extract(isodow from f.cell_day)::int - 1) as weekday, sum(f.desk_due)::int as desk_due, sum(f.desk_checkins)::int as desk_checkins,
        sum(f.room_due)::int as room_due, sum(f.room_checkins)::int as room_checkins
      from booking_hour_figures f where ${where} and f.cell_day < ${range.today}::date group by 1 order by 1`,
    ),
    rowsOf<{ any: boolean }>(
      db,
      sql`select exists (select 1 from booking_hour_figures f where ${where} and (f.desk_checkins > 0 or f.room_checkins > 0)) as any`,
    ),
  ]);
  return { cells, noShows, checkIns: Boolean(checks[0]?.any) };
}

/** Desks (hot desks and desks) and meeting rooms of the offices covered: the grids' capacity. */
export async function capacities(db: Db, range: ReportRange) {
  const [row] = await rowsOf<{ desks: number; rooms: number }>(
    db,
    sql`select count(*) filter (where r.resource_type in ('hot_desk', 'desk'))::int as desks,
      count(*) filter (where r.resource_type = 'meeting_room')::int as rooms
    from resources r where r.client_id = ${range.clientId} and ${inOffices(sql`r.office_id`, range)} and r.status = 'active'`,
  );
  return { desks: row?.desks ?? 0, rooms: row?.rooms ?? 0 };
}

/** The operator's type-wide opening hours (booking rules without a resource) of the given types; absent = none set. */
export async function typeOpeningHours(db: Db, clientId: number, types: readonly string[]) {
  const rows = await rowsOf<{ resource_type: string; opening_hours: (DayHours | null)[] | null }>(
    db,
    sql`select resource_type, opening_hours from booking_rules where client_id = ${clientId} and resource_id is null
      and resource_type in (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )})`,
  );
  return new Map(rows.map((r) => [r.resource_type, r.opening_hours]));
}
