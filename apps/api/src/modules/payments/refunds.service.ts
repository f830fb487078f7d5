import {
  ONLINE_PAYMENT_MESSAGES,
  ONLINE_REFUND_MESSAGES,
  invoiceAmounts,
  refundDefault,
  refundRefusal,
  toPounds,
  type InvoiceOnlinePayments,
} from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { App } from '../../app-types.ts';
import { onlineRefunds } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { findInvoice, lockInvoice } from '../invoices/invoices.repo.ts';
import { newInvoiceSlug } from '../invoices/invoices.service.ts';
import { applyRefundReport, refundReportFromObject } from './refund-events.service.ts';
import { findAccount, processingPence } from './payments.repo.ts';
import { openAccount } from './payments-settings.service.ts';
import { lockPaymentBySlug, lockRefundablePayments, onlinePaymentsOfInvoice, pendingRefundsOf, refundItemBySlug } from './refunds.repo.ts';
import { stripeFor } from './stripe-client.ts';

/** GET /api/invoices/{slug}/online-payments: a credit note shows its invoice's online payments and what it may refund. */
export async function invoiceOnlineOf(app: App, ctx: StaffContext, slug: string): Promise<InvoiceOnlinePayments> {
  const found = await findInvoice(app.db, ctx, slug);
  if (!found) throw notFound('Invoice not found');
  const i = found.invoice;
  const paidInvoiceId = i.kind === 'credit_note' ? i.creditNoteForId : i.id;
  const [account, payments, processing] = await Promise.all([
    findAccount(app.db, ctx.client.id),
    paidInvoiceId ? onlinePaymentsOfInvoice(app.db, ctx.client.id, paidInvoiceId) : Promise.resolve([]),
    i.kind === 'invoice' ? processingPence(app.db, i.id) : Promise.resolve(0),
  ]);
  let refundable = 0;
  if (i.kind === 'credit_note' && account) {
    const { due } = invoiceAmounts(i.status, i.grossPricePence, i.paidPence, i.creditedPence);
    const owed = due - (await pendingRefundsOf(app.db, i.id));
    const available = Math.max(0, ...payments.filter((p) => !p.unapplied).map((p) => Math.round(p.refundable * 100)));
    refundable = toPounds(refundDefault(available, owed));
  }
  return { connected: Boolean(account), processing: toPounds(processing), refundable, payments };
}

