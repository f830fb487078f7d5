import { FANDD_MESSAGES, WALK_IN_INVOICE_DESCRIPTION, WALK_IN_MESSAGES, isoDayInZone, type OrderItem, type ProductItem } from '@clubspace/contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guests,
  invoiceLines,
  invoicePayments,
  invoices,
  members,
  offices,
  orders,
  productCategories,
  products,
  teams,
} from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';

const { t, ids, tok, get, send } = useApiSession();

async function product(quantity: number, price: number, vat = 20) {
  const [cat] = await t.db.select().from(productCategories).where(eq(productCategories.clientId, ids.demo)).limit(1);
  const res = await send('POST', '/api/products/', {
    name: `Till ${Math.random().toString(36).slice(2, 8)}`,
    category: cat.id,
    price,
    quantity,
    vat,
    status: 'available',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ProductItem;
}
const stockOf = async (slug: string) =>
  (
    await t.db
      .select({ q: products.quantity })
      .from(products)
      .where(and(eq(products.clientId, ids.demo), eq(products.slug, slug)))
  )[0].q;
const sell = (body: object, token?: string) => send('POST', '/api/orders/walk-in/', body, token);

/** The order's row, and the walk-in invoices of its office and day (in the office's zone). */
async function walkInOf(order: OrderItem) {
  const [row] = await t.db
    .select()
    .from(orders)
    .where(and(eq(orders.clientId, ids.demo), eq(orders.slug, order.slug)));
  const [office] = await t.db.select({ tz: offices.timeZone }).from(offices).where(eq(offices.id, row.officeId!));
  const day = isoDayInZone(new Date(), office.tz);
  const found = await t.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.clientId, ids.demo), eq(invoices.officeId, row.officeId!), eq(invoices.date, day), eq(invoices.walkIn, true)))
    .orderBy(asc(invoices.id));
  const lines = await t.db.select().from(invoiceLines).where(eq(invoiceLines.orderId, row.id));
  return { row, day, found, lines };
}

