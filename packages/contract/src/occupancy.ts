import { VOID_BOOKING_STATUSES } from './booking-status.ts';
import { addDaysIso, isoDayInZone, zonedInstant } from './dates.ts';

/**
 * What a booking does to a slot, and what the floor map and the occupancy figures derive from it. Shared by the space
 * area (floor resources), the bookings area (availability, map, list) and the dashboard. Pure functions only.
 */

/**
 * Statuses that hold a resource's time slot. They are exactly the statuses in the database's `bookings_no_overlap`
 * exclusion constraint (migration 0001): change one, change both. Every other status (inactive, finished, cancelled,
 * refund) frees the slot; an early check-out (finished) frees the rest of the booking.
 */
export const OCCUPYING_BOOKING_STATUSES = ['active', 'pre_paid', 'alert'] as const;
export type OccupyingStatus = (typeof OCCUPYING_BOOKING_STATUSES)[number];

export const isOccupying = (status: string): status is OccupyingStatus => (OCCUPYING_BOOKING_STATUSES as readonly string[]).includes(status);

/**
 * Desk states on the map: free (white), booked (orange), inactive (grey), blocked (a block or an office closure over
 * the window: maintenance and the like). Hover and selection are UI states on top.
 */
export const MAP_STATUSES = ['free', 'booked', 'inactive', 'blocked'] as const;
export type MapStatus = (typeof MAP_STATUSES)[number];

/** Resource types drawn on the desk map (meeting rooms have their own calendar). */
export const MAP_RESOURCE_TYPES = ['hot_desk', 'desk', 'bar_table'] as const;

type Instant = Date | string | number;
const ms = (t: Instant) => (t instanceof Date ? t.getTime() : typeof t === 'number' ? t : Date.parse(t));

/** Half-open ranges [aStart, aEnd) and [bStart, bEnd) share time; back-to-back ranges do not. */
export function rangesOverlap(aStart: Instant, aEnd: Instant, bStart: Instant, bEnd: Instant): boolean {
  return ms(aStart) < ms(bEnd) && ms(bStart) < ms(aEnd);
}

export interface SlotBooking {
  status: string;
  /** 'block' for a block row (issue 11): it holds the slot but is not a booking. */
  booking_type?: string | null;
  planned_start: Instant;
  planned_end: Instant;
}

/** Whether any occupying booking overlaps the window. */
export function isBusy(bookings: readonly SlotBooking[], window: { start: Instant; end: Instant }): boolean {
  return bookings.some((b) => isOccupying(b.status) && rangesOverlap(b.planned_start, b.planned_end, window.start, window.end));
}

const isBlockRow = (b: SlotBooking) => b.booking_type === 'block';

/** Whether an occupying block overlaps the window. */
export function isBlocked(bookings: readonly SlotBooking[], window: { start: Instant; end: Instant }): boolean {
  return bookings.some((b) => isBlockRow(b) && isOccupying(b.status) && rangesOverlap(b.planned_start, b.planned_end, window.start, window.end));
}

/** A resource's map status for a window: inactive resources are grey whatever their bookings; a block wins over bookings. */
export function mapStatusOf(resource: { status: string }, bookings: readonly SlotBooking[], window: { start: Instant; end: Instant }): MapStatus {
  if (resource.status !== 'active') return 'inactive';
  if (isBlocked(bookings, window)) return 'blocked';
  return isBusy(bookings, window) ? 'booked' : 'free';
}

// ---- Occupancy (issue 23 item 6): ONE definition for the floor map, the dashboard cards and their SQL ----

/** Resources that are desks for occupancy (bar tables and meeting rooms are not). */
export const OCCUPANCY_RESOURCE_TYPES = ['hot_desk', 'desk'] as const;
/** Booking types that book a desk for occupancy (the dashboard's desk bookings). */
export const OCCUPANCY_BOOKING_TYPES = ['hot_desk', 'desk'] as const;

/**
 * A booking books its desk for occupancy when it is a desk booking that took or will take place: every status but
 * cancelled, refunded and released — a finished (checked-out) booking still counts for its day, unlike the map's
 * free/booked state, which only slot-holding statuses set.
 */
