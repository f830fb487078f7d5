/**
 * Issue 23 §2: an operator whose catalogue prices include VAT bills the price it shows, to the penny. Lines generated
 * from catalogue prices (bar orders, bookings, memberships) keep the gross; lines entered by hand keep the
 * specification's meaning (unit price net, VAT on top).
 */
import {
  addDaysIso,
  dayBounds,
  isoDayInZone,
  zonedInstant,
  type BookingItem,
  type InvoiceDetail,
  type InvoiceLineItem,
  type OrderItem,
  type ProductItem,
} from '@clubspace/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  invoiceDatas,
  invoiceLines,
  invoices,
  membershipPlans,
  members,
  memberships,
  offices,
  orders,
  productCategories,
  resources,
  teams,
  workAreas,
} from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';
import { billedTeam, newInvoice } from './support/invoice-fixtures.ts';

const { t, ids, get, send } = useApiSession();
const TZ = 'Europe/London';
const fx = {} as { office: string; officeId: number; desk: string; team: string; teamId: number; member: string };

/** The amounts a screen and a member see of a stored line, in pence. */
const money = (l: typeof invoiceLines.$inferSelect) => ({
  unit: l.unitPricePence,
  unitGross: l.unitGrossPricePence,
  net: l.linePricePence,
  gross: l.lineGrossPricePence,
  vat: l.vat,
  inclusive: l.priceIncludesVat,
});

async function setInclusive(on: boolean) {
  const res = await send('PUT', '/api/invoice-settings/', { prices_include_vat: on });
  expect(res.statusCode, res.body).toBe(200);
}

async function product(price: number, vat: number) {
  const [cat] = await t.db.select().from(productCategories).where(eq(productCategories.clientId, ids.demo)).limit(1);
  const res = await send('POST', '/api/products/', {
    name: `VAT ${Math.random().toString(36).slice(2, 8)}`,
    category: cat.id,
    price,
    quantity: 50,
    vat,
    status: 'available',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ProductItem;
}

async function deliveredOrder(lines: { product: string; quantity: number; discount?: number }[]) {
  const created = await send('POST', '/api/orders/', { member: fx.member, lines });
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json() as OrderItem;
  expect((await send('PUT', `/api/orders/${order.slug}`, { status: 'delivered' })).statusCode).toBe(200);
  const [row] = await t.db
    .select()
    .from(orders)
    .where(and(eq(orders.clientId, ids.demo), eq(orders.slug, order.slug)));
  const lines_ = await t.db.select().from(invoiceLines).where(eq(invoiceLines.orderId, row.id)).orderBy(invoiceLines.id);
  return { order, row, lines: lines_ };
}

beforeAll(async () => {
  const [office] = await t.db
    .select()
    .from(offices)
    .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, 'shoreditch')));
  const [wa] = await t.db
    .select()
    .from(workAreas)
    .where(and(eq(workAreas.clientId, ids.demo), eq(workAreas.officeId, office.id)))
    .limit(1);
  fx.office = office.slug;
  fx.officeId = office.id;
  await t.db.insert(resources).values({
    clientId: ids.demo,
    slug: 'vat-desk',
    name: 'VAT Desk 001',
    officeId: office.id,
    floorId: wa.floorId,
    workAreaId: wa.id,
    resourceType: 'desk',
    priceDayPence: 2000,
    noMemberPriceDayPence: 2500,
    noMemberPriceHourPence: 999,
  });
  fx.desk = 'vat-desk';
  const [team] = await t.db.insert(teams).values({ clientId: ids.demo, slug: 'vat-team', name: 'VAT Team', officeId: office.id }).returning();
  fx.team = team.slug;
  fx.teamId = team.id;
  await t.db
    .insert(invoiceDatas)
    .values({ clientId: ids.demo, slug: 'vat-team-data', teamId: team.id, name: 'VAT Team Ltd', isDefault: true, status: 'active' });
  // Orders are for a member of a team (the seed's first).
  const [m] = await t.db
    .select({ slug: members.slug })
    .from(members)
    .where(and(eq(members.clientId, ids.demo), isNotNull(members.teamId), eq(members.status, 'active')))
    .orderBy(members.id)
    .limit(1);
  fx.member = m.slug;
  await setInclusive(true);
});

