/** Membership plans and memberships: statuses, the add form, the list item and the detail. */
import { z } from 'zod';
import { dayTextField, moneyPounds, requiredText as required } from './fields.ts';
import { pagingQuery } from './common-schemas.ts';
import { MEMBER_MESSAGES } from './members.ts';
import { nameRef } from './name-ref.ts';

/** Membership statuses: the add form's list; the profile dialog adds pending and none (seed 2 §4). */
export const MEMBERSHIP_STATUSES = ['active', 'finished', 'pending_payment', 'cancelled'] as const;
export const MEMBERSHIP_DIALOG_STATUSES = ['none', 'active', 'pending', 'cancelled', 'finished'] as const;
export const MEMBERSHIP_ALL_STATUSES = ['active', 'finished', 'pending_payment', 'cancelled', 'pending', 'none'] as const;
export const MEMBERSHIP_LIST_STATUSES = ['active', 'finished'] as const;
export const DEFAULT_PLAN_LENGTH_DAYS = 30;
export const MEMBERSHIPS_LIST = { pageSize: 15, order: '-start' } as const;

/** Default end of a new membership: start + the plan's length_in_month read as days (30 when 0 or missing). */
export function defaultMembershipDays(lengthInMonth: number | null | undefined): number {
  return lengthInMonth && lengthInMonth > 0 ? lengthInMonth : DEFAULT_PLAN_LENGTH_DAYS;
}

export const membershipPlanItem = z.object({
  slug: z.string(),
  name: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  base_price: z.number(),
  free_days: z.number().int(),
  free_credits: z.number(),
  length_in_month: z.number().int(),
  client: z.string(),
});
export type MembershipPlanItem = z.infer<typeof membershipPlanItem>;

/** Plan credits (a count, not money): never negative. */
const credits = (message: string) => z.coerce.number({ error: message }).min(0, MEMBER_MESSAGES.notNegative).max(10_000_000);
/** A day as yyyy-MM-dd (a longer ISO text is accepted; only its first 10 characters, the day, count), in the accepted years. */
const isoDateTime = dayTextField;

/**
 * POST /api/memberships/. Start is taken at 00:00:00 and end at 23:59:59 of their days (in the office's time zone);
 * units ≥ 1; price, credits and free days never negative.
 */
export const membershipCreate = z
  .object({
    member: required(MEMBER_MESSAGES.memberRequired, 120),
    team: required(MEMBER_MESSAGES.teamRequired, 120),
    plan: required(MEMBER_MESSAGES.planRequired, 120),
    price: moneyPounds({ required: MEMBER_MESSAGES.priceRequired, negative: MEMBER_MESSAGES.notNegative }),
    status: z.enum(MEMBERSHIP_ALL_STATUSES).default('active'),
    start: isoDateTime(MEMBER_MESSAGES.startRequired),
    end: isoDateTime(MEMBER_MESSAGES.endRequired),
    recurrent: z.boolean({ error: MEMBER_MESSAGES.recurrencyRequired }),
    numUnits: z.coerce
      .number({ error: MEMBER_MESSAGES.unitsPositive })
      .int(MEMBER_MESSAGES.unitsPositive)
      .min(1, MEMBER_MESSAGES.unitsPositive)
      .max(1000, MEMBER_MESSAGES.unitsPositive)
      .default(1),
    free_credits: credits('Free credits must be a number').default(0),
    free_days: z.coerce.number().int().min(0, MEMBER_MESSAGES.notNegative).max(3650).default(0),
    payNow: z.boolean().optional().default(false),
    create_date: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.start.slice(0, 10) > v.end.slice(0, 10)) ctx.addIssue({ code: 'custom', path: ['end'], message: MEMBER_MESSAGES.endBeforeStart });
  });
export type MembershipCreate = z.input<typeof membershipCreate>;

export const membershipItem = z.object({
  slug: z.string(),
  plan_membership: z
    .object({ slug: z.string(), name: z.string(), free_credits: z.number(), free_days: z.number().int(), base_price: z.number() })
    .nullable(),
  member: z.object({ slug: z.string(), user: z.object({ first_name: z.string(), last_name: z.string() }) }).nullable(),
  team: nameRef.nullable(),
  resource: nameRef.nullable(),
  office: nameRef.nullable(),
  work_area: nameRef.nullable(),
  base_price: z.number(),
  num_bookings: z.number().int(),
  start: z.string(),
  /** null: open-ended (recurrent) membership. */
  end: z.string().nullable(),
  recurrent: z.boolean(),
  status: z.string(),
  create_date: z.string(),
  units: z.number().int(),
  free_credits: z.number(),
  free_days: z.number().int(),
});
export type MembershipItem = z.infer<typeof membershipItem>;

/** status: absent → active (the list's default filter); 'all' or '' → every status. */
export const MEMBERSHIP_STATUS_ANY = 'all';
export const membershipListQuery = pagingQuery(MEMBERSHIPS_LIST).extend({
  club: z.string().max(120).optional(),
  // No array spread here: a bundler must keep a spread (it may run an iterator), and with it zod in the web entry.
  status: z
    .enum(MEMBERSHIP_ALL_STATUSES)
    .or(z.enum([MEMBERSHIP_STATUS_ANY, '']))
    .optional(),
  team: z.string().max(120).optional(),
  member: z.string().max(120).optional(),
  plan_membership: z.string().max(120).optional(),
});

/** GET /api/memberships/{slug}: the membership and its bookings, latest planned start first. */
export const membershipBooking = z.object({
  code: z.string(),
  club: nameRef,
  work_area: nameRef.nullable(),
  resource: nameRef.nullable(),
  planned_start: z.string(),
  real_start: z.string().nullable(),
  real_end: z.string().nullable(),
});
export const membershipDetail = membershipItem.extend({ bookings: z.array(membershipBooking) });
export type MembershipDetail = z.infer<typeof membershipDetail>;
/** The detail lists at most this many bookings (num_bookings has the full count). */
export const MEMBERSHIP_DETAIL_BOOKINGS = 200;
