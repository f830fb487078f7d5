/**
 * Outbound webhooks (issue 29): an operator's endpoints receive signed POSTs (Standard Webhooks) when its records
 * change. The mapping from a captured change (change_log: table, action, changed fields before → after) to event
 * types is pure and lives here, with the event list, messages, schemas and the address rules used at save time.
 */
import { z } from 'zod';

/** Every event type an endpoint can subscribe to, in the order the form lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'member.created',
  'member.updated',
  'membership.created',
  'membership.ended',
  'booking.created',
  'booking.updated',
  'booking.cancelled',
  'booking.checked_in',
  'invoice.issued',
  'invoice.paid',
  'invoice.voided',
  'payment.recorded',
  'order.delivered',
  'ticket.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent by "Send test event" only (to the one endpoint); never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'member.created': 'A member was added',
  'member.updated': 'A member was changed',
  'membership.created': 'A membership was created',
  'membership.ended': 'A membership finished or was cancelled',
  'booking.created': 'A booking was made',
  'booking.updated': 'A booking was changed (moved, paid, edited)',
  'booking.cancelled': 'A booking was cancelled',
  'booking.checked_in': 'A booking was checked in',
  'invoice.issued': 'An invoice was issued (validated or sent)',
  'invoice.paid': 'An invoice was paid in full',
  'invoice.voided': 'An invoice was voided',
  'payment.recorded': 'A payment was recorded against an invoice',
  'order.delivered': 'A food and drinks order was delivered',
  'ticket.created': 'A help-desk ticket was raised',
};

/** The tables whose changes reach the outbox and the record each event's payload describes. */
export const WEBHOOK_RECORD_OF_TABLE = {
  members: 'member',
  memberships: 'membership',
  bookings: 'booking',
  invoices: 'invoice',
  invoice_payments: 'payment',
  orders: 'order',
  tickets: 'ticket',
} as const;
export type WebhookRecordTable = keyof typeof WEBHOOK_RECORD_OF_TABLE;

