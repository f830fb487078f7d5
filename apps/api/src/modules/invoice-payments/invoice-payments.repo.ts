import { toPounds, type CreditNoteRef, type PaymentItem, type PaymentMethod } from '@clubspace/contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoiceLines, invoicePayments, invoices, onlinePayments, onlineRefunds, users } from '../../db/schema/index.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { visibleInvoices } from '../invoices/invoices.repo.ts';

type PaymentRow = { payment: typeof invoicePayments.$inferSelect; firstName: string | null; lastName: string | null };

export function toPaymentItem(r: PaymentRow): PaymentItem {
  const p = r.payment;
  const by = [r.firstName, r.lastName].filter(Boolean).join(' ');
  return {
    slug: p.slug,
    amount: toPounds(p.amountPence),
    date: p.date,
    method: p.method as PaymentMethod,
    reference: p.reference,
    created_by: by || null,
    created_at: p.createdAt.toISOString(),
  };
}

const paymentQuery = (db: Executor) =>
  db
    .select({ payment: invoicePayments, firstName: users.firstName, lastName: users.lastName })
    .from(invoicePayments)
    .leftJoin(users, eq(users.id, invoicePayments.createdById))
    .$dynamic();

/** The payments of an invoice, oldest first. */
export async function paymentsOf(db: Executor, invoiceId: number) {
  const rows = await paymentQuery(db).where(eq(invoicePayments.invoiceId, invoiceId)).orderBy(asc(invoicePayments.date), asc(invoicePayments.id));
  return rows.map(toPaymentItem);
}

export async function paymentById(db: Executor, id: number) {
  const [row] = await paymentQuery(db).where(eq(invoicePayments.id, id)).limit(1);
  return toPaymentItem(row);
}

/** A payment of an invoice the caller may see (its invoice's slug); null for another operator's or out of scope. */
export async function findPayment(db: Executor, ctx: StaffContext, slug: string) {
  const [row] = await db
    .select({ id: invoicePayments.id, invoiceSlug: invoices.slug })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(and(eq(invoicePayments.clientId, ctx.client.id), eq(invoicePayments.slug, slug), visibleInvoices(ctx)))
    .limit(1);
  return row ?? null;
}

/** Credit notes issued for an invoice, oldest first. */
export async function creditNotesOf(db: Executor, invoiceId: number): Promise<CreditNoteRef[]> {
  const rows = await db
    .select({ slug: invoices.slug, name: invoices.name, date: invoices.date, status: invoices.status, gross: invoices.grossPricePence })
    .from(invoices)
    .where(eq(invoices.creditNoteForId, invoiceId))
    .orderBy(asc(invoices.id));
  return rows.map((r) => ({ slug: r.slug, name: r.name, date: r.date, status: r.status, gross_price: toPounds(r.gross) }));
}

export async function invoiceRefById(db: Executor, id: number | null) {
  if (id === null) return null;
  const [row] = await db.select({ slug: invoices.slug, name: invoices.name }).from(invoices).where(eq(invoices.id, id)).limit(1);
  return row ?? null;
}

/** Lines of an invoice with what their credit notes (not void) have already credited, gross pence (positive). */
export async function creditableLines(db: Executor, invoiceId: number) {
  const lines = await db
    .select({
      id: invoiceLines.id,
      slug: invoiceLines.slug,
      name: invoiceLines.name,
      memberId: invoiceLines.memberId,
      paymentType: invoiceLines.paymentType,
      units: invoiceLines.units,
      unitPricePence: invoiceLines.unitPricePence,
      vat: invoiceLines.vat,
      lineGrossPence: invoiceLines.lineGrossPricePence,
      unitGrossPence: invoiceLines.unitGrossPricePence,
      priceIncludesVat: invoiceLines.priceIncludesVat,
      status: invoiceLines.status,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.date), asc(invoiceLines.id));
  const credited = new Map<number, number>();
  if (lines.length) {
    const sums = await db
      .select({ lineId: invoiceLines.creditedLineId, n: sql<string>`coalesce(sum(-${invoiceLines.lineGrossPricePence}), 0)` })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(
        and(
          inArray(
            invoiceLines.creditedLineId,
            lines.map((l) => l.id),
          ),
          ne(invoiceLines.status, 'void'),
          ne(invoices.status, 'void'),
        ),
      )
      .groupBy(invoiceLines.creditedLineId);
    for (const s of sums) credited.set(s.lineId!, Number(s.n));
  }
  return lines.map((l) => ({ ...l, creditedPence: credited.get(l.id) ?? 0 }));
}

/**
 * Pence already on their way (issue 27): for an invoice, its online payments still processing (a Direct Debit the bank
 * has not confirmed); for a credit note, its refunds to the card still pending. Read under the invoice's row lock,
 * which the webhook takes too, so a manual payment and the provider's report never overpay together.
 */
export async function onTheWayPence(db: Executor, invoice: { id: number; kind: string }) {
  const [row] =
    invoice.kind === 'credit_note'
      ? await db
          .select({ n: sql<number>`coalesce(sum(${onlineRefunds.amountPence}), 0)`.mapWith(Number) })
          .from(onlineRefunds)
          .where(and(eq(onlineRefunds.creditNoteId, invoice.id), eq(onlineRefunds.status, 'pending')))
      : await db
          .select({ n: sql<number>`coalesce(sum(${onlinePayments.amountPence}), 0)`.mapWith(Number) })
          .from(onlinePayments)
          .where(and(eq(onlinePayments.invoiceId, invoice.id), eq(onlinePayments.status, 'processing')));
  return row.n;
}
