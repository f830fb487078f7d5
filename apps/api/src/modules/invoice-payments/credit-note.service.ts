import {
  CREDIT_NOTE_MESSAGES,
  CREDIT_NOTE_PREFIX,
  creditApplication,
  creditLine,
  invoiceAmounts,
  overCreditMessage,
  type creditNoteCreate,
} from '@clubspace/contract';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { invoiceLines, invoices } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { toInvoiceItem } from '../invoices/invoices.mappers.ts';
import { findInvoiceById, lockInvoice } from '../invoices/invoices.repo.ts';
import { newInvoiceSlug, officeToday, recomputeTotals } from '../invoices/invoices.service.ts';
import { allocateInvoiceName, lockNumbering } from '../invoices/invoice-locks.ts';
import { creditOf } from '../invoices/invoice-trail.service.ts';
import { settle } from '../invoices/invoice-status.ts';
import { lineMoneyColumns } from '../invoices/line-amounts.ts';
import { creditableLines } from './invoice-payments.repo.ts';

type CreditNoteInput = z.output<typeof creditNoteCreate>;
type InvoiceRecord = typeof invoices.$inferSelect;
type CreditableLine = Awaited<ReturnType<typeof creditableLines>>[number];
type LineCredit = { line: CreditableLine; c: ReturnType<typeof creditLine> };

/** Each asked line's credit, checked: a line of the invoice, asked once, never credited beyond what it billed. */
function checkedCredits(lines: Map<string, CreditableLine>, asked: CreditNoteInput['lines']): LineCredit[] {
  const seen = new Set<string>();
  return asked.map((ask, i) => {
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
      throw badRequest({
        [field]: c.gross <= 0 && c.left > 0 ? CREDIT_NOTE_MESSAGES.nothingToCredit : overCreditMessage(Math.max(c.left, 0), line.name),
      });
    }
    return { line, c };
  });
}

/** The credit note's row (CN-0001…, issued today, pending payment) and its negative lines, totalled. */
async function insertCreditNote(
  tx: Executor,
  ctx: StaffContext,
  original: InvoiceRecord,
  reason: string | undefined,
  credits: LineCredit[],
  today: string,
) {
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
      shortDescription: reason,
      vatType: original.vatType,
    })
    .returning();
  const rows = await tx
    .select()
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.id,
        credits.map(({ line }) => line.id),
      ),
    );
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
  return totalled;
}

/** The credit first takes off what the invoice still has due (both settle); the rest is a refund owed. */
async function applyCredit(tx: Executor, original: InvoiceRecord, note: InvoiceRecord, today: string) {
  const { due } = invoiceAmounts(original.status, original.grossPricePence, original.paidPence, original.creditedPence);
  const { applied } = creditApplication(-note.grossPricePence, due);
  if (applied > 0) {
    await tx.update(invoices).set({ creditedPence: applied }).where(eq(invoices.id, note.id));
    await settle(tx, { ...note, creditedPence: applied }, today);
    await settle(tx, original, today);
  }
}

/**
 * POST /api/invoices/{slug}/credit-note: a credit note (kind credit_note, negative lines, CN-0001 in the operator's
 * own credit-note sequence) for lines of an issued invoice — pending or paid — the one way to correct an issued
 * invoice. A line is never credited beyond what it billed, counting earlier credit notes that are not void. The credit
 * first takes off what the invoice still has due (contract creditApplication: an unpaid invoice owes less, and is
 * paid once nothing is left); the rest is a refund owed (the credit note waits as pending_payment until refunded).
 * Lock order (invoice-locks.ts): numbering, then the invoice.
 */
export async function issueCreditNote(db: Db, ctx: StaffContext, slug: string, input: CreditNoteInput) {
  const id = await writeTransaction(
    db,
    async (tx) => {
      await lockNumbering(tx, ctx.client.id);
      const original = await lockInvoice(tx, ctx, { slug });
      if (!original) throw notFound('Invoice not found');
      if (original.kind === 'credit_note') throw badRequest({ invoice: CREDIT_NOTE_MESSAGES.notOfCreditNote });
      if (original.status !== 'paid' && original.status !== 'pending_payment') throw badRequest({ invoice: CREDIT_NOTE_MESSAGES.onlyIssued });
      const lines = new Map((await creditableLines(tx, original.id)).filter((l) => l.status !== 'void').map((l) => [l.slug, l]));
      const credits = checkedCredits(lines, input.lines);
      const today = await officeToday(tx, original.officeId);
      const note = await insertCreditNote(tx, ctx, original, input.reason, credits, today);
      await applyCredit(tx, original, note, today);
      return note.id;
    },
    { retryUnique: true },
  );
  return toInvoiceItem(await findInvoiceById(db, id));
}
