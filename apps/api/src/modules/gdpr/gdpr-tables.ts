import { sql, type SQL } from 'drizzle-orm';

/** Whose data: the member row of one operator and its user. */
export interface PersonRef {
  clientId: number;
  memberId: number;
  userId: number;
  /** The member's photo upload and the user's avatar (upload URLs), for the uploads' metadata. */
  uploadIds: string[];
}

/** One table of the export: its rows about the person (always within the operator, users aside). */
export interface ExportTable {
  table: string;
  where: (p: PersonRef) => SQL;
  /** Columns never exported (secrets, file bytes); the rest go out as stored. */
  omit?: readonly string[];
}

const memberInvoices = (p: PersonRef) =>
  sql`select l.invoice_id from invoice_lines l where l.member_id = ${p.memberId} and l.client_id = ${p.clientId}`;
const memberTickets = (p: PersonRef) => sql`select t.id from tickets t where t.member_id = ${p.memberId} and t.client_id = ${p.clientId}`;
const memberOrders = (p: PersonRef) => sql`select o.id from orders o where o.member_id = ${p.memberId} and o.client_id = ${p.clientId}`;
const byMember =
  (column = 'member_id') =>
  (p: PersonRef) =>
    sql`${sql.identifier(column)} = ${p.memberId} and client_id = ${p.clientId}`;
const byUser = (column: string) => (p: PersonRef) => sql`${sql.identifier(column)} = ${p.userId} and client_id = ${p.clientId}`;

/**
 * Every table the export holds, in the ZIP's order (issue 30). A new table with a column pointing at users or members
 * must be added here or to EXPORT_EXCLUSIONS with a reason: test/gdpr.test.ts enumerates the schema and fails otherwise.
 */
export const EXPORT_TABLES: readonly ExportTable[] = [
  { table: 'users', where: (p) => sql`id = ${p.userId}`, omit: ['password_hash', 'session_version'] },
  { table: 'members', where: (p) => sql`id = ${p.memberId} and client_id = ${p.clientId}`, omit: ['search_text', 'sort_first', 'sort_last'] },
  { table: 'staff', where: byUser('user_id') },
  { table: 'member_preferences', where: byMember() },
  { table: 'portal_access', where: byMember(), omit: ['session_version'] },
  { table: 'memberships', where: byMember() },
  { table: 'prepaid_packages', where: byMember() },
  { table: 'bookings', where: byMember() },
  { table: 'checkin_links', where: byMember() },
  { table: 'calendar_feeds', where: byMember(), omit: ['token'] },
  { table: 'invoices', where: (p) => sql`id in (${memberInvoices(p)}) and client_id = ${p.clientId}` },
  { table: 'invoice_lines', where: byMember() },
  {
    table: 'invoice_payments',
    where: (p) => sql`client_id = ${p.clientId} and (invoice_id in (${memberInvoices(p)}) or created_by_id = ${p.userId})`,
  },
  { table: 'invoice_events', where: byUser('user_id') },
  { table: 'online_refunds', where: byUser('created_by_id') },
  { table: 'payer_accounts', where: byMember() },
  { table: 'orders', where: byMember() },
  { table: 'order_lines', where: (p) => sql`order_id in (${memberOrders(p)}) and client_id = ${p.clientId}` },
  { table: 'tickets', where: byMember() },
  {
    // The conversation the member sees: staff internal notes are the operator's working notes, not shown (as in the portal).
    table: 'ticket_messages',
    where: (p) => sql`client_id = ${p.clientId} and internal = false and (ticket_id in (${memberTickets(p)}) or author_user_id = ${p.userId})`,
  },
  { table: 'event_attendees', where: byMember() },
  { table: 'guests', where: byMember('host_member_id') },
  { table: 'guest_visits', where: byMember('host_member_id') },
  {
    table: 'portal_invite_requests',
    where: (p) => sql`client_id = ${p.clientId} and (requested_by_member_id = ${p.memberId} or member_id = ${p.memberId})`,
  },
  { table: 'notices', where: byUser('created_by') },
  { table: 'offer_users', where: (p) => sql`client_id = ${p.clientId} and (user_id = ${p.userId} or member_id = ${p.memberId})` },
  { table: 'notification_campaign_users', where: byUser('user_id') },
  // The notices e-mailed to the member (issue 29): when each went.
  { table: 'notice_recipients', where: byMember() },
  {
    table: 'uploads',
    where: (p) =>
      p.uploadIds.length
        ? sql`client_id = ${p.clientId} and id::text in (${sql.join(
            p.uploadIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`,
    omit: ['bytes'],
  },
  {
    // The e-mails the operator sent the person (the app's own mailbox).
    table: 'email_outbox',
    where: (p) => sql`client_id = ${p.clientId} and lower("to") = (select lower(u.email) from users u where u.id = ${p.userId})`,
    omit: ['attachments'],
  },
];

/**
 * Tables pointing at users or members that the export leaves out, each with its reason (checked by the coverage test
 * in test/gdpr.test.ts together with EXPORT_TABLES).
 */
export const EXPORT_EXCLUSIONS: Readonly<Record<string, string>> = {
  refresh_tokens: 'runtime: hashed staff session tokens (secrets, no personal content); revoked by the erasure',
  portal_refresh_tokens: 'runtime: hashed portal session tokens (secrets); revoked by the erasure',
  auth_tokens: 'runtime: hashed one-time e-mail links (secrets); deleted by the erasure',
  portal_links: 'runtime: hashed one-time portal links (secrets); deleted by the erasure',
  user_two_factor: 'security: the sealed TOTP secret of the person (never handed out: it is the second factor); deleted by the erasure',
  two_factor_recovery_codes: 'security: hashed one-time recovery codes (secrets, no personal content); deleted by the erasure',
  two_factor_devices: 'security: hashed remember-this-device tokens (secrets); deleted by the erasure',
  change_log: 'the audit log (who changed what), kept by the audit module; its personal values are rewritten by the erasure',
};
