import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenantColumns } from './columns.ts';
import { users } from './core.ts';
import { invoices } from './invoices.ts';

/**
 * A payment received against an invoice (or, on a credit note, a refund paid out): amount in pence, always > 0.
 * method: bank_transfer | card | cash | direct_debit | other. The invoice keeps the sum in paid_pence.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    ...tenantColumns(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountPence: integer('amount_pence').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The provider's payment id (a Stripe PaymentIntent) of an online payment: recorded once. */
    providerPaymentId: text('provider_payment_id'),
  },
  (t) => [
    uniqueIndex('invoice_payments_client_slug_uq').on(t.clientId, t.slug),
    index('invoice_payments_invoice_idx').on(t.invoiceId, t.date),
    // The payment day figures' recount of an (operator, day) (migration 0034).
    index('invoice_payments_client_date_idx').on(t.clientId, t.date),
    uniqueIndex('invoice_payments_provider_payment_uq').on(t.providerPaymentId),
    check('invoice_payments_amount_positive', sql`${t.amountPence} > 0`),
  ],
);
