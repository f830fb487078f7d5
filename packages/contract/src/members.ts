import { z } from 'zod';
import { dayTextField, moneyPounds, requiredText as required, optionalText, phoneField as phone } from './fields.ts';
import { EMAIL_PATTERN, LOOKUP_LIMIT, MAX_PAGE_SIZE } from './common.ts';
import { pagingQuery } from './common-schemas.ts';

/** Every message of the members area (seed 2 §5, §8), used by the server validation and the forms alike. */
export const MEMBER_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  officeRequired: 'Office is required',
  emailRequired: 'Email is required',
  emailValid: 'A valid email is required',
  roleRequired: 'Role is required',
  teamRequired: 'Team is required',
  emailTaken: 'This mail already exists',
  phoneInvalid: 'Phone number is not valid',
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  invoiceNameRequired: 'Invoice Name is required',
  invoiceAddressRequired: 'Invoice Address is required',
  invoicePostCodeRequired: 'Invoice Post Code is required',
  invoiceCityRequired: 'Invoice City is required',
  guestEmailInvalid: 'Email is invalid',
  guestEmailDuplicated: 'Email duplicated',
  memberMandatory: 'Member is mandatory',
  teamMandatory: 'Team is mandatory',
  planMandatory: 'Plan is mandatory',
  planRequired: 'Membership Plan is required',
  priceRequired: 'Price is required',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  memberRequired: 'Member is required',
  recurrencyRequired: 'Recurrency data is required',
  unitsPositive: 'Number of memberships is required and must be a positive number',
  notNegative: 'It can not be negative',
  endBeforeStart: 'End date can not be before start date',
  invitationResent: 'The invitation has been resent',
  invitationNotResent: 'The invitation has not been resent',
  memberCreated: 'Member created',
  memberUpdated: 'Member updated',
  teamCreated: 'Team created',
  teamUpdated: 'Team updated',
  guestCreated: 'Guest created',
  guestUpdated: 'Guest updated',
  membershipCreatedTitle: 'Membership Created',
  membershipCreatedRedirect: 'Membership Created - You will be redirect to Memberships List...',
  noOrders: 'No orders data',
  // Not quoted by the seeds: answers for cases the seeds' screens never reach.
  alreadyValidated: 'This member has already activated the account',
  teamUnknown: 'Unknown team',
  hostUnknown: 'Unknown host',
} as const;

export const MEMBER_ROLES = ['team_admin', 'team_member', 'pending', 'referral'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  team_admin: 'Admin',
  team_member: 'Member',
  pending: 'Pending',
  referral: 'Referral',
};
export const MEMBER_STATUSES = ['active', 'inactive'] as const;
export const INACTIVE_MEMBER_LABEL = 'Inactive';
/** The overridable refusal when staff book or sell to an inactive member (issue 24). */
export const inactiveMemberMessage = (name: string) => `${name} is inactive`;
/** The one overridable violation an inactive member adds to a booking's or order's 400 (same shape as booking rules). */
export const inactiveMemberViolation = (name: string) => ({ rule: 'inactive_member' as const, field: 'member' as const, message: inactiveMemberMessage(name), overridable: true });
export const PRESENCES = ['out', 'checked_in', 'network_on'] as const;
export type Presence = (typeof PRESENCES)[number];
export const PRESENCE_LABELS: Record<Presence, string> = { out: 'Out', checked_in: 'Check-In', network_on: 'Connected' };
export const TEAM_STATUSES = ['active', 'inactive'] as const;
export const GUEST_STATUSES = ['active', 'inactive', 'former'] as const;
/** Levels of validation and onboarding shown on the member profile. */
export const LEVELS = [0, 25, 50, 75, 100] as const;

/** Membership statuses: the add form's list; the profile dialog adds pending and none (seed 2 §4). */
export const MEMBERSHIP_STATUSES = ['active', 'finished', 'pending_payment', 'cancelled'] as const;
export const MEMBERSHIP_DIALOG_STATUSES = ['none', 'active', 'pending', 'cancelled', 'finished'] as const;
export const MEMBERSHIP_ALL_STATUSES = ['active', 'finished', 'pending_payment', 'cancelled', 'pending', 'none'] as const;
export const MEMBERSHIP_LIST_STATUSES = ['active', 'finished'] as const;
export const DEFAULT_PLAN_LENGTH_DAYS = 30;

export const MEMBERS_LIST = { pageSize: 10, order: 'user__first_name' } as const;
export const TEAMS_LIST = { pageSize: 10, order: 'name' } as const;
export const GUESTS_LIST = { pageSize: 15, order: 'name' } as const;
export const MEMBERSHIPS_LIST = { pageSize: 15, order: '-start' } as const;
/** Profile blocks show this many items; mini-tables at most 10 rows. */
export const PROFILE_ITEMS = 5;
export const MINI_TABLE_ROWS = 10;
export const EMAIL_CUT = 28;

