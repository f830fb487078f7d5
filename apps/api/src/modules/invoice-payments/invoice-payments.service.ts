import {
  CREDIT_NOTE_MESSAGES,
  CREDIT_NOTE_PREFIX,
  creditApplication,
  creditLine,
  invoiceAmounts,
  overCreditMessage,
  paymentRefusal,
  toPounds,
  type creditNoteCreate,
  type InvoicePayments,
  type paymentCreate,
} from '@clubspace/contract';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invoiceLines, invoicePayments, invoices } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { toInvoiceItem } from '../invoices/invoices.mappers.ts';
import { findInvoice, findInvoiceById, lockInvoice } from '../invoices/invoices.repo.ts';
import { newInvoiceSlug, officeToday, recomputeTotals } from '../invoices/invoices.service.ts';
import { allocateInvoiceName, lockNumbering } from '../invoices/invoice-locks.ts';
import { creditOf } from '../invoices/invoice-trail.service.ts';
import { settle } from '../invoices/invoice-status.ts';
import { lineMoneyColumns } from '../invoices/line-amounts.ts';
import { creditableLines, creditNotesOf, findPayment, invoiceRefById, paymentById, paymentsOf } from './invoice-payments.repo.ts';
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
    creditable: Object.fromEntries(lines.filter((l) => l.status !== 'void').map((l) => [l.slug, toPounds(Math.max(l.lineGrossPence - l.creditedPence, 0))])),
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

/**
 * POST /api/invoices/{slug}/credit-note: a credit note (kind credit_note, negative lines, CN-0001 in the operator's
 * own credit-note sequence) for lines of an issued invoice — pending or paid — the one way to correct an issued
 * invoice. A line is never credited beyond what it billed, counting earlier credit notes that are not void. The credit
 * first takes off what the invoice still has due (contract creditApplication: an unpaid invoice owes less, and is
 * paid once nothing is left); the rest is a refund owed (the credit note waits as pending_payment until refunded).
 * Lock order (invoice-locks.ts): numbering, then the invoice.
 */
export async function issueCreditNote(db: Db, ctx: StaffContext, slug: string, input: z.output<typeof creditNoteCreate>) {
  const id = await writeTransaction(
    db,
    async (tx) => {
      await lockNumbering(tx, ctx.client.id);
      const original = await lockInvoice(tx, ctx, { slug });
      if (!original) throw invoiceNotFound();
      if (original.kind === 'credit_note') throw badRequest({ invoice: CREDIT_NOTE_MESSAGES.notOfCreditNote });
      if (original.status !== 'paid' && original.status !== 'pending_payment') throw badRequest({ invoice: CREDIT_NOTE_MESSAGES.onlyIssued });
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
          issuedAt: new Date(),
          shortDescription: input.reason,
          vatType: original.vatType,
        })
        .returning();
      const rows = await tx.select().from(invoiceLines).where(inArray(invoiceLines.id, credits.map(({ line }) => line.id)));
      const byId = new Map(rows.map((r) => [r.id, r]));
      await tx.insert(invoiceLines).values(
        credits.map(({ line, c }) => ({
          // Every column of the credited line carried (creditOf), the amounts those of the part credited (a
          // VAT-inclusive line credited from its gross, contract creditLine).
          ...creditOf(byId.get(line.id)!, { invoiceId: note.id, name: line.name, day: today }),
          ...lineMoneyColumns(c.amounts),
          status: 'payment_pending',
        })),
      );
      await recomputeTotals(tx, note);
      const [totalled] = await tx.select().from(invoices).where(eq(invoices.id, note.id));
      const { due } = invoiceAmounts(original.status, original.grossPricePence, original.paidPence, original.creditedPence);
      const { applied } = creditApplication(-totalled.grossPricePence, due);
      if (applied > 0) {
        await tx.update(invoices).set({ creditedPence: applied }).where(eq(invoices.id, note.id));
        await settle(tx, { ...totalled, creditedPence: applied }, today);
        await settle(tx, original, today);
      }
      return note.id;
    },
    { retryUnique: true },
  );
  return toInvoiceItem(await findInvoiceById(db, id));
}
