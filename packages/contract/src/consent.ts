/**
 * One consent model for every e-mail the product sends (issue 26): the specification's `allow_email` (the master switch)
 * plus one flag per category. Every sender names its message's kind; `mayEmail` decides from the kind and the
 * recipient's consent whether it goes. The unsubscribe link of a message turns its category (or every e-mail) off.
 */
import { z } from 'zod';

/** The categories a member turns on or off (portal preferences, unsubscribe links). */
export const CONSENT_CATEGORIES = ['bookings', 'invoices', 'campaigns', 'community'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export const CONSENT_CATEGORY_LABELS: Record<ConsentCategory, string> = {
  bookings: 'Bookings',
  invoices: 'Invoices',
  campaigns: 'News and offers',
  community: 'Community',
};

/** What each category's e-mails are, in the words of the unsubscribe page and the member profile. */
export const CONSENT_CATEGORY_HINTS: Record<ConsentCategory, string> = {
  bookings: 'booking confirmations, changes, cancellations and releases',
  invoices: 'invoices and payment reminders',
  campaigns: 'news, campaigns and offers',
  community: 'community notices and events',
};

/**
 * Every kind of e-mail the product sends, with its category. `required` messages (the recipient asked for them, or
 * their account's safety needs them) always go: no switch turns them off and they carry no unsubscribe link.
 */
export const MESSAGE_KINDS = {
  password_reset: 'required',
  account_validation: 'required',
  invitation: 'required',
  magic_link: 'required',
  security: 'required',
  checkin_link: 'required',
  campaign_test: 'required',
  booking_confirmation: 'bookings',
  booking_update: 'bookings',
  booking_cancellation: 'bookings',
  booking_release: 'bookings',
  guest_welcome: 'bookings',
  invoice: 'invoices',
  invoice_reminder: 'invoices',
  campaign: 'campaigns',
  offer: 'campaigns',
  community_notice: 'community',
  event_rsvp: 'community',
  event_promotion: 'community',
  ticket_reply: 'community',
  ticket_resolved: 'community',
  webhook_disabled: 'required',
} as const satisfies Record<string, ConsentCategory | 'required'>;
export type MessageKind = keyof typeof MESSAGE_KINDS;

export const messageCategory = (kind: MessageKind): ConsentCategory | 'required' => MESSAGE_KINDS[kind];

/**
 * A recipient's consent. `marketing` is the guest's `consent_marketing`; a member's marketing consent is their
 * `campaigns` flag, so it is always true for members.
 */
export interface EmailConsent extends Record<ConsentCategory, boolean> {
  allow_email: boolean;
  marketing: boolean;
}

/** Who a message goes to: a member or guest of the operator (with consent on file), or anyone else (staff, an accounts address). */
export type ConsentRecipient =
  { type: 'member'; id: number; consent: EmailConsent } | { type: 'guest'; id: number; consent: EmailConsent } | { type: 'other' };

/** The preferences a member has stored (no row = every category on). */
export type CategoryFlags = Record<ConsentCategory, boolean>;
export const ALL_CATEGORIES_ON: CategoryFlags = { bookings: true, invoices: true, campaigns: true, community: true };

export function memberConsent(allowEmail: boolean, flags: Partial<Record<ConsentCategory, boolean | null>> | null): EmailConsent {
  const on = (c: ConsentCategory) => flags?.[c] ?? true;
  return {
    allow_email: allowEmail,
    bookings: on('bookings'),
    invoices: on('invoices'),
    campaigns: on('campaigns'),
    community: on('community'),
    marketing: true,
  };
}

/** A guest has no switches of their own: only `consent_marketing`, which campaigns need. */
export function guestConsent(consentMarketing: boolean): EmailConsent {
  return { allow_email: true, ...ALL_CATEGORIES_ON, marketing: consentMarketing };
}

/**
 * The one consent rule. Required kinds always go; a recipient without consent on file (staff, an address that is no
 * member or guest of the operator) receives what is sent to them; otherwise `allow_email` and the kind's category must
 * both be on, and campaigns also need the marketing consent.
 */
export function mayEmail(kind: MessageKind, recipient: ConsentRecipient): boolean {
  const category = MESSAGE_KINDS[kind];
  if (category === 'required' || recipient.type === 'other') return true;
  const c = recipient.consent;
  return c.allow_email && c[category] && (category !== 'campaigns' || c.marketing);
}

/**
 * Whether a message carries an unsubscribe link: not a required one, and only when the link can write something the
 * sender reads. A member's link turns the category off; a guest's only turns their marketing consent off, so guests
 * get links on campaign e-mails only.
 */
export function hasUnsubscribeLink(kind: MessageKind, recipient: ConsentRecipient): boolean {
  const category = MESSAGE_KINDS[kind];
  if (category === 'required' || recipient.type === 'other') return false;
  return recipient.type === 'member' || category === 'campaigns';
}

/** What an unsubscribe turns off: one category or every e-mail (`allow_email`). */
export type UnsubscribeScope = ConsentCategory | 'all';

/** The consent after an unsubscribe: what the recipient has now (the flags the server writes). */
export function afterUnsubscribe(recipient: 'member' | 'guest', consent: EmailConsent, scope: UnsubscribeScope): EmailConsent {
  if (recipient === 'guest') return { ...consent, marketing: false };
  return scope === 'all' ? { ...consent, allow_email: false } : { ...consent, [scope]: false };
}

/** What staff read when an e-mail they ask for is stopped by the recipient's consent. */
export const CONSENT_MESSAGES = {
  emailsOff: (to: string, category: ConsentCategory) =>
    `${to} has turned off e-mails about ${CONSENT_CATEGORY_HINTS[category]}, so nothing was sent. Download the PDF and hand it over instead.`,
} as const;

// ---- The unsubscribe page and call (public: the signed token is the only credential) ----

export const UNSUBSCRIBE_MESSAGES = {
  tokenRequired: 'This unsubscribe link is incomplete: open the link from the e-mail again',
  tokenInvalid: 'This unsubscribe link is not valid: it was changed or cut short. Open the link from the e-mail again',
  recipientGone: 'This unsubscribe link is for someone who is no longer on file, so there is nothing to turn off',
  done: (what: string) => `You will no longer receive ${what} e-mails`,
  doneAll: 'You will no longer receive e-mails from us, except the ones your account needs (such as password resets)',
} as const;

/** The header pair of RFC 8058 one-click unsubscribe (the mail client POSTs `List-Unsubscribe=One-Click`). */
export const LIST_UNSUBSCRIBE_POST = 'List-Unsubscribe=One-Click';

const tokenField = z
  .string({ error: UNSUBSCRIBE_MESSAGES.tokenRequired })
  .trim()
  .min(1, UNSUBSCRIBE_MESSAGES.tokenRequired)
  .max(600, UNSUBSCRIBE_MESSAGES.tokenInvalid);

/** The link's token rides in the query (the List-Unsubscribe URL) or the body (the page). */
export const unsubscribeQuery = z.object({ token: tokenField.optional() });
export const unsubscribePreviewQuery = z.object({ token: tokenField });
export const unsubscribeBody = z
  .object({
    token: tokenField.optional(),
    /** true: every e-mail (allow_email off), not only the link's category. */
    all: z.boolean().optional(),
    /** The one-click POST of RFC 8058 sends this form field. */
    'List-Unsubscribe': z.string().max(40).optional(),
  })
  .optional();

export const unsubscribeScopeSchema = z.enum([...CONSENT_CATEGORIES, 'all']);

/** What the page shows before and after: whose e-mail, from which operator, and which category is on now. */
export const unsubscribeView = z.object({
  operator: z.string(),
  /** The address, partly hidden (the page is public). */
  email: z.string(),
  recipient: z.enum(['member', 'guest']),
  category: z.enum(CONSENT_CATEGORIES),
  category_label: z.string(),
  /** Whether this link's category is still on. */
  subscribed: z.boolean(),
  allow_email: z.boolean(),
});
export type UnsubscribeView = z.infer<typeof unsubscribeView>;
export const unsubscribeResult = unsubscribeView.extend({ detail: z.string() });

/** The consent a staff member sees on the member profile (read-only: the member owns it). */
export const emailConsentView = z.object({
  allow_email: z.boolean(),
  bookings: z.boolean(),
  invoices: z.boolean(),
  campaigns: z.boolean(),
  community: z.boolean(),
});
export type EmailConsentView = z.infer<typeof emailConsentView>;

/** `ann@example.com` → `a**@example.com`: enough to recognise one's own address on a public page. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  return `${local[0]}${'*'.repeat(Math.min(Math.max(local.length - 1, 2), 6))}${email.slice(at)}`;
}
