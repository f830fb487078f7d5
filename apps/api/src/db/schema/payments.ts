import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenantColumns, timestamptz } from './columns.ts';
import { clients } from './core.ts';
import { invoicePayments } from './invoice-payments.ts';
import { invoices } from './invoices.ts';

/**
 * An operator's payment provider account (issue 27; Stripe): the secret key and the webhook signing secret sealed
 * like Xero's (modules/xero/secret-box.ts, owner `stripe:<client id>`), what Checkout offers, automatic collection.
 */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().default('stripe'),
    secretKeyEncrypted: text('secret_key_encrypted').notNull(),
    webhookSecretEncrypted: text('webhook_secret_encrypted').notNull(),
    /** The key's mode and last four characters (sk_test_…4242), shown instead of the key. */
    keyHint: text('key_hint').notNull(),
    /** The provider account's id and name, as the last successful test saw them. */
    accountId: text('account_id'),
    accountName: text('account_name'),
    /** Methods Checkout offers: card, bacs_debit. */
    methods: text('methods')
      .array()
      .notNull()
      .default(sql`array['card']::text[]`),
    autoCollect: boolean('auto_collect').notNull().default(false),
    connectedAt: timestamptz('connected_at').notNull().defaultNow(),
    testedAt: timestamptz('tested_at'),
    lastError: text('last_error'),
  },
  (t) => [uniqueIndex('payment_accounts_client_uq').on(t.clientId)],
);

/** Every provider event received, once per operator and event id: a replay or a duplicate finds its row and changes nothing. */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The provider's `created` (seconds) as a time: how out-of-order events are told apart. */
    createdAt: timestamptz('created_at').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    /** handled | ignored (an unknown type, or an object that is not ours). */
    outcome: text('outcome').notNull(),
  },
  (t) => [uniqueIndex('provider_events_client_event_uq').on(t.clientId, t.eventId)],
);

/**
 * One online payment of an invoice (a Checkout Session and its PaymentIntent). status: open → processing (Direct
 * Debit) → succeeded | failed; succeeded is final. Only a succeeded one is an invoice payment (invoice_payment_id),
 * so the Paid figures count nothing that is still processing.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    ...tenantColumns(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountPence: integer('amount_pence').notNull(),
    status: text('status').notNull().default('open'),
    /** card | direct_debit once the provider says how it was paid. */
    method: text('method'),
    checkoutSessionId: text('checkout_session_id').notNull(),
    /** The hosted page, handed out again while the session is open (one open session per invoice and amount). */
    checkoutUrl: text('checkout_url').notNull(),
    paymentIntentId: text('payment_intent_id'),
    /** The provider time of the last event applied (a staler event changes nothing). */
    lastEventAt: timestamptz('last_event_at'),
    failure: text('failure'),
    invoicePaymentId: integer('invoice_payment_id').references(() => invoicePayments.id, { onDelete: 'set null' }),
    /** Money the provider took that the invoice could not take (already paid meanwhile): staff refund it. */
    unapplied: boolean('unapplied').notNull().default(false),
  },
  (t) => [
    uniqueIndex('online_payments_client_slug_uq').on(t.clientId, t.slug),
    uniqueIndex('online_payments_session_uq').on(t.checkoutSessionId),
    uniqueIndex('online_payments_intent_uq').on(t.paymentIntentId),
    index('online_payments_invoice_idx').on(t.invoiceId, t.status),
    // Account → Payments: an operator's online payments, newest first (issue 27 flow 4).
    index('online_payments_client_created_idx').on(t.clientId, t.createdAt.desc(), t.id.desc()),
  ],
);
