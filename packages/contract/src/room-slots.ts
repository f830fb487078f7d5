/**
 * A meeting room's day for someone choosing a slot (the member portal's room page, issue 26): the day's opening
 * window, the free ranges left between the busy ones, the start times and durations that fit. Pure arithmetic on
 * instants; the server states the opening window and the busy ranges (each already ending at its buffer), and still
 * decides (rules, the no-overlap constraint).
 */
import type { DayHours } from './booking-rules.ts';
import { addDaysIso, zonedInstant } from './dates.ts';

export interface TimeRange {
  start: Date;
  end: Date;
}
type Instant = Date | string | number;
type RangeLike = { start: Instant; end: Instant };

const MINUTE = 60_000;
const toDate = (t: Instant) => (t instanceof Date ? t : new Date(t));
/** The picker's step when the rules charge by the minute (no granularity). */
export const ROOM_SLOT_DEFAULT_STEP = 30;

/** 0 = Monday … 6 = Sunday of a yyyy-MM-dd day (the rules' opening_hours order). */
const weekdayOf = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
const wall = (day: string, hhmm: string, timeZone: string) =>
  hhmm === '24:00' ? zonedInstant(addDaysIso(day, 1), '00:00:00', timeZone) : zonedInstant(day, `${hhmm}:00`, timeZone);

/**
 * The opening window of a day in the office's zone: the rules' hours of that weekday, the whole day when the rules
 * have no opening hours, null when closed that day.
 */
export function openingWindow(hours: readonly (DayHours | null)[] | null | undefined, day: string, timeZone: string): TimeRange | null {
  if (!hours || hours.length !== 7) return { start: wall(day, '00:00', timeZone), end: wall(day, '24:00', timeZone) };
  const h = hours[weekdayOf(day)];
  if (!h) return null;
  return { start: wall(day, h.open, timeZone), end: wall(day, h.close, timeZone) };
}

/**
 * What is left of the window once the busy ranges are taken out, from `notBefore` on (now, say). A new booking's own
 * buffer must end before the next busy range starts, so each busy range is widened backwards by `bufferMinutes`.
 */
export function freeRanges(window: RangeLike, busy: readonly RangeLike[], notBefore?: Instant, bufferMinutes = 0): TimeRange[] {
  const from = Math.max(toDate(window.start).getTime(), notBefore === undefined ? -Infinity : toDate(notBefore).getTime());
  const to = toDate(window.end).getTime();
  const taken = busy
    .map((b) => ({ start: toDate(b.start).getTime() - bufferMinutes * MINUTE, end: toDate(b.end).getTime() }))
    .filter((b) => b.end > b.start)
    .sort((a, b) => a.start - b.start);
  const out: TimeRange[] = [];
  let cursor = from;
  for (const b of taken) {
    if (b.start > cursor && cursor < to) out.push({ start: new Date(cursor), end: new Date(Math.min(b.start, to)) });
    cursor = Math.max(cursor, b.end);
  }
  if (cursor < to) out.push({ start: new Date(cursor), end: new Date(to) });
  return out;
}

/**
 * Start times on the step grid counted from `anchor` (the opening time) at which at least `minMinutes` fit in one of
 * the free ranges.
 */
export function slotStarts(free: readonly TimeRange[], stepMinutes: number, minMinutes: number, anchor: Instant): Date[] {
  const step = Math.max(1, stepMinutes) * MINUTE;
  const a = toDate(anchor).getTime();
  const out: Date[] = [];
  for (const r of free) {
    const first = a + Math.ceil((r.start.getTime() - a) / step) * step;
    for (let t = first; t + minMinutes * MINUTE <= r.end.getTime(); t += step) out.push(new Date(t));
  }
  return out;
}

/**
 * The durations (minutes) a booking starting at `start` may have: from the minimum, in steps, up to the maximum (if
 * any) and the end of the free range the start lies in. Empty when the start is in no free range.
 */
export function slotDurations(
  free: readonly TimeRange[],
  start: Instant,
  stepMinutes: number,
  minMinutes: number | null,
  maxMinutes: number | null,
): number[] {
  const s = toDate(start).getTime();
  const range = free.find((r) => r.start.getTime() <= s && s < r.end.getTime());
  if (!range) return [];
  const step = Math.max(1, stepMinutes);
  const room = Math.floor((range.end.getTime() - s) / MINUTE);
  const limit = Math.min(room, maxMinutes && maxMinutes > 0 ? maxMinutes : room);
  const out: number[] = [];
  for (let m = Math.max(step, minMinutes ?? step); m <= limit; m += step) out.push(m);
  return out;
}

/** "30 min", "1 h", "1 h 30 min". */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}