export const countsForOccupancy = (b: { status: string; booking_type?: string | null }) =>
  (OCCUPANCY_BOOKING_TYPES as readonly string[]).includes(b.booking_type ?? '') && !(VOID_BOOKING_STATUSES as readonly string[]).includes(b.status);

/** The office day (yyyy-MM-dd in its zone) a booking counts for: the day it starts. */
export const occupancyDayOf = (b: { planned_start: Instant }, timeZone: string) => isoDayInZone(new Date(ms(b.planned_start)), timeZone);

const isWeekday = (day: string) => {
  const dow = new Date(`${day}T12:00:00Z`).getUTCDay();
  return dow !== 0 && dow !== 6;
};
/** The days an occupancy average runs over: Mon–Fri, or every day when the run has no weekday (a weekend "today"). */
export function occupancyDays(days: readonly string[]): string[] {
  const weekdays = days.filter(isWeekday);
  return weekdays.length ? weekdays : [...days];
}

/** The office days a window touches, first to last (a window ending at midnight does not touch the next day). */
export function officeDaysOf(window: { start: Instant; end: Instant }, timeZone: string): string[] {
  const first = isoDayInZone(new Date(ms(window.start)), timeZone);
  const last = isoDayInZone(new Date(Math.max(ms(window.start), ms(window.end) - 1)), timeZone);
  const days: string[] = [];
  for (let d = first; d <= last && days.length < 400; d = addDaysIso(d, 1)) days.push(d);
  return days;
}

/**
 * Occupancy in percent with 2 decimals: booked desk-days ÷ bookable desk-days, 0 when nothing is bookable, never
 * above 100 (a desk counts once a day however many bookings it holds).
 */
export function occupancyPercent(bookedDeskDays: number, bookableDeskDays: number): number {
  if (bookableDeskDays <= 0) return 0;
  const booked = Math.min(Math.max(bookedDeskDays, 0), bookableDeskDays);
  return Math.round((booked / bookableDeskDays) * 10_000) / 100;
}

/**
 * THE occupancy: over the office days of a window (Mon–Fri, see occupancyDays), each day's bookable desks are the
 * active desks not blocked that day (an occupying block over any part of it), and its booked desks are the bookable
 * ones with a counting booking (countsForOccupancy) that starts that day. Result: Σ booked ÷ Σ bookable.
 * The dashboard's SQL (day figures + blocked and non-desk corrections) computes the same sums.
 */
export function occupancyOf(
  desks: readonly { id: number | string; status: string }[],
  bookings: readonly (SlotBooking & { resource_id: number | string | null })[],
  days: readonly string[],
  timeZone: string,
): { booked: number; bookable: number; percent: number } {
  const active = desks.filter((d) => d.status === 'active');
  let booked = 0;
  let bookable = 0;
  for (const day of occupancyDays(days)) {
    const window = { start: zonedInstant(day, '00:00:00', timeZone), end: zonedInstant(addDaysIso(day, 1), '00:00:00', timeZone) };
    const blocked = new Set<number | string>();
    for (const b of bookings) {
      if (b.resource_id !== null && isBlockRow(b) && isOccupying(b.status) && rangesOverlap(b.planned_start, b.planned_end, window.start, window.end))
        blocked.add(b.resource_id);
    }
    const open = new Set(active.filter((d) => !blocked.has(d.id)).map((d) => d.id));
    const taken = new Set<number | string>();
    for (const b of bookings) {
      if (b.resource_id !== null && open.has(b.resource_id) && countsForOccupancy(b) && occupancyDayOf(b, timeZone) === day) taken.add(b.resource_id);
    }
    booked += taken.size;
    bookable += open.size;
  }
  return { booked, bookable, percent: occupancyPercent(booked, bookable) };
}

/** An occupancy as the screens show it, the map's header and the dashboard card alike: '45.45%'. */
export const formatOccupancy = (percent: number) => `${percent.toFixed(2)}%`;
