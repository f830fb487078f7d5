import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, timestamptz } from './columns.ts';
import { users } from './core.ts';
import { invoicePayments } from './invoice-payments.ts';
import { invoices } from './invoices.ts';
import { onlinePayments } from './payments.ts';

/**
 * A refund to the card (or the debited account) of an online payment (issue 27 flow 4): for a credit note of the paid
 * invoice (credit_note_id), or of money kept unapplied (no credit note). status: pending → succeeded | failed, both
 * final. A succeeded refund of a credit note is recorded once as the credit note's payment (invoice_payment_id, its
 * provider_payment_id the refund's id), the same record a refund staff record by hand makes, so the day figures follow.
 */
export const onlineRefunds = pgTable(
  'online_refunds',
  {
    ...tenantColumns(),
    onlinePaymentId: integer('online_payment_id')
      .notNull()
      .references(() => onlinePayments.id, { onDelete: 'cascade' }),
    creditNoteId: integer('credit_note_id').references(() => invoices.id, { onDelete: 'cascade' }),
    amountPence: integer('amount_pence').notNull(),
    status: text('status').notNull().default('pending'),
    /** The provider's refund (re_…), once it answered. */
    providerRefundId: text('provider_refund_id'),
    /** Sent with the create call: a retried call never refunds twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    lastEventAt: timestamptz('last_event_at'),
    failure: text('failure'),
    invoicePaymentId: integer('invoice_payment_id').references(() => invoicePayments.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('online_refunds_client_slug_uq').on(t.clientId, t.slug),
    uniqueIndex('online_refunds_provider_uq').on(t.providerRefundId),
    uniqueIndex('online_refunds_idempotency_uq').on(t.clientId, t.idempotencyKey),
    index('online_refunds_payment_idx').on(t.onlinePaymentId, t.status),
    index('online_refunds_credit_note_idx').on(t.creditNoteId),
    check('online_refunds_amount_positive', sql`${t.amountPence} > 0`),
  ],
);
