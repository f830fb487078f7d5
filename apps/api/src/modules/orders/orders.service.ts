import { randomInt } from 'node:crypto';
import {
  DEFAULT_TIME_ZONE,
  DEFAULT_VAT,
  FANDD_MESSAGES,
  barLineName,
  firstShortage,
  isoDayInZone,
  orderTotal,
  orderTotalsByRate,
  orderTransition,
  productAvailable,
  quantitiesByProduct,
  toPence,
  type orderCreate,
  inactiveMemberViolation,
} from '@clubspace/contract';
import { and, asc, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import {
  bars,
  bookings,
  guests,
  invoiceLines,
  invoices,
  members,
  offices,
  orderLines,
  orders,
  products,
  teams,
  users,
} from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { officeScope } from '../../lib/sql.ts';
import { activeOffice, type StaffContext } from '../../plugins/context.plugin.ts';
import { addTrailLine, reverseTrailLine } from '../invoices/invoice-trail.service.ts';
import { visibleMembers } from '../members/members.repo.ts';
import { overridableRefusal } from '../booking-rules/booking-rules.service.ts';
import { orderRef, visibleOrders } from './orders.repo.ts';
import { writeTransaction } from '../../db/transaction.ts';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => `OR${Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

export async function officeZone(tx: Tx, officeId: number | null) {
  if (!officeId) return DEFAULT_TIME_ZONE;
  const [row] = await tx.select({ tz: offices.timeZone }).from(offices).where(eq(offices.id, officeId)).limit(1);
  return row?.tz ?? DEFAULT_TIME_ZONE;
}

/**
 * Creates a pending order for a member (optionally for one of the member's bookings): prices are copied from the
 * products, the total is Σ(price × quantity − discount), and an order for more than the stock is refused.
 */
export async function createOrder(db: Db, ctx: StaffContext, body: z.output<typeof orderCreate>) {
  const payer = await orderPayer(db, ctx, body);
  let booking: { id: number; officeId: number } | undefined;
  if (body.booking) {
    [booking] = await db
      .select({ id: bookings.id, officeId: bookings.officeId })
      .from(bookings)
      .where(and(eq(bookings.clientId, ctx.client.id), officeScope(bookings.officeId, ctx), eq(bookings.code, body.booking)))
      .limit(1);
    if (!booking) throw badRequest({ booking: FANDD_MESSAGES.bookingUnknown });
  }
  const officeId = booking?.officeId ?? payer.officeId ?? (await activeOffice(db, ctx))?.id ?? null;

  const barId = await orderBar(db, ctx, body.bar, officeId);
  const valid = await pricedLines(db, ctx, body.lines);

  return writeTransaction(db, async (tx) => {
    const code = await freeOrderCode(tx, ctx.client.id);
    const [order] = await tx
      .insert(orders)
      .values({
        clientId: ctx.client.id,
        slug: code.toLowerCase(),
        code,
        memberId: payer.memberId,
        teamId: payer.teamId,
        guestId: payer.guestId,
        bookingId: booking?.id ?? null,
        barId,
        officeId,
        status: 'pending',
        pricePence: orderTotal(valid),
        comments: body.comments || null,
      })
      .returning({ id: orders.id, slug: orders.slug });
    await tx.insert(orderLines).values(
      valid.map((l) => ({
        clientId: ctx.client.id,
        orderId: order.id,
        productId: l.product.id,
        productPricePence: l.pricePence,
        discountPence: l.discountPence,
        quantity: l.quantity,
        status: 'pending',
      })),
    );
    return order.slug;
  });
}

/** The order's payer: exactly one of member, team or guest (the contract checked), within the caller's scope. */
async function orderPayer(db: Db, ctx: StaffContext, body: Pick<z.output<typeof orderCreate>, 'member' | 'team' | 'guest' | 'override_rules'>) {
  if (body.team) {
    const [team] = await db
      .select({ id: teams.id, officeId: teams.officeId })
      .from(teams)
      .where(and(eq(teams.clientId, ctx.client.id), eq(teams.slug, body.team)))
      .limit(1);
    if (!team) throw badRequest({ team: FANDD_MESSAGES.teamUnknown });
    return { memberId: null, teamId: team.id, guestId: null, officeId: team.officeId };
  }
  if (body.guest) {
    const [guest] = await db
      .select({ id: guests.id, officeId: guests.officeId })
      .from(guests)
      .where(and(eq(guests.clientId, ctx.client.id), officeScope(guests.officeId, ctx), eq(guests.slug, body.guest)))
      .limit(1);
    if (!guest) throw badRequest({ guest: FANDD_MESSAGES.guestUnknown });
    return { memberId: null, teamId: null, guestId: guest.id, officeId: guest.officeId };
  }
  const [member] = await db
    .select({
      id: members.id,
      officeId: members.officeId,
      status: members.status,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(visibleMembers(ctx), eq(members.slug, body.member ?? '')))
    .limit(1);
  if (!member) throw badRequest({ member: FANDD_MESSAGES.memberUnknown });
  // An inactive member is refused unless staff confirm, in the booking rules' overridable 400 (issue 24).
  if (member.status === 'inactive' && !body.override_rules) throw overridableRefusal([inactiveMemberViolation(member.name)]);
  return { memberId: member.id, teamId: null, guestId: null, officeId: member.officeId };
}

/** The bar named (in the caller's offices), else the office's first bar, else none. */
export async function orderBar(db: Db, ctx: StaffContext, slug: string | undefined, officeId: number | null) {
  let barId: number | null = null;
  if (slug) {
    const [bar] = await db
      .select({ id: bars.id })
      .from(bars)
      .where(and(eq(bars.clientId, ctx.client.id), officeScope(bars.officeId, ctx), eq(bars.slug, slug)))
      .limit(1);
    if (!bar) throw badRequest({ bar: FANDD_MESSAGES.barUnknown });
    barId = bar.id;
  } else if (officeId) {
    const [bar] = await db
      .select({ id: bars.id })
      .from(bars)
      .where(and(eq(bars.clientId, ctx.client.id), eq(bars.officeId, officeId)))
      .orderBy(bars.id)
      .limit(1);
    barId = bar?.id ?? null;
  }
  return barId;
}

/**
 * The lines priced from the catalogue (tenant's products), with field messages for unknown products and discounts
 * above their line; unavailable products and more than the stock are refused (409) before anything is written.
 */
export async function pricedLines(db: Db, ctx: StaffContext, input: z.output<typeof orderCreate>['lines']) {
  const slugs = [...new Set(input.map((l) => l.product))];
  const found = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      status: products.status,
      quantity: products.quantity,
      pricePence: products.pricePence,
      vat: products.vat,
    })
    .from(products)
    .where(and(eq(products.clientId, ctx.client.id), inArray(products.slug, slugs)));
  const bySlug = new Map(found.map((p) => [p.slug, p]));
  const errors: Record<string, string> = {};
  const lines = input.map((l, i) => {
    const p = bySlug.get(l.product);
    if (!p) {
      errors[`lines.${i}.product`] = FANDD_MESSAGES.productUnknown;
      return null;
    }
    const discountPence = toPence(l.discount ?? 0);
    if (discountPence > p.pricePence * l.quantity) errors[`lines.${i}.discount`] = FANDD_MESSAGES.discountTooHigh;
    return { product: p, quantity: l.quantity, discountPence, pricePence: p.pricePence };
  });
  if (Object.keys(errors).length) throw badRequest(errors);
  const valid = lines.filter((l) => l !== null);
  for (const l of valid) if (!productAvailable(l.product)) throw conflict(FANDD_MESSAGES.productUnavailable(l.product.name), 'product_unavailable');
  const short = firstShortage(
    quantitiesByProduct(valid.map((l) => ({ product: l.product.slug, quantity: l.quantity }))),
    (slug) => bySlug.get(slug)!.quantity,
  );
  if (short) throw conflict(FANDD_MESSAGES.overStock(bySlug.get(short.product)!.name, short.left), 'over_stock');
  return valid;
}

/** A new order code not yet used by the operator. */
export async function freeOrderCode(tx: Tx, clientId: number) {
  let code = newCode();
  for (let attempt = 0; attempt < 5; attempt++) {
    const [taken] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.clientId, clientId), eq(orders.code, code)))
      .limit(1);
    if (!taken) break;
    code = newCode();
  }
  return code;
}

/** Whether the order's bar line is on a "Walk-in sales" invoice: a walk-in sale at the till. */
async function onWalkInInvoice(tx: Tx, lineId: number | null) {
  if (!lineId) return false;
  const [row] = await tx
    .select({ walkIn: invoices.walkIn })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(eq(invoiceLines.id, lineId));
  return Boolean(row?.walkIn);
}

/** The team billed for an order: the member's team, the order's team, or the guest's team. */
async function payingTeam(tx: Tx, order: { memberId: number | null; teamId: number | null; guestId: number | null }) {
  if (order.memberId)
    return (await tx.select({ teamId: members.teamId }).from(members).where(eq(members.id, order.memberId)).limit(1))[0]?.teamId ?? null;
  if (order.guestId) return (await tx.select({ teamId: guests.teamId }).from(guests).where(eq(guests.id, order.guestId)).limit(1))[0]?.teamId ?? null;
  return order.teamId;
}

type OrderRow = typeof orders.$inferSelect;

/** The order's lines with their product's name, VAT and stock left (the product may be gone). */
async function stockLines(tx: Tx, orderId: number) {
  return tx
    .select({
      productId: orderLines.productId,
      quantity: orderLines.quantity,
      pricePence: orderLines.productPricePence,
      discountPence: orderLines.discountPence,
      name: products.name,
      vat: products.vat,
      left: products.quantity,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId));
}
type StockLine = Awaited<ReturnType<typeof stockLines>>[number];

const wantedOf = (lines: StockLine[]) =>
  quantitiesByProduct(lines.filter((l) => l.productId !== null).map((l) => ({ product: l.productId!, quantity: l.quantity })));

/**
 * Delivering: takes the quantities from stock (refused when short) and adds one bar line per VAT rate to the paying
 * team's draft invoice. Returns the order's invoice line: its first bar line, or the one it had without a team.
 */
async function takeStockAndBill(tx: Tx, ctx: StaffContext, order: OrderRow, to: string, lines: StockLine[], day: string) {
  for (const [productId, q] of wantedOf(lines)) {
    // Conditional decrement: two deliveries racing for the last units cannot both win.
    const [left] = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} - ${q}` })
      .where(and(eq(products.id, productId), gte(products.quantity, q)))
      .returning({ id: products.id });
    if (!left) {
      const line = lines.find((l) => l.productId === productId)!;
      throw conflict(FANDD_MESSAGES.overStock(line.name ?? 'this product', line.left ?? 0), 'over_stock');
    }
  }
  const teamId = await payingTeam(tx, order);
  if (!teamId) return order.invoiceLineId;
  // One bar line per VAT rate (issue 23): each rate's products at their own VAT, together the order total.
  const parts = orderTotalsByRate(
    lines.map((l) => ({ pricePence: l.pricePence, quantity: l.quantity, discountPence: l.discountPence, vatPercent: l.vat ?? DEFAULT_VAT })),
  );
  const lineIds: number[] = [];
  for (const part of parts.length ? parts : [{ vatPercent: DEFAULT_VAT, totalPence: order.pricePence }]) {
    lineIds.push(
      await addTrailLine(tx, {
        clientId: order.clientId,
        teamId,
        officeId: order.officeId,
        memberId: order.memberId,
        paymentType: 'bar',
        name: barLineName(order.code, part.vatPercent, parts.length),
        day,
        unitPricePence: part.totalPence,
        units: 1,
        vat: part.vatPercent,
        pricesIncludeVat: ctx.client.pricesIncludeVat,
        paid: Boolean(order.paymentReference) || to === 'paid_and_delivered',
        paymentReference: order.paymentReference,
        refs: { orderId: order.id },
      }),
    );
  }
  // The order points at its first line; every line carries the order (invoice_lines.order_id).
  return lineIds[0];
}

