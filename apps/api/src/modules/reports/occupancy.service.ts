import {
  OCCUPANCY_KIND_LABELS,
  OCCUPANCY_KIND_TYPES,
  OCCUPANCY_KINDS,
  REPORT_WEEKDAY_LABELS,
  averageInUse,
  cellOpen,
  gridHours,
  noShowRate,
  reportOpeningHours,
  shareOfCapacity,
  weekdayCounts,
  type DayHours,
  type ExportColumn,
  type OccupancyGrid,
  type OccupancyKind,
  type OccupancyReport,
  type ReportQuery,
} from '@clubspace/contract';
import type { Db } from '../../db/client.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { capacities, hourFigures, typeOpeningHours } from './occupancy.repo.ts';
import { reportScopeOf, resolveReportRange } from './report-scope.ts';

/** A kind's week of hours: open in a cell when any of its types is (desks: hot desks or desks), each type's default 08:00–20:00. */
function kindHours(kind: OccupancyKind, rules: Map<string, (DayHours | null)[] | null>): (DayHours | null)[][] {
  return OCCUPANCY_KIND_TYPES[kind].map((type) => reportOpeningHours(rules.get(type)));
}

/**
 * Report 3 (issue 31): the weekday × hour grids of desks and meeting rooms from the hourly figures, the cells of the
 * opening hours marked, the averages and shares by the contract's arithmetic, no-shows per weekday.
 */
export async function occupancyReport(db: Db, ctx: StaffContext, query: ReportQuery): Promise<OccupancyReport> {
  const range = await resolveReportRange(db, ctx, query);
  const [figures, capacity, rules] = await Promise.all([
    hourFigures(db, range),
    capacities(db, range),
    typeOpeningHours(db, range.clientId, [...OCCUPANCY_KIND_TYPES.desks, ...OCCUPANCY_KIND_TYPES.rooms]),
  ]);
  const counts = weekdayCounts(range.from, range.to);
  const weeks = Object.fromEntries(OCCUPANCY_KINDS.map((k) => [k, kindHours(k, rules)])) as Record<OccupancyKind, (DayHours | null)[][]>;
  const hours = gridHours(...weeks.desks, ...weeks.rooms);
  const byCell = new Map(figures.cells.map((c) => [`${c.weekday} ${c.hour}`, c]));
  const byDay = new Map(figures.noShows.map((n) => [n.weekday, n]));
  const grids = OCCUPANCY_KINDS.map((kind): OccupancyGrid => {
    const cap = kind === 'desks' ? capacity.desks : capacity.rooms;
    const p = kind === 'desks' ? 'desk' : 'room';
    const cells = [];
    for (let weekday = 0; weekday < 7; weekday++) {
      for (const hour of hours) {
        const f = byCell.get(`${weekday} ${hour}`);
        const booked = Number(f?.[`${p}_hours`] ?? 0);
        const used = Number(f?.[`${p}_used_hours`] ?? 0);
        cells.push({
          weekday,
          hour,
          open: weeks[kind].some((week) => cellOpen(week, weekday, hour)),
          booked_hours: booked,
          used_hours: used,
          average_booked: averageInUse(booked, counts[weekday]!),
          share_booked: shareOfCapacity(averageInUse(booked, counts[weekday]!), cap),
          share_used: shareOfCapacity(averageInUse(used, counts[weekday]!), cap),
        });
      }
    }
    const no_shows = REPORT_WEEKDAY_LABELS.map((_, weekday) => {
      const n = byDay.get(weekday);
      const due = Number(n?.[`${p}_due`] ?? 0);
      const checked = Number(n?.[`${p}_checkins`] ?? 0);
      return { weekday, due, checked_in: checked, rate: noShowRate(due, checked) };
    });
    return { kind, capacity: cap, cells, no_shows };
  });
  return { scope: reportScopeOf(range), hours, weekday_counts: counts, check_ins: figures.checkIns, grids };
}

type CsvRow = OccupancyReport['grids'][number]['cells'][number] & { kind: OccupancyKind };
const pct = (v: number | null) => (v === null ? '' : (v * 100).toFixed(1));
const two = (v: number) => v.toFixed(2);

/** The CSV: one line per grid cell (kind, weekday, hour). */
export const OCCUPANCY_CSV: ExportColumn<CsvRow>[] = [
  { header: 'Kind', value: (r) => OCCUPANCY_KIND_LABELS[r.kind] },
  { header: 'Weekday', value: (r) => REPORT_WEEKDAY_LABELS[r.weekday] },
  { header: 'Hour', value: (r) => `${String(r.hour).padStart(2, '0')}:00` },
  { header: 'Open', value: (r) => r.open },
  { header: 'Hours booked', kind: 'number', value: (r) => two(r.booked_hours) },
  { header: 'Hours checked in', kind: 'number', value: (r) => two(r.used_hours) },
  { header: 'Average booked', kind: 'number', value: (r) => two(r.average_booked) },
  { header: 'Booked %', kind: 'number', value: (r) => pct(r.share_booked) },
  { header: 'Checked in %', kind: 'number', value: (r) => pct(r.share_used) },
];

export const occupancyCsvRows = (report: OccupancyReport): CsvRow[] => report.grids.flatMap((g) => g.cells.map((c) => ({ ...c, kind: g.kind })));
