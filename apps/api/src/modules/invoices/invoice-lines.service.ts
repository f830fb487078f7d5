/** An invoice's lines by hand (POST, PUT and DELETE /api/invoice-lines/): each write recomputes the invoice's totals. */
import { INVOICE_MESSAGES, editedLine, lineSignRefusal, toPence, type invoiceLineCreate, type invoiceLineUpdate } from '@clubspace/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { invoiceLines, invoices, members } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { visibleMembers } from '../members/members.repo.ts';
import { toLineItem } from './invoices.mappers.ts';
import { lineQuery, lockInvoice } from './invoices.repo.ts';
import { lineAmountColumns, lineMoneyColumns, storedLineAmounts } from './line-amounts.ts';
import { invoiceNotFound, issuedLocked, newInvoiceSlug, paidLocked, recomputeTotals, type InvoiceRecord } from './invoices.service.ts';

type LineInput = z.output<typeof invoiceLineCreate> | z.output<typeof invoiceLineUpdate>;

/** A member by id (number or digits) or slug, within the caller's scope; empty means none. */
async function memberIdOf(tx: Executor, ctx: StaffContext, ref: string | number | null | undefined) {
  if (ref === null || ref === undefined || ref === '') return null;
  const bySlug = typeof ref === 'string' ? eq(members.slug, ref) : undefined;
  const byId = typeof ref === 'number' || /^\d{1,9}$/.test(ref) ? eq(members.id, Number(ref)) : undefined;
  const rows = await tx
    .select({ id: members.id, slug: members.slug })
    .from(members)
    .where(and(visibleMembers(ctx), bySlug && byId ? sql`(${bySlug} or ${byId})` : (bySlug ?? byId)))
    .limit(2);
  const found = rows.find((r) => r.slug === ref) ?? rows[0];
  if (!found) throw badRequest({ member: INVOICE_MESSAGES.memberUnknown });
  return found.id;
}

type StoredLine = Parameters<typeof storedLineAmounts>[0];

/**
 * The stored amounts of a line: client-sent computed fields are ignored; VAT is rounded half-up per line. A line entered
 * by hand has the specification's meaning (unit price net, VAT on top); an edited VAT-inclusive line keeps its gross
 * while its price and rate are unchanged (money.ts editedLine).
 */
function lineValues(input: LineInput, current?: StoredLine) {
  const amounts = editedLine(current ? storedLineAmounts(current) : null, {
    unitPricePence: toPence(input.unit_price),
    units: input.units,
    vatPercent: input.vat,
  });
  return {
    name: input.name,
    paymentType: input.payment_type,
    date: input.date,
    ...lineMoneyColumns(amounts),
    status: input.status,
    paymentReference: input.payment_reference || null,
  };
}

async function lineItem(db: Executor, id: number) {
  const [row] = await lineQuery(db).where(eq(invoiceLines.id, id)).limit(1);
  return toLineItem(row);
}

/** Line writes: a paid invoice is locked; an issued one is final (a credit note corrects it). */
function assertLinesWritable(invoice: InvoiceRecord) {
  if (invoice.status === 'paid') throw paidLocked();
  if (invoice.issuedAt) throw issuedLocked();
}

/** POST /api/invoice-lines/: adds a line and recomputes the invoice's totals in the same transaction. */
export async function createLine(db: Db, ctx: StaffContext, input: z.output<typeof invoiceLineCreate>) {
  const id = await writeTransaction(db, async (tx) => {
    const invoice = await lockInvoice(tx, ctx, { slug: input.invoice });
    if (!invoice) throw invoiceNotFound();
    assertLinesWritable(invoice);
    signRule(invoice.kind, input.unit_price);
    const memberId = await memberIdOf(tx, ctx, input.member);
    const [created] = await tx
      .insert(invoiceLines)
      .values({ clientId: ctx.client.id, slug: newInvoiceSlug(), invoiceId: invoice.id, memberId, ...lineValues(input) })
      .returning({ id: invoiceLines.id });
    await recomputeTotals(tx, invoice);
    return created.id;
  });
  return lineItem(db, id);
}

/** The invoice of a visible line, locked (before the line: invoice-locks.ts); 404 for another operator's or an out-of-scope line. */
async function lockLineInvoice(tx: Executor, ctx: StaffContext, slug: string) {
  const [line] = await tx
    .select({ id: invoiceLines.id, invoiceSlug: invoices.slug, unitPricePence: invoiceLines.unitPricePence, amounts: lineAmountColumns })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoiceLines.clientId, ctx.client.id), eq(invoiceLines.slug, slug)))
    .limit(1);
  const invoice = line ? await lockInvoice(tx, ctx, { slug: line.invoiceSlug }) : null;
  if (!line || !invoice) throw notFound('Invoice line not found');
  assertLinesWritable(invoice);
  return { lineId: line.id, invoice, unitPricePence: line.unitPricePence, amounts: line.amounts };
}

/** 400 when a line's price breaks its sign rule: billed lines are not negative, credits not positive. */
function signRule(kind: string, price: number, current?: number) {
  const refusal = lineSignRefusal(kind, toPence(price), current);
  if (refusal) throw badRequest({ unit_price: refusal });
}

/** PUT /api/invoice-lines/{slug}: the line stays on its invoice; totals are recomputed. */
export async function updateLine(db: Db, ctx: StaffContext, slug: string, input: z.output<typeof invoiceLineUpdate>) {
  const id = await writeTransaction(db, async (tx) => {
    const { lineId, invoice, unitPricePence, amounts } = await lockLineInvoice(tx, ctx, slug);
    signRule(invoice.kind, input.unit_price, unitPricePence);
    const memberId = await memberIdOf(tx, ctx, input.member);
    await tx
      .update(invoiceLines)
      .set({ memberId, ...lineValues(input, amounts) })
      .where(eq(invoiceLines.id, lineId));
    await recomputeTotals(tx, invoice);
    return lineId;
  });
  return lineItem(db, id);
}

/** DELETE /api/invoice-lines/{slug}: totals are recomputed. */
export async function deleteLine(db: Db, ctx: StaffContext, slug: string) {
  await writeTransaction(db, async (tx) => {
    const { lineId, invoice } = await lockLineInvoice(tx, ctx, slug);
    await tx.delete(invoiceLines).where(eq(invoiceLines.id, lineId));
    await recomputeTotals(tx, invoice);
  });
}
