import {
  ONLINE_PAYMENT_ORDER_FIELDS,
  onlineDisplayState,
  parseOrder,
  toPounds,
  type OnlineDisplayState,
  type OnlinePaymentItem,
  type OnlineRefundItem,
} from '@clubspace/contract';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { invoices, onlinePayments, onlineRefunds } from '../../db/schema/index.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import { matchesAny, orderBy, searchPattern } from '../../lib/sql.ts';

export type OnlineRefundRow = typeof onlineRefunds.$inferSelect;

/** Pence of a payment's refunds that succeeded, and of those still pending (both hold money back from a new refund). */
const refundedSql =
  sql<number>`(select coalesce(sum(r.amount_pence), 0) from online_refunds r where r.online_payment_id = ${onlinePayments.id} and r.status = 'succeeded')`.mapWith(
    Number,
  );
const pendingSql =
  sql<number>`(select coalesce(sum(r.amount_pence), 0) from online_refunds r where r.online_payment_id = ${onlinePayments.id} and r.status = 'pending')`.mapWith(
    Number,
  );

const paymentColumns = {
  payment: onlinePayments,
  invoiceSlug: invoices.slug,
  invoiceName: invoices.name,
  refunded: refundedSql,
  pending: pendingSql,
};
type PaymentRow = { payment: typeof onlinePayments.$inferSelect; invoiceSlug: string; invoiceName: string; refunded: number; pending: number };

/** What of an online payment may still be refunded: a succeeded one's amount less its refunds pending or succeeded. */
export const availableOf = (r: Pick<PaymentRow, 'payment' | 'refunded' | 'pending'>) =>
  r.payment.status === 'succeeded' ? Math.max(0, r.payment.amountPence - r.refunded - r.pending) : 0;

const creditNotes = alias(invoices, 'credit_notes');

async function refundsOf(db: Executor, paymentIds: number[]): Promise<Map<number, OnlineRefundItem[]>> {
  const out = new Map<number, OnlineRefundItem[]>();
  if (!paymentIds.length) return out;
  const rows = await db
    .select({ refund: onlineRefunds, noteSlug: creditNotes.slug, noteName: creditNotes.name })
    .from(onlineRefunds)
    .leftJoin(creditNotes, eq(creditNotes.id, onlineRefunds.creditNoteId))
    .where(inArray(onlineRefunds.onlinePaymentId, paymentIds))
    .orderBy(asc(onlineRefunds.id));
  for (const { refund: r, noteSlug, noteName } of rows) {
    const list = out.get(r.onlinePaymentId) ?? [];
    list.push({
      slug: r.slug,
      amount: toPounds(r.amountPence),
      status: r.status as OnlineRefundItem['status'],
      provider_refund_id: r.providerRefundId,
      credit_note: noteSlug && noteName ? { slug: noteSlug, name: noteName } : null,
      failure: r.failure,
      created_at: r.createdAt.toISOString(),
    });
    out.set(r.onlinePaymentId, list);
  }
  return out;
}

async function toItems(db: Executor, rows: PaymentRow[]): Promise<OnlinePaymentItem[]> {
  const refunds = await refundsOf(
    db,
    rows.map((r) => r.payment.id),
  );
  return rows.map((r) => {
    const p = r.payment;
    return {
      slug: p.slug,
      invoice: { slug: r.invoiceSlug, name: r.invoiceName },
      amount: toPounds(p.amountPence),
      state: onlineDisplayState(p.status, p.amountPence, r.refunded),
      method: (p.method as OnlinePaymentItem['method']) ?? null,
      checkout_session_id: p.checkoutSessionId,
      payment_intent_id: p.paymentIntentId,
      unapplied: p.unapplied,
      refunded: toPounds(r.refunded),
      refundable: toPounds(availableOf(r)),
      failure: p.failure,
      created_at: p.createdAt.toISOString(),
      refunds: refunds.get(p.id) ?? [],
    };
  });
}

const paymentQuery = (db: Executor) =>
  db.select(paymentColumns).from(onlinePayments).innerJoin(invoices, eq(invoices.id, onlinePayments.invoiceId)).$dynamic();

/** An invoice's online payments, oldest first (the operator's: the invoice was looked up in scope). */
export async function onlinePaymentsOfInvoice(db: Executor, operatorId: number, invoiceId: number) {
  const rows = await paymentQuery(db)
    .where(and(eq(onlinePayments.clientId, operatorId), eq(onlinePayments.invoiceId, invoiceId)))
    .orderBy(asc(onlinePayments.id));
  return toItems(db, rows);
}

/**
 * The succeeded, applied online payments of an invoice, locked (lock order: after the invoice or credit note's row),
 * with what each may still refund; the one with the most first.
 */
export async function lockRefundablePayments(tx: Executor, operatorId: number, invoiceId: number) {
  const rows = await tx
    .select(paymentColumns)
    .from(onlinePayments)
    .innerJoin(invoices, eq(invoices.id, onlinePayments.invoiceId))
    .where(
      and(
        eq(onlinePayments.clientId, operatorId),
        eq(onlinePayments.invoiceId, invoiceId),
        eq(onlinePayments.status, 'succeeded'),
        eq(onlinePayments.unapplied, false),
      ),
    )
    .orderBy(asc(onlinePayments.id))
    .for('update', { of: onlinePayments });
  return rows.map((r) => ({ ...r, available: availableOf(r) })).sort((a, b) => b.available - a.available);
}

