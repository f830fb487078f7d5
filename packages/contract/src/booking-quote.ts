/**
 * GET /api/calculate-booking-desk-price/ (issue 23): the quote prices exactly what the screen will book — each listed
 * resource as one booking of its own type (`?resource=a&resource=b`, the one list syntax), who books it (member
 * prices), complimentary or not — through the same pure functions booking create uses, so the invoice line equals
 * the quote. Without a resource it prices `booking_size` bookings of the work area (or the office's cheapest desk).
 */
import { z } from 'zod';
import { repeatedParam } from './common-schemas.ts';
import { dayField, optionalInstantField } from './fields.ts';
import { BOOKING_MESSAGES, BOOKING_ORIGINS, BOOKING_TYPES, MAX_BOOKING_ENTRIES } from './bookings.ts';

const filterText = z.string().trim().max(120).optional();
// The one accepted date range (issue 23 §7), as every date input.
const optInstant = optionalInstantField('Invalid date');
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 'true');

export const deskPriceQuery = z
  .object({
    office: z.string({ error: BOOKING_MESSAGES.officeRequired }).trim().min(1, BOOKING_MESSAGES.officeRequired).max(120),
    /** One type for every booking, or one per listed resource (same order). */
    booking_type: repeatedParam(z.enum(BOOKING_TYPES, { error: BOOKING_MESSAGES.bookingTypeRequired }), {
      min: 1,
      required: BOOKING_MESSAGES.bookingTypeRequired,
      max: MAX_BOOKING_ENTRIES,
      tooMany: BOOKING_MESSAGES.tooManyResources,
      invalid: BOOKING_MESSAGES.bookingTypeRequired,
    }),
    /** Bookings of the one listed resource (or of the work area); with several resources it is their number. */
    booking_size: z.coerce
      .number({ error: BOOKING_MESSAGES.desksPositive })
      .int(BOOKING_MESSAGES.desksPositive)
      .min(1, BOOKING_MESSAGES.desksPositive)
      .max(1000, BOOKING_MESSAGES.desksPositive)
      .optional(),
    team: filterText,
    member: filterText,
    guest: filterText,
    client: filterText,
    /** The resources to book, one booking each, in the order create receives them (prepaid packages cover the first). */
    resource: repeatedParam(z.string().trim().min(1, BOOKING_MESSAGES.unknown('resource')).max(120, BOOKING_MESSAGES.unknown('resource')), {
      max: MAX_BOOKING_ENTRIES,
      tooMany: BOOKING_MESSAGES.tooManyResources,
      invalid: BOOKING_MESSAGES.unknown('resource'),
    }),
    work_area: filterText,
    /** Either a day (yyyy-MM-dd: hot desks 09:00–18:00) or start and end. */
    day: dayField(BOOKING_MESSAGES.dayRequired).optional(),
    start: optInstant,
    end: optInstant,
    /** As on the create entry: complimentary (or a complimentary origin) costs nothing and uses no prepaid unit. */
    complimentary: flag,
    origin: z.enum(BOOKING_ORIGINS, { error: BOOKING_MESSAGES.originRequired }).optional(),
  })
  .superRefine((q, ctx) => {
    const resources = q.resource ?? [];
    const types = q.booking_type ?? [];
    if (types.length > 1 && types.length !== resources.length)
      ctx.addIssue({ code: 'custom', path: ['booking_type'], message: BOOKING_MESSAGES.typesPerResource });
    if (resources.length > 1 && q.booking_size !== undefined && q.booking_size !== resources.length)
      ctx.addIssue({ code: 'custom', path: ['booking_size'], message: BOOKING_MESSAGES.sizeMismatch });
  });
export type DeskPriceQuery = z.input<typeof deskPriceQuery>;

export const deskPriceResult = z.object({
  /** Pounds: the catalogue amount of every booking quoted (what the invoice lines will carry). */
  full_price: z.number(),
  pending_after_prepaid: z.number(),
  selected_prepaids: z.array(z.object({ code: z.string(), single_price: z.number(), create_date: z.string() })),
});
export type DeskPriceResult = z.infer<typeof deskPriceResult>;
