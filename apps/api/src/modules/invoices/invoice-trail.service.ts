import { DEFAULT_VAT, INVOICE_NUMBER_PREFIX, catalogueLine, creditLine, saleReversal, type InvoiceType } from '@clubspace/contract';
import { and, asc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { RetryTransaction } from '../../db/transaction.ts';
import { invoiceDatas, invoiceLines, invoices, offices } from '../../db/schema/index.ts';
import { allocateInvoiceName, lockInvoiceRow, lockTeamDrafts } from './invoice-locks.ts';
import { newInvoiceSlug, recomputeTotals } from './invoices.service.ts';
import { lineMoneyColumns } from './line-amounts.ts';
import { operatorPricesIncludeVat } from '../invoice-settings/invoice-settings.repo.ts';

/**
 * The money trail of things sold outside an invoice form (desk and room bookings, bar orders): each sale becomes a
 * line on the team's open ("draft", not issued) invoice of that type for the sale's month, created when missing. Call
 * these inside the transaction that records the sale, so the sale and its line land or fail together. Locks follow
 * invoice-locks.ts: the team's draft lock, then numbering (only to open a draft), then the invoice row, then lines.
 */

export interface TrailLineInput {
  clientId: number;
  teamId: number;
  officeId: number | null;
  memberId?: number | null;
  /** 'work' for bookings, 'bar' for orders. */
  paymentType: 'work' | 'bar';
  name: string;
  /** The sale's day (YYYY-MM-DD, in the office's zone): picks the month's draft invoice and dates the line. */
  day: string;
  /** The catalogue price of one unit (pence): with VAT when the prices include VAT, else net (money.ts catalogueLine). */
  unitPricePence: number;
  units?: number;
  vat?: number;
  /** Whether unitPricePence includes VAT; the operator's setting when not given. */
  pricesIncludeVat?: boolean;
  /** Paid at the counter: the line is 'paid', else 'payment_pending'. */
  paid: boolean;
  paymentReference?: string | null;
  /** What the line bills (issue 12): the booking or the order of the sale. */
  refs?: LineRefs;
}

/** The invoice-line references the statistics read instead of the line's name. */
export interface LineRefs {
  planId?: number | null;
  membershipId?: number | null;
  bookingId?: number | null;
  orderId?: number | null;
}

const monthBounds = (day: string) => {
  const [y, m] = day.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { first: `${day.slice(0, 7)}-01`, next };
};

/**
 * The team's draft (open, not issued) invoice of this type for the day's month, locked; created (numbered, with the
 * team's billing data) when missing. A draft issued between the look-up and the lock is not written to: the
 * transaction runs again (it would otherwise need the numbering lock while holding an invoice row).
 */
export async function draftInvoiceFor(tx: Executor, input: Pick<TrailLineInput, 'clientId' | 'teamId' | 'officeId' | 'day' | 'paymentType'>) {
  const invoiceType: InvoiceType = input.paymentType;
  await lockTeamDrafts(tx, input.teamId);
  const { first, next } = monthBounds(input.day);
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.clientId, input.clientId),
        eq(invoices.teamId, input.teamId),
        eq(invoices.invoiceType, invoiceType),
        eq(invoices.status, 'open'),
        isNull(invoices.issuedAt),
        gte(invoices.date, first),
        lt(invoices.date, next),
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(1);
  if (existing) {
    const locked = await lockInvoiceRow(tx, existing.id);
    if (!locked || locked.status !== 'open' || locked.issuedAt) throw new RetryTransaction('the draft was issued meanwhile');
    return locked;
  }

  const [data] = await tx
    .select({ id: invoiceDatas.id })
    .from(invoiceDatas)
    .where(and(eq(invoiceDatas.clientId, input.clientId), eq(invoiceDatas.teamId, input.teamId), eq(invoiceDatas.status, 'active')))
    .orderBy(asc(invoiceDatas.id))
    .limit(1);
  const [office] = input.officeId
    ? await tx.select({ prefix: offices.invoicePrefix }).from(offices).where(eq(offices.id, input.officeId)).limit(1)
    : [];
  const name = await allocateInvoiceName(tx, input.clientId, office?.prefix?.trim() || INVOICE_NUMBER_PREFIX);
  const [created] = await tx
    .insert(invoices)
    .values({
      clientId: input.clientId,
      slug: newInvoiceSlug(),
      name,
      teamId: input.teamId,
      invoiceDataId: data?.id ?? null,
      officeId: input.officeId,
      status: 'open',
      invoiceType,
      date: input.day,
      shortDescription: invoiceType === 'bar' ? 'Food and drinks' : 'Bookings',
    })
    .returning();
  return created;
}

/** Adds the sale's line to the month's draft invoice and recomputes its totals; returns the line's id. */
export async function addTrailLine(tx: Executor, input: TrailLineInput): Promise<number> {
  const invoice = await draftInvoiceFor(tx, input);
  const inclusive = input.pricesIncludeVat ?? (await operatorPricesIncludeVat(tx, input.clientId));
  const money = lineMoneyColumns(catalogueLine(input.unitPricePence, input.units ?? 1, input.vat ?? DEFAULT_VAT, inclusive));
  const [line] = await tx
    .insert(invoiceLines)
    .values({
      clientId: input.clientId,
      slug: newInvoiceSlug(),
      invoiceId: invoice.id,
      memberId: input.memberId ?? null,
      name: input.name,
      paymentType: input.paymentType,
      date: input.day,
      ...money,
      status: input.paid ? 'paid' : 'payment_pending',
      paymentReference: input.paymentReference ?? null,
      planId: input.refs?.planId ?? null,
      membershipId: input.refs?.membershipId ?? null,
      bookingId: input.refs?.bookingId ?? null,
      orderId: input.refs?.orderId ?? null,
    })
    .returning({ id: invoiceLines.id });
  await recomputeTotals(tx, invoice);
  return line.id;
}