/** One online payment of the operator by slug, locked, with its refund sums. */
export async function lockPaymentBySlug(tx: Executor, operatorId: number, slug: string) {
  const [row] = await tx
    .select(paymentColumns)
    .from(onlinePayments)
    .innerJoin(invoices, eq(invoices.id, onlinePayments.invoiceId))
    .where(and(eq(onlinePayments.clientId, operatorId), eq(onlinePayments.slug, slug)))
    .limit(1)
    .for('update', { of: onlinePayments });
  return row ? { ...row, available: availableOf(row) } : null;
}

/** Pence a credit note's refunds to the card still have pending (not yet its payments). */
export async function pendingRefundsOf(db: Executor, creditNoteId: number) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${onlineRefunds.amountPence}), 0)`.mapWith(Number) })
    .from(onlineRefunds)
    .where(and(eq(onlineRefunds.creditNoteId, creditNoteId), eq(onlineRefunds.status, 'pending')));
  return row.n;
}

export async function refundItemBySlug(db: Executor, operatorId: number, slug: string): Promise<OnlineRefundItem> {
  const [row] = await db
    .select({ id: onlineRefunds.onlinePaymentId })
    .from(onlineRefunds)
    .where(and(eq(onlineRefunds.clientId, operatorId), eq(onlineRefunds.slug, slug)));
  const list = (await refundsOf(db, [row.id])).get(row.id) ?? [];
  return list.find((r) => r.slug === slug)!;
}

/** A refund of the operator by our slug or, without one, by the provider's id; locked. */
export async function lockRefund(tx: Executor, operatorId: number, ref: { slug: string | null; refundId: string | null }) {
  const match = ref.slug ? eq(onlineRefunds.slug, ref.slug) : ref.refundId ? eq(onlineRefunds.providerRefundId, ref.refundId) : null;
  if (!match) return null;
  const [row] = await tx
    .select()
    .from(onlineRefunds)
    .where(and(eq(onlineRefunds.clientId, operatorId), match))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** A refund's credit note id, without locking (to lock the credit note first). */
export async function peekRefund(tx: Executor, operatorId: number, ref: { slug: string | null; refundId: string | null }) {
  const match = ref.slug ? eq(onlineRefunds.slug, ref.slug) : ref.refundId ? eq(onlineRefunds.providerRefundId, ref.refundId) : null;
  if (!match) return null;
  const [row] = await tx
    .select({ creditNoteId: onlineRefunds.creditNoteId, onlinePaymentId: onlineRefunds.onlinePaymentId })
    .from(onlineRefunds)
    .where(and(eq(onlineRefunds.clientId, operatorId), match))
    .limit(1);
  return row ?? null;
}

const STATE_WHERE: Record<OnlineDisplayState, SQL> = {
  open: sql`${onlinePayments.status} = 'open'`,
  processing: sql`${onlinePayments.status} = 'processing'`,
  failed: sql`${onlinePayments.status} = 'failed'`,
  succeeded: sql`${onlinePayments.status} = 'succeeded' and ${refundedSql} = 0`,
  partially_refunded: sql`${onlinePayments.status} = 'succeeded' and ${refundedSql} > 0 and ${refundedSql} < ${onlinePayments.amountPence}`,
  refunded: sql`${onlinePayments.status} = 'succeeded' and ${refundedSql} >= ${onlinePayments.amountPence}`,
};
const ORDER_COLUMNS = { created_at: [onlinePayments.createdAt], amount: [onlinePayments.amountPence] };

/** Account → Payments: the operator's online payments (index online_payments_client_created_idx for the default order). */
export function onlinePaymentsSource(
  db: Executor,
  operatorId: number,
  q: { name?: string; order: string; state?: OnlineDisplayState; unapplied?: string },
): ListSource<OnlinePaymentItem> {
  const unapplied = q.unapplied === undefined ? undefined : q.unapplied === '1' || q.unapplied === 'true';
  const where = and(
    eq(onlinePayments.clientId, operatorId),
    q.state ? STATE_WHERE[q.state] : undefined,
    unapplied === undefined ? undefined : eq(onlinePayments.unapplied, unapplied),
    matchesAny(searchPattern(q.name), [invoices.name, onlinePayments.paymentIntentId, onlinePayments.checkoutSessionId]),
  );
  const order = parseOrder(q.order, ONLINE_PAYMENT_ORDER_FIELDS, '-created_at' as 'created_at');
  return {
    fetch: async (limit, offset) =>
      toItems(
        db,
        await paymentQuery(db)
          .where(where)
          .orderBy(...orderBy(ORDER_COLUMNS[order.field], order.desc, onlinePayments.id))
          .limit(limit)
          .offset(offset),
      ),
    count: async () =>
      (
        await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(onlinePayments)
          .innerJoin(invoices, eq(invoices.id, onlinePayments.invoiceId))
          .where(where)
      )[0].n,
  };
}
