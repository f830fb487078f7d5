import { addDaysIso, BOOKING_EDIT_STATUSES, BOOKING_MESSAGES, deskBookingForm, EDIT_ORIGINS, isInPast, isoDayInZone } from '@clubspace/contract';
import { contractResolver } from './contract-resolver';
import { toInstant, zonedParts } from './booking-time';
import type { BookingEntry, BookingItem, BookingOrigin, BookingStatus, BookingUpdate } from './booking-types';

export { BOOKING_EDIT_STATUSES as EDIT_STATUSES, EDIT_ORIGINS };

/** The dialog's values: wall-clock day and times in the office zone. */
export interface DeskBookingValues {
  team: string;
  member: string;
  work_area: string;
  resource: string;
  day: string;
  start: string;
  end: string;
  status: string;
  origin: string;
  /** Set when the times were loaded from a booking: unchanged past times may stay. */
  original: string;
  timeZone: string;
}

export interface DeskBookingPrefill {
  team?: { slug: string; name: string } | null;
  member?: { slug: string; name: string } | null;
  day?: string;
}

const instantOr = (v: DeskBookingValues, time: string) => (v.day && time ? toInstant(v.day, time, v.timeZone) : '');

/** The contract's deskBookingForm (the server's messages) plus the past-date rule for new or moved bookings. */
export const deskBookingResolver = contractResolver<DeskBookingValues, unknown>({
  schema: deskBookingForm,
  toPayload: (v) => ({
    team: v.team,
    member: v.member || null,
    work_area: v.work_area,
    resource: v.resource || null,
    planned_start: instantOr(v, v.start),
    planned_end: instantOr(v, v.end),
    status: v.status,
    origin: v.origin,
  }),
  fields: { planned_start: 'start', planned_end: 'end' },
  local: (v) => {
    if (!v.day) return { day: BOOKING_MESSAGES.plannedStartRequired };
    const moved = v.original !== `${v.day} ${v.start} ${v.end}`;
    if (moved && v.start && isInPast(toInstant(v.day, v.start, v.timeZone))) return { start: BOOKING_MESSAGES.inPast };
    return {};
  },
});

export function valuesFromBooking(b: BookingItem, timeZone: string): DeskBookingValues {
  const s = zonedParts(b.planned_start, timeZone);
  const e = zonedParts(b.planned_end, timeZone);
  return {
    team: b.team?.slug ?? '',
    member: b.member?.slug ?? '',
    work_area: b.work_area?.slug ?? '',
    resource: b.resource?.slug ?? '',
    day: s.day,
    start: s.time,
    end: e.time,
    status: (BOOKING_EDIT_STATUSES as readonly string[]).includes(b.status) ? b.status : 'active',
    origin: b.origin,
    original: `${s.day} ${s.time} ${e.time}`,
    timeZone,
  };
}

export function emptyValues(prefill: DeskBookingPrefill, timeZone: string): DeskBookingValues {
  return {
    team: prefill.team?.slug ?? '',
    member: prefill.member?.slug ?? '',
    work_area: '',
    resource: '',
    // Today while 09:00 is still ahead, else tomorrow: a new booking never starts in the past.
    day:
      prefill.day ??
      (isInPast(toInstant(isoDayInZone(new Date(), timeZone), '09:00', timeZone))
        ? addDaysIso(isoDayInZone(new Date(), timeZone), 1)
        : isoDayInZone(new Date(), timeZone)),
    start: '09:00',
    end: '18:00',
    status: 'active',
    origin: 'regular',
    original: '',
    timeZone,
  };
}

/** The §7 update of a booking from the dialog's values (every required field of bookingUpdate). */
export function toUpdate(v: DeskBookingValues, b: Pick<BookingItem, 'booking_type' | 'office' | 'guest'>): BookingUpdate {
  return {
    booking_type: b.booking_type as BookingUpdate['booking_type'],
    office: b.office.slug,
    team: v.team || null,
    member: v.member || null,
    guest: b.guest?.slug ?? null,
    work_area: v.work_area,
    resource: v.resource || null,
    planned_start: toInstant(v.day, v.start, v.timeZone),
    planned_end: toInstant(v.day, v.end, v.timeZone),
    status: v.status as BookingStatus,
    origin: v.origin as BookingOrigin,
  };
}

/** The full update of an existing booking with only its desk changed (the map's Assign). */
export function assignUpdate(b: BookingItem, resource: { slug: string; work_area: { slug: string } | null }): BookingUpdate {
  return {
    booking_type: b.booking_type as BookingUpdate['booking_type'],
    origin: b.origin as BookingOrigin,
    status: b.status as BookingStatus,
    office: b.office.slug,
    work_area: resource.work_area?.slug ?? b.work_area?.slug ?? '',
    resource: resource.slug,
    planned_start: b.planned_start,
    planned_end: b.planned_end,
    member: b.member?.slug ?? null,
    team: b.team?.slug ?? null,
    guest: b.guest?.slug ?? null,
  };
}

export function toEntry(v: DeskBookingValues, office: string, resourceType: string | undefined): BookingEntry {
  return {
    office,
    start: toInstant(v.day, v.start, v.timeZone),
    end: toInstant(v.day, v.end, v.timeZone),
    team: v.team || null,
    member: v.member || null,
    work_area: v.work_area || null,
    resource: v.resource || null,
    booking_type: resourceType === 'desk' ? 'desk' : 'hot_desk',
    origin: v.origin as BookingOrigin,
    capacity: 1,
  };
}