/** The Email column cuts long addresses to 28 characters plus an ellipsis. */
export function cutEmail(email: string | null | undefined): string {
  if (!email) return '';
  return email.length > EMAIL_CUT ? `${email.slice(0, EMAIL_CUT)}…` : email;
}

/** Default end of a new membership: start + the plan's length_in_month read as days (30 when 0 or missing). */
export function defaultMembershipDays(lengthInMonth: number | null | undefined): number {
  return lengthInMonth && lengthInMonth > 0 ? lengthInMonth : DEFAULT_PLAN_LENGTH_DAYS;
}


// ---- Members ----

export const memberCreate = z.object({
  first_name: required(MEMBER_MESSAGES.firstNameRequired, 100),
  last_name: required(MEMBER_MESSAGES.lastNameRequired, 100),
  email: z
    .string({ error: MEMBER_MESSAGES.emailRequired })
    .trim()
    .min(1, MEMBER_MESSAGES.emailRequired)
    .max(254)
    .regex(EMAIL_PATTERN, MEMBER_MESSAGES.emailValid),
  office: required(MEMBER_MESSAGES.officeRequired, 120),
  role: z.enum(MEMBER_ROLES, { error: MEMBER_MESSAGES.roleRequired }),
  team: z.string().trim().max(120).optional().nullable(),
  phone,
  job_title: optionalText(100),
  billing_town: optionalText(100),
  billing_street: optionalText(200),
  billing_street_number: optionalText(20),
});
export type MemberCreate = z.infer<typeof memberCreate>;

/** Update: e-mail is read-only (ignored), team becomes required. */
export const memberUpdate = memberCreate.omit({ email: true }).extend({
  team: required(MEMBER_MESSAGES.teamRequired, 120),
  status: z.enum(MEMBER_STATUSES).optional(),
});
export type MemberUpdate = z.infer<typeof memberUpdate>;

export const memberListQuery = pagingQuery(MEMBERS_LIST).extend({
  team: z.string().max(120).optional(),
  club: z.string().max(120).optional(),
  presence: z.enum(PRESENCES).optional().or(z.literal('').transform(() => undefined)),
  role: z.enum(MEMBER_ROLES).optional().or(z.literal('').transform(() => undefined)),
});

const nameRef = z.object({ slug: z.string(), name: z.string() });
export const userSummary = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  validated: z.boolean(),
  onboarding: z.number().int(),
  validation: z.number().int(),
  last_login: z.string().nullable(),
});

const yesNo = z.enum(['YES', 'NO']);
export const memberItem = z.object({
  slug: z.string(),
  user: userSummary,
  job_title: z.string().nullable(),
  role: z.string(),
  team: nameRef.extend({ status: z.string() }).nullable(),
  office: nameRef.nullable(),
  status: z.string(),
  presence: z.string(),
  allow_email: yesNo,
  allow_push: yesNo,
  auto_assign: yesNo,
  auto_checking: yesNo,
  notify_now: z.boolean(),
  image: z.string().nullable(),
  billing_town: z.string().nullable(),
  billing_street: z.string().nullable(),
  billing_street_number: z.string().nullable(),
});
export type MemberItem = z.infer<typeof memberItem>;

// ---- Teams ----

export const teamCreate = z.object({
  name: required(MEMBER_MESSAGES.nameRequired, 150),
  description: required(MEMBER_MESSAGES.descriptionRequired, 2000),
  invoice_name: required(MEMBER_MESSAGES.invoiceNameRequired, 150),
  invoice_address: required(MEMBER_MESSAGES.invoiceAddressRequired, 300),
  invoice_post_code: required(MEMBER_MESSAGES.invoicePostCodeRequired, 20),
  invoice_city: required(MEMBER_MESSAGES.invoiceCityRequired, 100),
});
export const teamUpdate = teamCreate.extend({ status: z.enum(TEAM_STATUSES).optional() });
export type TeamCreate = z.infer<typeof teamCreate>;

export const teamItem = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  invoice_name: z.string().nullable(),
  invoice_address: z.string().nullable(),
  invoice_post_code: z.string().nullable(),
  invoice_city: z.string().nullable(),
  status: z.string(),
  members: z.number().int(),
  image: z.string().nullable(),
});
export type TeamItem = z.infer<typeof teamItem>;

export const teamListQuery = pagingQuery(TEAMS_LIST).extend({
  club: z.string().max(120).optional(),
  populate: z.string().max(20).optional(),
});

// ---- Guests ----

export const guestCreate = z.object({
  name: required(MEMBER_MESSAGES.nameRequired, 150),
  email: z.string({ error: MEMBER_MESSAGES.guestEmailInvalid }).trim().max(254).regex(EMAIL_PATTERN, MEMBER_MESSAGES.guestEmailInvalid),
  phone,
  team: z.string().trim().max(120).optional().nullable(),
  host: z.string().trim().max(120).optional().nullable(),
  origin: optionalText(100),
  consent_marketing: z.boolean().optional(),
  status: z.enum(GUEST_STATUSES).optional(),
});
export const guestUpdate = guestCreate.omit({ email: true });
export type GuestCreate = z.infer<typeof guestCreate>;

