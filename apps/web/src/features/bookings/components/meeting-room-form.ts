import { EMAIL_PATTERN } from '@clubspace/contract';
import { z } from 'zod';
import { toInstant, zonedParts } from '../../../components/booking/booking-time';
import type { BookingDetail, BookingEntry, BookingItem, BookingUpdate } from '../../../components/booking/booking-types';

// The meeting-room dialog's messages (spec §5), until the contract's bookings.ts carries them.
export const ROOM_TEXT = {
  startRequired: 'Start time is required',
  endRequired: 'End time is required',
  positive: 'Must have a positive value',
  endBeforeStart: 'End time cant be before start time',
  whoRequired: 'Select referral, team, guest or guest mail is mandatory',
  nameRequired: 'Name is required',
  surnameRequired: 'Surname is required',
  email: (email: string) => `Must be a valid email (${email})`,
} as const;

export const meetingRoomForm = z
  .object({
    resource: z.string().min(1, 'Resource is required'),
    day: z.string().min(1, 'Booking day is required'),
    start: z.string().min(1, ROOM_TEXT.startRequired),
    end: z.string().min(1, ROOM_TEXT.endRequired),
    price: z.string(),
    complimentary: z.boolean(),
    paid: z.boolean(),
    referral: z.string(),
    team: z.string(),
    member: z.string(),
    guest: z.string(),
    guest_name: z.string(),
    guest_surname: z.string(),
    guest_email: z.string(),
    comments: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.start && v.end && v.end <= v.start) ctx.addIssue({ code: 'custom', path: ['end'], message: ROOM_TEXT.endBeforeStart });
    if (v.price !== '' && !(Number(v.price) >= 0)) ctx.addIssue({ code: 'custom', path: ['price'], message: ROOM_TEXT.positive });
    if (v.referral || v.team || v.guest) return;
    if (!v.guest_email) ctx.addIssue({ code: 'custom', path: ['team'], message: ROOM_TEXT.whoRequired });
    if (!v.guest_name.trim()) ctx.addIssue({ code: 'custom', path: ['guest_name'], message: ROOM_TEXT.nameRequired });
    if (!v.guest_surname.trim()) ctx.addIssue({ code: 'custom', path: ['guest_surname'], message: ROOM_TEXT.surnameRequired });
    if (!EMAIL_PATTERN.test(v.guest_email)) ctx.addIssue({ code: 'custom', path: ['guest_email'], message: ROOM_TEXT.email(v.guest_email) });
  });
export type MeetingRoomValues = z.infer<typeof meetingRoomForm>;

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
  const w = roomWindow(v, timeZone)!;
  const contact = !v.referral && !v.team && !v.guest;
  return {
    office,
    booking_type: 'meeting_room',
    resource: v.resource,
    start: w.start,
    end: w.end,
    price: v.complimentary || v.price === '' ? 0 : Number(v.price),
    origin: v.complimentary ? 'deference' : v.referral ? 'referral' : 'regular',
    complimentary: v.complimentary,
    paid: v.paid,
    payNow: v.paid,
    capacity: 1,
    team: v.team || null,
    member: v.referral || v.member || null,
    guest: contact ? { name: v.guest_name.trim(), surname: v.guest_surname.trim(), email: v.guest_email.trim() } : v.guest || null,
    comments: v.comments || null,
  };
}

export function roomUpdate(v: MeetingRoomValues, office: string, timeZone: string): BookingUpdate {
  const w = roomWindow(v, timeZone)!;
  return {
    office,
    booking_type: 'meeting_room',
    resource: v.resource,
    planned_start: w.start,
    planned_end: w.end,
    team: v.team || null,
    member: v.referral || v.member || null,
    guest: v.guest || null,
    comments: v.comments || null,
  };
}
