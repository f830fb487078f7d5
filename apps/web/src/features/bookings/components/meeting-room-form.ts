import { BOOKING_MESSAGES, bookingCreateEntry } from '@clubspace/contract';
import { contractResolver } from '../../../components/booking/contract-resolver';
import { toInstant, zonedParts } from '../../../components/booking/booking-time';
import type { BookingDetail, BookingEntry, BookingItem, BookingUpdate } from '../../../components/booking/booking-types';

export interface MeetingRoomValues {
  resource: string;
  day: string;
  start: string;
  end: string;
  price: string;
  complimentary: boolean;
  paid: boolean;
  credits: boolean;
  referral: string;
  team: string;
  member: string;
  guest: string;
  guest_name: string;
  guest_surname: string;
  guest_email: string;
  comments: string;
}

/** The contract's create entry (the server's messages) checks the dialog; empty times are caught first. */
export const meetingRoomResolver = (office: string, timeZone: string) =>
  contractResolver<MeetingRoomValues, BookingEntry>({
    schema: bookingCreateEntry,
    toPayload: (v) => roomEntry(v, office, timeZone),
    local: (v) => ({
      ...(v.start ? {} : { start: BOOKING_MESSAGES.startTimeRequired }),
      ...(v.end ? {} : { end: BOOKING_MESSAGES.endTimeRequired }),
      ...(v.day ? {} : { day: BOOKING_MESSAGES.dayRequired }),
      ...(v.resource ? {} : { resource: BOOKING_MESSAGES.resourceRequired }),
      ...(v.price !== '' && !(Number(v.price) >= 0) ? { price: BOOKING_MESSAGES.pricePositive } : {}),
    }),
  });

export interface RoomSlot {
  resource: string;
  start: Date;
  end: Date;
}

export function roomValues(slot: RoomSlot | null, booking: BookingItem | BookingDetail | null | undefined, timeZone: string): MeetingRoomValues {
  const from = booking ? booking.planned_start : slot?.start;
  const to = booking ? booking.planned_end : slot?.end;
  const s = from ? zonedParts(from, timeZone) : { day: '', time: '' };
  const e = to ? zonedParts(to, timeZone) : { day: '', time: '' };
  return {
    resource: booking?.resource?.slug ?? slot?.resource ?? '',
    day: s.day,
    start: s.time,
    end: e.time,
    price: booking?.price === null || booking?.price === undefined ? '' : String(booking.price),
    complimentary: booking ? booking.origin === 'deference' || booking.complimentary : false,
    paid: booking?.paid ?? false,
    credits: booking ? booking.credits_used > 0 : false,
    referral: booking?.origin === 'referral' ? (booking.member?.slug ?? '') : '',
    team: booking?.team?.slug ?? '',
    member: booking?.origin !== 'referral' ? (booking?.member?.slug ?? '') : '',
    guest: booking?.guest?.slug ?? '',
    guest_name: '',
    guest_surname: '',
    guest_email: '',
    comments: booking?.comments ?? '',
  };
}

export const roomWindow = (v: Pick<MeetingRoomValues, 'day' | 'start' | 'end'>, timeZone: string) =>
  v.day && v.start && v.end && v.end > v.start ? { start: toInstant(v.day, v.start, timeZone), end: toInstant(v.day, v.end, timeZone) } : null;

/** One create entry; complimentary rooms are stored with origin deference (spec §7). */
export function roomEntry(v: MeetingRoomValues, office: string, timeZone: string): BookingEntry {
  // Both instants whenever both times are set, so the contract itself says when the end is not after the start.
  const w =
    v.day && v.start && v.end ? { start: toInstant(v.day, v.start, timeZone), end: toInstant(v.day, v.end, timeZone) } : { start: '', end: '' };
  const contact = !v.referral && !v.team && !v.guest;
  return {
    office,
    booking_type: 'meeting_room',
    resource: v.resource,
    start: w.start,
    end: w.end,
    // An empty price lets the server price the room (member or non-member rate).
    price: v.complimentary ? 0 : v.price === '' ? null : Number(v.price),
    origin: v.complimentary ? 'deference' : v.referral ? 'referral' : 'regular',
    complimentary: v.complimentary,
    paid: v.paid,
    payNow: v.paid,
    capacity: 1,
    team: v.team || null,
    member: v.referral || v.member || null,
    guest: contact ? null : v.guest || null,
    guest_name: contact ? v.guest_name.trim() || null : null,
    guest_surname: contact ? v.guest_surname.trim() || null : null,
    guest_email: contact ? v.guest_email.trim() || null : null,
    credits: v.credits && !v.complimentary,
    comments: v.comments || null,
  };
}

/** The full §7 update; a room's work area is its own (the dialog has no work-area field for rooms). */
export function roomUpdate(v: MeetingRoomValues, b: BookingItem, workArea: string, timeZone: string): BookingUpdate {
  const w = roomWindow(v, timeZone) ?? { start: '', end: '' };
  return {
    office: b.office.slug,
    booking_type: 'meeting_room',
    origin: b.origin as BookingUpdate['origin'],
    status: b.status as BookingUpdate['status'],
    work_area: workArea || b.work_area?.slug || '',
    resource: v.resource,
    planned_start: w.start,
    planned_end: w.end,
    team: v.team || null,
    member: v.referral || v.member || null,
    guest: v.guest || null,
    comments: v.comments || null,
  };
}
