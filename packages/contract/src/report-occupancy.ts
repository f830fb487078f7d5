/**
 * Occupancy by hour (issue 31, report 3): the arithmetic that turns bookings into a weekday × hour grid in the office's
 * time zone. Pure functions; the API aggregates the same definition in SQL and its tests recount with these.
 */
import type { DayHours } from './booking-rules.ts';
import { addDaysIso } from './dates.ts';

/** The hours a report assumes where the booking rules set none (or are open around the clock). */
export const REPORT_DEFAULT_DAY_HOURS: DayHours = { open: '08:00', close: '20:00' };
export const REPORT_WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
/** The two grids of the heatmap: desks (hot desks and desks) and meeting rooms. */
export const OCCUPANCY_KINDS = ['desks', 'rooms'] as const;
export type OccupancyKind = (typeof OCCUPANCY_KINDS)[number];
export const OCCUPANCY_KIND_LABELS: Record<OccupancyKind, string> = { desks: 'Desks', rooms: 'Meeting rooms' };
export const OCCUPANCY_KIND_TYPES: Record<OccupancyKind, readonly string[]> = { desks: ['hot_desk', 'desk'], rooms: ['meeting_room'] };

/** Opening hours for a report: Monday..Sunday, null = closed; rules without hours (open around the clock) → 08:00–20:00. */
export function reportOpeningHours(hours: readonly (DayHours | null)[] | null | undefined): (DayHours | null)[] {
  if (!hours || hours.length !== 7) return Array.from({ length: 7 }, () => REPORT_DEFAULT_DAY_HOURS);
  return [...hours];
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The whole hours (0–23) at least partly open on one weekday's hours. */
export function openHoursOfDay(h: DayHours | null): number[] {
  if (!h) return [];
  const open = minutesOf(h.open);
  const close = minutesOf(h.close);
  const out: number[] = [];
  for (let hour = Math.floor(open / 60); hour * 60 < close && hour < 24; hour++) out.push(hour);
  return out;
}

/** The grid's rows: every hour open on some weekday of any of the hour sets, in order. */
export function gridHours(...sets: readonly (readonly (DayHours | null)[])[]): number[] {
  const all = new Set<number>();
  for (const set of sets) for (const day of set) for (const hour of openHoursOfDay(day)) all.add(hour);
  return [...all].sort((a, b) => a - b);
}

/** How many Mondays … Sundays a day range holds (both ends included). */
export function weekdayCounts(from: string, to: string): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  if (to < from) return counts;
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  const first = (new Date(`${from}T12:00:00Z`).getUTCDay() + 6) % 7;
  for (let w = 0; w < 7; w++) counts[(first + w) % 7] += Math.floor(days / 7) + (w < days % 7 ? 1 : 0);
  return counts;
}

/** 0 = Monday … 6 = Sunday of an ISO day. */
export const weekdayOfDay = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;

const cellFormats = new Map<string, Intl.DateTimeFormat>();
function localParts(instant: number, timeZone: string) {
  let f = cellFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    cellFormats.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const day = `${p.year}-${p.month}-${p.day}`;
  return { day, weekday: weekdayOfDay(day), hour: Number(p.hour), minute: Number(p.minute), second: Number(p.second) };
}

export interface HourCell {
  /** The local day (yyyy-MM-dd) and its weekday (0 = Monday). */
  day: string;
  weekday: number;
  hour: number;
  /** Elapsed hours of the booking in that local hour (a clock going back gives its repeated hour up to 2). */
  hours: number;
}

/**
 * Splits [start, end) into the local (day, hour) cells of a time zone, by elapsed time: the cells' hours add up to
 * the booking's real duration on every day, daylight-saving changes included (the skipped hour gets nothing, the
 * repeated one counts twice).
 */
export function hourCells(start: Date | string, end: Date | string, timeZone: string): HourCell[] {
  const to = new Date(end).getTime();
  const cells = new Map<string, HourCell>();
  let t = new Date(start).getTime();
  while (t < to) {
    const p = localParts(t, timeZone);
    // The next instant the local hour changes: the local minutes reach 0 again (zones move by whole quarter hours).
    const ms = t % 1000 < 0 ? (t % 1000) + 1000 : t % 1000;
    const next = Math.min(to, t + ((60 - p.minute) * 60 - p.second) * 1000 - ms);
    const key = `${p.day} ${p.hour}`;
    const cell = cells.get(key) ?? { day: p.day, weekday: p.weekday, hour: p.hour, hours: 0 };
    cell.hours += (next - t) / 3_600_000;
    cells.set(key, cell);
    t = next;
  }
  return [...cells.values()].sort((a, b) => (a.day === b.day ? a.hour - b.hour : a.day < b.day ? -1 : 1));
}

/** Whether a (weekday, hour) cell is open under a week of hours. */
export const cellOpen = (hours: readonly (DayHours | null)[], weekday: number, hour: number) => openHoursOfDay(hours[weekday] ?? null).includes(hour);

/** The average number of resources in use in a cell: booked hours over the times that weekday-hour came round. */
export function averageInUse(bookedHours: number, weekdayCount: number): number {
  return weekdayCount > 0 ? bookedHours / weekdayCount : 0;
}

/** A share of capacity, 0–1 (null without capacity). */
export function shareOfCapacity(average: number, capacity: number): number | null {
  return capacity > 0 ? average / capacity : null;
}

/** No-shows of bookings that were due: due − checked in, over due (null when none were due). */
export function noShowRate(due: number, checkedIn: number): number | null {
  return due > 0 ? Math.max(0, due - checkedIn) / due : null;
}

/** The days of a range, oldest first (for recounts; ranges are at most three years). */
export function daysOfRange(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDaysIso(d, 1)) out.push(d);
  return out;
}
