import { z } from 'zod';
import { pagingQuery, slugSchema } from './common-schemas.ts';
import { isInstantInRange, startsWithDayInRange } from './bounds.ts';
import { optionalMoneyPounds, optionalText, requiredText } from './fields.ts';
import type { OfferLimitKind, OfferRefusal } from './offer-limits.ts';

/** Every message of the marketing area (doc 3 §5, §8), shared by the server validation and the forms. */
export const MARKETING_MESSAGES = {
  nameRequired: 'Name is required',
  campaignCodeRequired: 'Campaign Code is required',
  typeRequired: 'Type is required',
  datePlannedRequired: 'Date planned is required',
  datePlannedInvalid: 'Date planned is not a valid date',
  statusRequired: 'Status is required',
  campaignCreated: 'Campaign Created - You will be redirect to Campaigns List...',
  campaignUpdated: 'Campaign Update - You will be redirect to Campaigns List...',
  typeUnknown: 'Unknown campaign type',
  usersUnknown: 'Every selected user must be a member of this operator',
  codeRequired: 'Code is required',
  offerTypeRequired: 'Offer type is required',
  dateInvalid: 'Not a valid date and time',
  endBeforeStart: 'The end must be after the start',
  officesUnknown: 'Offices must be offices of this operator',
  notNegative: 'It can not be negative',
  userRequired: 'User is required',
  offerRequired: 'Offer is required',
  userUnknown: 'Unknown member',
  offerUnknown: 'Unknown offer',
  /** marketing.success / marketing.error of the offer forms (doc 3 §8). */
  success: 'Saved successfully',
  error: 'The changes could not be saved',
  onlyTeamAdmin: 'This offer is only for team admins',
  workOnly: 'This offer is only for members with an active membership',
  /** Sending or test-sending a campaign that lacks either (issue 24 §2). */
  contentRequired: 'Add a subject and body',
  campaignAlreadySent: 'This campaign was already sent',
  campaignNotActive: 'Only an active campaign can be sent',
  campaignSent: 'Campaign sent',
  typeNameTaken: 'A campaign type with this name already exists',
  typeNotFound: 'Campaign type not found',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  /** Changing a campaign needs the marketing section; reading it does not (issue 24 §7). */
  readOnlyCampaign: 'You can read this campaign; changing it needs the Marketing section.',
} as const;

/** The 409 when a campaign type still has campaigns (a campaign's type cannot be changed, so rename it instead). */
export const campaignTypeInUseMessage = (campaigns: number) =>
  `This type is used by ${campaigns} ${campaigns === 1 ? 'campaign' : 'campaigns'}, so it cannot be removed. Rename it instead.`;
export const campaignTestSentMessage = (email: string) => `Test e-mail sent to ${email}`;

/** The 409 message naming the limit an assignment would pass. */
export function offerLimitMessage(kind: OfferLimitKind, limit: number): string {
  if (kind === 'member') return `This member has reached the offer's limit per member (${limit})`;
  if (kind === 'team') return `This team has reached the offer's limit per team (${limit})`;
  return `This offer has reached its limit per campaign (${limit})`;
}

export const offerRefusalMessage = (refusal: OfferRefusal) =>
  refusal === 'only_team_admin' ? MARKETING_MESSAGES.onlyTeamAdmin : MARKETING_MESSAGES.workOnly;

export const MARKETING_DELAYS = { campaignCreated: 2000, campaignUpdated: 3000, search: 300 } as const;

// ---- Campaigns ----

export const CAMPAIGN_STATUSES = ['active', 'finished', 'cancelled', 'pending_payment'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  active: 'Active',
  finished: 'Finished',
  cancelled: 'Cancel',
  pending_payment: 'Pending',
};
export const CAMPAIGNS_LIST = { pageSize: 10, order: '-date_created' } as const;
export const CAMPAIGN_ORDER_FIELDS = ['name', 'type', 'code', 'date_created', 'date_planned', 'status', 'num_users'] as const;
/** The transfer list loads this many members, ordered by first name. */
export const CAMPAIGN_MEMBERS_LIMIT = 1000;

