import {
  CREDIT_NOTE_MESSAGES,
  CREDIT_NOTE_PREFIX,
  creditLine,
  invoiceAmounts,
  invoiceBalance,
  overCreditMessage,
  paymentRefusal,
  toPounds,
  type creditNoteCreate,
  type InvoicePayments,
  type paymentCreate,
} from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { invoiceLines, invoicePayments, invoices } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { toInvoiceItem } from '../invoices/invoices.mappers.ts';
import { findInvoice, findInvoiceById, lockInvoice } from '../invoices/invoices.repo.ts';
import { allocateInvoiceName, followStatus, newInvoiceSlug, officeToday, recomputeTotals } from '../invoices/invoices.service.ts';
import { lineMoneyColumns } from '../invoices/line-amounts.ts';
import { pgCode } from '../../lib/pg-errors.ts';
import { creditableLines, creditNotesOf, findPayment, invoiceRefById, paidPenceOf, paymentById, paymentsOf } from './invoice-payments.repo.ts';

type InvoiceRecord = typeof invoices.$inferSelect;

const invoiceNotFound = () => notFound('Invoice not found');

/**
 * After its payments changed: the invoice's paid_pence is their sum; fully paid → paid (closed on `closedOn`, the lines
 * paid, as the status toggle does); a paid invoice with something due again → pending payment, its paid lines pending.
 */
async function settle(tx: Executor, invoice: InvoiceRecord, closedOn: string | null) {
  const paid = await paidPenceOf(tx, invoice.id);
  const { due } = invoiceBalance(invoice.grossPricePence, [paid]);
  await tx.update(invoices).set({ paidPence: paid }).where(eq(invoices.id, invoice.id));
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

/** GET /api/invoices/{slug}/payments. */
export async function invoicePaymentsOf(db: Db, ctx: StaffContext, slug: string): Promise<InvoicePayments> {
  const row = await findInvoice(db, ctx, slug);
  if (!row) throw invoiceNotFound();
  const i = row.invoice;
  const balance = invoiceAmounts(i.status, i.grossPricePence, i.paidPence);
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
    creditable: Object.fromEntries(lines.filter((l) => l.status !== 'void').map((l) => [l.slug, toPounds(Math.max(l.lineGrossPence - l.creditedPence, 0))])),
  };
}

/**
 * POST /api/invoices/{slug}/payments: under the invoice's row lock (two payments at once queue), so the amounts
 * checked against what is due can not overpay.
 */
export async function recordPayment(db: Db, ctx: StaffContext, slug: string, input: z.output<typeof paymentCreate>) {
  const id = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, ctx, { slug });
    if (!invoice) throw invoiceNotFound();
    const { due } = invoiceAmounts(invoice.status, invoice.grossPricePence, invoice.paidPence);
    const refusal = paymentRefusal(invoice.status, due, input.amount);
    if (refusal) throw badRequest({ [refusal.field]: refusal.message });
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
  await db.transaction(async (tx) => {
    const found = await findPayment(tx, ctx, slug);
    const invoice = found ? await lockInvoice(tx, ctx, { slug: found.invoiceSlug }) : null;
    if (!found || !invoice) throw notFound('Payment not found');
    await tx.delete(invoicePayments).where(eq(invoicePayments.id, found.id));
    await settle(tx, invoice, null);
  });
}

/**
 * POST /api/invoices/{slug}/credit-note: a credit note (kind credit_note, negative lines, CN-0001 in the operator's
 * own credit-note sequence) for lines of a paid invoice, issued at once (pending_payment = refund owed). A line is
 * never credited beyond what it billed, counting earlier credit notes that are not void.
 */
export async function issueCreditNote(db: Db, ctx: StaffContext, slug: string, input: z.output<typeof creditNoteCreate>) {
  for (let attempt = 1; ; attempt++) {
    try {
      const id = await db.transaction(async (tx) => {
        const original = await lockInvoice(tx, ctx, { slug });
        if (!original) throw invoiceNotFound();
        if (original.kind === 'credit_note') throw badRequest({ invoice: CREDIT_NOTE_MESSAGES.notOfCreditNote });
        if (original.status !== 'paid') throw badRequest({ invoice: CREDIT_NOTE_MESSAGES.onlyPaid });
        const lines = new Map((await creditableLines(tx, original.id)).filter((l) => l.status !== 'void').map((l) => [l.slug, l]));
        const seen = new Set<string>();
        const credits = input.lines.map((ask, i) => {
          const line = lines.get(ask.line);
          if (!line) throw badRequest({ [`lines.${i}.line`]: CREDIT_NOTE_MESSAGES.lineUnknown });
          if (seen.has(ask.line)) throw badRequest({ [`lines.${i}.line`]: CREDIT_NOTE_MESSAGES.lineTwice });
          seen.add(ask.line);
          const c = creditLine(
            {
              unitPricePence: line.unitPricePence,
              units: line.units,
              vatPercent: line.vat,
              lineGrossPence: line.lineGrossPence,
              creditedPence: line.creditedPence,
              priceIncludesVat: line.priceIncludesVat,
              unitGrossPence: line.unitGrossPence,
            },
            { units: ask.units, amountPence: ask.amount },
          );
          if (!c.ok) {
            const field = `lines.${i}.${ask.units !== undefined ? 'units' : 'amount'}`;
            throw badRequest({ [field]: c.gross <= 0 && c.left > 0 ? CREDIT_NOTE_MESSAGES.nothingToCredit : overCreditMessage(Math.max(c.left, 0), line.name) });
          }
          return { line, c };
        });
        const today = await officeToday(tx, original.officeId);
        const name = await allocateInvoiceName(tx, ctx.client.id, CREDIT_NOTE_PREFIX, 'credit_note');
        const [note] = await tx
          .insert(invoices)
          .values({
            clientId: ctx.client.id,
            slug: newInvoiceSlug(),
            name,
            kind: 'credit_note',
            creditNoteForId: original.id,
            teamId: original.teamId,
            invoiceDataId: original.invoiceDataId,
            officeId: original.officeId,
            status: 'pending_payment',
            invoiceType: original.invoiceType,
            date: today,
            dateDue: today,
            dateSent: today,
            shortDescription: input.reason,
            vatType: original.vatType,
          })
          .returning();
        await tx.insert(invoiceLines).values(
          credits.map(({ line, c }) => ({
            clientId: ctx.client.id,
            slug: newInvoiceSlug(),
            invoiceId: note.id,
            memberId: line.memberId,
            name: line.name,
            paymentType: line.paymentType,
            date: today,
            ...lineMoneyColumns(c.amounts),
            status: 'payment_pending',
            creditedLineId: line.id,
          })),
        );
        await recomputeTotals(tx, note);
        return note.id;
      });
      return toInvoiceItem(await findInvoiceById(db, id));
    } catch (err) {
      if (pgCode(err) !== '23505' || attempt >= 5) throw err;
    }
  }
}
