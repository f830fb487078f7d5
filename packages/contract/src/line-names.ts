/**
 * The names generated invoice lines carry (issue 23 §4): they read as a person would write them,
 * "Hot Desk 001 — Fri 27 Nov 2026", not "Hot Desk Hot Desk 001 2026-11-27".
 */
import { BOOKING_TYPE_LABELS, type BookingType } from './bookings.ts';
import { DEFAULT_TIME_ZONE, isoDayInZone, wallClockFormat } from './dates.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'Fri 27 Nov 2026' of the calendar day '2026-11-27' (fixed English names: Intl's en-GB says 'Sept' on newer ICU). */
export function dayLabel(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${d} ${MONTHS[m - 1]} ${y}`;
}

export interface BookingLineSource {
  bookingType: BookingType | string;
  /** The desk's or room's name; null for a booking without a resource. */
  resourceName: string | null | undefined;
  start: Date;
  end: Date;
  timeZone?: string | null;
}

/**
 * A booking's invoice-line name: what was booked, then when in the office's zone. A hot desk is a day; a booking within
 * one day adds its times; one over several days names its first and last day.
 */
export function bookingLineName(b: BookingLineSource): string {
  const zone = b.timeZone || DEFAULT_TIME_ZONE;
  const what = b.resourceName?.trim() || BOOKING_TYPE_LABELS[b.bookingType as BookingType] || 'Booking';
  const first = isoDayInZone(b.start, zone);
  // The end instant belongs to the day before when it is exactly midnight.
  const last = isoDayInZone(new Date(Math.max(b.start.getTime(), b.end.getTime() - 1)), zone);
  if (b.bookingType === 'hot_desk') return `${what} — ${dayLabel(first)}`;
  if (first !== last) return `${what} — ${dayLabel(first)} to ${dayLabel(last)}`;
  const hm = wallClockFormat('hm', zone);
  return `${what} — ${dayLabel(first)}, ${hm.format(b.start)}–${hm.format(b.end)}`;
}
