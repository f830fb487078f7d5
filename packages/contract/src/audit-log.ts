/**
 * Account → Audit log (issue 30): who changed what, read from the change-capture point (`change_log`). Schemas,
 * labels, the retention constant and the pure functions the screen and the export share.
 */
import { z } from 'zod';
import { pagedEnvelope, pagingQuery } from './common-schemas.ts';

/** Entries are kept this many months, then the daily retention job deletes them (at least 13: a year and a month). */
export const AUDIT_KEEP_MONTHS = 25;
export const AUDIT_LOG_LIST = { pageSize: 50 };

export const AUDIT_ACTIONS = ['insert', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = { insert: 'Created', update: 'Changed', delete: 'Deleted' };

export const AUDIT_ACTOR_KINDS = ['staff', 'api_key', 'member', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export const AUDIT_MESSAGES = {
  ownerOnly: 'Only the account owner can read the audit log',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  rangeInvalid: 'The end date is before the start date',
} as const;

/** Record types (table names) as the screen names them; an unlisted table reads as its name in words. */
export const AUDIT_RECORD_LABELS: Record<string, string> = {
  api_keys: 'API key',
  bars: 'Bar',
  bookings: 'Booking',
  booking_rules: 'Booking rule',
  booking_series: 'Booking series',
  calendar_feeds: 'Calendar feed',
  clients: 'Account',
  dunning_settings: 'Chasing settings',
  events: 'Event',
  event_attendees: 'Event attendee',
  floors: 'Floor',
  guests: 'Guest',
  invoice_datas: 'Invoice data',
  invoice_events: 'Invoice e-mail',
  invoice_lines: 'Invoice line',
  invoice_payments: 'Payment',
  invoice_settings: 'Invoice settings',
  invoices: 'Invoice',
  members: 'Member',
  membership_plans: 'Plan',
  memberships: 'Membership',
  notices: 'Notice',
  notification_campaign_users: 'Campaign recipient',
  notification_campaigns: 'Campaign',
  notification_types: 'Campaign type',
  offers: 'Offer',
  offices: 'Office',
  online_payments: 'Online payment',
  order_lines: 'Order line',
  orders: 'Order',
  portal_access: 'Portal access',
  portal_settings: 'Portal settings',
  product_categories: 'Product category',
  products: 'Product',
  resources: 'Resource',
  staff: 'Staff member',
  teams: 'Team',
  ticket_messages: 'Ticket message',
  tickets: 'Ticket',
  users: 'User',
  work_areas: 'Work area',
};

/** "bookings" → "Booking"; an unlisted table's name in words ("offer_offices" → "Offer offices"). */
export function auditRecordTypeLabel(recordType: string): string {
  const known = AUDIT_RECORD_LABELS[recordType];
  if (known) return known;
  const words = recordType.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A record's readable label: its type and id, "Booking 123". */
export function auditRecordLabel(recordType: string, recordId: string | null): string {
  return recordId ? `${auditRecordTypeLabel(recordType)} ${recordId}` : auditRecordTypeLabel(recordType);
}

/** Who made the change, in words: the staff member's name, "API key <name> (for <name>)", "Member <name>" or "System". */
export function auditActorLabel(actor: { kind: AuditActorKind; name: string | null; api_key: string | null }): string {
  if (actor.kind === 'system') return 'System';
  if (actor.kind === 'api_key') return `API key ${actor.api_key ?? '(removed)'}${actor.name ? ` (for ${actor.name})` : ''}`;
  if (actor.kind === 'member') return `Member ${actor.name ?? ''}`.trim();
  return actor.name ?? 'Staff';
}

export interface AuditFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The changed fields of an entry, before → after, in field order (an insert has no before, a delete no after). */
export function auditFieldChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditFieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return fields.map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }));
}

/** A value of a field as one line of text (objects as JSON, null as an em dash). */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** "name: Old → New; status: active → closed" for the CSV export. */
export function auditChangesText(before: Record<string, unknown> | null, after: Record<string, unknown> | null, action: AuditAction): string {
  return auditFieldChanges(before, after)
    .map((c) =>
      action === 'insert'
        ? `${c.field}: ${auditValueText(c.after)}`
        : action === 'delete'
          ? `${c.field}: ${auditValueText(c.before)}`
          : `${c.field}: ${auditValueText(c.before)} → ${auditValueText(c.after)}`,
    )
    .join('; ');
}

/** The CSV export's columns (the list kit's LIST_EXPORTS entry `audit_entries`; the shape of an ExportColumn). */
export const AUDIT_EXPORT: readonly { header: string; kind?: 'datetime'; value: (e: AuditEntry) => string | null }[] = [
  { header: 'Time', kind: 'datetime', value: (e) => e.created_at },
  { header: 'Who', value: (e) => e.actor.label },
  { header: 'Address', value: (e) => e.address },
  { header: 'Record', value: (e) => e.record },
  { header: 'Action', value: (e) => AUDIT_ACTION_LABELS[e.action] },
  { header: 'Changes', value: (e) => auditChangesText(e.before, e.after, e.action) },
];

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, AUDIT_MESSAGES.dateInvalid);

export const auditLogQuery = pagingQuery(AUDIT_LOG_LIST)
  .extend({
    /** The author: a staff member's (or key creator's, or member's) user id. */
    person: z.preprocess(blank, z.coerce.number().int().min(1).max(2_147_483_647).optional()),
    /** A record type (table name), e.g. bookings. */
    record_type: z.preprocess(
      blank,
      z
        .string()
        .max(60)
        .regex(/^[a-z_]+$/)
        .optional(),
    ),
    action: z.preprocess(blank, z.enum(AUDIT_ACTIONS).optional()),
    /** First and last day (inclusive, the operator's days in UTC). */
    from: z.preprocess(blank, day.optional()),
    to: z.preprocess(blank, day.optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: AUDIT_MESSAGES.rangeInvalid, path: ['to'] });
export type AuditLogQuery = z.input<typeof auditLogQuery>;
export type AuditLogParsedQuery = z.output<typeof auditLogQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  record_type: z.string(),
  record_id: z.string().nullable(),
  /** "Booking 123". */
  record: z.string(),
  actor: z.object({
    kind: z.enum(AUDIT_ACTOR_KINDS),
    user_id: z.number().int().nullable(),
    name: z.string().nullable(),
    api_key: z.string().nullable(),
    /** The actor in words (auditActorLabel). */
    label: z.string(),
  }),
  address: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLogList = pagedEnvelope('audit_entries', auditEntry);
export type AuditLogList = z.infer<typeof auditLogList>;

/** The filters' choices: the people who wrote something and the record types written, for this operator. */
export const auditLogFilters = z.object({
  people: z.array(z.object({ user_id: z.number().int(), name: z.string() })),
  record_types: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type AuditLogFilters = z.infer<typeof auditLogFilters>;

/** The oldest instant the audit log keeps at `now`: AUDIT_KEEP_MONTHS calendar months back (UTC; a 31st clamps). */
export function auditKeepFrom(now: Date, months: number = AUDIT_KEEP_MONTHS): Date {
  const d = new Date(now.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - Math.max(13, months));
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
