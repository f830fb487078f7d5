import { invoiceBalance, issuesInvoice } from '@clubspace/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoiceLines, invoicePayments, invoices } from '../../db/schema/index.ts';

type InvoiceRecord = typeof invoices.$inferSelect;
type Stamps = { dateSent: string | null; dateClosed: string | null; issuedAt: Date | null };

/**
 * Stamps a status change sets: sent when it starts waiting for payment, closed when paid or void, issued (once) when a
 * draft first reaches pending payment or paid — Validate, Send, or the same by hand (contract invoice-issue.ts).
 */
export function statusDates(status: string, current: Stamps, today: string, now: Date = new Date()) {
  return {
    dateSent: status === 'pending_payment' && !current.dateSent ? today : current.dateSent,
    dateClosed: (status === 'paid' || status === 'void') && !current.dateClosed ? today : current.dateClosed,
    issuedAt: current.issuedAt ?? (issuesInvoice(status) ? now : null),
  };
}

/** Lines follow their invoice: validated → new lines wait for payment; paid → open lines are paid. */
export async function followStatus(tx: Executor, invoiceId: number, status: string) {
  if (status === 'pending_payment') {
    await tx
      .update(invoiceLines)
      .set({ status: 'payment_pending' })
      .where(and(eq(invoiceLines.invoiceId, invoiceId), eq(invoiceLines.status, 'new')));
  } else if (status === 'paid') {
    await tx
      .update(invoiceLines)
      .set({ status: 'paid' })
      .where(and(eq(invoiceLines.invoiceId, invoiceId), inArray(invoiceLines.status, ['new', 'payment_pending'])));
  }
}

/** The sum of an invoice's payments in pence. */
async function paidPenceOf(db: Executor, invoiceId: number) {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${invoicePayments.amountPence}), 0)` })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId));
  return Number(row.n);
}

/** Credit its credit notes (not void) applied to an invoice's balance. */
async function appliedCreditOf(db: Executor, invoiceId: number) {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${invoices.creditedPence}), 0)` })
    .from(invoices)
    .where(and(eq(invoices.creditNoteForId, invoiceId), ne(invoices.status, 'void')));
  return Number(row.n);
}

/**
 * After an invoice's payments or applied credit changed (call it holding the invoice's row lock): paid_pence is the
 * sum of its payments, credited_pence (on an invoice) the credit its credit notes applied; fully settled → paid
 * (closed on `closedOn`, the lines paid, as the status toggle does); a paid invoice with something due again →
 * pending payment, its paid lines pending.
 */
export async function settle(tx: Executor, invoice: InvoiceRecord, closedOn: string | null) {
  const paid = await paidPenceOf(tx, invoice.id);
  const credited = invoice.kind === 'credit_note' ? invoice.creditedPence : await appliedCreditOf(tx, invoice.id);
  const { due } = invoiceBalance(invoice.grossPricePence, [paid], credited);
  await tx.update(invoices).set({ paidPence: paid, creditedPence: credited }).where(eq(invoices.id, invoice.id));
  if (due <= 0 && invoice.status === 'pending_payment') {
    await tx.update(invoices).set({ status: 'paid', dateClosed: closedOn }).where(eq(invoices.id, invoice.id));
    await followStatus(tx, invoice.id, 'paid');
  } else if (due > 0 && invoice.status === 'paid') {
    await tx.update(invoices).set({ status: 'pending_payment', dateClosed: null }).where(eq(invoices.id, invoice.id));
    await tx
      .update(invoiceLines)
      .set({ status: 'payment_pending' })
      .where(and(eq(invoiceLines.invoiceId, invoice.id), eq(invoiceLines.status, 'paid')));
  }
}
