import { DEFAULT_VAT, INVOICE_NUMBER_PREFIX, catalogueLine, type InvoiceType } from '@clubspace/contract';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoiceDatas, invoiceLines, invoices, offices } from '../../db/schema/index.ts';
import { allocateInvoiceName, newInvoiceSlug, recomputeTotals } from './invoices.service.ts';
import { lineMoneyColumns } from './line-amounts.ts';
import { operatorPricesIncludeVat } from '../invoice-settings/invoice-settings.repo.ts';

/**
 * The money trail of things sold outside an invoice form (desk and room bookings, bar orders): each sale becomes a
 * line on the team's open ("draft") invoice of that type for the sale's month, created when missing. Call these
 * inside the transaction that records the sale, so the sale and its line land or fail together.
 */

/** A namespace for the per-team advisory lock that keeps two concurrent sales from opening two drafts. */
const DRAFT_LOCK = 0x1e5d;

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

/** The team's open invoice of this type for the day's month, created (numbered, with the team's billing data) when missing. */
export async function draftInvoiceFor(tx: Executor, input: Pick<TrailLineInput, 'clientId' | 'teamId' | 'officeId' | 'day' | 'paymentType'>) {
  const invoiceType: InvoiceType = input.paymentType;
  await tx.execute(sql`select pg_advisory_xact_lock(${DRAFT_LOCK}::int, ${input.teamId}::int)`);
  const { first, next } = monthBounds(input.day);
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.clientId, input.clientId),
        eq(invoices.teamId, input.teamId),
        eq(invoices.invoiceType, invoiceType),
        eq(invoices.status, 'open'),
        gte(invoices.date, first),
        lt(invoices.date, next),
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(1);
  if (existing) return existing;

  const [data] = await tx
    .select({ id: invoiceDatas.id })
    .from(invoiceDatas)
    .where(and(eq(invoiceDatas.clientId, input.clientId), eq(invoiceDatas.teamId, input.teamId), eq(invoiceDatas.status, 'active')))
    .orderBy(asc(invoiceDatas.id))
    .limit(1);
  const [office] = input.officeId ? await tx.select({ prefix: offices.invoicePrefix }).from(offices).where(eq(offices.id, input.officeId)).limit(1) : [];
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

/**
 * Undoes a sale's line: an unpaid line is voided (it stays on the invoice as a record; totals leave it out);
 * a paid line is answered with a negative (credit) line on the current draft. Returns the line that now tells the
 * story: the voided line, or the credit line.
 */
export async function reverseTrailLine(tx: Executor, lineId: number, credit: { day: string; officeId: number | null; teamId: number; name: string }) {
  const [line] = await tx.select().from(invoiceLines).where(eq(invoiceLines.id, lineId)).limit(1).for('update');
  if (!line || line.status === 'void') return { lineId, status: 'void' as const };
  if (line.status !== 'paid') {
    await tx.update(invoiceLines).set({ status: 'void' }).where(eq(invoiceLines.id, line.id));
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, line.invoiceId)).limit(1);
    if (invoice) await recomputeTotals(tx, invoice);
    return { lineId: line.id, status: 'void' as const };
  }
  const creditId = await addTrailLine(tx, {
    clientId: line.clientId,
    teamId: credit.teamId,
    officeId: credit.officeId,
    memberId: line.memberId,
    paymentType: line.paymentType === 'bar' ? 'bar' : 'work',
    name: credit.name,
    day: credit.day,
    // The credit mirrors the line: a VAT-inclusive line is credited from its gross, so it gives back what was paid.
    unitPricePence: -(line.priceIncludesVat ? line.unitGrossPricePence : line.unitPricePence),
    pricesIncludeVat: line.priceIncludesVat,
    units: line.units,
    vat: line.vat,
    paid: true,
    // The credit bills the same thing, negatively.
    refs: { planId: line.planId, membershipId: line.membershipId, bookingId: line.bookingId, orderId: line.orderId },
  });
  return { lineId: creditId, status: 'credited' as const };
}