interface PlannedRefund {
  slug: string;
  intentId: string;
  amount: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** The operator's secret key, or null when Stripe is not connected (said only once the record is found: 404 first). */
function secretKeyOf(app: App, account: Awaited<ReturnType<typeof findAccount>>) {
  const opened = account && openAccount(app.config, account);
  return opened ? opened.secretKey : null;
}
const notConnected = () => badRequest({ invoice: ONLINE_PAYMENT_MESSAGES.notConnected });

/**
 * POST /api/invoices/{slug}/refund-to-card. One transaction decides and records the refund as pending, holding the
 * credit note's row then its invoice's online payments (two clicks at once queue; the second sees the first
 * pending): never more than the credit note owes less its pending refunds, never more than the payment received
 * less its refunds pending or succeeded. Then Stripe is asked, with an idempotency key per credit note and refund.
 */
export async function refundCreditNote(app: App, ctx: StaffContext, slug: string, askedPence: number | undefined) {
  const secretKey = secretKeyOf(app, await findAccount(app.db, ctx.client.id));
  const planned = await writeTransaction(app.db, async (tx): Promise<PlannedRefund> => {
    const note = await lockInvoice(tx, ctx, { slug });
    if (!note) throw notFound('Invoice not found');
    if (!secretKey) throw notConnected();
    if (note.kind !== 'credit_note' || !note.creditNoteForId) throw badRequest({ invoice: ONLINE_REFUND_MESSAGES.notCreditNote });
    const { due } = invoiceAmounts(note.status, note.grossPricePence, note.paidPence, note.creditedPence);
    const owed = note.status === 'void' ? 0 : due - (await pendingRefundsOf(tx, note.id));
    const [payment] = await lockRefundablePayments(tx, ctx.client.id, note.creditNoteForId);
    if (!payment?.payment.paymentIntentId) throw badRequest({ invoice: ONLINE_REFUND_MESSAGES.notOnline });
    const amount = askedPence ?? refundDefault(payment.available, owed);
    const refusal = refundRefusal(amount, payment.available, owed);
    if (refusal) throw badRequest({ amount: refusal });
    const refundSlug = newInvoiceSlug();
    const idempotencyKey = `refund-${note.slug}-${refundSlug}`;
    await tx.insert(onlineRefunds).values({
      clientId: ctx.client.id,
      slug: refundSlug,
      onlinePaymentId: payment.payment.id,
      creditNoteId: note.id,
      amountPence: amount,
      idempotencyKey,
      createdById: ctx.user.id,
    });
    return {
      slug: refundSlug,
      intentId: payment.payment.paymentIntentId,
      amount,
      idempotencyKey,
      metadata: { operator: ctx.client.slug, online_refund: refundSlug, online_payment: payment.payment.slug, credit_note: note.slug },
    };
  });
  return sendRefund(app, ctx.client.id, secretKey!, planned);
}

/** POST /api/online-payments/{slug}/refund: money kept unapplied (the invoice was paid meanwhile) back to the card. */
export async function refundUnapplied(app: App, ctx: StaffContext, slug: string, askedPence: number | undefined) {
  const secretKey = secretKeyOf(app, await findAccount(app.db, ctx.client.id));
  const planned = await writeTransaction(app.db, async (tx): Promise<PlannedRefund> => {
    const payment = await lockPaymentBySlug(tx, ctx.client.id, slug);
    if (!payment) throw notFound('Payment not found');
    if (!secretKey) throw notConnected();
    if (!payment.payment.unapplied || !payment.payment.paymentIntentId) throw badRequest({ payment: ONLINE_REFUND_MESSAGES.notUnapplied });
    const amount = askedPence ?? payment.available;
    const refusal = refundRefusal(amount, payment.available, null);
    if (refusal) throw badRequest({ amount: refusal });
    const refundSlug = newInvoiceSlug();
    const idempotencyKey = `refund-${payment.payment.slug}-${refundSlug}`;
    await tx.insert(onlineRefunds).values({
      clientId: ctx.client.id,
      slug: refundSlug,
      onlinePaymentId: payment.payment.id,
      amountPence: amount,
      idempotencyKey,
      createdById: ctx.user.id,
    });
    return {
      slug: refundSlug,
      intentId: payment.payment.paymentIntentId,
      amount,
      idempotencyKey,
      metadata: { operator: ctx.client.slug, online_refund: refundSlug, online_payment: payment.payment.slug },
    };
  });
  return sendRefund(app, ctx.client.id, secretKey!, planned);
}

/**
 * Asks Stripe (refunds.create with the payment intent, the amount and our slug in metadata) and applies its answer
 * like a webhook would (a refund Stripe says succeeded at once is recorded at once; pending waits for refund.updated).
 * A refusal (4xx) fails the refund in words; an unreachable Stripe leaves it pending: the retried call (same
 * idempotency key) or the webhook settles it.
 */
async function sendRefund(app: App, operatorId: number, secretKey: string, planned: PlannedRefund) {
  try {
    const refund = await stripeFor(app.config, secretKey).refunds.create(
      { payment_intent: planned.intentId, amount: planned.amount, reason: 'requested_by_customer', metadata: planned.metadata },
      { idempotencyKey: planned.idempotencyKey },
    );
    await writeTransaction(app.db, (tx) => applyRefundReport(tx, operatorId, { ...refundReportFromObject(refund), slug: planned.slug }, null));
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError && err.statusCode && err.statusCode < 500) {
      await app.db
        .update(onlineRefunds)
        .set({ status: 'failed', failure: err.message })
        .where(and(eq(onlineRefunds.clientId, operatorId), eq(onlineRefunds.slug, planned.slug), eq(onlineRefunds.status, 'pending')));
      throw badRequest({ amount: err.message }, err.message);
    }
    throw new HttpError(502, ONLINE_PAYMENT_MESSAGES.unreachable);
  }
  return { refund: await refundItemBySlug(app.db, operatorId, planned.slug), detail: ONLINE_REFUND_MESSAGES.started(planned.amount) };
}