describe('bar orders at an operator whose prices include VAT', () => {
  it('bill an order shown as £9.60 as £9.60 (£8.00 + £1.60 VAT), not £11.52', async () => {
    const p = await product(4.8, 20);
    const { order, lines } = await deliveredOrder([{ product: p.slug, quantity: 2 }]);
    expect(order.price).toBe(9.6);
    expect(lines).toHaveLength(1);
    expect(lines[0].name).toBe(`Order ${order.code}`);
    expect(money(lines[0])).toEqual({ unit: 800, unitGross: 960, net: 800, gross: 960, vat: 20, inclusive: true });
    // The API shows the same line, flagged.
    const invoice = (await t.db.select({ slug: invoices.slug }).from(invoices).where(eq(invoices.id, lines[0].invoiceId)))[0];
    const detail = (await get(`/api/invoices/${invoice.slug}`)).json() as InvoiceDetail;
    expect(detail.invoice_lines.find((l) => l.slug === lines[0].slug)).toMatchObject({
      unit_price: 8,
      vat: 20,
      unit_gross_price: 9.6,
      line_price: 8,
      line_gross_price: 9.6,
      price_includes_vat: true,
    });
  });

  it('give one bar line per VAT rate, together the order total, and cancelling voids them all', async () => {
    const food = await product(3.6, 20);
    const books = await product(2.1, 5);
    const { order, row, lines } = await deliveredOrder([
      { product: food.slug, quantity: 2, discount: 0.2 },
      { product: books.slug, quantity: 1 },
    ]);
    expect(order.price).toBe(9.1);
    expect(lines.map((l) => [l.name, l.vat, l.lineGrossPricePence, l.linePricePence])).toEqual([
      [`Order ${order.code} — VAT 20%`, 20, 700, 583],
      [`Order ${order.code} — VAT 5%`, 5, 210, 200],
    ]);
    expect(lines.reduce((s, l) => s + l.lineGrossPricePence, 0)).toBe(910);
    expect(row.invoiceLineId).toBe(lines[0].id);

    expect((await send('PUT', `/api/orders/${order.slug}`, { status: 'cancelled' })).statusCode).toBe(200);
    const after = await t.db.select().from(invoiceLines).where(eq(invoiceLines.orderId, row.id)).orderBy(invoiceLines.id);
    expect(after.map((l) => l.status)).toEqual(['void', 'void']);
  });

  it('a paid inclusive line is credited by exactly what was paid', async () => {
    const p = await product(9.99, 20);
    const created = (await send('POST', '/api/orders/', { member: fx.member, lines: [{ product: p.slug, quantity: 1 }] })).json() as OrderItem;
    await send('PUT', `/api/orders/${created.slug}`, { status: 'paid' });
    await send('PUT', `/api/orders/${created.slug}`, { status: 'delivered' });
    await send('PUT', `/api/orders/${created.slug}`, { status: 'cancelled' });
    const [row] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.clientId, ids.demo), eq(orders.slug, created.slug)));
    const [credit] = await t.db.select().from(invoiceLines).where(eq(invoiceLines.id, row.invoiceLineId!));
    expect(money(credit)).toEqual({ unit: -832, unitGross: -999, net: -832, gross: -999, vat: 20, inclusive: true });
  });
});