describe('bar till: walk-in sales (VAT-inclusive prices)', () => {
  // The walk-in pays the till's total: with prices including VAT the line's gross is the order total to the penny.
  beforeAll(async () => expect((await send('PUT', '/api/invoice-settings/', { prices_include_vat: true })).statusCode).toBe(200));
  afterAll(async () => expect((await send('PUT', '/api/invoice-settings/', { prices_include_vat: false })).statusCode).toBe(200));

  it('a cash sale records a paid order, takes the stock and lands on the day’s Walk-in sales invoice, paid, with a payment', async () => {
    const tea = await product(10, 3.2);
    const res = await sell({ method: 'cash', lines: [{ product: tea.slug, quantity: 2 }] });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as OrderItem;
    expect(order).toMatchObject({
      status: 'paid_and_delivered',
      price: 6.4,
      member: null,
      team: null,
      guest: null,
      payment_reference: 'Walk-in cash',
    });
    expect(order.order_lines.map((l) => [l.product?.slug, l.quantity, l.total, l.status])).toEqual([[tea.slug, 2, 6.4, 'paid_and_delivered']]);
    expect(await stockOf(tea.slug)).toBe(8);

    const { row, day, found, lines } = await walkInOf(order);
    expect(found).toHaveLength(1);
    const [invoice] = found;
    expect(invoice).toMatchObject({
      teamId: null,
      invoiceType: 'bar',
      shortDescription: WALK_IN_INVOICE_DESCRIPTION,
      status: 'paid',
      kind: 'invoice',
    });
    expect(invoice.issuedAt).not.toBeNull();
    expect(lines.map((l) => [l.invoiceId, l.name, l.lineGrossPricePence, l.status])).toEqual([[invoice.id, `Order ${order.code}`, 640, 'paid']]);
    expect(row.invoiceLineId).toBe(lines[0].id);
    const payments = await t.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));
    expect(payments.find((p) => p.reference === `Order ${order.code}`)).toMatchObject({ amountPence: 640, method: 'cash', date: day });
    expect(invoice.paidPence).toBe(invoice.grossPricePence);
    const balance = (await get(`/api/invoices/${invoice.slug}/payments`)).json();
    expect(balance).toMatchObject({ state: 'paid', amount_due: 0 });
  });

  it('a second sale the same day (card, two VAT rates) goes on the same invoice, its own lines and payment', async () => {
    const tea = await product(5, 2.5);
    const first = (await sell({ method: 'cash', lines: [{ product: tea.slug, quantity: 1 }] })).json() as OrderItem;
    const before = (await walkInOf(first)).found[0];
    const food = await product(5, 4, 0);
    const res = await sell({
      method: 'card',
      lines: [
        { product: tea.slug, quantity: 2, discount: 1 },
        { product: food.slug, quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const second = res.json() as OrderItem;
    expect(second.price).toBe(8);
    const { found, lines } = await walkInOf(second);
    expect(found.map((i) => i.id)).toEqual([before.id]);
    expect(lines.map((l) => [l.vat, l.lineGrossPricePence]).sort()).toEqual([
      [0, 400],
      [20, 400],
    ]);
    expect(found[0]).toMatchObject({ status: 'paid', grossPricePence: before.grossPricePence + 800, paidPence: before.grossPricePence + 800 });
    expect(found[0].issuedAt).toEqual(before.issuedAt);
    const [payment] = await t.db
      .select()
      .from(invoicePayments)
      .where(and(eq(invoicePayments.invoiceId, before.id), eq(invoicePayments.reference, `Order ${second.code}`)));
    expect(payment).toMatchObject({ amountPence: 800, method: 'card' });
    expect(await stockOf(tea.slug)).toBe(2);
  });

  it('a walk-in sale appears in the orders list and can not be cancelled (its refund is a credit note)', async () => {
    const tea = await product(5, 1.5);
    const order = (await sell({ method: 'card', lines: [{ product: tea.slug, quantity: 1 }] })).json() as OrderItem;
    const list = (await get(`/api/dashboard-orders/?name=${order.code}`)).json();
    expect(list.orders.map((o: OrderItem) => o.code)).toEqual([order.code]);
    const cancel = await send('PUT', `/api/orders/${order.slug}`, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().detail).toBe(FANDD_MESSAGES.walkInNoCancel);
    expect(await stockOf(tea.slug)).toBe(4);
  });
});

describe('bar till: input and scope', () => {
  it('refuses a bad method, quantity below 1, unknown and other operators’ products, with field messages; nothing is written', async () => {
    const tea = await product(3, 2);
    const bad = await sell({ method: 'cheque', lines: [{ product: tea.slug, quantity: 0 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ method: WALK_IN_MESSAGES.methodRequired, 'lines.0.quantity': FANDD_MESSAGES.quantityPositive });
    expect((await sell({ method: 'cash', lines: [] })).json().errors).toEqual({ lines: FANDD_MESSAGES.linesRequired });
    // Harbour's own product (seeded slugs repeat across operators, so a fresh one).
    const made = await send(
      'POST',
      '/api/products/',
      {
        name: `Harbour ${Date.now()}`,
        price: 1,
        quantity: 5,
        vat: 20,
        status: 'available',
        category: (await t.db.select().from(productCategories).where(eq(productCategories.clientId, ids.harbour)).limit(1))[0].id,
      },
      tok.harbour,
    );
    expect(made.statusCode, made.body).toBe(201);
    const theirs = made.json() as ProductItem;
    const foreign = await sell({ method: 'cash', lines: [{ product: theirs.slug, quantity: 1 }] });
    expect(foreign.json().errors).toEqual({ 'lines.0.product': FANDD_MESSAGES.productUnknown });
    const over = await sell({ method: 'cash', lines: [{ product: tea.slug, quantity: 4 }] });
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toBe(FANDD_MESSAGES.overStock(tea.name, 3));
    expect(await stockOf(tea.slug)).toBe(3);
    const otherBar = await sell({ method: 'cash', bar: 'not-a-bar', lines: [{ product: tea.slug, quantity: 1 }] }, tok.harbour);
    expect(otherBar.json().errors).toEqual({ bar: FANDD_MESSAGES.barUnknown });
  });
});

describe('bar till: member, team and guest orders', () => {
  it('a member order through the till is the usual pending order, with no invoice line until delivered', async () => {
    const tea = await product(5, 2);
    const [m] = await t.db
      .select({ slug: members.slug })
      .from(members)
      .where(and(eq(members.clientId, ids.demo), isNotNull(members.teamId), eq(members.status, 'active')))
      .limit(1);
    const res = await send('POST', '/api/orders/', { member: m.slug, lines: [{ product: tea.slug, quantity: 1 }] });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as OrderItem;
    expect(order).toMatchObject({ status: 'pending', price: 2, team: null, guest: null, payment_reference: null });
    expect(order.member?.slug).toBe(m.slug);
    expect((await walkInOf(order)).lines).toEqual([]);
    expect(await stockOf(tea.slug)).toBe(5);
  });

  it('a team order bills the team’s draft when delivered; a guest order shows the guest and the guest’s team', async () => {
    const tea = await product(5, 3);
    const [team] = await t.db
      .select({ id: teams.id, slug: teams.slug, name: teams.name })
      .from(teams)
      .where(eq(teams.clientId, ids.demo))
      .orderBy(teams.id)
      .limit(1);
    const res = await send('POST', '/api/orders/', { team: team.slug, lines: [{ product: tea.slug, quantity: 1 }] });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as OrderItem;
    expect(order).toMatchObject({ status: 'pending', member: null, team: { slug: team.slug, name: team.name }, guest: null });
    expect((await send('PUT', `/api/orders/${order.slug}`, { status: 'delivered' })).statusCode).toBe(200);
    const { lines } = await walkInOf(order);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, lines[0].invoiceId));
    expect(invoice).toMatchObject({ teamId: team.id, walkIn: false, status: 'open' });

    const [guest] = await t.db
      .select()
      .from(guests)
      .where(and(eq(guests.clientId, ids.demo), isNotNull(guests.teamId)))
      .limit(1);
    const forGuest = (await send('POST', '/api/orders/', { guest: guest.slug, lines: [{ product: tea.slug, quantity: 1 }] })).json() as OrderItem;
    expect(forGuest.guest).toEqual({ slug: guest.slug, name: guest.name });
    expect(forGuest.team).not.toBeNull();
    expect((await send('POST', '/api/orders/', { guest: 'nobody', lines: [{ product: tea.slug, quantity: 1 }] })).json().errors).toEqual({
      guest: FANDD_MESSAGES.guestUnknown,
    });
    expect((await send('POST', '/api/orders/', { team: team.slug, member: 'x', lines: [{ product: tea.slug, quantity: 1 }] })).json().errors).toEqual(
      { member: FANDD_MESSAGES.onePayer },
    );
  });
});
