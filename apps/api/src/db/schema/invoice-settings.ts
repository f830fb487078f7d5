import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { clients } from './core.ts';

/**
 * An operator's invoice settings (issue 23 §4): the supplier's legal details and payment details the invoice PDF
 * shows, and the payment terms that default a new invoice's due date. One row per operator, written on first save;
 * the "prices include VAT" setting lives on clients (it decides how lines are generated, not only what is printed).
 */
export const invoiceSettings = pgTable('invoice_settings', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  legalName: text('legal_name'),
  vatNumber: text('vat_number'),
  companyNumber: text('company_number'),
  registeredAddress: text('registered_address'),
  bankName: text('bank_name'),
  accountName: text('account_name'),
  sortCode: text('sort_code'),
  accountNumber: text('account_number'),
  iban: text('iban'),
  bic: text('bic'),
  paymentTermsDays: integer('payment_terms_days').notNull().default(30),
  footerText: text('footer_text'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
