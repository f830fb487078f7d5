/** The members area's messages and constants, and the member schemas (teams, guests, memberships: their own files). */
import { z } from 'zod';
import { requiredText as required, optionalText, phoneField as phone } from './fields.ts';
import { EMAIL_PATTERN, LOOKUP_LIMIT, MAX_PAGE_SIZE } from './common.ts';
import { pagingQuery } from './common-schemas.ts';
import { nameRef } from './name-ref.ts';

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
export const inactiveMemberViolation = (name: string) => ({
  rule: 'inactive_member' as const,
  field: 'member' as const,
  message: inactiveMemberMessage(name),
  overridable: true,
});
export const PRESENCES = ['out', 'checked_in', 'network_on'] as const;
export type Presence = (typeof PRESENCES)[number];
export const PRESENCE_LABELS: Record<Presence, string> = { out: 'Out', checked_in: 'Check-In', network_on: 'Connected' };
/** Levels of validation and onboarding shown on the member profile. */
export const LEVELS = [0, 25, 50, 75, 100] as const;

export const MEMBERS_LIST = { pageSize: 10, order: 'user__first_name' } as const;
/** Profile blocks show this many items; mini-tables at most 10 rows. */
export const PROFILE_ITEMS = 5;
export const MINI_TABLE_ROWS = 10;
export const EMAIL_CUT = 28;

/** The Email column cuts long addresses to 28 characters plus an ellipsis. */
export function cutEmail(email: string | null | undefined): string {
  if (!email) return '';
  return email.length > EMAIL_CUT ? `${email.slice(0, EMAIL_CUT)}…` : email;
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
  presence: z
    .enum(PRESENCES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  role: z
    .enum(MEMBER_ROLES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

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

// ---- Calls' queries (GET /api/email-is-valid/, /api/invite/, /api/dashboard-profile/, /api/team-members/, …) ----

/** GET /api/email-is-valid/{email}: 'present' means a user already has that e-mail. */
export const emailCheck = z.object({ message: z.enum(['present', 'free']) });
export const invitePayload = z.object({
  member_slug: z.string({ error: MEMBER_MESSAGES.memberRequired }).trim().min(1, MEMBER_MESSAGES.memberRequired).max(120),
});

const slugQuery = (message: string) => z.string({ error: message }).trim().min(1, message).max(120);
export const dashboardProfileQuery = z.object({ member: slugQuery(MEMBER_MESSAGES.memberRequired) });
export const teamQuery = z.object({ team: slugQuery(MEMBER_MESSAGES.teamRequired) });
/** referral=true keeps only the team's referral members. */
export const teamMembersQuery = teamQuery.extend({ referral: z.enum(['true', 'false']).optional() });

// ---- Picker lookups (any staff of the operator, no web section) ----

const lookupLimit = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(LOOKUP_LIMIT);
export const teamLookupQuery = z.object({ name: z.string().max(200).optional(), limit: lookupLimit });
export const memberLookupQuery = teamLookupQuery.extend({ team: z.string().max(120).optional() });
export const teamLookupItem = z.object({ slug: z.string(), name: z.string() });
/** name is "first last"; team is the team's slug. */
/** status (issue 24): pickers mark inactive members ("Inactive") and the API refuses them unless staff confirm. */
export const memberLookupItem = z.object({
  slug: z.string(),
  name: z.string(),
  team: z.string().nullable(),
  email: z.string(),
  status: z.enum(MEMBER_STATUSES),
});
export type TeamLookupItem = z.infer<typeof teamLookupItem>;
export type MemberLookupItem = z.infer<typeof memberLookupItem>;

/** Delays of the members screens (seed 2 §9), in ms: confirmation modal, profile reload after a membership, redirect. */
export const MEMBER_DELAYS = { confirmation: 1500, membershipReload: 1000, membershipRedirect: 2000 } as const;
