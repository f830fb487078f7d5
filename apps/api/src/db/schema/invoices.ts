import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { pence, tenantColumns, timestamptz } from './columns.ts';
import { offices } from './core.ts';
import { bookings } from './bookings.ts';
import { orders } from './fandd.ts';
import { membershipPlans, memberships, members, teams } from './members.ts';

/**
 * Invoice dates are calendar dates (`date`, read as 'yyyy-MM-dd' strings): an invoice is dated a day, not an instant,
 * so no time zone can shift it to the day before.
 */
const day = (name: string) => date(name, { mode: 'string' });

/** A billing address of a team. Cancel sets status inactive. status: active | inactive. */
export const invoiceDatas = pgTable(
  'invoice_datas',
  {
    ...tenantColumns(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    town: text('town'),
    postCode: text('post_code'),
    address1: text('address_1'),
    address2: text('address_2'),
    country: text('country'),
    vatNumber: text('vat_number'),
    companyNumber: text('company_number'),
    emailContact: text('email_contact'),
    phoneContact: text('phone_contact'),
    personContact: text('person_contact'),
    /** Exposed as `default` in the API. */
    isDefault: boolean('is_default').notNull().default(false),
    xeroId: text('xero_id'),
    status: text('status').notNull().default('active'),
  },
  (t) => [uniqueIndex('invoice_datas_client_slug_uq').on(t.clientId, t.slug), index('invoice_datas_team_idx').on(t.teamId)],
);

/**
 * An invoice. name is its number (INV-0001), unique per operator. status: open (Draft) | pending_payment | paid | void;
 * invoice_type: work | bar | events | other. net/vat/gross totals are the sums of the lines, kept in sync on every line
 * change (money.ts invoiceTotals).
 */
export const invoices = pgTable(
  'invoices',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    invoiceDataId: integer('invoice_data_id').references(() => invoiceDatas.id, { onDelete: 'set null' }),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('open'),
    paymentReference: text('payment_reference'),
    invoiceType: text('invoice_type').notNull().default('work'),
    date: day('date')
      .notNull()
      .default(sql`CURRENT_DATE`),
    dateDue: day('date_due'),
    dateClosed: day('date_closed'),
    dateSent: day('date_sent'),
    shortDescription: text('short_description'),
    xeroId: text('xero_id'),
    vatType: integer('vat_type').notNull().default(20),
    netPricePence: pence('net_price_pence'),
    vatPence: pence('vat_pence'),
    grossPricePence: pence('gross_price_pence'),
    /** invoice | credit_note. A credit note has negative lines, its own CN- sequence and points at the invoice it credits. */
    kind: text('kind').notNull().default('invoice'),
    creditNoteForId: integer('credit_note_for_id').references((): AnyPgColumn => invoices.id, { onDelete: 'set null' }),
    /** Sum of the invoice's payments (invoice_payments), kept in sync under the invoice's row lock. */
    paidPence: pence('paid_pence'),
    /**
     * When Validate or Send (or a status past draft) issued it (issue 23): from then on its lines and document fields
     * are final (contract invoice-issue.ts). Null on a draft. Migration 0032.
     */
    issuedAt: timestamptz('issued_at'),
    /**
     * Credit applied (issue 23): on an invoice, what its credit notes took off what was due; on a credit note, what of
     * it went to its invoice instead of a refund (contract creditApplication). Kept under the invoice's row lock.
     */
    creditedPence: pence('credited_pence'),
    /** The office's "Walk-in sales" invoice of its date (bar till, issue 24; migration 0039): one not void per day. */
    walkIn: boolean('walk_in').notNull().default(false),
  },
  (t) => [
    uniqueIndex('invoices_client_slug_uq').on(t.clientId, t.slug),
    index('invoices_credit_note_for_idx').on(t.creditNoteForId),
    uniqueIndex('invoices_client_name_uq').on(t.clientId, t.name),
    // The operator's highest number per kind, for the next one (invoices.service nextInvoiceName; migration 0027).
    index('invoices_client_kind_number_idx').on(t.clientId, t.kind, sql`(substring(${t.name} from '([0-9]+)$')::numeric)`),
    // With id: the default order (-date, -id) walks it without sorting a day's ties (28k invoices share a date at
    // 1M an operator: 55 ms of incremental sort for 15 rows). Migration 0026.
    index('invoices_client_date_idx').on(t.clientId, t.date, t.id),
    index('invoices_client_status_idx').on(t.clientId, t.status, t.date),
    index('invoices_team_idx').on(t.teamId, t.date),
    // Issued invoices waiting for payment, with what the aged debtors report sums (issue 31): an index-only scan per
    // operator and office instead of visiting a heap page per waiting invoice (22k pages at the large scale).
    index('invoices_unpaid_idx')
      .on(t.clientId, t.officeId, t.teamId, t.dateDue, t.grossPricePence, t.paidPence, t.creditedPence)
      .where(sql`${t.status} in ('pending_payment', 'payment_pending') and ${t.kind} = 'invoice'`),
    uniqueIndex('invoices_walk_in_day_uq')
      .on(t.clientId, t.officeId, t.date)
      .where(sql`${t.walkIn} and ${t.status} <> 'void'`),
    // Invoices declared paid on a day (their closing day, else their date): the payment day figures (migration 0034).
    index('invoices_client_paid_day_idx')
      .on(t.clientId, sql`coalesce(${t.dateClosed}, ${t.date})`)
      .where(sql`${t.status} = 'paid'`),
    // The list's search (invoices.repo.ts invoiceSearch) writes exactly these expressions.
    index('invoices_name_trgm_idx').using('gin', sql`replace(${t.name}, ' ', '') gin_trgm_ops`),
    index('invoices_payment_reference_trgm_idx').using('gin', sql`replace(${t.paymentReference}, ' ', '') gin_trgm_ops`),
  ],
);

