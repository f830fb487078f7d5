/**
 * Resource utilisation (issue 31, report 4): hours booked ÷ hours open per resource and work area. Pure functions;
 * the API sums booked hours in SQL with the same clipping and counts open hours with hoursOpenInRange.
 */
import type { DayHours } from './booking-rules.ts';
import { addDaysIso, zonedInstant } from './dates.ts';
import { reportOpeningHours, weekdayOfDay } from './report-occupancy.ts';

const wall = (day: string, hhmm: string, timeZone: string) =>
  hhmm === '24:00' ? zonedInstant(addDaysIso(day, 1), '00:00:00', timeZone) : zonedInstant(day, `${hhmm}:00`, timeZone);

/** A day's opening window as instants in the office's zone (null: closed), with the report's default hours. */
export function reportOpenWindow(hours: readonly (DayHours | null)[] | null | undefined, day: string, timeZone: string) {
  const h = reportOpeningHours(hours)[weekdayOfDay(day)];
  if (!h) return null;
  return { start: wall(day, h.open, timeZone), end: wall(day, h.close, timeZone) };
}

/** Hours open on one day: real elapsed hours (a daylight-saving day inside the window is 1 hour shorter or longer). */
export function hoursOpenOnDay(hours: readonly (DayHours | null)[] | null | undefined, day: string, timeZone: string): number {
  const w = reportOpenWindow(hours, day, timeZone);
  return w ? Math.max(0, w.end.getTime() - w.start.getTime()) / 3_600_000 : 0;
}

/** Hours open over a day range, both ends included. */
export function hoursOpenInRange(hours: readonly (DayHours | null)[] | null | undefined, from: string, to: string, timeZone: string): number {
  let total = 0;
  for (let d = from; d <= to; d = addDaysIso(d, 1)) total += hoursOpenOnDay(hours, d, timeZone);
  return total;
}

/**
 * The hours of [start, end) inside the opening windows of the days from..to: what a booking adds to "hours booked".
 * The SQL recount clips each booking the same way, day by day of its local span.
 */
export function bookedHoursWithinOpen(
  start: Date | string,
  end: Date | string,
  hours: readonly (DayHours | null)[] | null | undefined,
  from: string,
  to: string,
  timeZone: string,
): number {
  const s = new Date(start).getTime();
  const e = new Date(end).getTime();
  let total = 0;
  for (let d = from; d <= to; d = addDaysIso(d, 1)) {
    const w = reportOpenWindow(hours, d, timeZone);
    if (!w) continue;
    total += Math.max(0, Math.min(e, w.end.getTime()) - Math.max(s, w.start.getTime()));
  }
  return total / 3_600_000;
}

/** Hours booked ÷ hours open (null when never open). */
export function utilisationRatio(bookedHours: number, openHours: number): number | null {
  return openHours > 0 ? bookedHours / openHours : null;
}

/** The `n` most and least used of a list (by ratio; never open ones left out), ties by name. */
export function mostAndLeastUsed<T extends { name: string; ratio: number | null }>(rows: readonly T[], n = 5): { most: T[]; least: T[] } {
  const ranked = rows.filter((r) => r.ratio !== null).sort((a, b) => (b.ratio as number) - (a.ratio as number) || a.name.localeCompare(b.name));
  return { most: ranked.slice(0, n), least: [...ranked].reverse().slice(0, n) };
}