/** The web sends the planned day as midnight at +01:00 (doc 3 §5). */
export const PLANNED_OFFSET = '+01:00';
export const plannedDateIso = (day: string) => `${day}T00:00:00${PLANNED_OFFSET}`;
/** The yyyy-MM-dd day of a stored planned instant, read at the same +01:00 offset, so the day round-trips in any zone. */
export function plannedDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  return new Date(t + 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** '' and null count as missing, as the seeds' forms treat them. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A date or date-time text (starting yyyy-MM-dd) in the accepted years (bounds.ts). */
const isDateInstant = (v: string) => startsWithDayInRange(v) && isInstantInRange(v);
const isoDateTime = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(40)
    .refine((v) => v === '' || isDateInstant(v), MARKETING_MESSAGES.datePlannedInvalid);

/** Subject and body are optional on create and update (the seeds' calls send neither); '' or null clears them. */
const campaignContent = {
  subject: optionalText(200),
  body: optionalText(20_000),
};

const campaignStatus = z.preprocess(blankToUndefined, z.enum(CAMPAIGN_STATUSES, { error: MARKETING_MESSAGES.statusRequired }));
/** Member ids (numbers, as the seeds send) or member slugs (what the pickers know). */
export const userListSchema = z.array(z.union([z.number().int().positive().max(2_147_483_647), slugSchema])).max(5000);

export const campaignCreate = z.object({
  name: requiredText(MARKETING_MESSAGES.nameRequired, 150),
  code: requiredText(MARKETING_MESSAGES.campaignCodeRequired, 60),
  type: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: MARKETING_MESSAGES.typeRequired })
      .int(MARKETING_MESSAGES.typeRequired)
      .positive(MARKETING_MESSAGES.typeRequired)
      .max(2_147_483_647),
  ),
  date_planned: isoDateTime(MARKETING_MESSAGES.datePlannedRequired),
  status: campaignStatus,
  ...campaignContent,
});
export type CampaignCreate = z.infer<typeof campaignCreate>;

/** PUT: the editable fields (type and creation date are read-only); user_list replaces the recipients when sent. */
export const campaignUpdate = z.object({
  name: requiredText(MARKETING_MESSAGES.nameRequired, 150),
  code: requiredText(MARKETING_MESSAGES.campaignCodeRequired, 60),
  date_planned: isoDateTime(MARKETING_MESSAGES.datePlannedRequired),
  status: campaignStatus,
  user_list: userListSchema.optional(),
  ...campaignContent,
});
export type CampaignUpdate = z.infer<typeof campaignUpdate>;
/** PATCH: any subset of the PUT fields. */
export const campaignPatch = campaignUpdate.partial();
export type CampaignPatch = z.infer<typeof campaignPatch>;

export const campaignTypeItem = z.object({ id: z.number().int(), name: z.string() });
export type CampaignTypeItem = z.infer<typeof campaignTypeItem>;

export const campaignItem = z.object({
  slug: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  type: campaignTypeItem.nullable(),
  date_created: z.string(),
  date_planned: z.string().nullable(),
  date_sent: z.string().nullable(),
  status: z.string(),
  num_users: z.number().int(),
});
export type CampaignItem = z.infer<typeof campaignItem>;

export const campaignUser = z.object({ id: z.number().int(), slug: z.string(), first_name: z.string(), last_name: z.string() });
export const campaignDetail = campaignItem.extend({ users: z.array(campaignUser), subject: z.string().nullable(), body: z.string().nullable() });
export type CampaignDetail = z.infer<typeof campaignDetail>;

export const campaignListQuery = pagingQuery(CAMPAIGNS_LIST);

// ---- Offers ----

export const OFFER_TYPES = ['hot_desk', 'work_area', 'full_membership', 'bar', 'services', 'events', 'informative'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];
export const OFFER_TYPE_LABELS: Record<OfferType, string> = {
  hot_desk: 'Hot desk',
  work_area: 'Work area',
  full_membership: 'Full membership',
  bar: 'Bar',
  services: 'Services',
  events: 'Events',
  informative: 'Informative',
};
export const SCREENS_AFTER_ACCEPT = ['Feed', 'Bookings', 'Membership Plans', 'Bar', 'Events', 'Profile'] as const;
export const OFFER_STATUSES = ['active', 'inactive'] as const;
export const OFFERS_LIST = { pageSize: 10, order: 'code' } as const;
export const OFFER_ORDER_FIELDS = ['code', 'title', 'offer_type', 'price', 'discount', 'date_start', 'date_end', 'status'] as const;
/** Offers run in whole days of the office's zone (issue 24 §8): the form has no time pickers; see offer-days.ts. */
export const OFFER_DAYS_HINT = 'Whole days: from 00:00 on the start date to 23:59 on the end date';

