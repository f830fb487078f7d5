/**
 * Working-hours arithmetic of the help desk (issue 28): when a ticket's first response is due. Working hours are a
 * week of opening windows, Monday first (the shape of the booking rules' `opening_hours`), read in the office's time
 * zone; a week without any open window falls back to Monday–Friday 09:00–18:00. Pure: the server stores the due
 * instant, the list compares it with the clock.
 */
import type { DayHours } from './booking-rules.ts';
import { addDaysIso, DEFAULT_TIME_ZONE, isoDayInZone, zonedInstant } from './dates.ts';

export type WorkingWeek = readonly (DayHours | null)[];

const weekday = (open: string, close: string): DayHours => ({ open, close });

/** Monday–Friday 09:00–18:00: the working hours where an office has none. */
export const DEFAULT_WORKING_WEEK: WorkingWeek = [
  weekday('09:00', '18:00'),
  weekday('09:00', '18:00'),
  weekday('09:00', '18:00'),
  weekday('09:00', '18:00'),
  weekday('09:00', '18:00'),
  null,
  null,
];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const isWindow = (h: DayHours | null | undefined): h is DayHours =>
  !!h && TIME.test(h.open) && TIME.test(h.close) && minutesOf(h.close) > minutesOf(h.open);

/** The week to use: the given one when it has 7 days and at least one valid window, else the default week. */
export function workingWeekOf(hours: readonly (DayHours | null)[] | null | undefined): WorkingWeek {
  if (!hours || hours.length !== 7 || !hours.some(isWindow)) return DEFAULT_WORKING_WEEK;
  return hours.map((h) => (isWindow(h) ? h : null));
}

/** Monday = 0 … Sunday = 6 of a yyyy-MM-dd day. */
const dayIndex = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;

/** The instants a day's window opens and closes in the zone, or null when the day is closed. */
function windowOf(day: string, week: WorkingWeek, timeZone: string): { open: number; close: number } | null {
  const h = week[dayIndex(day)];
  if (!isWindow(h)) return null;
  const open = zonedInstant(day, `${h.open}:00`, timeZone).getTime();
  const close =
    h.close === '24:00' ? zonedInstant(addDaysIso(day, 1), '00:00:00', timeZone).getTime() : zonedInstant(day, `${h.close}:00`, timeZone).getTime();
  return close > open ? { open, close } : null;
}

const MINUTE = 60_000;
/** Far enough for any target an operator can set (200 working hours on a week with one hour open). */
const MAX_DAYS = 3 * 366;

/**
 * The instant `minutes` working minutes after `start`: time outside the week's windows does not count. 0 (or less)
 * minutes is `start` itself.
 */
export function addWorkingMinutes(start: Date, minutes: number, hours: WorkingWeek | null, timeZone: string = DEFAULT_TIME_ZONE): Date {
  if (!(minutes > 0)) return new Date(start.getTime());
  const week = workingWeekOf(hours);
  let remaining = minutes * MINUTE;
  let day = addDaysIso(isoDayInZone(start, timeZone), -1);
  for (let i = 0; i < MAX_DAYS; i++, day = addDaysIso(day, 1)) {
    const w = windowOf(day, week, timeZone);
    if (!w) continue;
    const from = Math.max(start.getTime(), w.open);
    if (from >= w.close) continue;
    const available = w.close - from;
    if (remaining <= available) return new Date(from + remaining);
    remaining -= available;
  }
  return new Date(start.getTime() + minutes * MINUTE);
}

/** Working minutes between two instants (0 when `end` is not after `start`). */
export function workingMinutesBetween(start: Date, end: Date, hours: WorkingWeek | null, timeZone: string = DEFAULT_TIME_ZONE): number {
  if (end.getTime() <= start.getTime()) return 0;
  const week = workingWeekOf(hours);
  let total = 0;
  const last = addDaysIso(isoDayInZone(end, timeZone), 1);
  for (let day = addDaysIso(isoDayInZone(start, timeZone), -1), i = 0; day <= last && i < MAX_DAYS + 400; day = addDaysIso(day, 1), i++) {
    const w = windowOf(day, week, timeZone);
    if (!w) continue;
    const from = Math.max(start.getTime(), w.open);
    const to = Math.min(end.getTime(), w.close);
    if (to > from) total += to - from;
  }
  return total / MINUTE;
}

/** When a ticket raised at `raisedAt` needs its first staff answer: `targetHours` working hours later. */
export const firstResponseDueAt = (raisedAt: Date, targetHours: number, hours: WorkingWeek | null, timeZone: string = DEFAULT_TIME_ZONE) =>
  addWorkingMinutes(raisedAt, targetHours * 60, hours, timeZone);

/** Overdue: no first answer yet, still active, and the due instant has passed. */
export function isFirstResponseOverdue(
  t: { status: string; first_response_at: string | null; first_response_due_at: string | null },
  now: Date,
): boolean {
  if (t.first_response_at || !t.first_response_due_at || t.status === 'resolved' || t.status === 'closed') return false;
  return new Date(t.first_response_due_at).getTime() < now.getTime();
}