/** A captured change as the mapping sees it: for updates, `before`/`after` hold only the changed columns. */
export interface CapturedChange {
  recordType: string;
  action: 'insert' | 'update' | 'delete';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const set = (v: unknown) => v !== null && v !== undefined;
/** A column the update changed to `value` (from something else). */
const becomes = (c: CapturedChange, column: string, values: readonly unknown[]) =>
  c.after !== null && column in c.after && values.includes(c.after[column]) && !values.includes(c.before?.[column]);
/** A column the update set (null before). */
const wasSet = (c: CapturedChange, column: string) => c.after !== null && column in c.after && set(c.after[column]) && !set(c.before?.[column]);

const DELIVERED = ['delivered', 'paid_and_delivered'] as const;
const ENDED = ['finished', 'cancelled'] as const;

/**
 * The event types a committed change gives (none for most). Pure: the event worker and the tests share it.
 * - members: insert → member.created, update → member.updated;
 * - memberships: insert → membership.created; status becomes finished/cancelled → membership.ended;
 * - bookings (blocks excepted): insert → booking.created; status becomes cancelled → booking.cancelled; real_start
 *   set → booking.checked_in; any other update → booking.updated (one event per change, in that precedence);
 * - invoices: issued_at set → invoice.issued; status becomes paid → invoice.paid; becomes void → invoice.voided (one
 *   change can give several: a walk-in sale issued and paid at once);
 * - invoice_payments: insert → payment.recorded; orders: status becomes delivered → order.delivered; tickets: insert
 *   → ticket.created. Deletes give no event.
 */
export function webhookEventsOf(c: CapturedChange): WebhookEventType[] {
  if (c.action === 'delete') return [];
  const insert = c.action === 'insert';
  switch (c.recordType) {
    case 'members':
      return [insert ? 'member.created' : 'member.updated'];
    case 'memberships':
      if (insert) return ['membership.created'];
      return becomes(c, 'status', ENDED) ? ['membership.ended'] : [];
    case 'bookings': {
      if (insert) return c.after?.booking_type === 'block' ? [] : ['booking.created'];
      if (becomes(c, 'status', ['cancelled'])) return ['booking.cancelled'];
      if (wasSet(c, 'real_start')) return ['booking.checked_in'];
      return ['booking.updated'];
    }
    case 'invoices': {
      const out: WebhookEventType[] = [];
      if (insert ? set(c.after?.issued_at) : wasSet(c, 'issued_at')) out.push('invoice.issued');
      if (insert ? c.after?.status === 'paid' : becomes(c, 'status', ['paid'])) out.push('invoice.paid');
      if (insert ? c.after?.status === 'void' : becomes(c, 'status', ['void'])) out.push('invoice.voided');
      return out;
    }
    case 'invoice_payments':
      return insert ? ['payment.recorded'] : [];
    case 'orders':
      return (insert ? DELIVERED.includes(c.after?.status as never) : becomes(c, 'status', DELIVERED)) ? ['order.delivered'] : [];
    case 'tickets':
      return insert ? ['ticket.created'] : [];
    default:
      return [];
  }
}

// --- Addresses -------------------------------------------------------------------------------------------------

/** Whether an IPv4 or IPv6 address (text) is loopback, private, link-local, unspecified, CGNAT or otherwise not public. */
export function isPrivateAddress(address: string): boolean {
  let a = address.trim().toLowerCase();
  if (a.startsWith('[') && a.endsWith(']')) a = a.slice(1, -1);
  const zone = a.indexOf('%');
  if (zone >= 0) a = a.slice(0, zone);
  const v4 = parseIpv4(a);
  if (v4) return privateIpv4(v4);
  if (!a.includes(':')) return false;
  const groups = parseIpv6(a);
  if (!groups) return true; // not an address we understand: refuse
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d): judge the IPv4 address.
  if (groups.slice(0, 5).every((g) => g === 0) && (groups[5] === 0xffff || groups[5] === 0)) {
    if (groups[5] === 0 && groups[6] === 0 && groups[7] <= 1) return true; // :: and ::1
    return privateIpv4([groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255]);
  }
  // NAT64 (64:ff9b::/96) carries an IPv4 address too.
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0))
    return privateIpv4([groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255]);
  const first = groups[0];
  if ((first & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((first & 0xffc0) === 0xfec0) return true; // fec0::/10 site-local (deprecated)
  if ((first & 0xff00) === 0xff00) return true; // multicast
  if (first === 0x2001 && groups[1] === 0x0db8) return true; // documentation
  return false;
}

function parseIpv4(a: string): number[] | null {
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(a)) return null;
  const parts = a.split('.').map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

function privateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

function parseIpv6(a: string): number[] | null {
  let text = a;
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  const v4 = parseIpv4(text.slice(lastColon + 1));
  if (v4) {
    tail = [(v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]];
    text = text.slice(0, lastColon + 1);
    if (!text.endsWith('::')) text = text.slice(0, -1);
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const words = (s: string) => (s === '' ? [] : s.split(':'));
  const head = words(halves[0]);
  const rest = halves.length === 2 ? words(halves[1]) : [];
  if (![...head, ...rest].every((t) => /^[0-9a-f]{1,4}$/.test(t))) return null;
  const hex = (list: string[]) => list.map((t) => parseInt(t, 16));
  const total = head.length + rest.length + tail.length;
  if (halves.length === 1) return total === 8 ? [...hex(head), ...tail] : null;
  if (total > 7) return null;
  return [...hex(head), ...new Array<number>(8 - total).fill(0), ...hex(rest), ...tail];
}

/**
 * Checks an endpoint URL at save time: http(s) only, no credentials, and (unless private addresses are allowed) no
 * literal private address or local host name. Names are checked again on the resolved address at connect time.
 * Answers a message, or null when the URL may be saved.
 */
export function webhookUrlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_MESSAGES.urlScheme;
  if (url.username || url.password) return WEBHOOK_MESSAGES.urlCredentials;
  if (allowPrivate) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal'))
    return WEBHOOK_MESSAGES.urlPrivate;
  if (isPrivateAddress(host)) return WEBHOOK_MESSAGES.urlPrivate;
  return null;
}

// --- Messages and schemas --------------------------------------------------------------------------------------

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** After a rotation the previous secret still signs for this long (receivers update at their pace). */
export const WEBHOOK_OLD_SECRET_MS = 24 * 60 * 60_000;
/** A delivery's answer must come within this. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The delivery log keeps this much of a receiver's answer. */
export const WEBHOOK_RESPONSE_KEPT_CHARS = 1000;

export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Enter a full URL, such as https://example.com/clubspace',
  urlScheme: 'The URL must start with https:// or http://',
  urlCredentials: 'Put no user name or password in the URL: verify the signature instead',
  urlPrivate: 'The URL points at a private or local address: webhooks go to public addresses only',
  eventsRequired: 'Choose at least one event',
  ownerOnly: 'Only the account owner can manage webhooks',
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  shownOnce: 'Copy the signing secret now: it is shown only once and cannot be shown again',
  rotated: 'The previous secret keeps signing for 24 hours, beside the new one',
  disabledSubject: 'A webhook endpoint was disabled',
  disabledText: (url: string, days: number) =>
    `Clubspace could not deliver events to ${url} for ${days} days, so the endpoint was disabled. Fix the receiver, then enable it again in Account → Developers → Webhooks.`,
} as const;

