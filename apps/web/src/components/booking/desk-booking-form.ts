import { isoDayInZone } from '@clubspace/contract';
import { z } from 'zod';
import { BOOKING_TEXT } from './booking-messages';
import { toInstant, zonedParts } from './booking-time';
import type { BookingEntry, BookingItem, BookingOrigin, BookingStatus, BookingUpdate } from './booking-types';

/** Status and origin choices of the Update Desk Booking dialog (spec §4; the seeds' 'cumplimentary' fixed). */
export const EDIT_STATUSES: BookingStatus[] = ['active', 'pre_paid', 'cancelled', 'finished'];
export const EDIT_ORIGINS: BookingOrigin[] = ['regular', 'referral', 'complimentary', 'trial'];

/** The dialog's values: wall-clock day and times in the office zone. */
export const deskBookingForm = z
  .object({
    team: z.string().min(1, BOOKING_TEXT.teamRequired),
    member: z.string(),
    work_area: z.string().min(1, BOOKING_TEXT.workAreaRequired),
    resource: z.string(),
    day: z.string().min(1, BOOKING_TEXT.plannedStartRequired),
    start: z.string().min(1, BOOKING_TEXT.plannedStartRequired),
    end: z.string().min(1, BOOKING_TEXT.plannedEndRequired),
    status: z.string(),
    origin: z.string(),
    /** Set when the times were loaded from a booking: unchanged past times may stay. */
    original: z.string(),
    timeZone: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!v.day || !v.start || !v.end) return;
    if (v.end <= v.start) ctx.addIssue({ code: 'custom', path: ['end'], message: BOOKING_TEXT.plannedEndBeforeStart });
    const moved = v.original !== `${v.day} ${v.start} ${v.end}`;
    if (moved && new Date(toInstant(v.day, v.end, v.timeZone)).getTime() < Date.now())
      ctx.addIssue({ code: 'custom', path: ['start'], message: BOOKING_TEXT.pastDate });
  });
export type DeskBookingValues = z.infer<typeof deskBookingForm>;

export interface DeskBookingPrefill {
  team?: { slug: string; name: string } | null;
  member?: { slug: string; name: string } | null;
  day?: string;
}

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
    status: b.status,
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
    day: prefill.day ?? isoDayInZone(new Date(), timeZone),
    start: '09:00',
    end: '18:00',
    status: 'active',
    origin: 'regular',
    original: '',
    timeZone,
  };
}

export function toUpdate(v: DeskBookingValues, office: string): BookingUpdate {
  return {
    office,
    team: v.team || null,
    member: v.member || null,
    work_area: v.work_area || null,
    resource: v.resource || null,
    planned_start: toInstant(v.day, v.start, v.timeZone),
    planned_end: toInstant(v.day, v.end, v.timeZone),
    status: v.status as BookingStatus,
    origin: v.origin as BookingOrigin,
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