const limit = z.coerce.number().int().min(0, MARKETING_MESSAGES.notNegative).max(1_000_000).default(0);
/** The shared money range (bounds.ts); blank or missing is £0.00. */
const poundsField = optionalMoneyPounds({ required: MARKETING_MESSAGES.notNegative, negative: MARKETING_MESSAGES.notNegative }).transform(
  (v) => v ?? 0,
);
const optionalInstant = z.preprocess(blankToUndefined, z.string().trim().max(40).refine(isDateInstant, MARKETING_MESSAGES.dateInvalid).optional());

export const offerPayload = z
  .object({
    code: requiredText(MARKETING_MESSAGES.codeRequired, 60),
    title: optionalText(150),
    subtitle: optionalText(200),
    description: optionalText(4000),
    offices: z.array(slugSchema).max(200).default([]),
    offer_type: z.preprocess(blankToUndefined, z.enum(OFFER_TYPES, { error: MARKETING_MESSAGES.offerTypeRequired })),
    screen_after_accept: z.preprocess(blankToUndefined, z.enum(SCREENS_AFTER_ACCEPT).optional()),
    price: poundsField,
    discount: poundsField,
    date_start: optionalInstant,
    date_end: optionalInstant,
    limit_per_campaign: limit,
    limit_per_team: limit,
    limit_per_member: limit,
    work_only: z.boolean().default(false),
    only_team_admin: z.boolean().default(false),
    status: z.preprocess(blankToUndefined, z.enum(OFFER_STATUSES).default('active')),
    send_notification: z.boolean().default(false),
  })
  .refine((o) => !o.date_start || !o.date_end || Date.parse(o.date_start) < Date.parse(o.date_end), {
    message: MARKETING_MESSAGES.endBeforeStart,
    path: ['date_end'],
  });
export type OfferPayload = z.input<typeof offerPayload>;

const nameRef = z.object({ slug: z.string(), name: z.string() });
export const offerItem = z.object({
  slug: z.string(),
  code: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  offices: z.array(nameRef),
  offer_type: z.string(),
  screen_after_accept: z.string().nullable(),
  price: z.number(),
  discount: z.number(),
  date_start: z.string().nullable(),
  date_end: z.string().nullable(),
  limit_per_campaign: z.number().int(),
  limit_per_team: z.number().int(),
  limit_per_member: z.number().int(),
  work_only: z.boolean(),
  only_team_admin: z.boolean(),
  status: z.string(),
  send_notification: z.boolean(),
});
export type OfferItem = z.infer<typeof offerItem>;

export const offerListQuery = pagingQuery(OFFERS_LIST).extend({
  status: z.preprocess(blankToUndefined, z.enum(OFFER_STATUSES).optional()),
});

export const offerLookupQuery = z.object({ name: z.string().max(200).optional(), limit: z.coerce.number().int().min(1).max(1000).default(100) });
export const offerLookupItem = z.object({ slug: z.string(), code: z.string(), name: z.string() });
export type OfferLookupItem = z.infer<typeof offerLookupItem>;

// ---- Offers assigned to members ----

export const OFFER_USER_STATUSES = ['new', 'pending', 'accepted', 'rejected', 'cancelled'] as const;
export const OFFER_USERS_LIST = { pageSize: 10, order: '-date' } as const;
export const OFFER_USER_ORDER_FIELDS = ['user', 'offer_name', 'offer_code', 'date', 'status'] as const;

/** user: the member's slug (or id); offer: the offer's slug. */
export const offerUserPayload = z.object({
  user: z.preprocess(
    blankToUndefined,
    z.union([z.number({ error: MARKETING_MESSAGES.userRequired }).int().positive().max(2_147_483_647), slugSchema], {
      error: MARKETING_MESSAGES.userRequired,
    }),
  ),
  offer: z
    .string({ error: MARKETING_MESSAGES.offerRequired })
    .trim()
    .min(1, MARKETING_MESSAGES.offerRequired)
    .max(120)
    .regex(/^[A-Za-z0-9_.-]+$/, MARKETING_MESSAGES.offerUnknown),
  status: z.preprocess(blankToUndefined, z.enum(OFFER_USER_STATUSES, { error: MARKETING_MESSAGES.statusRequired })),
  send_notification: z.boolean().default(false),
});
export type OfferUserPayload = z.input<typeof offerUserPayload>;

export const offerUserItem = z.object({
  slug: z.string(),
  user: z.object({ slug: z.string(), first_name: z.string(), last_name: z.string(), email: z.string() }),
  offer: z.object({ slug: z.string(), title: z.string(), code: z.string() }),
  date: z.string(),
  status: z.string(),
  send_notification: z.boolean(),
});
export type OfferUserItem = z.infer<typeof offerUserItem>;

export const offerUserListQuery = pagingQuery(OFFER_USERS_LIST);
