import { format, isValid, parse } from 'date-fns';
import { fromZonedTime, toZonedTime } from 'date-fns-tz';

/** The UI shows dates as dd-MM-yyyy everywhere (seed 1 §1). */
export const DISPLAY_DATE = 'dd-MM-yyyy';
export const DISPLAY_DATE_TIME = 'dd-MM-yyyy HH:mm';
export const DEFAULT_TIME_ZONE = 'Europe/London';

export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  return isValid(d) ? format(d, DISPLAY_DATE) : '';
}

export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  return isValid(d) ? format(d, DISPLAY_DATE_TIME) : '';
}

/** Parses dd-MM-yyyy; returns null when the text is not a real date. */
export function parseDisplayDate(text: string): Date | null {
  const d = parse(text, DISPLAY_DATE, new Date(2000, 0, 1));
  return isValid(d) && format(d, DISPLAY_DATE) === text ? d : null;
}

/** yyyy-MM-dd of an instant as seen in a time zone ("today" in the office). */
export function isoDayInZone(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return format(toZonedTime(instant, timeZone), 'yyyy-MM-dd');
}

/** The instant a wall-clock time of a day (yyyy-MM-dd, HH:mm:ss) happens in a time zone. */
export function zonedInstant(day: string, time: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return fromZonedTime(`${day}T${time}`, timeZone);
}

/** Start (00:00:00) and end (23:59:59) of a day in a zone, as memberships and date filters use them. */
export function dayBounds(day: string, timeZone: string = DEFAULT_TIME_ZONE) {
  return { start: zonedInstant(day, '00:00:00', timeZone), end: zonedInstant(day, '23:59:59', timeZone) };
}

/** Adds whole days to a yyyy-MM-dd text. */
export function addDaysIso(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The wall-clock shapes the app formats instants in. Building an `Intl.DateTimeFormat` costs far more than formatting
 * with one (a 100k-row CSV export built one per cell: 13 s of its 31 s, issue 14), so each (shape, zone) is built once.
 */
const WALL_CLOCK_SHAPES = {
  minute: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  hm: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  hms: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The en-GB formatter of a wall-clock shape in a time zone, built once (an unknown zone throws RangeError, as Intl does). */
export function wallClockFormat(shape: keyof typeof WALL_CLOCK_SHAPES, timeZone: string): Intl.DateTimeFormat {
  const key = `${shape} ${timeZone}`;
  let format = wallClockFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, ...WALL_CLOCK_SHAPES[shape] });
    wallClockFormats.set(key, format);
  }
  return format;
}

export type ZonedParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

/**
 * The wall-clock parts of instants already formatted, per time zone, keyed by the instant's epoch millisecond: an export
 * repeats the same starts and ends (bookings on the hour) thousands of times, and `formatToParts` was the export's
 * largest cost after the database (issue 32). Bounded: emptied when it reaches ZONED_CACHE_SIZE entries.
 */
const zonedCache = new Map<string, Map<number, ZonedParts>>();
const ZONED_CACHE_SIZE = 20_000;

/** An instant's wall-clock parts to the minute in a time zone (en-GB digits), cached; null when not a date. */
export function zonedMinuteParts(value: string | number | Date, timeZone: string): ZonedParts | null {
  const d = value instanceof Date ? value : new Date(value);
  const ms = d.getTime();
  if (Number.isNaN(ms)) return null;
  let cache = zonedCache.get(timeZone);
  const hit = cache?.get(ms);
  if (hit) return hit;
  const parts = Object.fromEntries(
    wallClockFormat('minute', timeZone)
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  ) as ZonedParts;
  if (!cache) zonedCache.set(timeZone, (cache = new Map()));
  if (cache.size >= ZONED_CACHE_SIZE) cache.clear();
  cache.set(ms, parts);
  return parts;
}
