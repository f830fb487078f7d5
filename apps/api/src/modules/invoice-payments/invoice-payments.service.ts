import { invoiceAmounts, onTheWayMessage, paymentRefusal, toPounds, type InvoicePayments, type paymentCreate } from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invoicePayments } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { findInvoice, lockInvoice } from '../invoices/invoices.repo.ts';
import { newInvoiceSlug } from '../invoices/invoices.service.ts';
import { settle } from '../invoices/invoice-status.ts';
import { creditableLines, creditNotesOf, findPayment, invoiceRefById, onTheWayPence, paymentById, paymentsOf } from './invoice-payments.repo.ts';
import { writeTransaction } from '../../db/transaction.ts';

const invoiceNotFound = () => notFound('Invoice not found');

/** GET /api/invoices/{slug}/payments. */
export async function invoicePaymentsOf(db: Db, ctx: StaffContext, slug: string): Promise<InvoicePayments> {
  const row = await findInvoice(db, ctx, slug);
  if (!row) throw invoiceNotFound();
  const i = row.invoice;
  const balance = invoiceAmounts(i.status, i.grossPricePence, i.paidPence, i.creditedPence);
  const [payments, creditNotes, creditNoteFor, lines] = await Promise.all([
    paymentsOf(db, i.id),
    creditNotesOf(db, i.id),
    invoiceRefById(db, i.creditNoteForId),
    i.kind === 'invoice' ? creditableLines(db, i.id) : Promise.resolve([]),
  ]);
  return {
    kind: i.kind as InvoicePayments['kind'],
    gross_price: toPounds(i.grossPricePence),
    amount_paid: toPounds(balance.paid),
    amount_due: toPounds(balance.due),
    state: balance.state,
    payments,
    credit_notes: creditNotes,
    credit_note_for: creditNoteFor,
    amount_credited: toPounds(i.creditedPence),
    creditable: Object.fromEntries(
      lines.filter((l) => l.status !== 'void').map((l) => [l.slug, toPounds(Math.max(l.lineGrossPence - l.creditedPence, 0))]),
    ),
  };
}

/**
 * POST /api/invoices/{slug}/payments: under the invoice's row lock (two payments at once queue), so the amounts
 * checked against what is due can not overpay.
 */
export async function recordPayment(db: Db, ctx: StaffContext, slug: string, input: z.output<typeof paymentCreate>) {
  const id = await writeTransaction(db, async (tx) => {
    const invoice = await lockInvoice(tx, ctx, { slug });
    if (!invoice) throw invoiceNotFound();
    const { due } = invoiceAmounts(invoice.status, invoice.grossPricePence, invoice.paidPence, invoice.creditedPence);
    const refusal = paymentRefusal(invoice.status, due, input.amount);
    if (refusal) throw badRequest({ [refusal.field]: refusal.message });
    const onTheWay = await onTheWayPence(tx, invoice);
    if (onTheWay > 0 && input.amount > due - onTheWay)
      throw badRequest({ amount: onTheWayMessage(invoice.kind, onTheWay, Math.max(due - onTheWay, 0)) });
    const [created] = await tx
      .insert(invoicePayments)
      .values({
        clientId: ctx.client.id,
        slug: newInvoiceSlug(),
        invoiceId: invoice.id,
        amountPence: input.amount,
        date: input.date,
        method: input.method,
        reference: input.reference || null,
        createdById: ctx.user.id,
      })
      .returning({ id: invoicePayments.id });
    await settle(tx, invoice, input.date);
    return created.id;
  });
  return paymentById(db, id);
}

/** DELETE /api/invoice-payments/{slug}: undoes a mistaken entry; a paid invoice with something due again reopens. */
export async function deletePayment(db: Db, ctx: StaffContext, slug: string) {
  await writeTransaction(db, async (tx) => {
    const found = await findPayment(tx, ctx, slug);
    const invoice = found ? await lockInvoice(tx, ctx, { slug: found.invoiceSlug }) : null;
    if (!found || !invoice) throw notFound('Payment not found');
    await tx.delete(invoicePayments).where(eq(invoicePayments.id, found.id));
    await settle(tx, invoice, null);
  });
}
