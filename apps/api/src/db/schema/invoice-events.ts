import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { clients, users } from './core.ts';
import { invoices } from './invoices.ts';

/**
 * What happened to an invoice outside its fields: each e-mail of it (kind sent | reminder) with who sent it, when and
 * to which address, and the automatic chasing's steps (issue 27: auto_reminder | late_fee | on_hold). Shown on the
 * invoice detail, newest first.
 */
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    toEmail: text('to_email'),
    /** The staff's user; kept as a name too, so the record survives the user's removal. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull().default(''),
    /** The API key the write was made with (issue 29), else null; no foreign key, so the record outlives the key. */
    apiKeyId: integer('api_key_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** A chasing step's key (contract dunningStepKey: 'reminder:7', 'late_fee', 'on_hold'): unique per invoice, so each step happens once. */
    stepKey: text('step_key'),
    /** What the step did, in words ('7 days after the due date', 'Late fee £5.00 on INV-0043'). */
    note: text('note'),
  },
  (t) => [
    index('invoice_events_invoice_idx').on(t.invoiceId, t.createdAt),
    uniqueIndex('invoice_events_step_uq')
      .on(t.invoiceId, t.stepKey)
      .where(sql`${t.stepKey} is not null`),
  ],
);
