import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { clients, staff } from './core.ts';

/**
 * An operator's API key (issue 29): the secret's SHA-256 (the secret itself is shown once, at creation), its first
 * characters to recognise it, scopes (section code → read | write), the offices it is limited to (empty: all) and its
 * life. created_by_staff_id: whoever created it; the key acts with that staff id where a write records a staff
 * (falls back to the operator's first owner once that staff is removed).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    scopes: jsonb('scopes').$type<Record<string, 'read' | 'write'>>().notNull(),
    officeIds: integer('office_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdByStaffId: integer('created_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at'),
    revokedAt: timestamptz('revoked_at'),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [index('api_keys_client_idx').on(t.clientId, t.createdAt)],
);

/**
 * Per-key fixed-window request counters (one row per key and window, upsert + increment), so the rate limit holds
 * across API processes. Old windows are deleted as new ones start.
 */
export const apiKeyWindows = pgTable(
  'api_key_windows',
  {
    apiKeyId: integer('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    /** The window's start, epoch milliseconds. */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.windowStart] })],
);