export const guestItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  host: z
    .object({ slug: z.string(), user: z.object({ first_name: z.string(), last_name: z.string(), phone: z.string().nullable() }) })
    .nullable(),
  status: z.string(),
  origin: z.string().nullable(),
  team: nameRef.nullable(),
  reference: z.string().nullable(),
  create_date: z.string(),
  consent_marketing: z.boolean(),
  image: z.string().nullable(),
});
export type GuestItem = z.infer<typeof guestItem>;

export const guestListQuery = pagingQuery(GUESTS_LIST);

// ---- Membership plans and memberships ----

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
  plan_membership: z.object({ slug: z.string(), name: z.string(), free_credits: z.number(), free_days: z.number().int(), base_price: z.number() }).nullable(),
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
  status: z.enum(MEMBERSHIP_ALL_STATUSES).or(z.enum([MEMBERSHIP_STATUS_ANY, ''])).optional(),
  team: z.string().max(120).optional(),
  member: z.string().max(120).optional(),
  plan_membership: z.string().max(120).optional(),
});

// ---- Calls' queries and bundled answers (shapes of GET /api/dashboard-profile/, /api/dashboard-team/, …) ----

/** GET /api/email-is-valid/{email}: 'present' means a user already has that e-mail. */
export const emailCheck = z.object({ message: z.enum(['present', 'free']) });
export const invitePayload = z.object({ member_slug: z.string({ error: MEMBER_MESSAGES.memberRequired }).trim().min(1, MEMBER_MESSAGES.memberRequired).max(120) });

const slugQuery = (message: string) => z.string({ error: message }).trim().min(1, message).max(120);
export const dashboardProfileQuery = z.object({ member: slugQuery(MEMBER_MESSAGES.memberRequired) });
export const teamQuery = z.object({ team: slugQuery(MEMBER_MESSAGES.teamRequired) });
/** referral=true keeps only the team's referral members. */
export const teamMembersQuery = teamQuery.extend({ referral: z.enum(['true', 'false']).optional() });

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
});
export type MemberProfile = z.infer<typeof memberProfile>;

/** GET /api/dashboard-team/?team=… ; invoices newest first, gross_price in pounds. */
export const teamDashboard = z.object({
  team: z.object({
    slug: z.string(),
    name: z.string(),
    status: z.string(),
    description: z.string().nullable(),
    invoice_name: z.string().nullable(),
    invoice_address: z.string().nullable(),
    invoice_post_code: z.string().nullable(),
    invoice_city: z.string().nullable(),
  }),
  image: z.string().nullable(),
  team_mates: z.array(memberItem),
  memberships: z.array(membershipItem),
  bookings: z.array(bookingSummary),
  invoices: z.array(
    z.object({ slug: z.string(), name: z.string(), status: z.string(), date: z.string(), date_due: z.string().nullable(), gross_price: z.number() }),
  ),
  invoice_datas: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      town: z.string().nullable(),
      post_code: z.string().nullable(),
      address_1: z.string().nullable(),
      address_2: z.string().nullable(),
      email_contact: z.string().nullable(),
      default: z.boolean(),
      status: z.string(),
    }),
  ),
});
export type TeamDashboard = z.infer<typeof teamDashboard>;

/** GET /api/guests/{slug}: the guest plus the members of its team (empty without a team). */
export const guestDetail = guestItem.extend({ team_members: z.array(memberItem) });
export type GuestDetail = z.infer<typeof guestDetail>;

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

// ---- Picker lookups (any staff of the operator, no web section) ----

const lookupLimit = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(LOOKUP_LIMIT);
export const teamLookupQuery = z.object({ name: z.string().max(200).optional(), limit: lookupLimit });
export const memberLookupQuery = teamLookupQuery.extend({ team: z.string().max(120).optional() });
export const teamLookupItem = z.object({ slug: z.string(), name: z.string() });
/** name is "first last"; team is the team's slug. */
/** status (issue 24): pickers mark inactive members ("Inactive") and the API refuses them unless staff confirm. */
export const memberLookupItem = z.object({ slug: z.string(), name: z.string(), team: z.string().nullable(), email: z.string(), status: z.enum(MEMBER_STATUSES) });
export type TeamLookupItem = z.infer<typeof teamLookupItem>;
export type MemberLookupItem = z.infer<typeof memberLookupItem>;

/** Delays of the members screens (seed 2 §9), in ms: confirmation modal, profile reload after a membership, redirect. */
export const MEMBER_DELAYS = { confirmation: 1500, membershipReload: 1000, membershipRedirect: 2000 } as const;