/**
 * Cancelling a delivered order: puts the stock back and reverses every bar line of the order. Returns the order's
 * invoice line: the reversal of its first bar line, or the one it had.
 */
async function returnStockAndCredit(tx: Tx, order: OrderRow, lines: StockLine[], day: string) {
  for (const [productId, q] of wantedOf(lines))
    await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${q}` })
      .where(eq(products.id, productId));
  if (!order.invoiceLineId) return null;
  let invoiceLineId: number | null = order.invoiceLineId;
  // Every bar line of the order (one per VAT rate), taken before any credit line is added for them.
  const billed = await tx
    .select({ id: invoiceLines.id, teamId: invoices.teamId })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(invoiceLines.clientId, order.clientId),
        or(eq(invoiceLines.id, order.invoiceLineId), eq(invoiceLines.orderId, order.id)),
        ne(invoiceLines.status, 'void'),
      ),
    )
    .orderBy(asc(invoiceLines.id));
  for (const [k, line] of billed.entries()) {
    if (!line.teamId) continue;
    const reversed = await reverseTrailLine(tx, line.id, {
      day,
      officeId: order.officeId,
      teamId: line.teamId,
      name: `Order ${order.code} cancelled`,
    });
    if (k === 0) invoiceLineId = reversed.lineId;
  }
  return invoiceLineId;
}

/**
 * Sets an order's status through the one state machine. In the same transaction: delivering takes the quantities
 * from stock (refused when short) and adds the bar line to the team's draft invoice; cancelling a delivered order
 * puts the stock back and reverses that line. Returns the order's slug.
 */
export async function setOrderStatus(db: Db, ctx: StaffContext, ref: string, requested: string) {
  return writeTransaction(db, async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(visibleOrders(ctx), orderRef(ref)))
      .limit(1)
      .for('update');
    if (!order) throw notFound('Order not found');
    const t = orderTransition(order.status, requested);
    if (!t.ok) throw conflict(t.message, 'order_status');
    // A walk-in sale was paid on the spot and has no team to credit: its refund is a credit note (issue 24 §9).
    if (t.returnsStock && (await onWalkInInvoice(tx, order.invoiceLineId))) throw conflict(FANDD_MESSAGES.walkInNoCancel, 'order_status');

    let invoiceLineId = order.invoiceLineId;
    if (t.takesStock || t.returnsStock) {
      const lines = await stockLines(tx, order.id);
      const day = isoDayInZone(new Date(), await officeZone(tx, order.officeId));
      invoiceLineId = t.takesStock ? await takeStockAndBill(tx, ctx, order, t.to, lines, day) : await returnStockAndCredit(tx, order, lines, day);
    }
    await tx
      .update(orders)
      .set({ status: t.to, staffId: order.staffId ?? ctx.staff.id, invoiceLineId })
      .where(eq(orders.id, order.id));
    await tx.update(orderLines).set({ status: t.to }).where(eq(orderLines.orderId, order.id));
    return order.slug;
  });
}
