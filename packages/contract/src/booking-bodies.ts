/**
 * What the booking and series write routes declare (issue 25): every field of the payload listed, so the OpenAPI
 * document shows them, but none checked at the route. The services validate with the real schemas (bookings.ts,
 * booking-recurrence.ts), because their answers name what the route cannot: the entry of a multi-booking create that
 * failed, a series' fields under the single create's names, the §7 update told apart from a status change.
 * Each field takes what its real schema takes as input; `unknown` where that schema coerces.
 */
import { z } from 'zod';

const text = z.string().nullish();
const flag = z.union([z.boolean(), z.string()]).nullish();
const amount = z.union([z.number(), z.string()]).nullish();

/** One entry of POST /api/member-bookings/ (bookingCreateEntry). */
export const bookingEntryFields = z.looseObject({
  start: text,
  end: text,
  office: text,
  booking_type: text,
  origin: text,
  team: text,
  member: text,
  guest: text,
  client: text,
  resource: text,
  work_area: text,
  floor: text,
  price: amount,
  payNow: flag,
  paid: flag,
  complimentary: flag,
  credits: flag,
  pre_paid: flag,
  capacity: z.unknown().optional(),
  comments: text,
  guest_name: text,
  guest_surname: text,
  guest_email: text,
  override_rules: flag,
});

/** POST /api/member-bookings/: the entries, all created or none (bookingCreate: 1 to 100). */
export const bookingCreateBody = z.array(bookingEntryFields);

/**
 * PUT /api/member-bookings/{code}: `{status}` alone (bookingStatusChange), `{action}` or `{real_start}` alone
 * (bookingActionChange, check in), or the §7 fields (bookingUpdate).
 */
export const bookingChangeBody = z.looseObject({
  action: text,
  status: text,
  booking_type: text,
  origin: text,
  office: text,
  work_area: text,
  planned_start: text,
  planned_end: text,
  resource: text,
  floor: text,
  member: text,
  guest: text,
  team: text,
  client: text,
  membership: text,
  invoice_line: z.unknown().optional(),
  single_price: amount,
  comments: text,
  real_start: text,
  capacity: z.unknown().optional(),
  override_rules: flag,
});

/** The repeat rule (recurrenceRule). */
const recurrenceFields = z.looseObject({
  frequency: text,
  interval: z.unknown().optional(),
  weekdays: z.unknown().optional(),
  until: z.unknown().optional(),
  count: z.unknown().optional(),
});

/** POST /api/member-bookings/series/preview (seriesPreviewBody): the first occurrence's entry and the rule. */
export const seriesPreviewFields = z.looseObject({ entry: bookingEntryFields.nullish(), recurrence: recurrenceFields.nullish() });

/** POST /api/member-bookings/series/ (seriesCreateBody): as the preview, and what to do with busy occurrences. */
export const seriesCreateFields = seriesPreviewFields.extend({ on_conflict: text });
