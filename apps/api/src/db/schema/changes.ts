import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * The one change-capture point (issues 29 and 30): a trigger on every business table (migration 0054,
 * `capture_change`) writes one row per inserted, updated or deleted record, in the same transaction as the write, with
 * the changed fields before → after (secrets and passwords redacted) and who made it (the transaction's
 * `clubspace.actor` setting, set by db/transaction.ts from the request). The audit log reads it; the webhook outbox
 * points at it. Append-only: no route updates or deletes it (GDPR erasure, the documented exception, rewrites an
 * erased person's values). No foreign keys, so it outlives what it describes.
 */
export const changeLog = pgTable(
  'change_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: integer('client_id'),
    recordType: text('record_type').notNull(),
    recordId: text('record_id'),
    action: text('action').$type<'insert' | 'update' | 'delete'>().notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    actorKind: text('actor_kind').$type<'staff' | 'api_key' | 'member' | 'system'>().notNull().default('system'),
    actorUserId: integer('actor_user_id'),
    actorApiKeyId: integer('actor_api_key_id'),
    actorAddress: text('actor_address'),
    txid: bigint('txid', { mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('change_log_client_idx').on(t.clientId, t.id),
    index('change_log_client_type_idx').on(t.clientId, t.recordType, t.id),
    index('change_log_client_actor_idx').on(t.clientId, t.actorUserId, t.id),
    index('change_log_record_idx').on(t.recordType, t.recordId),
    index('change_log_created_idx').on(t.createdAt),
    // The audit log's filters (issue 30): an action, and a date range, within one operator.
    index('change_log_client_action_idx').on(t.clientId, t.action, t.id),
    index('change_log_client_created_idx').on(t.clientId, t.createdAt),
  ],
);

/**
 * The webhook outbox (issue 29): one row per captured change of a table that has webhook events, written by the
 * same trigger in the same transaction, so only committed changes are ever seen. The event worker claims rows
 * (FOR UPDATE SKIP LOCKED), turns each into its events and deletes it.
 */
export const eventOutbox = pgTable(
  'event_outbox',
  {
    changeId: bigint('change_id', { mode: 'number' }).primaryKey(),
    clientId: integer('client_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('event_outbox_created_idx').on(t.createdAt)],
);
