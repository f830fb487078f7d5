import { addDaysIso, BOOKING_MESSAGES } from '@clubspace/contract';
import { z } from 'zod';
import { HOT_DESK_HOURS } from '../../../components/booking/booking-messages';
import { toInstant } from '../../../components/booking/booking-time';
import type { BookingEntry, BookingOrigin, BookingType } from '../../../components/booking/booking-types';

// Messages of the Create Booking form (spec §5), from the contract.
export const CREATE_TEXT = {
  positive: BOOKING_MESSAGES.desksPositive,
  team: BOOKING_MESSAGES.teamRequired,
  office: BOOKING_MESSAGES.officeRequired,
  workArea: BOOKING_MESSAGES.workAreaRequired,
  resource: BOOKING_MESSAGES.resourceRequired,
  origin: BOOKING_MESSAGES.originRequired,
  start: BOOKING_MESSAGES.startDateRequired,
  finish: BOOKING_MESSAGES.finishDateRequired,
  finishBeforeStart: BOOKING_MESSAGES.plannedEndBeforeStart,
  tooLong: 'At most 31 days at once',
} as const;

export const PAYMENT_OPTIONS = ['payNow', 'paid', 'pre_paid', 'later'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];
export const PAYMENT_LABELS: Record<PaymentOption, string> = {
  payNow: 'Pay now',
  paid: 'Already paid',
  pre_paid: 'Prepaid package',
  later: 'Add to the invoice',
};

export const desksCreateForm = z
  .object({
    booking_type: z.enum(['hot_desk', 'desk', 'suite']),
    desks: z.coerce.number<string | number>().int(CREATE_TEXT.positive).min(1, CREATE_TEXT.positive),
    team: z.string().min(1, CREATE_TEXT.team),
    member: z.string(),
    office: z.string().min(1, CREATE_TEXT.office),
    work_area: z.string().min(1, CREATE_TEXT.workArea),
    resource: z.string(),
    origin: z.string().min(1, CREATE_TEXT.origin),
    start_day: z.string().min(1, CREATE_TEXT.start),
    finish_day: z.string().min(1, CREATE_TEXT.finish),
    start: z.string(),
    end: z.string(),
    guest: z.string(),
    client: z.string(),
    referral: z.string(),
    comments: z.string(),
    payment: z.enum(PAYMENT_OPTIONS),
  })
  .superRefine((v, ctx) => {
    // A fixed desk or private office is one named resource; hot desks may stay unassigned (Assign on the map).
    if (v.booking_type !== 'hot_desk' && !v.resource) ctx.addIssue({ code: 'custom', path: ['resource'], message: CREATE_TEXT.resource });
    if (v.start_day && v.finish_day && v.finish_day < v.start_day)
      ctx.addIssue({ code: 'custom', path: ['finish_day'], message: CREATE_TEXT.finishBeforeStart });
    if (v.start_day && v.finish_day && daysBetween(v.start_day, v.finish_day).length > 31)
      ctx.addIssue({ code: 'custom', path: ['finish_day'], message: CREATE_TEXT.tooLong });
    if (v.booking_type !== 'hot_desk' && v.start && v.end && v.end <= v.start)
      ctx.addIssue({ code: 'custom', path: ['end'], message: CREATE_TEXT.finishBeforeStart });
  });
export type DesksCreateValues = z.input<typeof desksCreateForm>;
export type DesksCreateOutput = z.output<typeof desksCreateForm>;

export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length <= 31; d = addDaysIso(d, 1)) out.push(d);
  return out;
}

/** One entry per day and desk: N hot desks are N unassigned bookings unless a resource is named. */
export function desksEntries(v: DesksCreateOutput, timeZone: string): BookingEntry[] {
  const hot = v.booking_type === 'hot_desk';
  const from = hot ? HOT_DESK_HOURS.start : v.start || HOT_DESK_HOURS.start;
  const to = hot ? HOT_DESK_HOURS.end : v.end || HOT_DESK_HOURS.end;
  const count = v.resource ? 1 : v.desks;
  const entries: BookingEntry[] = [];
  for (const day of daysBetween(v.start_day, v.finish_day)) {
    for (let i = 0; i < count; i++) {
      entries.push({
        office: v.office,
        booking_type: v.booking_type as BookingType,
        start: toInstant(day, from, timeZone),
        end: toInstant(day, to, timeZone),
        team: v.team,
        member: v.referral || v.member || null,
        work_area: v.work_area,
        resource: v.resource || null,
        guest: v.guest || null,
        client: v.client || null,
        origin: (v.referral ? 'referral' : v.origin) as BookingOrigin,
        complimentary: v.origin === 'deference',
        capacity: 1,
        comments: v.comments || null,
        payNow: v.payment === 'payNow',
        paid: v.payment === 'paid',
        pre_paid: v.payment === 'pre_paid',
      });
    }
  }
  return entries;
}