describe('bookings and memberships at an operator whose prices include VAT', () => {
  it('a booking’s line grosses its price, and is named as people write it', async () => {
    const day = addDaysIso(isoDayInZone(new Date(), TZ), 420);
    const res = await send('POST', '/api/member-bookings/', [
      {
        start: zonedInstant(day, '09:00:00', TZ).toISOString(),
        end: zonedInstant(day, '18:00:00', TZ).toISOString(),
        office: fx.office,
        booking_type: 'desk',
        resource: fx.desk,
        team: fx.team,
      },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const b = (res.json() as { bookings: BookingItem[] }).bookings[0];
    expect(b.price).toBe(25);
    const [line] = await t.db.select().from(invoiceLines).where(eq(invoiceLines.slug, b.invoice_line!.slug));
    expect(money(line)).toEqual({ unit: 2083, unitGross: 2500, net: 2083, gross: 2500, vat: 20, inclusive: true });
    const [y, m, d] = day.split('-').map(Number);
    const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
    const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1];
    expect(line.name).toBe(`VAT Desk 001 — ${weekday} ${d} ${month} ${y}, 09:00–18:00`);
  });

  it('a membership billed by the run grosses its plan price', async () => {
    const [plan] = await t.db
      .insert(membershipPlans)
      .values({ clientId: ids.demo, slug: 'vat-plan', name: 'VAT Hot desk', basePricePence: 31000, category: 'full' })
      .returning();
    await t.db.insert(memberships).values({
      clientId: ids.demo,
      slug: 'vat-ms',
      officeId: fx.officeId,
      teamId: fx.teamId,
      planId: plan.id,
      basePricePence: 31000,
      start: dayBounds('2030-06-01').start,
      recurrent: true,
    });
    const preview = (await get('/api/billing-runs/preview?month=2032-03')).json();
    const team = preview.teams.find((x: { team: { slug: string } }) => x.team.slug === fx.team);
    expect(team.lines).toEqual([expect.objectContaining({ amount: 258.33, vat: 20, gross: 310 })]);
    const ran = await send('POST', '/api/billing-runs/', { month: '2032-03' });
    expect(ran.statusCode, ran.body).toBe(200);
    const [line] = await t.db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.planId, plan.id), eq(invoiceLines.date, '2032-03-01')));
    expect(money(line)).toEqual({ unit: 25833, unitGross: 31000, net: 25833, gross: 31000, vat: 20, inclusive: true });
  });
});

describe('lines entered by hand keep the specification’s meaning', () => {
  it('a hand line at £9.60 is net, VAT on top, whatever the operator’s setting', async () => {
    const team = await billedTeam(t.db, ids.demo, 'shoreditch');
    const invoice = (await send('POST', '/api/invoices/', newInvoice(team))).json() as InvoiceDetail;
    const res = await send('POST', '/api/invoice-lines/', {
      invoice: invoice.slug,
      name: 'Printing',
      payment_type: 'service',
      date: '2025-03-01',
      status: 'new',
      units: 1,
      unit_price: 9.6,
      vat: 20,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      unit_price: 9.6,
      unit_gross_price: 11.52,
      line_price: 9.6,
      line_gross_price: 11.52,
      price_includes_vat: false,
    });
    expect((await get(`/api/invoices/${invoice.slug}`)).json()).toMatchObject({ net_price: 9.6, vat: 1.92, gross_price: 11.52 });
  });

  it('editing a generated line keeps its gross while its price is unchanged; a new price makes it a hand line', async () => {
    const p = await product(9.99, 20);
    const { lines } = await deliveredOrder([{ product: p.slug, quantity: 1 }]);
    const [inv] = await t.db.select({ slug: invoices.slug }).from(invoices).where(eq(invoices.id, lines[0].invoiceId));
    const shown = ((await get(`/api/invoices/${inv.slug}`)).json() as InvoiceDetail).invoice_lines.find((l) => l.slug === lines[0].slug)!;
    const form = (l: InvoiceLineItem, change: object) => ({
      name: l.name,
      payment_type: l.payment_type,
      date: l.date,
      units: l.units,
      unit_price: l.unit_price,
      vat: l.vat,
      status: 'new',
      ...change,
    });
    const renamed = await send('PUT', `/api/invoice-lines/${shown.slug}`, form(shown, { name: 'Coffee and cake', units: 2 }));
    expect(renamed.json()).toMatchObject({
      name: 'Coffee and cake',
      unit_price: 8.32,
      unit_gross_price: 9.99,
      line_gross_price: 19.98,
      price_includes_vat: true,
    });
    const repriced = await send('PUT', `/api/invoice-lines/${shown.slug}`, form(shown, { unit_price: 10, units: 1 }));
    expect(repriced.json()).toMatchObject({ unit_price: 10, unit_gross_price: 12, line_price: 10, line_gross_price: 12, price_includes_vat: false });
  });
});

describe('an operator whose prices exclude VAT (the demo as migrated)', () => {
  it('keeps billing net prices with VAT on top', async () => {
    await setInclusive(false);
    try {
      const p = await product(4.8, 20);
      const { lines } = await deliveredOrder([{ product: p.slug, quantity: 2 }]);
      expect(money(lines[0])).toEqual({ unit: 960, unitGross: 1152, net: 960, gross: 1152, vat: 20, inclusive: false });
    } finally {
      await setInclusive(true);
    }
  });
});
