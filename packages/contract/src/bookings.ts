/**
 * The bookings area (doc 3 §2.2, §3, §4, §5, §7, §9; issue 7): enums, labels, every message and the payloads of the
 * create and update calls. The server validates with these schemas and the forms show the same messages. What the
 * calls answer is in booking-items.ts, the list's and the availability calls' queries in booking-queries.ts.
 */
import { z } from 'zod';
import { BOOKING_EDIT_STATUSES, BOOKING_STATUSES } from './booking-status.ts';
import { EMAIL_PATTERN } from './common.ts';
import { instantField, optionalInstantField, optionalMoneyPounds } from './fields.ts';

export const BOOKING_TYPES = ['hot_desk', 'meeting_room', 'desk', 'suite'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];
export const BOOKING_TYPE_LABELS: Record<BookingType, string> = {
  hot_desk: 'Hot Desk',
  meeting_room: 'Meeting Room',
  desk: 'Desk',
  suite: 'Private Office',
};
/** Booking types that take a desk of the map (for the desk conflict message and occupancy). */
export const DESK_BOOKING_TYPES = ['hot_desk', 'desk', 'suite'] as const;

export const BOOKING_ORIGINS = ['regular', 'trial', 'complimentary', 'referral', 'deference'] as const;
export type BookingOrigin = (typeof BOOKING_ORIGINS)[number];
/** Origin deference is how complimentary meeting-room bookings are stored; both show 'Complimentary'. */
export const BOOKING_ORIGIN_LABELS: Record<BookingOrigin, string> = {
  regular: 'Regular',
  trial: 'Trial',
  complimentary: 'Complimentary',
  referral: 'Referral',
  deference: 'Complimentary',
};
/**
 * Who made a booking (bookings.channel, issue 26): the back-office (and the QR page), a member in the portal, the API.
 * Apart from `origin`, which keeps the specification's meaning (regular, trial, complimentary, referral, deference).
 */
export const BOOKING_CHANNELS = ['staff', 'portal', 'api'] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];
export const BOOKING_CHANNEL_LABELS: Record<BookingChannel, string> = { staff: 'Staff', portal: 'Portal', api: 'API' };
export const CREATE_ORIGINS = ['regular', 'deference', 'referral', 'trial'] as const;
/** The seeds' 'cumplimentary' is a typo for complimentary. */
export const EDIT_ORIGINS = ['regular', 'referral', 'complimentary', 'trial'] as const;
export const isComplimentaryOrigin = (origin: string) => origin === 'deference' || origin === 'complimentary';
/** A booking costs nothing when flagged complimentary or given a complimentary origin: create and the quote both ask this. */
export const isComplimentaryBooking = (b: { complimentary?: boolean | null; origin?: string | null }) =>
  Boolean(b.complimentary) || isComplimentaryOrigin(b.origin ?? '');

/** Invoice-line statuses the list's `payment` filter accepts; pending and pending_payment mean payment_pending. */
export const BOOKING_PAYMENT_FILTERS = ['new', 'payment_pending', 'pending_payment', 'pending', 'paid', 'void', 'none'] as const;