export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES);

/** POST /api/webhooks/ and PATCH /api/webhooks/:id/ */
export const webhookEndpointBody = z.object({
  url: z.string().trim().min(1, WEBHOOK_MESSAGES.urlInvalid).max(2000),
  events: z.array(webhookEventType).min(1, WEBHOOK_MESSAGES.eventsRequired).max(WEBHOOK_EVENT_TYPES.length),
  description: z.string().trim().max(200).optional().default(''),
  enabled: z.boolean().optional().default(true),
});
export type WebhookEndpointBody = z.input<typeof webhookEndpointBody>;
export const webhookEndpointPatch = z.object({
  url: z.string().trim().min(1, WEBHOOK_MESSAGES.urlInvalid).max(2000).optional(),
  events: z.array(webhookEventType).min(1, WEBHOOK_MESSAGES.eventsRequired).max(WEBHOOK_EVENT_TYPES.length).optional(),
  description: z.string().trim().max(200).optional(),
  enabled: z.boolean().optional(),
});
export type WebhookEndpointPatch = z.infer<typeof webhookEndpointPatch>;

export const webhookEndpointItem = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Why it is off when the system disabled it (3 days of failures); null when a person did or it is on. */
  disabled_reason: z.string().nullable(),
  /** The first characters of the current secret, to tell rotations apart. */
  secret_prefix: z.string(),
  /** Until when the previous secret still signs (after a rotation). */
  previous_secret_until: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookEndpointItem = z.infer<typeof webhookEndpointItem>;
export const webhookEndpointList = z.object({ endpoints: z.array(webhookEndpointItem) });

/** Creation and rotation answers: the only time the secret leaves the server. */
export const webhookEndpointSecret = z.object({ endpoint: webhookEndpointItem, secret: z.string() });
export type WebhookEndpointSecret = z.infer<typeof webhookEndpointSecret>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
};
export const webhookDeliveryItem = z.object({
  id: z.number().int(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type WebhookDeliveryItem = z.infer<typeof webhookDeliveryItem>;
export const webhookDeliveryList = z.object({ deliveries: z.array(webhookDeliveryItem) });
/** The log shows this many deliveries, newest first. */
export const WEBHOOK_LOG_LIMIT = 100;

export const webhookIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const webhookDeliveryParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  delivery: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** Asked before a delete. */
export const webhookDeleteConfirm = (url: string) => ({
  title: 'Delete this webhook endpoint?',
  message: `${url} receives no more events, and its delivery log is deleted. This cannot be undone.`,
  confirmLabel: 'Delete endpoint',
  keepLabel: 'Keep endpoint',
  destructive: true,
});
export const webhookRotateConfirm = {
  title: 'Rotate the signing secret?',
  message: 'A new secret is made and shown once. For 24 hours every delivery is signed with both, so the receiver can switch at its pace.',
  confirmLabel: 'Rotate secret',
  keepLabel: 'Cancel',
  destructive: false,
};
