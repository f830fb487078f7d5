/**
 * The bookings list's filters and the availability calls (doc 3 §2.2, §3): their queries and answers. Days are read in
 * the office's zone; instants are taken as they are.
 */
import { z } from 'zod';
import { BOOKING_CHANNELS, BOOKING_MESSAGES, BOOKING_ORIGINS, BOOKING_PAYMENT_FILTERS, BOOKINGS_LIST } from './bookings.ts';
import { bookingItem } from './booking-items.ts';
import { MAP_STATUSES } from './occupancy.ts';
import { pagingQuery } from './common-schemas.ts';
import { dayOrInstantFilter, instantField } from './fields.ts';

const nameRef = z.object({ slug: z.string(), name: z.string() });
const instant = instantField;
const INVALID_DATE = 'Invalid date';

// ---- List: GET /api/dashboard-member-bookings/ ----

export const BOOKING_ORDER_FIELDS = [
  'planned_start',
  'planned_end',
  'create_date',
  'code',
  'status',
  'booking_type',
  'origin',
  'price',
  'resource',
  'team',
  'member',
] as const;

/** A day (yyyy-MM-dd, read in the office zone) or an instant, in the accepted years. */
const dayOrInstant = dayOrInstantFilter(INVALID_DATE);
const filterText = z.string().trim().max(120).optional();
const emptyToUndef = <T extends z.ZodType>(schema: T) =>
  z
    .literal('')
    .transform(() => undefined)
    .or(schema);

export const bookingListQuery = pagingQuery(BOOKINGS_LIST).extend({
  start: dayOrInstant,
  end: dayOrInstant,
  client: filterText,
  team: filterText,
  resource: filterText,
  club: filterText,
  guest: filterText,
  member: filterText,
  work_area: filterText,
  floor: filterText,
  origin: emptyToUndef(z.enum(BOOKING_ORIGINS)).optional(),
  /** Who made it (issue 26): staff, portal or api. */
  channel: emptyToUndef(z.enum(BOOKING_CHANNELS)).optional(),
  /** One status or several comma-separated. */
  status: z
    .string()
    .max(200)
    .regex(/^[a-z_,]*$/, 'Invalid status')
    .optional(),
  payment: emptyToUndef(z.enum(BOOKING_PAYMENT_FILTERS)).optional(),
  booking_type: z
    .string()
    .max(200)
    .regex(/^[a-z_,]*$/, 'Invalid booking type')
    .optional(),
  /** true: only bookings that hold their slot (active, pre_paid, alert). */
  force_busy: z.enum(['true', 'false', '1', '0', '']).optional(),
});
export type BookingListQuery = z.input<typeof bookingListQuery>;

// ---- GET /api/space-availability/ ----

export const availabilityQuery = z.object({
  start: dayOrInstant,
  end: dayOrInstant,
  club: filterText,
  floor: filterText,
  work_area: filterText,
  booking_type: z
    .string()
    .max(200)
    .regex(/^[a-z_,]*$/, 'Invalid booking type')
    .optional(),
  team: filterText,
  client: filterText,
  /** Up to 1000 bookings a fetch (the scheduler). */
  limit: z.coerce.number().int().min(1).max(1000).optional().default(1000),
});

export const officeResource = z.object({
  slug: z.string(),
  name: z.string(),
  identifier: z.string().nullable(),
  resource_type: z.string(),
  status: z.string(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  color: z.string(),
  capacity: z.number().int(),
  work_area: nameRef.nullable(),
  floor: nameRef.nullable(),
  map_status: z.enum(MAP_STATUSES),
  /** Why a blocked desk is blocked (the block's or the closure's reason); null otherwise. */
  block_reason: z.string().nullable().optional(),
});
export type OfficeResource = z.infer<typeof officeResource>;

export const availabilityResult = z.object({
  bookings: z.array(bookingItem),
  num_bookings: z.number().int(),
  /** Percent 0–100: booked bookable desks over bookable desks for the window. */
  occupancy: z.number(),
  /** The office's orders waiting to be served (status pending), as the notifications panel counts them (issue 24 §17). */
  pending_orders: z.number().int(),
  office_resources: z.array(officeResource),
});
export type AvailabilityResult = z.infer<typeof availabilityResult>;

// ---- GET /api/meeting-room-availability/ ----

export const meetingRoomAvailabilityQuery = z.object({
  resource: z.string({ error: BOOKING_MESSAGES.resourceRequired }).trim().min(1, BOOKING_MESSAGES.resourceRequired).max(120),
  start: instant(BOOKING_MESSAGES.startTimeRequired),
  end: instant(BOOKING_MESSAGES.endTimeRequired),
  /** The booking being edited: it does not make its own slot busy. */
  code: filterText,
  /** Comma-separated booking codes also left out. */
  excluded: z.string().max(2000).optional(),
  /** Whose price and credits: a team (or member, or a team's guest) with an active membership pays member prices. */
  team: filterText,
  member: filterText,
  guest: filterText,
});
export const meetingRoomAvailabilityResult = z.object({
  status: z.enum(['busy', 'free']),
  /** Pounds. */
  price: z.number(),
  /** Credits this booking costs. */
  credits: z.number().int(),
  /** Credits left on the active membership of the team/member (0 without one). */
  available_credits: z.number().int(),
});
export type MeetingRoomAvailability = z.infer<typeof meetingRoomAvailabilityResult>;
