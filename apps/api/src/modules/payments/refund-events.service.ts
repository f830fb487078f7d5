import { invoiceAmounts, nextRefundState, paymentRefusal, refundStateOf, type OnlineRefundState } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Executor } from '../../db/client.ts';
import { invoicePayments, invoices, onlinePayments, onlineRefunds } from '../../db/schema/index.ts';
import { newInvoiceSlug, officeToday } from '../invoices/invoices.service.ts';
import { settle } from '../invoices/invoice-status.ts';
import { lockRefund, peekRefund } from './refunds.repo.ts';

/** What the provider says about one of our refunds: matched by our slug (metadata) or the provider's refund id. */
export interface RefundReport {
  slug: string | null;
  refundId: string;
  to: OnlineRefundState;
  failure: string | null;
}

const FAILURES: Record<string, string> = {
  expired_or_canceled_card: 'The card has expired or was cancelled',
  lost_or_stolen_card: 'The card was reported lost or stolen',
  declined: 'The bank declined the refund',
  insufficient_funds: 'The Stripe balance could not cover the refund',
};

/** A refund's report from a Stripe refund object (the create call's answer, or an event's object). */
export function refundReportFromObject(r: Stripe.Refund): RefundReport {
  const to = refundStateOf(r.status);
  return {
    slug: r.metadata?.online_refund ?? null,
    refundId: r.id,
    to,
    failure:
      to === 'failed' ? (FAILURES[r.failure_reason ?? ''] ?? (r.status === 'canceled' ? 'The refund was cancelled' : 'The refund failed')) : null,
  };
}

/**
 * The refund events this API follows: refund.created, refund.updated, refund.failed (Stripe sends refund.updated for
 * every refund's change since 2024; charge.refund.updated is its older, per-method twin, read alike). charge.refunded
 * carries the charge, not which refund: it is acknowledged and ignored.
 */
export function refundReportOf(event: Stripe.Event): RefundReport | null {
  switch (event.type) {
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated':
      return refundReportFromObject(event.data.object);
    default:
      return null;
  }
}

/**
 * Applies a refund's report (inside a write transaction): the credit note's row is locked first (the invoice lock
 * order), then the refund's. Only a pending refund moves (contract nextRefundState), so a duplicate, a late or an
 * out-of-order report changes nothing more. A refund that succeeded for a credit note is recorded once as the credit
 * note's payment (its provider_payment_id the refund's id, unique), exactly as a refund staff record by hand, so
 * the credit note is settled and the day figures (payments less refunds) follow. Another operator's refund is not
 * found (every lookup carries the operator): ignored.
 */
export async function applyRefundReport(tx: Executor, operatorId: number, report: RefundReport, eventCreated: number | null): Promise<string> {
  const ref = { slug: report.slug, refundId: report.refundId };
  const peek = await peekRefund(tx, operatorId, ref);
  if (!peek) return 'ignored';
  const [note] = peek.creditNoteId
    ? await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, peek.creditNoteId), eq(invoices.clientId, operatorId)))
        .for('update')
    : [];
  const row = await lockRefund(tx, operatorId, ref);
  if (!row) return 'ignored';
  const values: Partial<typeof onlineRefunds.$inferInsert> = {};
  if (!row.providerRefundId) values.providerRefundId = report.refundId;
  const next = nextRefundState(row.status as OnlineRefundState, report.to);
  if (next) {
    values.status = next;
    values.failure = report.failure;
    if (eventCreated !== null) values.lastEventAt = new Date(eventCreated * 1000);
    if (next === 'succeeded' && note) Object.assign(values, await recordRefund(tx, note, row, report.refundId));
  }
  if (Object.keys(values).length) await tx.update(onlineRefunds).set(values).where(eq(onlineRefunds.id, row.id));
  return next ? `refund_${next}` : 'stale';
}

/** The credit note's refund payment, through the same guard as a refund staff record (never more than it owes). */
async function recordRefund(tx: Executor, note: typeof invoices.$inferSelect, row: typeof onlineRefunds.$inferSelect, refundId: string) {
  const { due } = invoiceAmounts(note.status, note.grossPricePence, note.paidPence, note.creditedPence);
  if (paymentRefusal(note.status, due, row.amountPence))
    return { failure: 'Refunded, but the credit note no longer owed it: nothing recorded on it' };
  const [payment] = await tx.select({ method: onlinePayments.method }).from(onlinePayments).where(eq(onlinePayments.id, row.onlinePaymentId));
  const today = await officeToday(tx, note.officeId);
  const [created] = await tx
    .insert(invoicePayments)
    .values({
      clientId: row.clientId,
      slug: newInvoiceSlug(),
      invoiceId: note.id,
      amountPence: row.amountPence,
      date: today,
      method: payment?.method ?? 'card',
      reference: refundId,
      providerPaymentId: refundId,
      createdById: row.createdById,
    })
    .onConflictDoNothing()
    .returning({ id: invoicePayments.id });
  if (created) await settle(tx, note, today);
  return { invoicePaymentId: created?.id ?? null };
}
