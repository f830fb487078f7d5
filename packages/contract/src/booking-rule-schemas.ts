/** The booking rules' request and answer schemas (the rules themselves and their evaluation: booking-rules.ts). */
import { z } from 'zod';
import { BOOKING_GRANULARITIES, BOOKING_RULE_MESSAGES, minutesOfTime, RULE_TIME } from './booking-rules.ts';
import { BOOKING_TYPES } from './bookings.ts';

const minutes = z.coerce
  .number({ error: BOOKING_RULE_MESSAGES.wholeMinutes })
  .int(BOOKING_RULE_MESSAGES.wholeMinutes)
  .min(0, BOOKING_RULE_MESSAGES.wholeMinutes)
  .max(525_600, BOOKING_RULE_MESSAGES.wholeMinutes);
const days = z.coerce
  .number({ error: BOOKING_RULE_MESSAGES.wholeDays })
  .int(BOOKING_RULE_MESSAGES.wholeDays)
  .min(0, BOOKING_RULE_MESSAGES.wholeDays)
  .max(3650, BOOKING_RULE_MESSAGES.wholeDays);
/** Empty text or null = no limit. */
const optional = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' || v === undefined ? null : v), s.nullable());
const time = z.string({ error: BOOKING_RULE_MESSAGES.time }).regex(RULE_TIME, BOOKING_RULE_MESSAGES.time);
const dayHours = z
  .object({ open: time, close: time })
  .refine((h) => minutesOfTime(h.close) > minutesOfTime(h.open), { path: ['close'], message: BOOKING_RULE_MESSAGES.closeAfterOpen });

/** PUT body of a type's or a resource's rules (the response carries the same fields). */
export const bookingRulesInput = z
  .object({
    min_duration_minutes: optional(minutes),
    max_duration_minutes: optional(minutes),
    min_notice_minutes: optional(minutes),
    max_days_ahead: optional(days),
    non_member_min_duration_minutes: optional(minutes),
    non_member_max_duration_minutes: optional(minutes),
    non_member_min_notice_minutes: optional(minutes),
    non_member_max_days_ahead: optional(days),
    opening_hours: z
      .array(dayHours.nullable(), { error: BOOKING_RULE_MESSAGES.sevenDays })
      .length(7, BOOKING_RULE_MESSAGES.sevenDays)
      .nullable()
      .default(null),
    granularity_minutes: optional(
      z.coerce
        .number({ error: BOOKING_RULE_MESSAGES.granularity })
        .refine((v) => (BOOKING_GRANULARITIES as readonly number[]).includes(v), BOOKING_RULE_MESSAGES.granularity),
    ),
    check_in_grace_minutes: optional(minutes),
    check_in_opens_minutes: optional(minutes),
  })
  .superRefine((v, ctx) => {
    if (v.min_duration_minutes != null && v.max_duration_minutes != null && v.max_duration_minutes < v.min_duration_minutes) {
      ctx.addIssue({ code: 'custom', path: ['max_duration_minutes'], message: BOOKING_RULE_MESSAGES.maxBelowMin });
    }
    const nmMin = v.non_member_min_duration_minutes ?? v.min_duration_minutes;
    const nmMax = v.non_member_max_duration_minutes ?? v.max_duration_minutes;
    if (nmMin != null && nmMax != null && nmMax < nmMin && (v.non_member_min_duration_minutes != null || v.non_member_max_duration_minutes != null)) {
      ctx.addIssue({ code: 'custom', path: ['non_member_max_duration_minutes'], message: BOOKING_RULE_MESSAGES.nonMemberMaxBelowMin });
    }
  });
export type BookingRulesInput = z.input<typeof bookingRulesInput>;

export const bookingRuleSetSchema = z.object({
  min_duration_minutes: z.number().nullable(),
  max_duration_minutes: z.number().nullable(),
  min_notice_minutes: z.number().nullable(),
  max_days_ahead: z.number().nullable(),
  non_member_min_duration_minutes: z.number().nullable(),
  non_member_max_duration_minutes: z.number().nullable(),
  non_member_min_notice_minutes: z.number().nullable(),
  non_member_max_days_ahead: z.number().nullable(),
  opening_hours: z.array(z.object({ open: z.string(), close: z.string() }).nullable()).nullable(),
  granularity_minutes: z.literal(BOOKING_GRANULARITIES).nullable(),
  check_in_grace_minutes: z.number().nullable(),
  check_in_opens_minutes: z.number().nullable(),
});

/** GET /api/booking-rules/: one entry per booking type (configured or not) and the per-resource overrides. */
export const bookingTypeRules = bookingRuleSetSchema.extend({
  resource_type: z.enum(BOOKING_TYPES),
  /** false: nothing saved yet, no rule applies (the values shown are NO_BOOKING_RULES). */
  configured: z.boolean(),
});
export const bookingResourceRules = bookingRuleSetSchema.extend({
  resource_type: z.string(),
  resource: z.object({ slug: z.string(), name: z.string(), office: z.string().nullable() }),
});
export const bookingRulesOverview = z.object({
  types: z.array(bookingTypeRules),
  resources: z.array(bookingResourceRules),
});
export type BookingTypeRules = z.infer<typeof bookingTypeRules>;
export type BookingResourceRules = z.infer<typeof bookingResourceRules>;
export type BookingRulesOverview = z.infer<typeof bookingRulesOverview>;
