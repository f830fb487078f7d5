import {
  DEFAULT_TIME_ZONE,
  DEFAULT_VAT,
  FANDD_MESSAGES,
  INVOICE_NUMBER_PREFIX,
  WALK_IN_INVOICE_DESCRIPTION,
  barLineName,
  catalogueLine,
  isoDayInZone,
  lineTotalsOf,
  orderTotal,
  orderTotalsByRate,
  quantitiesByProduct,
  type walkInSale,
} from '@clubspace/contract';
import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { bars, invoiceLines, invoicePayments, invoices, offices, orderLines, orders, products } from '../../db/schema/index.ts';
import { writeTransaction, RetryTransaction } from '../../db/transaction.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import { officeScope } from '../../lib/sql.ts';
import { activeOffice, type StaffContext } from '../../plugins/context.plugin.ts';
import { allocateInvoiceName, lockInvoiceRow, lockWalkInDay } from '../invoices/invoice-locks.ts';
import { settle } from '../invoices/invoice-status.ts';
import { newInvoiceSlug, recomputeTotals } from '../invoices/invoices.service.ts';
import { lineMoneyColumns } from '../invoices/line-amounts.ts';
import { operatorPricesIncludeVat } from '../invoice-settings/invoice-settings.repo.ts';
import { freeOrderCode, pricedLines } from './orders.service.ts';

type Sale = z.output<typeof walkInSale>;

/** The bar named (its office is the sale's), else the caller's active office and its first bar. */
async function saleOffice(db: Db, ctx: StaffContext, barSlug: string | undefined) {
  if (barSlug) {
    const [bar] = await db
      .select({ id: bars.id, officeId: bars.officeId })
      .from(bars)
      .where(and(eq(bars.clientId, ctx.client.id), officeScope(bars.officeId, ctx), eq(bars.slug, barSlug)))
      .limit(1);
    if (!bar) throw badRequest({ bar: FANDD_MESSAGES.barUnknown });
    if (bar.officeId) return { officeId: bar.officeId, barId: bar.id };
  }
  const office = await activeOffice(db, ctx);
  if (!office) throw badRequest({ bar: FANDD_MESSAGES.officeRequired });
  const [bar] = await db
    .select({ id: bars.id })
    .from(bars)
    .where(and(eq(bars.clientId, ctx.client.id), eq(bars.officeId, office.id)))
    .orderBy(bars.id)
    .limit(1);
  return { officeId: office.id, barId: bar?.id ?? null };
}

/**
 * The office's "Walk-in sales" invoice of the day, locked: created on the day's first sale (numbered, no team), then
 * issued and paid with it. Later sales of the day append their own paid lines and payment (docs/decisions.md "Bar till
 * and walk-in sales"). Lock order (invoice-locks.ts): the office's walk-in lock (2), numbering (3), the invoice (4).
 */
async function walkInInvoice(tx: Tx, clientId: number, officeId: number, day: string) {
  await lockWalkInDay(tx, officeId);
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.clientId, clientId),
        eq(invoices.officeId, officeId),
        eq(invoices.date, day),
        eq(invoices.walkIn, true),
        ne(invoices.status, 'void'),
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(1);
  if (existing) {
    const locked = await lockInvoiceRow(tx, existing.id);
    if (!locked || locked.status === 'void') throw new RetryTransaction('the walk-in invoice was voided meanwhile');
    return locked;
  }
  const [office] = await tx.select({ prefix: offices.invoicePrefix }).from(offices).where(eq(offices.id, officeId)).limit(1);
  const name = await allocateInvoiceName(tx, clientId, office?.prefix?.trim() || INVOICE_NUMBER_PREFIX);
  const [created] = await tx
    .insert(invoices)
    .values({
      clientId,
      slug: newInvoiceSlug(),
      name,
      teamId: null,
      officeId,
      status: 'open',
      invoiceType: 'bar',
      date: day,
      dateDue: day,
      shortDescription: WALK_IN_INVOICE_DESCRIPTION,
      walkIn: true,
    })
    .returning({ id: invoices.id });
  return (await lockInvoiceRow(tx, created.id))!;
}

type PricedLine = Awaited<ReturnType<typeof pricedLines>>[number];

