import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { clients } from './core.ts';
import { invoices } from './invoices.ts';
import { members, teams } from './members.ts';

/**
 * A payer at the operator's payment provider (issue 27 flow 2): a team, or a member without a team (exactly one of
 * the two), its provider customer (carrying the billing e-mail, address and VAT number) and its default payment
 * method as the last setup reported it (type card | bacs_debit, brand, last four). `method_event_at` is the provider
 * time of the last setup or removal applied: an older setup arriving late changes nothing.
 */
export const payerAccounts = pgTable(
  'payer_accounts',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    paymentMethodId: text('payment_method_id'),
    methodType: text('method_type'),
    brand: text('brand'),
    last4: text('last4'),
    methodSavedAt: timestamptz('method_saved_at'),
    methodEventAt: timestamptz('method_event_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payer_accounts_team_uq').on(t.clientId, t.teamId),
    uniqueIndex('payer_accounts_member_uq').on(t.clientId, t.memberId),
    uniqueIndex('payer_accounts_customer_uq').on(t.clientId, t.customerId),
  ],
);

/**
 * One automatic collection attempt of an issued invoice (issue 27 flow 3): attempt 1 is queued by the trigger that
 * sees the invoice issued (same transaction), later ones by the chasing run on its reminder days after the due date.
 * (invoice, attempt) is unique; a worker claims a queued row atomically (SKIP LOCKED) and charges it off-session with
 * the idempotency key invoice-<id>-attempt-<n>. Status: contract COLLECTION_STATES.
 */
export const collectionAttempts = pgTable(
  'collection_attempts',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    status: text('status').notNull().default('queued'),
    /** issued | reminder:<day> */
    reason: text('reason').notNull(),
    /** Our online payment's slug, fixed at the first claim (the PaymentIntent's metadata carries it). */
    onlinePaymentSlug: text('online_payment_slug'),
    paymentIntentId: text('payment_intent_id'),
    amountPence: integer('amount_pence'),
    failure: text('failure'),
    queuedAt: timestamptz('queued_at').notNull().defaultNow(),
    claimedAt: timestamptz('claimed_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    uniqueIndex('collection_attempts_invoice_attempt_uq').on(t.invoiceId, t.attempt),
    index('collection_attempts_status_idx').on(t.status, t.id),
    index('collection_attempts_client_idx').on(t.clientId, t.invoiceId),
  ],
);
