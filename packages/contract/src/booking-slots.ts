/**
 * Booking time arithmetic (doc 3 §2.2, §5, §9): 5-minute steps, hot desks fixed at 09:00–18:00, day windows in the
 * office's time zone, the meeting-room scheduler's range. Pure functions; the server and the forms use the same ones.
 */
import { addDaysIso, DEFAULT_TIME_ZONE, isoDayInZone, zonedInstant } from './dates.ts';

export const SLOT_STEP_MINUTES = 5;
export const HOT_DESK_HOURS = { start: '09:00', end: '18:00' } as const;
/** Scheduler: hours 8 to 19, 30-minute cells, data within ±7 days, up to 1000 bookings a fetch. */
export const SCHEDULER = { minHour: 8, maxHour: 19, cellMinutes: 30, rangeDays: 7, reloadAfterDays: 5, limit: 1000 } as const;

type Instant = Date | string | number;
const toDate = (t: Instant) => (t instanceof Date ? t : new Date(t));
const STEP_MS = SLOT_STEP_MINUTES * 60_000;

/**
 * Whether an instant sits on a 5-minute step of the wall clock. Every real time zone's offset is a whole multiple of
 * 15 minutes (some of 5), so a 5-minute step in UTC is one in the office zone too.
 */
export function isOnStep(t: Instant): boolean {
  const ms = toDate(t).getTime();
  return Number.isFinite(ms) && ms % STEP_MS === 0;
}

/** Rounds an instant to the nearest 5-minute step (half up). */
export function snapToStep(t: Instant): Date {
  const ms = toDate(t).getTime();
  return new Date(Math.round(ms / STEP_MS) * STEP_MS);
}

/** HH:mm text on 5-minute steps, e.g. for a time picker. */
export function stepTimes(fromHour = 0, toHour = 24): string[] {
  const out: string[] = [];
  for (let m = fromHour * 60; m <= toHour * 60 && m < 24 * 60; m += SLOT_STEP_MINUTES) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

/** The hot-desk window of a day (yyyy-MM-dd) in the office zone: 09:00–18:00. */
export function hotDeskWindow(day: string, timeZone: string = DEFAULT_TIME_ZONE): { start: Date; end: Date } {
  return { start: zonedInstant(day, `${HOT_DESK_HOURS.start}:00`, timeZone), end: zonedInstant(day, `${HOT_DESK_HOURS.end}:00`, timeZone) };
}

/** A whole office day as a half-open window [00:00, next day 00:00) — the map's and the list's day filter. */
export function dayWindow(day: string, timeZone: string = DEFAULT_TIME_ZONE): { start: Date; end: Date } {
  return { start: zonedInstant(day, '00:00:00', timeZone), end: zonedInstant(addDaysIso(day, 1), '00:00:00', timeZone) };
}

/** A day plus HH:mm start and finish in the office zone (the create form's day / start / finish). */
export function windowOf(day: string, start: string, finish: string, timeZone: string = DEFAULT_TIME_ZONE): { start: Date; end: Date } {
  const s = start.length === 5 ? `${start}:00` : start;
  const f = finish.length === 5 ? `${finish}:00` : finish;
  return { start: zonedInstant(day, s, timeZone), end: zonedInstant(day, f, timeZone) };
}

/** Hot desks are always booked 09:00–18:00 of the day the requested start falls on (office zone). */
export function fixHotDeskTimes(start: Instant, timeZone: string = DEFAULT_TIME_ZONE): { start: Date; end: Date } {
  return hotDeskWindow(isoDayInZone(toDate(start), timeZone), timeZone);
}

/** Minutes between two instants (never negative). */
export function durationMinutes(start: Instant, end: Instant): number {
  return Math.max(0, Math.round((toDate(end).getTime() - toDate(start).getTime()) / 60_000));
}

/** Number of office days a booking touches (a booking ending exactly at midnight does not touch the next day). */
export function officeDaysSpanned(start: Instant, end: Instant, timeZone: string = DEFAULT_TIME_ZONE): number {
  const s = toDate(start);
  const e = new Date(toDate(end).getTime() - 1);
  if (e.getTime() < s.getTime()) return 0;
  const a = Date.parse(`${isoDayInZone(s, timeZone)}T00:00:00Z`);
  const b = Date.parse(`${isoDayInZone(e, timeZone)}T00:00:00Z`);
  return Math.round((b - a) / 86_400_000) + 1;
}

/** Whether the planned start is before now (new or moved bookings may not be in the past). */
export function isInPast(t: Instant, now: Instant = Date.now()): boolean {
  return toDate(t).getTime() < toDate(now).getTime();
}

/**
 * The scheduler's fetch window around a focus day: ±7 days; `needsReload` says when the view moved far enough from
 * the loaded centre (beyond 5 days) to fetch again.
 */
export function schedulerRange(centreDay: string): { start: string; end: string } {
  return { start: addDaysIso(centreDay, -SCHEDULER.rangeDays), end: addDaysIso(centreDay, SCHEDULER.rangeDays) };
}
export function needsReload(loadedCentreDay: string, viewDay: string): boolean {
  const diff = Math.abs(Date.parse(`${viewDay}T00:00:00Z`) - Date.parse(`${loadedCentreDay}T00:00:00Z`)) / 86_400_000;
  return diff > SCHEDULER.reloadAfterDays;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * Where the meeting-room calendar opens (issue 24 §18), in minutes after midnight: the office's opening time that day
 * or the first booking shown, whichever is earlier, never above the calendar's first row nor past its last.
 * `opening` is "HH:mm" (null: no opening hours, so the calendar's first row); `firstBookingMinutes` likewise.
 */
export function calendarScrollMinutes(opening: string | null, firstBookingMinutes: number | null): number {
  const top = SCHEDULER.minHour * 60;
  const bottom = SCHEDULER.maxHour * 60 - SCHEDULER.cellMinutes;
  const open = opening ? minutesOf(opening) : top;
  const earliest = Math.min(open, firstBookingMinutes ?? Number.POSITIVE_INFINITY);
  return Math.max(top, Math.min(bottom, earliest));
}