/** Level 1: the sale's own rows — conditional decrements, so two sales racing for the last units cannot both win. */
async function takeStock(tx: Tx, valid: PricedLine[]) {
  for (const [productId, q] of quantitiesByProduct(valid.map((l) => ({ product: l.product.id, quantity: l.quantity })))) {
    const [left] = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} - ${q}` })
      .where(and(eq(products.id, productId), gte(products.quantity, q)))
      .returning({ id: products.id });
    if (!left) {
      const p = valid.find((l) => l.product.id === productId)!.product;
      throw conflict(FANDD_MESSAGES.overStock(p.name, p.quantity), 'over_stock');
    }
  }
}

interface BilledSale {
  orderId: number;
  code: string;
  reference: string;
  valid: PricedLine[];
  officeId: number;
  day: string;
  method: Sale['method'];
}

/**
 * The sale on the day's walk-in invoice: one paid bar line per VAT rate, a payment of what they bill, the invoice
 * issued and paid. Returns the lines' ids.
 */
async function billSale(tx: Tx, ctx: StaffContext, sale: BilledSale) {
  const clientId = ctx.client.id;
  const { code, day } = sale;
  const invoice = await walkInInvoice(tx, clientId, sale.officeId, day);
  const parts = orderTotalsByRate(
    sale.valid.map((l) => ({
      pricePence: l.pricePence,
      quantity: l.quantity,
      discountPence: l.discountPence,
      vatPercent: l.product.vat ?? DEFAULT_VAT,
    })),
  );
  let charged = 0;
  const lineIds: number[] = [];
  const inclusive = ctx.client.pricesIncludeVat ?? (await operatorPricesIncludeVat(tx, clientId));
  for (const part of parts) {
    const amounts = catalogueLine(part.totalPence, 1, part.vatPercent, inclusive);
    const money = lineMoneyColumns(amounts);
    charged += lineTotalsOf(amounts).gross;
    const [line] = await tx
      .insert(invoiceLines)
      .values({
        clientId,
        slug: newInvoiceSlug(),
        invoiceId: invoice.id,
        name: barLineName(code, part.vatPercent, parts.length),
        paymentType: 'bar',
        date: day,
        ...money,
        status: 'paid',
        paymentReference: sale.reference,
        orderId: sale.orderId,
      })
      .returning({ id: invoiceLines.id });
    lineIds.push(line.id);
  }
  await recomputeTotals(tx, invoice);
  if (charged > 0) {
    await tx.insert(invoicePayments).values({
      clientId,
      slug: newInvoiceSlug(),
      invoiceId: invoice.id,
      amountPence: charged,
      date: day,
      method: sale.method,
      reference: `Order ${code}`,
      createdById: ctx.user.id,
    });
  }
  // Issued and paid with its first sale; the payments cover every line, so settle keeps it paid.
  const now = new Date();
  await tx
    .update(invoices)
    .set({ status: 'paid', issuedAt: invoice.issuedAt ?? now, dateClosed: invoice.dateClosed ?? day })
    .where(eq(invoices.id, invoice.id));
  const [current] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id));
  await settle(tx, current, day);
  return lineIds;
}

/**
 * POST /api/orders/walk-in/: a sale paid now by cash or card. In one transaction: the order (paid and delivered, its
 * lines), the stock taken, one bar line per VAT rate on the day's walk-in invoice, a payment of what the lines bill,
 * and the invoice issued and paid. Returns the order's slug.
 */
export async function recordWalkInSale(db: Db, ctx: StaffContext, body: Sale) {
  const { officeId, barId } = await saleOffice(db, ctx, body.bar);
  const valid = await pricedLines(db, ctx, body.lines);
  const [office] = await db.select({ tz: offices.timeZone }).from(offices).where(eq(offices.id, officeId)).limit(1);
  const day = isoDayInZone(new Date(), office?.tz ?? DEFAULT_TIME_ZONE);
  const clientId = ctx.client.id;

  return writeTransaction(db, async (tx) => {
    await takeStock(tx, valid);
    const code = await freeOrderCode(tx, clientId);
    const reference = `Walk-in ${body.method}`;
    const [order] = await tx
      .insert(orders)
      .values({
        clientId,
        slug: code.toLowerCase(),
        code,
        barId,
        officeId,
        staffId: ctx.staff.id,
        status: 'paid_and_delivered',
        pricePence: orderTotal(valid),
        paymentReference: reference,
        comments: body.comments || null,
      })
      .returning({ id: orders.id, slug: orders.slug });
    await tx.insert(orderLines).values(
      valid.map((l) => ({
        clientId,
        orderId: order.id,
        productId: l.product.id,
        productPricePence: l.pricePence,
        discountPence: l.discountPence,
        quantity: l.quantity,
        status: 'paid_and_delivered',
      })),
    );

    const lineIds = await billSale(tx, ctx, { orderId: order.id, code, reference, valid, officeId, day, method: body.method });
    await tx
      .update(orders)
      .set({ invoiceLineId: lineIds[0] ?? null })
      .where(eq(orders.id, order.id));
    return order.slug;
  });
}
