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

/**
 * Occupancy as a whole percentage: booked bookable desks over bookable desks, 0 when there is nothing to book.
 * Each desk counts once however many bookings it holds, so the figure stays within 0–100.
 */
export function occupancyPercent(bookedDesks: number, bookableDesks: number): number {
  if (bookableDesks <= 0) return 0;
  const booked = Math.min(Math.max(bookedDesks, 0), bookableDesks);
  return Math.round((booked / bookableDesks) * 100);
}

/**
 * Occupancy of a set of resources for a window: distinct active resources with an occupying overlapping booking.
 * A desk blocked in the window (maintenance) is neither booked nor bookable: blocks are not occupancy.
 */
export function occupancyOf(
  resources: readonly { id: number | string; status: string }[],
  bookings: readonly (SlotBooking & { resource_id: number | string | null })[],
  window: { start: Instant; end: Instant },
): { booked: number; bookable: number; percent: number } {
  const blocked = new Set<number | string>();
  for (const b of bookings) {
    if (b.resource_id !== null && isBlockRow(b) && isOccupying(b.status) && rangesOverlap(b.planned_start, b.planned_end, window.start, window.end)) blocked.add(b.resource_id);
  }
  const bookable = resources.filter((r) => r.status === 'active' && !blocked.has(r.id));
  const ids = new Set(bookable.map((r) => r.id));
  const booked = new Set<number | string>();
  for (const b of bookings) {
    if (b.resource_id !== null && ids.has(b.resource_id) && !isBlockRow(b) && isOccupying(b.status) && rangesOverlap(b.planned_start, b.planned_end, window.start, window.end)) {
      booked.add(b.resource_id);
    }
  }
  return { booked: booked.size, bookable: bookable.length, percent: occupancyPercent(booked.size, bookable.length) };
}