export const BOOKING_MESSAGES = {
  // Booking update (§5)
  bookingTypeRequired: 'Booking type is required',
  originRequired: 'Origin is required',
  statusRequired: 'Status is required',
  officeRequired: 'Office is required',
  workAreaRequired: 'Work Area is required',
  plannedStartRequired: 'Planned start date is required',
  plannedEndRequired: 'Planned end date is required',
  plannedEndBeforeStart: 'Planned end can not be before planned start',
  whoMandatory: 'Select a member, team or guest is mandatory',
  priceNotNegative: 'Single price can not be negative',
  inPast: 'Planned dates can not be in the past',
  // Update Desk Booking dialog (§5)
  teamRequired: 'Team is required',
  dialogEndBeforeStart: 'Planned End date can not be before Planned start time',
  // Create Booking form (§5)
  desksPositive: 'Must be a positive number',
  resourceRequired: 'Resource is required',
  startDateRequired: 'Start date is required',
  finishDateRequired: 'Finish date is required',
  dayRequired: 'Booking day is required',
  // Meeting-room booking (§5)
  startTimeRequired: 'Start time is required',
  endTimeRequired: 'End time is required',
  pricePositive: 'Must have a positive value',
  endTimeBeforeStart: 'End time cant be before start time',
  roomBusy: 'Meeting room busy at that time',
  deskBusy: 'Desk already booked at that time',
  referralMandatory: 'Select referral, team, guest or guest mail is mandatory',
  nameRequired: 'Name is required',
  surnameRequired: 'Surname is required',
  emailInvalid: 'Must be a valid email ({email})',
  // Not quoted by the seeds: answers for cases the seeds' screens never reach.
  step: 'Times go in 5-minute steps',
  notEnoughCredits: 'Not enough credits on the membership',
  noPrepaid: 'No prepaid package with units left',
  noEntries: 'Add at least one booking',
  tooManyEntries: 'At most 100 bookings at once',
  unknown: (what: string) => `Unknown ${what}`,
  wrongOffice: 'The resource is not in this office',
  noTeamForCredits: 'Credits need a team or member with an active membership',
  tryAgain: 'The booking could not be saved at this moment, please try again',
  // The price quote (issue 23): what it prices is what create books.
  typesPerResource: 'Send one booking type, or one per resource',
  sizeMismatch: 'The number of desks must match the desks chosen',
  tooManyResources: 'At most 100 resources at once',
} as const;

export const invalidBookingEmail = (email: string) => BOOKING_MESSAGES.emailInvalid.replace('{email}', email);

/** The conflict answer's `code`, and the message by booking type. */
export const BOOKING_CONFLICT_CODE = 'booking_conflict';
export const conflictMessage = (bookingType: string) => (bookingType === 'meeting_room' ? BOOKING_MESSAGES.roomBusy : BOOKING_MESSAGES.deskBusy);

export const BOOKINGS_LIST = { pageSize: 25, order: 'planned_start' } as const;
/** After an update or a check-in the page reloads after 1 s; booking filters and panel searches debounce 600 ms. */
export const BOOKING_DELAYS = { reload: 1000, debounce: 600 } as const;
/** The member link filter spans one year back to one year ahead. */
export const MEMBER_LINK_RANGE_DAYS = 365;
export const MAX_BOOKING_ENTRIES = 100;

// ---- shared field builders ----

const slugRef = z.string().trim().max(120);
const optRef = slugRef
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));
/** An instant as ISO text (with offset or Z) in the accepted years (bounds.ts); a bad or missing value gives the field's message. */
const instant = instantField;
const INVALID_DATE = 'Invalid date';
const optInstant = optionalInstantField(INVALID_DATE);
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .nullable()
  .transform((v) => v === true || v === 'true');

/**
 * Cross-field rules run even when a field failed, so a form shows every message at once (zod skips refinements of
 * an object with field issues unless told `when`). Only plain objects qualify; the rules read fields defensively.
 */
const always = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

// ---- POST /api/member-bookings/ ----

/**
 * One entry of the create call. `pre_paid`: true (use the oldest package with units left) or a package code.
 * `credits`: pay a meeting room with the active membership's plan credits. `complimentary` stores origin deference.
 * guest_name / guest_surname / guest_email: a new guest when no member, team, guest or broker is chosen.
 */