type LineRecord = typeof invoiceLines.$inferSelect;

/**
 * The credit of a line, to go on another invoice: every column of the credited line carried over as it is (VAT rate,
 * flags, member, what it bills: booking, order, plan, membership), every amount (each *Pence column) negated — the
 * credit-note sign rule: positive units, negative prices — and pointing at the line it credits. Generic on purpose, so a
 * column added to lines later is carried without touching this.
 */
export function creditOf(line: LineRecord, to: { invoiceId: number; name: string; day: string }): typeof invoiceLines.$inferInsert {
  const { id: _id, slug: _slug, createdAt: _createdAt, ...kept } = line;
  const negated = Object.fromEntries(
    Object.entries(kept)
      .filter(([key, value]) => key.endsWith('Pence') && typeof value === 'number')
      .map(([key, value]) => [key, -(value as number)]),
  );
  return {
    ...kept,
    ...negated,
    slug: newInvoiceSlug(),
    invoiceId: to.invoiceId,
    name: to.name,
    date: to.day,
    // A paid sale's credit is settled with it; otherwise it waits on the draft like the sales around it.
    status: line.status === 'paid' ? 'paid' : 'payment_pending',
    paymentReference: null,
    creditedLineId: line.id,
  };
}

export interface CreditTarget {
  day: string;
  officeId: number | null;
  teamId: number;
  name: string;
}

/**
 * Undoes a sale's line (contract saleReversal): a line on a draft that is not paid is voided in place (it stays as a
 * record; totals leave it out); a line on an issued invoice, or a paid one, stays as billed and is answered by its
 * credit (creditOf) on the payer's draft for the credit day. Returns the line that now tells the story: the voided
 * line, or the credit line.
 */
export async function reverseTrailLine(tx: Executor, lineId: number, credit: CreditTarget) {
  const [peek] = await tx
    .select({
      status: invoiceLines.status,
      invoiceId: invoiceLines.invoiceId,
      teamId: invoices.teamId,
      issuedAt: invoices.issuedAt,
      invoiceStatus: invoices.status,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(eq(invoiceLines.id, lineId))
    .limit(1);
  const plan = peek ? saleReversal(peek, { issued: peek.issuedAt !== null, status: peek.invoiceStatus }) : 'none';
  if (!peek || plan === 'none') return { lineId, status: 'void' as const };

  if (plan === 'void') {
    // Lock order: the draft's team, its invoice row, then the line; re-checked once held.
    if (peek.teamId !== null) await lockTeamDrafts(tx, peek.teamId);
    const invoice = await lockInvoiceRow(tx, peek.invoiceId);
    const [line] = await tx.select().from(invoiceLines).where(eq(invoiceLines.id, lineId)).for('update');
    if (!invoice || !line || saleReversal(line, { issued: invoice.issuedAt !== null, status: invoice.status }) !== 'void')
      throw new RetryTransaction('the line was issued or paid meanwhile');
    await tx.update(invoiceLines).set({ status: 'void' }).where(eq(invoiceLines.id, line.id));
    await recomputeTotals(tx, invoice);
    return { lineId: line.id, status: 'void' as const };
  }

  // Issued (final) or paid: the line is not touched; its credit goes on the payer's draft — for what no credit note
  // or earlier credit has given back yet (the ledger model found a refund after a credit note paying out twice).
  const [line] = await tx.select().from(invoiceLines).where(eq(invoiceLines.id, lineId));
  const [given] = await tx
    .select({ pence: sql<string>`coalesce(sum(-${invoiceLines.lineGrossPricePence}), 0)` })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoiceLines.creditedLineId, line.id), ne(invoiceLines.status, 'void'), ne(invoices.status, 'void')));
  const source = {
    unitPricePence: line.unitPricePence,
    units: line.units,
    vatPercent: line.vat,
    lineGrossPence: line.lineGrossPricePence,
    creditedPence: Number(given?.pence ?? 0),
    priceIncludesVat: line.priceIncludesVat,
    unitGrossPence: line.unitGrossPricePence,
  };
  if (source.lineGrossPence - source.creditedPence <= 0) return { lineId, status: 'credited' as const };
  const rest = source.creditedPence > 0 ? creditLine(source, {}) : null;
  const draft = await draftInvoiceFor(tx, {
    clientId: line.clientId,
    teamId: credit.teamId,
    officeId: credit.officeId,
    day: credit.day,
    paymentType: line.paymentType === 'bar' ? 'bar' : 'work',
  });
  // The whole line mirrored exactly, or (part already credited) what is left, priced as the credit-note rule does.
  const values = { ...creditOf(line, { invoiceId: draft.id, name: credit.name, day: credit.day }), ...(rest ? lineMoneyColumns(rest.amounts) : {}) };
  const [created] = await tx.insert(invoiceLines).values(values).returning({ id: invoiceLines.id });
  await recomputeTotals(tx, draft);
  return { lineId: created.id, status: 'credited' as const };
}
