/** The member profile (GET /api/dashboard-profile/) and its mini-table rows, shared with the team page. */
import { z } from 'zod';
import { emailConsentView } from './consent.ts';
import { memberItem } from './members.ts';
import { membershipItem } from './memberships.ts';
import { nameRef } from './name-ref.ts';

// ---- Bundled answers of GET /api/dashboard-profile/ (and the team page's mini-tables) ----

/** A booking row in the profile and team mini-tables. */
export const bookingSummary = z.object({
  code: z.string(),
  booking_type: z.string(),
  status: z.string(),
  planned_start: z.string(),
  planned_end: z.string(),
  office: nameRef,
  work_area: nameRef.nullable(),
  resource: nameRef.nullable(),
});
export type BookingSummary = z.infer<typeof bookingSummary>;

/** An order on the member profile; price and product prices in pounds, items_total = sum of quantities. */
export const orderSummary = z.object({
  slug: z.string(),
  code: z.string(),
  open_date: z.string(),
  price: z.number(),
  status: z.string(),
  member: z.object({ slug: z.string(), user: z.object({ first_name: z.string(), last_name: z.string() }) }).nullable(),
  booking: z.object({ code: z.string(), resource: nameRef.nullable() }).nullable(),
  order_lines: z.array(z.object({ quantity: z.number().int(), product: z.object({ name: z.string(), price: z.number() }).nullable() })),
  items_total: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** GET /api/dashboard-profile/?member=… */
export const memberProfile = z.object({
  member: memberItem,
  team_mates: z.array(memberItem),
  bookings: z.array(bookingSummary),
  orders: z.array(orderSummary),
  memberships: z.array(membershipItem),
  /** The member's e-mail consent (allow_email and the categories; read-only for staff, the member owns it). */
  email_consent: emailConsentView,
});
export type MemberProfile = z.infer<typeof memberProfile>;