export const bookingCreateEntry = z
  .object({
    start: instant(BOOKING_MESSAGES.startDateRequired),
    end: instant(BOOKING_MESSAGES.finishDateRequired),
    office: z.string({ error: BOOKING_MESSAGES.officeRequired }).trim().min(1, BOOKING_MESSAGES.officeRequired).max(120),
    booking_type: z.enum(BOOKING_TYPES, { error: BOOKING_MESSAGES.bookingTypeRequired }),
    origin: z.enum(BOOKING_ORIGINS, { error: BOOKING_MESSAGES.originRequired }).default('regular'),
    team: optRef,
    member: optRef,
    guest: optRef,
    client: optRef,
    resource: optRef,
    work_area: optRef,
    floor: optRef,
    /** Staff's own price in pounds; blank or null = the grid's price. */
    price: optionalMoneyPounds({ required: BOOKING_MESSAGES.pricePositive, negative: BOOKING_MESSAGES.pricePositive }),
    payNow: flag,
    paid: flag,
    complimentary: flag,
    credits: flag,
    pre_paid: z.union([z.boolean(), slugRef]).optional().nullable(),
    capacity: z.coerce.number().int().min(1, BOOKING_MESSAGES.desksPositive).max(1000).optional().default(1),
    comments: z.string().max(2000).optional().nullable(),
    guest_name: z.string().trim().max(150).optional().nullable(),
    guest_surname: z.string().trim().max(150).optional().nullable(),
    guest_email: z.string().trim().max(254).optional().nullable(),
    /** Staff book anyway although booking rules refuse (issue 11); the booking records who and which rules. */
    override_rules: flag,
  })
  .superRefine((v, ctx) => {
    const s = Date.parse(String(v.start));
    const e = Date.parse(String(v.end));
    if (Number.isFinite(s) && Number.isFinite(e) && e <= s && v.booking_type !== 'hot_desk') {
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: v.booking_type === 'meeting_room' ? BOOKING_MESSAGES.endTimeBeforeStart : BOOKING_MESSAGES.plannedEndBeforeStart,
      });
    }
    if (v.booking_type === 'meeting_room' && !v.resource)
      ctx.addIssue({ code: 'custom', path: ['resource'], message: BOOKING_MESSAGES.resourceRequired });
    if (v.booking_type !== 'meeting_room' && !v.resource && !v.work_area)
      ctx.addIssue({ code: 'custom', path: ['work_area'], message: BOOKING_MESSAGES.workAreaRequired });
    const anyone = v.member || v.team || v.guest || v.client;
    if (!anyone) {
      const named = v.guest_name || v.guest_surname || v.guest_email;
      if (!named) {
        ctx.addIssue({
          code: 'custom',
          path: ['team'],
          message: v.booking_type === 'meeting_room' ? BOOKING_MESSAGES.referralMandatory : BOOKING_MESSAGES.whoMandatory,
        });
      } else {
        if (!v.guest_name) ctx.addIssue({ code: 'custom', path: ['guest_name'], message: BOOKING_MESSAGES.nameRequired });
        if (!v.guest_surname) ctx.addIssue({ code: 'custom', path: ['guest_surname'], message: BOOKING_MESSAGES.surnameRequired });
        if (typeof v.guest_email !== 'string' || !EMAIL_PATTERN.test(v.guest_email)) {
          ctx.addIssue({ code: 'custom', path: ['guest_email'], message: invalidBookingEmail(String(v.guest_email ?? '')) });
        }
      }
    }
  }, always);
export type BookingCreateEntry = z.input<typeof bookingCreateEntry>;

export const bookingCreate = z
  .array(bookingCreateEntry, { error: BOOKING_MESSAGES.noEntries })
  .min(1, BOOKING_MESSAGES.noEntries)
  .max(MAX_BOOKING_ENTRIES, BOOKING_MESSAGES.tooManyEntries);

// ---- PUT /api/member-bookings/{code} ----

