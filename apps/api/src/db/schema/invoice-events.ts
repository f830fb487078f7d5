import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { clients, users } from './core.ts';
import { invoices } from './invoices.ts';

/**
 * What happened to an invoice outside its fields: each e-mail of it (kind sent | reminder) with who sent it, when and
 * to which address. Shown on the invoice detail, newest first.
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
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('invoice_events_invoice_idx').on(t.invoiceId, t.createdAt)],
);