/**
 * One invoice line. payment_type: work | bar | event | service; status: new | payment_pending | paid | void.
 * unit_gross = unit price with VAT; line_price = net of the line; line_gross = net + VAT rounded per line. A line with
 * price_includes_vat was generated from a VAT-inclusive price: unit_gross × units is its gross, VAT is taken out of it.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    ...tenantColumns(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    paymentType: text('payment_type').notNull().default('work'),
    date: day('date')
      .notNull()
      .default(sql`CURRENT_DATE`),
    units: integer('units').notNull().default(1),
    unitPricePence: pence('unit_price_pence'),
    vat: integer('vat').notNull().default(20),
    unitGrossPricePence: pence('unit_gross_price_pence'),
    linePricePence: pence('line_price_pence'),
    lineGrossPricePence: pence('line_gross_price_pence'),
    /** Generated from a VAT-inclusive catalogue price: unit_gross is the source, the rest derive (money.ts lineTotals). */
    priceIncludesVat: boolean('price_includes_vat').notNull().default(false),
    status: text('status').notNull().default('new'),
    paymentReference: text('payment_reference'),
    // What the line bills (issue 12): the statistics classify revenue by these, not by the line's name.
    planId: integer('plan_id').references(() => membershipPlans.id, { onDelete: 'set null' }),
    membershipId: integer('membership_id').references(() => memberships.id, { onDelete: 'set null' }),
    bookingId: integer('booking_id').references((): AnyPgColumn => bookings.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    /** On a credit note: the invoice line it credits (a line is never credited beyond its gross). */
    creditedLineId: integer('credited_line_id').references((): AnyPgColumn => invoiceLines.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('invoice_lines_client_slug_uq').on(t.clientId, t.slug),
    index('invoice_lines_invoice_idx').on(t.invoiceId),
    index('invoice_lines_member_idx').on(t.memberId),
    index('invoice_lines_plan_idx').on(t.planId),
    index('invoice_lines_membership_idx').on(t.membershipId),
    index('invoice_lines_booking_idx').on(t.bookingId),
    index('invoice_lines_order_idx').on(t.orderId),
    index('invoice_lines_credited_line_idx').on(t.creditedLineId),
    // Dashboard income per period.
    index('invoice_lines_client_date_idx').on(t.clientId, t.date),
  ],
);