/** The §7 update: every field of the edit form. Omitted optional references keep their value; null clears them. */
export const bookingUpdate = z
  .object({
    booking_type: z.enum(BOOKING_TYPES, { error: BOOKING_MESSAGES.bookingTypeRequired }),
    origin: z.enum(BOOKING_ORIGINS, { error: BOOKING_MESSAGES.originRequired }),
    status: z.enum(BOOKING_STATUSES, { error: BOOKING_MESSAGES.statusRequired }),
    office: z.string({ error: BOOKING_MESSAGES.officeRequired }).trim().min(1, BOOKING_MESSAGES.officeRequired).max(120),
    work_area: z.string({ error: BOOKING_MESSAGES.workAreaRequired }).trim().min(1, BOOKING_MESSAGES.workAreaRequired).max(120),
    planned_start: instant(BOOKING_MESSAGES.plannedStartRequired),
    planned_end: instant(BOOKING_MESSAGES.plannedEndRequired),
    resource: slugRef.optional().nullable(),
    floor: slugRef.optional().nullable(),
    member: slugRef.optional().nullable(),
    guest: slugRef.optional().nullable(),
    team: slugRef.optional().nullable(),
    client: slugRef.optional().nullable(),
    membership: slugRef.optional().nullable(),
    /** Read-only here: the money trail owns the line. Accepted and ignored, as the seeds send it. */
    invoice_line: z.unknown().optional(),
    single_price: optionalMoneyPounds({ required: BOOKING_MESSAGES.priceNotNegative, negative: BOOKING_MESSAGES.priceNotNegative }),
    comments: z.string().max(2000).optional().nullable(),
    /** The seeds check in by sending the booking with real_start: the server then stamps now (only while none). */
    real_start: optInstant,
    capacity: z.coerce.number().int().min(1).max(1000).optional(),
    /** Staff move the booking although booking rules refuse (issue 11). */
    override_rules: flag,
  })
  .superRefine((v, ctx) => {
    const s = Date.parse(v.planned_start);
    const e = Date.parse(v.planned_end);
    if (Number.isFinite(s) && Number.isFinite(e) && e <= s)
      ctx.addIssue({ code: 'custom', path: ['planned_end'], message: BOOKING_MESSAGES.plannedEndBeforeStart });
    if (!v.member && !v.team && !v.guest) ctx.addIssue({ code: 'custom', path: ['member'], message: BOOKING_MESSAGES.whoMandatory });
  }, always);
export type BookingUpdate = z.input<typeof bookingUpdate>;

/** `{status}` alone: Cancel (cancelled), Cancel & Refund (refund), Check Out (finished), or another status. */
export const bookingStatusChange = z.object({ status: z.enum(BOOKING_STATUSES, { error: BOOKING_MESSAGES.statusRequired }) }).strict();
/** Check In: `{action:'check_in'}` (or the seeds' `{real_start}` alone); the other actions too. */
export const bookingActionChange = z.object({ action: z.enum(['check_in', 'check_out', 'cancel', 'refund']) }).strict();

/**
 * The Update Desk Booking dialog's form (web): team, member after team, work area, resource, planned start/end in
 * 5-minute steps, status, origin; the server answers with the same messages through `bookingUpdate`.
 */
export const deskBookingForm = z
  .object({
    team: z.string({ error: BOOKING_MESSAGES.teamRequired }).trim().min(1, BOOKING_MESSAGES.teamRequired),
    member: z.string().optional().nullable(),
    work_area: z.string({ error: BOOKING_MESSAGES.workAreaRequired }).trim().min(1, BOOKING_MESSAGES.workAreaRequired),
    resource: z.string().optional().nullable(),
    planned_start: instant(BOOKING_MESSAGES.plannedStartRequired),
    planned_end: instant(BOOKING_MESSAGES.plannedEndRequired),
    status: z.enum(BOOKING_EDIT_STATUSES, { error: BOOKING_MESSAGES.statusRequired }),
    origin: z.enum(BOOKING_ORIGINS, { error: BOOKING_MESSAGES.originRequired }),
  })
  .superRefine((v, ctx) => {
    const s = Date.parse(v.planned_start);
    const e = Date.parse(v.planned_end);
    if (Number.isFinite(s) && Number.isFinite(e) && e <= s)
      ctx.addIssue({ code: 'custom', path: ['planned_end'], message: BOOKING_MESSAGES.dialogEndBeforeStart });
  }, always);
