import {
  DEFAULT_TIME_ZONE,
  invoiceAmounts,
  isoDayInZone,
  nextOnlineState,
  paymentMethodOf,
  paymentRefusal,
  type OnlinePaymentState,
} from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Executor } from '../../db/client.ts';
import { invoicePayments, invoices, onlinePayments } from '../../db/schema/index.ts';
import { newInvoiceSlug } from '../invoices/invoices.service.ts';
import { settle } from '../invoices/invoice-status.ts';
import { lockOnlinePayment, type OnlinePaymentRow } from './payments.repo.ts';

type Reported = Exclude<OnlinePaymentState, 'open'>;
export interface Report {
  slug: string;
  to: Reported;
  intentId: string | null;
  /** The provider's payment method type when the object says it (a PaymentIntent of one type). */
  methodType: string | null;
  failure: string | null;
}

const metaSlug = (o: { metadata?: Stripe.Metadata | null }) => o.metadata?.online_payment ?? null;
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** What an event reports about one of our online payments, or null for a type or an object this API does not follow. */
export function reportOf(event: Stripe.Event): Report | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed': {
      const s = event.data.object;
      const slug = metaSlug(s);
      if (!slug || s.mode !== 'payment') return null;
      const to: Reported | null =
        event.type === 'checkout.session.async_payment_failed'
          ? 'failed'
          : s.payment_status === 'paid'
            ? 'succeeded'
            : s.payment_status === 'unpaid'
              ? 'processing'
              : null;
      // The method comes from the PaymentIntent's payment_method (payment-method.service.ts withProviderMethod).
      return (
        to && {
          slug,
          to,
          intentId: idOf(s.payment_intent),
          methodType: null,
          failure: to === 'failed' ? 'The payment failed' : null,
        }
      );
    }
    case 'payment_intent.succeeded':
    case 'payment_intent.processing':
    case 'payment_intent.payment_failed': {
      const pi = event.data.object;
      const slug = metaSlug(pi);
      if (!slug) return null;
      const to: Reported =
        event.type === 'payment_intent.succeeded' ? 'succeeded' : event.type === 'payment_intent.processing' ? 'processing' : 'failed';
      const methodType = pi.payment_method_types.length === 1 ? pi.payment_method_types[0] : null;
      return { slug, to, intentId: pi.id, methodType, failure: to === 'failed' ? (pi.last_payment_error?.message ?? 'The payment failed') : null };
    }
    default:
      return null;
  }
}

/**
 * Applies a report to its online payment (call inside a write transaction). Locks the invoice, then the online payment
 * (the invoice lock order: the invoice row first); the state machine decides (contract nextOnlineState). On success
 * the payment is recorded as an invoice payment, once (unique provider payment id), through the same overpay guard as
 * a payment staff record: what the invoice cannot take any more (paid meanwhile) is kept as unapplied, never recorded.
 * Returns what happened, for the event's stored outcome.
 */
export async function applyReport(tx: Executor, operatorId: number, report: Report, eventCreated: number): Promise<string> {
  const [peek] = await tx
    .select({ invoiceId: onlinePayments.invoiceId })
    .from(onlinePayments)
    .where(and(eq(onlinePayments.clientId, operatorId), eq(onlinePayments.slug, report.slug)))
    .limit(1);
  if (!peek) return 'ignored';
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, peek.invoiceId), eq(invoices.clientId, operatorId)))
    .for('update');
  const row = await lockOnlinePayment(tx, operatorId, report.slug);
  if (!invoice || !row) return 'ignored';
  const last = row.lastEventAt ? Math.floor(row.lastEventAt.getTime() / 1000) : null;
  const next = nextOnlineState({ status: row.status as OnlinePaymentState, lastEventAt: last }, report.to, eventCreated);
  const intentId = row.paymentIntentId ?? report.intentId;
  const method = row.method ?? (report.methodType ? paymentMethodOf(report.methodType) : null);
  if (!next) {
    if (intentId !== row.paymentIntentId || method !== row.method)
      await tx.update(onlinePayments).set({ paymentIntentId: intentId, method }).where(eq(onlinePayments.id, row.id));
    return 'stale';
  }
  const values: Partial<OnlinePaymentRow> = {
    status: next,
    paymentIntentId: intentId,
    method,
    lastEventAt: new Date(Math.max(last ?? 0, eventCreated) * 1000),
    failure: next === 'failed' ? report.failure : null,
  };
  if (next === 'succeeded') Object.assign(values, await recordSucceeded(tx, invoice, row, intentId, method));
  await tx.update(onlinePayments).set(values).where(eq(onlinePayments.id, row.id));
  return next;
}

async function recordSucceeded(
  tx: Executor,
  invoice: typeof invoices.$inferSelect,
  row: OnlinePaymentRow,
  intentId: string | null,
  method: string | null,
) {
  const { due } = invoiceAmounts(invoice.status, invoice.grossPricePence, invoice.paidPence, invoice.creditedPence);
  if (paymentRefusal(invoice.status, due, row.amountPence)) return { unapplied: true, method: method ?? 'card' };
  const today = isoDayInZone(new Date(), DEFAULT_TIME_ZONE);
  const [created] = await tx
    .insert(invoicePayments)
    .values({
      clientId: row.clientId,
      slug: newInvoiceSlug(),
      invoiceId: invoice.id,
      amountPence: row.amountPence,
      date: today,
      method: method ?? 'card',
      reference: intentId,
      providerPaymentId: intentId ?? row.checkoutSessionId,
      createdById: null,
    })
    .onConflictDoNothing()
    .returning({ id: invoicePayments.id });
  if (created) await settle(tx, invoice, today);
  return { invoicePaymentId: created?.id ?? null, method: method ?? 'card' };
}
