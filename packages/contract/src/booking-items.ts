/**
 * What the bookings calls answer (doc 3 §2.2, §7; issue 24 §11): a booking as lists and the map show it, the detail
 * with what it links to, the create and update answers and the body of a refused write.
 */
import { z } from 'zod';

const nameRef = z.object({ slug: z.string(), name: z.string() });
export const bookingItem = z.object({
  id: z.number().int(),
  code: z.string(),
  booking_type: z.string(),
  origin: z.string(),
  /** Who made it: staff, portal or api (apart from origin). */
  channel: z.string(),
  status: z.string(),
  create_date: z.string(),
  /** Pounds: the price of this booking (single_price) and what is charged (price, 0 when prepaid/complimentary/credits). */
  single_price: z.number(),
  price: z.number(),
  planned_start: z.string(),
  planned_end: z.string(),
  real_start: z.string().nullable(),
  real_end: z.string().nullable(),
  office: nameRef,
  floor: nameRef.nullable(),
  work_area: nameRef.nullable(),
  resource: nameRef.extend({ resource_type: z.string() }).nullable(),
  member: z.object({ slug: z.string(), user: z.object({ first_name: z.string(), last_name: z.string() }) }).nullable(),
  guest: z.object({ slug: z.string(), name: z.string(), email: z.string().nullable() }).nullable(),
  team: nameRef.nullable(),
  /** The broker that booked for its customer. */
  client: nameRef.nullable(),
  membership: z.object({ slug: z.string() }).nullable(),
  invoice_line: z.object({ slug: z.string(), status: z.string(), payment_reference: z.string().nullable() }).nullable(),
  pre_paid: z.boolean(),
  payNow: z.boolean(),
  paid: z.boolean(),
  complimentary: z.boolean(),
  capacity: z.number().int(),
  credits_used: z.number().int(),
  comments: z.string().nullable(),
});
export type BookingItem = z.infer<typeof bookingItem>;

export const bookingDetail = bookingItem.extend({
  /** The detail names what it links to (issue 24 §11): the membership's plan, the line's invoice. */
  membership: z.object({ slug: z.string(), name: z.string() }).nullable(),
  invoice_line: z
    .object({ slug: z.string(), status: z.string(), payment_reference: z.string().nullable(), name: z.string(), invoice: nameRef })
    .nullable(),
  orders: z.array(z.object({ slug: z.string(), code: z.string(), status: z.string(), price: z.number() })),
  related_bookings: z.array(
    z.object({
      code: z.string(),
      status: z.string(),
      booking_type: z.string(),
      planned_start: z.string(),
      planned_end: z.string(),
      resource: nameRef.nullable(),
    }),
  ),
  prepaid_package: z.object({ code: z.string() }).nullable(),
  /** Booking rules a staff member overrode (issue 11): who and the rules' messages. */
  rules_override: z.object({ staff: z.string(), note: z.string() }).nullable().optional(),
});
export type BookingDetail = z.infer<typeof bookingDetail>;

/** 201 of the create call. */
export const bookingCreateResult = z.object({ bookings: z.array(bookingItem) });
/** 200 of the update call: the booking, and the message a status change shows. */
export const bookingUpdateResult = bookingDetail.extend({ detail: z.string() });

/** 409 body of a create/update conflict. */
export const bookingConflictBody = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  code: z.string().optional(),
  entry: z.number().int().optional(),
  /** Booking rules (code booking_rule): staff may resend with override_rules. */
  overridable: z.boolean().optional(),
  violations: z.array(z.object({ rule: z.string(), field: z.string(), message: z.string(), overridable: z.boolean() })).optional(),
});
