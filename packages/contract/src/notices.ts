/**
 * The notice board (issue 28): staff post notices (title, Markdown body, optional image, the offices they apply to,
 * publish and expiry instants, pinned); members read the current ones in the portal. A notice's status is never
 * stored: it follows from its dates and the clock (`noticeStatus`).
 */
import { z } from 'zod';
import { isInstantInRange } from './bounds.ts';
import { pagingQuery, slugSchema } from './common-schemas.ts';
import { requiredText } from './fields.ts';
import type { ConfirmText } from './confirmations.ts';
import { UPLOAD_URL_PATTERN } from './space-uploads.ts';

export const NOTICE_STATUSES = ['scheduled', 'live', 'expired'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];
export const NOTICE_STATUS_LABELS: Record<NoticeStatus, string> = { scheduled: 'Scheduled', live: 'Live', expired: 'Expired' };

const time = (v: string | Date) => (v instanceof Date ? v.getTime() : Date.parse(v));

/**
 * Scheduled before its publish instant, live from it, expired from its expiry instant (which wins: a notice whose
 * expiry is not after its publish instant — an unpublished one — is expired, never scheduled).
 */
export function noticeStatus(n: { publish_at: string | Date; expire_at: string | Date | null }, now: Date): NoticeStatus {
  if (n.expire_at !== null && time(n.expire_at) <= now.getTime()) return 'expired';
  return time(n.publish_at) > now.getTime() ? 'scheduled' : 'live';
}

/** Members see a notice while it is live, if it names no office (all offices) or names theirs. */
export function noticeVisibleTo(
  n: { publish_at: string | Date; expire_at: string | Date | null; offices: readonly string[] },
  memberOffice: string | null,
  now: Date,
): boolean {
  if (noticeStatus(n, now) !== 'live') return false;
  return n.offices.length === 0 || (memberOffice !== null && n.offices.includes(memberOffice));
}

/** The portal's order: pinned first, then the newest publish instant first (then the newest notice). */
export function compareNotices(a: { pinned: boolean; publish_at: string; id?: number }, b: { pinned: boolean; publish_at: string; id?: number }) {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  return time(b.publish_at) - time(a.publish_at) || (b.id ?? 0) - (a.id ?? 0);
}

export const NOTICE_MESSAGES = {
  titleRequired: 'Title is required',
  bodyRequired: 'Write the notice',
  dateInvalid: 'Enter a valid date and time',
  expireBeforePublish: 'The expiry must be after the publish date',
  officesUnknown: 'Every office must be one of this operator',
  imageInvalid: 'Upload an image (JPG or PNG) or give its https address',
  notFound: 'Notice not found',
  saved: 'Notice saved',
  deleted: 'Notice deleted',
  unpublished: 'Notice unpublished: members no longer see it',
  none: 'No notices yet',
  noneForMembers: 'No notices right now',
} as const;

export const NOTICE_BODY_HINT = 'Markdown: **bold**, *italic*, [link](https://…), "- " lists';
export const NOTICES_LIST = { pageSize: 10, order: '-publish_at' } as const;
export const NOTICE_ORDER_FIELDS = ['title', 'publish_at', 'expire_at', 'pinned', 'created_at'] as const;
/** How many notices the portal's home shows (the Notices page shows every current one). */
export const PORTAL_HOME_NOTICES = 3;
export const PORTAL_NOTICES_MAX = 100;

const instant = z.string().trim().max(40, NOTICE_MESSAGES.dateInvalid).refine(isInstantInRange, NOTICE_MESSAGES.dateInvalid);
const blank = (v: unknown) => (v === '' ? null : v);

/**
 * What staff send. publish_at missing = now; expire_at missing or null = never. `email: true` asks for the notice to be
 * e-mailed (once, when it is live) to the consenting members of its offices. `request_key` (a random id the form makes
 * once per dialog) makes a retried create answer the notice the first attempt made.
 */
export const noticePayload = z
  .object({
    title: requiredText(NOTICE_MESSAGES.titleRequired, 150),
    body: requiredText(NOTICE_MESSAGES.bodyRequired, 10_000),
    image: z.preprocess(blank, z.string().trim().max(500).regex(UPLOAD_URL_PATTERN, NOTICE_MESSAGES.imageInvalid).nullable().optional()),
    offices: z.array(slugSchema).max(200).default([]),
    publish_at: z.preprocess(blank, instant.nullable().optional()),
    expire_at: z.preprocess(blank, instant.nullable().optional()),
    pinned: z.boolean().default(false),
    email: z.boolean().default(false),
    request_key: z.uuid().optional(),
  })
  .refine((n) => !n.publish_at || !n.expire_at || Date.parse(n.publish_at) < Date.parse(n.expire_at), {
    message: NOTICE_MESSAGES.expireBeforePublish,
    path: ['expire_at'],
  });
export type NoticePayload = z.input<typeof noticePayload>;
export type NoticeBody = z.output<typeof noticePayload>;

const nameRef = z.object({ slug: z.string(), name: z.string() });

export const noticeItem = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  /** Empty: every office. */
  offices: z.array(nameRef),
  publish_at: z.string(),
  expire_at: z.string().nullable(),
  pinned: z.boolean(),
  status: z.enum(NOTICE_STATUSES),
  /** Whether staff asked for an e-mail, when it went out and to how many members. */
  email_requested: z.boolean(),
  emailed_at: z.string().nullable(),
  emailed_count: z.number().int(),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type NoticeItem = z.infer<typeof noticeItem>;

export const noticeListQuery = pagingQuery(NOTICES_LIST).extend({
  status: z.preprocess(blank, z.enum(NOTICE_STATUSES).optional()),
  /** Notices that apply to this office (its own and the all-office ones). */
  office: z.preprocess(blank, slugSchema.optional()),
});

/** What a member reads. */
export const portalNotice = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  publish_at: z.string(),
  pinned: z.boolean(),
});
export type PortalNotice = z.infer<typeof portalNotice>;
export const portalNoticesQuery = z.object({ limit: z.coerce.number().int().min(1).max(PORTAL_NOTICES_MAX).default(PORTAL_NOTICES_MAX) });
export const portalNotices = z.object({ notices: z.array(portalNotice) });

/** What staff confirm before taking a notice down or deleting it. */
export const NOTICE_CONFIRM = {
  unpublish: (title: string): ConfirmText => ({
    title: `Unpublish "${title}"?`,
    message: 'Members stop seeing it now. You can publish it again by editing its dates.',
    confirmLabel: 'Unpublish',
    keepLabel: 'Keep it',
    destructive: false,
  }),
  remove: (title: string): ConfirmText => ({
    title: `Delete "${title}"?`,
    message: 'The notice is deleted for good.',
    confirmLabel: 'Delete notice',
    keepLabel: 'Keep it',
    destructive: true,
  }),
};
