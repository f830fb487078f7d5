import {
  FANDD_MESSAGES,
  ORDER_STATUS_MESSAGES,
  ORDER_STATUSES,
  orderTransition,
  type BarItem,
  type CategoryItem,
  type OrderItem,
  type ProductItem,
} from '@clubspace/contract';
import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bars, bookings, invoiceLines, invoices, members, orders, productCategories, products } from '../src/db/schema/index.ts';
import { expectOrdered, useApiSession } from './support/api-session.ts';

const { t, ids, tok, get, send } = useApiSession();

async function teamMember() {
  const [m] = await t.db
    .select({ slug: members.slug, teamId: members.teamId })
    .from(members)
    .where(and(eq(members.clientId, ids.demo), isNotNull(members.teamId), eq(members.status, 'active')))
    .orderBy(members.id)
    .limit(1);
  return m as { slug: string; teamId: number };
}

/** A fresh product with a known stock, so each test owns its numbers. */
async function product(quantity: number, price = 3.2, name = `Test ${Math.random().toString(36).slice(2, 8)}`) {
  const [cat] = await t.db.select().from(productCategories).where(eq(productCategories.clientId, ids.demo)).limit(1);
  const res = await send('POST', '/api/products/', { name, category: cat.id, price, quantity, vat: 20, status: 'available' });
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

async function newOrder(lines: { product: string; quantity: number; discount?: number }[]) {
  const m = await teamMember();
  const res = await send('POST', '/api/orders/', { member: m.slug, lines });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as OrderItem;
}

const setStatus = (ref: string, status: string) => send('PUT', `/api/orders/${ref}`, { status });

describe('orders: create and totals', () => {
  it('creates a pending order with Σ(price × quantity − discount) computed on the server', async () => {
    const a = await product(10, 3.2);
    const b = await product(10, 2.6);
    const order = await newOrder([
      { product: a.slug, quantity: 2, discount: 0.5 },
      { product: b.slug, quantity: 1 },
    ]);
    expect(order).toMatchObject({ status: 'pending', price: 8.5, staff: null });
    expect(order.code).toMatch(/^OR[A-Z0-9]{6}$/);
    expect(order.order_lines.map((l) => [l.product?.name, l.quantity, l.product_price, l.discount, l.total])).toEqual([
      [a.name, 2, 3.2, 0.5, 5.9],
      [b.name, 1, 2.6, 0, 2.6],
    ]);
    expect(order.member?.team).not.toBeNull();
    // Creating does not touch stock; delivering does.
    expect(await stockOf(a.slug)).toBe(10);
    const detail = (await get(`/api/orders/${order.slug}`)).json();
    expect(detail).toEqual(order);
  });

  it('refuses more than the stock, unknown products, a discount above the line, and bad input, with messages', async () => {
    const a = await product(3);
    const m = await teamMember();
    const over = await send('POST', '/api/orders/', {
      member: m.slug,
      lines: [
        { product: a.slug, quantity: 2 },
        { product: a.slug, quantity: 2 },
      ],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toBe(FANDD_MESSAGES.overStock(a.name, 3));
    const unknown = await send('POST', '/api/orders/', { member: m.slug, lines: [{ product: 'nope', quantity: 1 }] });
    expect(unknown.json()).toMatchObject({ errors: { 'lines.0.product': FANDD_MESSAGES.productUnknown } });
    const discount = await send('POST', '/api/orders/', { member: m.slug, lines: [{ product: a.slug, quantity: 1, discount: 100 }] });
    expect(discount.json()).toMatchObject({ errors: { 'lines.0.discount': FANDD_MESSAGES.discountTooHigh } });
    const empty = await send('POST', '/api/orders/', { lines: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({ member: FANDD_MESSAGES.memberRequired, lines: FANDD_MESSAGES.linesRequired });
    const noMember = await send('POST', '/api/orders/', { member: 'nobody', lines: [{ product: a.slug, quantity: 1 }] });
    expect(noMember.json().errors).toEqual({ member: FANDD_MESSAGES.memberUnknown });
    const zero = await product(0);
    const unavailable = await send('POST', '/api/orders/', { member: m.slug, lines: [{ product: zero.slug, quantity: 1 }] });
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().detail).toBe(FANDD_MESSAGES.productUnavailable(zero.name));
  });
});

describe('orders: the state machine on the server', () => {
  it('walks pending → preparing → ready → delivered, by slug or id, in any case', async () => {
    const a = await product(5);
    const order = await newOrder([{ product: a.slug, quantity: 1 }]);
    const [row] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.clientId, ids.demo), eq(orders.slug, order.slug)));
    expect((await setStatus(order.slug, 'PREPARING')).json()).toMatchObject({ status: 'preparing' });
    const ready = await setStatus(String(row.id), 'ready');
    expect(ready.json()).toMatchObject({ status: 'ready' });
    expect(ready.json().staff).not.toBeNull();
    // The seeds send the whole order with the new status; only the status counts.
    const full = await send('PUT', `/api/orders/${order.slug}`, { ...ready.json(), status: 'Ready', price: 999 });
    expect(full.statusCode).toBe(409);
    expect(full.json().detail).toBe(ORDER_STATUS_MESSAGES.sameStatus('ready'));
    const delivered = (await setStatus(order.code, 'delivered')).json() as OrderItem;
    expect(delivered.status).toBe('delivered');
    expect(delivered.order_lines.every((l) => l.status === 'delivered')).toBe(true);
  });

  it('refuses every transition the detail buttons disable, with 409 and a message', async () => {
    const a = await product(20);
    const cases: [string[], string, string][] = [
      [['preparing'], 'preparing', ORDER_STATUS_MESSAGES.sameStatus('preparing')],
      [['ready'], 'preparing', ORDER_STATUS_MESSAGES.refused('ready', 'preparing')],
      [['ready'], 'ready', ORDER_STATUS_MESSAGES.sameStatus('ready')],
      [['delivered'], 'delivered', ORDER_STATUS_MESSAGES.sameStatus('delivered')],
      [['delivered'], 'preparing', ORDER_STATUS_MESSAGES.refused('delivered', 'preparing')],
      [['cancelled'], 'preparing', ORDER_STATUS_MESSAGES.cancelledFinal],
      [['cancelled'], 'ready', ORDER_STATUS_MESSAGES.cancelledFinal],
      [['cancelled'], 'delivered', ORDER_STATUS_MESSAGES.cancelledFinal],
      [['cancelled'], 'pending', ORDER_STATUS_MESSAGES.cancelledFinal],
      [['cancelled'], 'cancelled', ORDER_STATUS_MESSAGES.cancelledFinal],
    ];
    for (const [path, to, message] of cases) {
      const order = await newOrder([{ product: a.slug, quantity: 1 }]);
      for (const step of path) expect((await setStatus(order.slug, step)).statusCode, `${step}`).toBe(200);
      const res = await setStatus(order.slug, to);
      expect(res.statusCode, `${path} → ${to}`).toBe(409);
      expect(res.json().detail).toBe(message);
      expect((await get(`/api/orders/${order.slug}`)).json().status).toBe(path.at(-1));
    }
  });

  it('answers every pair of statuses as the one state machine says: 200 with the stored status, or 409 with its message', async () => {
    const a = await product(500);
    const reach: Record<string, string[]> = {
      pending: [],
      preparing: ['preparing'],
      ready: ['ready'],
      paid: ['paid'],
      delivered: ['delivered'],
      paid_and_delivered: ['paid', 'delivered'],
      finished: ['delivered', 'finished'],
      over: ['delivered', 'over'],
      cancelled: ['cancelled'],
    };
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const order = await newOrder([{ product: a.slug, quantity: 1 }]);
        for (const step of reach[from]) expect((await setStatus(order.slug, step)).statusCode, `${from} via ${step}`).toBe(200);
        const expected = orderTransition(from, to);
        const res = await setStatus(order.slug, to);
        if (expected.ok) {
          expect(res.statusCode, `${from} → ${to}`).toBe(200);
          expect(res.json().status, `${from} → ${to}`).toBe(expected.to);
        } else {
          expect(res.statusCode, `${from} → ${to}`).toBe(409);
          expect(res.json().detail).toBe(expected.message);
        }
      }
    }
  }, 180_000); // 81 orders through the API: generous for a shared 2-core machine

  it('allows cancel from every open and delivered status, and paid + delivered becomes paid_and_delivered', async () => {
    const a = await product(20);
    for (const path of [[], ['preparing'], ['ready'], ['paid'], ['delivered'], ['delivered', 'finished']]) {
      const order = await newOrder([{ product: a.slug, quantity: 1 }]);
      for (const step of path) expect((await setStatus(order.slug, step)).statusCode).toBe(200);
      expect((await setStatus(order.slug, 'cancelled')).json().status, String(path)).toBe('cancelled');
    }
    const paid = await newOrder([{ product: a.slug, quantity: 1 }]);
    await setStatus(paid.slug, 'paid');
    expect((await setStatus(paid.slug, 'delivered')).json().status).toBe('paid_and_delivered');
    expect((await setStatus(paid.slug, 'eaten')).statusCode).toBe(400);
    expect((await setStatus(paid.slug, '')).json().errors).toEqual({ status: FANDD_MESSAGES.statusRequired });
  });
});

describe('orders: stock and the money trail', () => {
  it('takes stock on delivery, returns it on cancel, and an order beyond the stock is refused at delivery', async () => {
    const a = await product(5);
    const first = await newOrder([{ product: a.slug, quantity: 3 }]);
    const second = await newOrder([{ product: a.slug, quantity: 3 }]);
    expect((await setStatus(first.slug, 'delivered')).statusCode).toBe(200);
    expect(await stockOf(a.slug)).toBe(2);
    const refused = await setStatus(second.slug, 'delivered');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(FANDD_MESSAGES.overStock(a.name, 2));
    expect(await stockOf(a.slug)).toBe(2);
    expect((await get(`/api/orders/${second.slug}`)).json().status).toBe('pending');
    expect((await setStatus(first.slug, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(a.slug)).toBe(5);
    // Cancelling an undelivered order moves no stock.
    expect((await setStatus(second.slug, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(a.slug)).toBe(5);
  });

  it('a product that reaches 0 shows unavailable', async () => {
    const a = await product(2);
    const order = await newOrder([{ product: a.slug, quantity: 2 }]);
    await setStatus(order.slug, 'delivered');
    const shown = (await get(`/api/products/${a.slug}`)).json() as ProductItem;
    expect(shown).toMatchObject({ quantity: 0, available: false, status: 'available' });
  });

  it('delivering adds a bar line to the team’s draft bar invoice, and cancelling voids it', async () => {
    const a = await product(10, 4);
    const m = await teamMember();
    const order = await newOrder([{ product: a.slug, quantity: 2, discount: 1 }]);
    await setStatus(order.slug, 'delivered');
    const [row] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.clientId, ids.demo), eq(orders.slug, order.slug)));
    expect(row.invoiceLineId).not.toBeNull();
    const [line] = await t.db.select().from(invoiceLines).where(eq(invoiceLines.id, row.invoiceLineId!));
    expect(line).toMatchObject({
      paymentType: 'bar',
      name: `Order ${order.code}`,
      unitPricePence: 700,
      units: 1,
      vat: 20,
      status: 'payment_pending',
    });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, line.invoiceId));
    expect(invoice).toMatchObject({ teamId: m.teamId, invoiceType: 'bar', status: 'open' });
    const grossBefore = invoice.grossPricePence;
    expect(grossBefore).toBeGreaterThanOrEqual(840);

    await setStatus(order.slug, 'cancelled');
    const [voided] = await t.db.select().from(invoiceLines).where(eq(invoiceLines.id, line.id));
    expect(voided.status).toBe('void');
    const [after] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after.grossPricePence).toBe(grossBefore - 840);
  });

  it('a paid line is answered with a credit line on cancel', async () => {
    const a = await product(10, 2);
    const order = await newOrder([{ product: a.slug, quantity: 1 }]);
    await setStatus(order.slug, 'paid');
    await setStatus(order.slug, 'delivered');
    const [row] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.clientId, ids.demo), eq(orders.slug, order.slug)));
    const [line] = await t.db.select().from(invoiceLines).where(eq(invoiceLines.id, row.invoiceLineId!));
    expect(line.status).toBe('paid');
    await setStatus(order.slug, 'cancelled');
    const [after] = await t.db.select().from(orders).where(eq(orders.id, row.id));
    const [credit] = await t.db.select().from(invoiceLines).where(eq(invoiceLines.id, after.invoiceLineId!));
    expect(credit).toMatchObject({ unitPricePence: -200, paymentType: 'bar', status: 'paid' });
  });
});

describe('GET /api/dashboard-orders/', () => {
  it('pages 15 newest first, with lines, member, booking resource and price', async () => {
    const body = (await get('/api/dashboard-orders/')).json();
    expect(body).toMatchObject({ page_size: 15, current_page: 1 });
    const [{ n }] = await t.db.select({ n: count() }).from(orders).where(eq(orders.clientId, ids.demo));
    expect(body.num_results).toBe(n);
    expect(body.orders).toHaveLength(15);
    expectOrdered(
      body.orders.map((o: OrderItem) => o.init_date),
      true,
    );
    // An order for a booking of a particular desk or room (some seeded hot-desk bookings name no resource).
    const [{ booked }] = await t.db
      .select({ booked: orders })
      .from(orders)
      .innerJoin(bookings, eq(bookings.id, orders.bookingId))
      .where(and(eq(orders.clientId, ids.demo), isNotNull(bookings.resourceId)))
      .orderBy(orders.id)
      .limit(1);
    expect((await get(`/api/orders/${booked.slug}`)).json().booking.resource.name).toBeTruthy();
    const p2 = (await get('/api/dashboard-orders/?page_number=2&page_size=10')).json();
    expect(p2.orders).toHaveLength(10);
    expect(p2.orders[0].slug).toBe(body.orders[10].slug);
  });

  it('orders by code, status, price and member both ways', async () => {
    const list = async (order: string) => (await get(`/api/dashboard-orders/?order=${order}&page_size=50`)).json().orders as OrderItem[];
    expectOrdered((await list('code')).map((o) => o.code));
    expectOrdered(
      (await list('-code')).map((o) => o.code),
      true,
    );
    expectOrdered((await list('status')).map((o) => o.status));
    expectOrdered((await list('price')).map((o) => o.price));
    expectOrdered(
      (await list('-price')).map((o) => o.price),
      true,
    );
    expectOrdered((await list('member')).map((o) => o.member?.user.first_name ?? null));
  });

  it('a search of one to three letters (checked row by row, or as id sets) finds exactly the orders whose code, member or product matches', async () => {
    // The same meaning written as the joins the search replaced: code, member's first/last/both names, a line's product.
    const expected = async (term: string) => {
      const p = `%${term}%`;
      const { rows } = await t.db.execute<{ slug: string }>(sql`select o.slug from orders o
        left join members m on m.id = o.member_id left join users u on u.id = m.user_id
        where o.client_id = ${ids.demo} and (replace(o.code, ' ', '') ilike ${p} or replace(u.first_name, ' ', '') ilike ${p}
          or replace(u.last_name, ' ', '') ilike ${p} or replace(u.first_name || u.last_name, ' ', '') ilike ${p}
          or exists (select 1 from order_lines ol join products pr on pr.id = ol.product_id where ol.order_id = o.id and replace(pr.name, ' ', '') ilike ${p}))`);
      return rows.map((r) => r.slug).sort();
    };
    const [someone] = (await get('/api/dashboard-orders/?page_size=1')).json().orders as OrderItem[];
    const last = someone.member!.user.last_name.replace(/ /g, '');
    for (const term of [last.slice(0, 1), last.slice(0, 2), last.slice(0, 3), 'zq']) {
      const body = (await get(`/api/dashboard-orders/?name=${encodeURIComponent(term)}&page_size=1000`)).json();
      const want = await expected(term);
      expect(body.orders.map((o: OrderItem) => o.slug).sort(), term).toEqual(want);
      if (want.length <= 1000) expect(body.num_results, term).toBe(want.length);
    }
  });

  it('searches member, product and code with whitespace stripped, and filters status, member and date', async () => {
    const a = await product(10, 1, 'Quince Tart');
    const order = await newOrder([{ product: a.slug, quantity: 1 }]);
    const byProduct = (await get('/api/dashboard-orders/?name=quince%20%20tart')).json();
    expect(byProduct.orders.map((o: OrderItem) => o.slug)).toContain(order.slug);
    const byCode = (await get(`/api/dashboard-orders/?name=${order.code.slice(0, 4)}%20${order.code.slice(4)}`)).json();
    expect(byCode.orders.map((o: OrderItem) => o.slug)).toEqual([order.slug]);
    const full = `${order.member!.user.first_name} ${order.member!.user.last_name}`;
    const byMember = (await get(`/api/dashboard-orders/?name=${encodeURIComponent(full)}&page_size=100`)).json();
    expect(
      byMember.orders.every((o: OrderItem) => `${o.member?.user.first_name}${o.member?.user.last_name}`.replace(/ /g, '') === full.replace(/ /g, '')),
    ).toBe(true);

    const pending = (await get('/api/dashboard-orders/?status=cancelled&page_size=100')).json();
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.clientId, ids.demo), eq(orders.status, 'cancelled')));
    expect(pending.num_results).toBe(n);
    expect(pending.orders.every((o: OrderItem) => o.status === 'cancelled')).toBe(true);

    const mine = (await get(`/api/dashboard-orders/?member=${order.member!.slug}&page_size=100`)).json();
    expect(mine.orders.every((o: OrderItem) => o.member?.slug === order.member!.slug)).toBe(true);
    expect(mine.orders.map((o: OrderItem) => o.slug)).toContain(order.slug);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    const day = (await get(`/api/dashboard-orders/?date=${today}&page_size=100`)).json();
    expect(day.orders.map((o: OrderItem) => o.slug)).toContain(order.slug);
    expect((await get('/api/dashboard-orders/?date=2001-01-01')).json().num_results).toBe(0);
  });

  it('exports CSV of the filtered orders', async () => {
    const res = await get('/api/dashboard-orders/?status=over&format=csv&raw=1');
    expect(res.headers['content-type']).toContain('text/csv');
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.clientId, ids.demo), eq(orders.status, 'over')));
    const lines = res.body.trim().split('\n');
    expect(lines).toHaveLength(n + 1);
    expect(lines[0].split(',')).toEqual(expect.arrayContaining(['code', 'status', 'price', 'member.user.first_name']));
  });

  it('hides another operator’s orders', async () => {
    const [other] = await t.db.select().from(orders).where(ne(orders.clientId, ids.demo)).limit(1);
    expect((await get(`/api/orders/${other.slug}`)).statusCode).toBe(404);
    expect((await setStatus(other.slug, 'preparing')).statusCode).toBe(404);
    const harbour = (await get('/api/dashboard-orders/?page_size=1000', tok.harbour)).json();
    const [{ n }] = await t.db.select({ n: count() }).from(orders).where(eq(orders.clientId, other.clientId));
    expect(harbour.num_results).toBe(n);
    expect((await get('/api/dashboard-orders/', tok.staff)).statusCode).toBeLessThan(500);
  });
});

describe('products', () => {
  it('Add Product: every message, and nothing is saved when they fail', async () => {
    const [{ n: before }] = await t.db.select({ n: count() }).from(products).where(eq(products.clientId, ids.demo));
    const res = await send('POST', '/api/products/', { name: '', category: '', price: '', vat: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: FANDD_MESSAGES.productNameRequired,
      category: FANDD_MESSAGES.productCategoryRequired,
      price: FANDD_MESSAGES.productPriceRequired,
      vat: FANDD_MESSAGES.vatRequired,
    });
    const noCategory = await send('POST', '/api/products/', { name: 'Lonely', price: 2 });
    expect(noCategory.json().errors).toEqual({ category: FANDD_MESSAGES.productCategoryRequired });
    const unknownCategory = await send('POST', '/api/products/', { name: 'Lonely', price: 2, category: 'nope' });
    expect(unknownCategory.json().errors).toEqual({ category: FANDD_MESSAGES.categoryUnknown });
    const [{ n: after }] = await t.db.select({ n: count() }).from(products).where(eq(products.clientId, ids.demo));
    expect(after).toBe(before);
  });

  it('creates with VAT 20 by default and the happy-hour price defaulting to the price, then updates', async () => {
    const [cat] = await t.db.select().from(productCategories).where(eq(productCategories.clientId, ids.demo)).limit(1);
    const created = await send('POST', '/api/products/', {
      name: 'Matcha Latte',
      description: 'Ceremonial grade',
      category: cat.slug,
      price: '3.45',
      quantity: 12,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Matcha Latte',
      vat: 20,
      price: 3.45,
      price_hh: 3.45,
      quantity: 12,
      status: 'available',
      available: true,
      category: { slug: cat.slug },
    });
    const updated = await send('PUT', `/api/products/${created.json().slug}`, {
      name: 'Matcha Latte',
      category: cat.id,
      price: 3.5,
      price_hh: 2.9,
      vat: 5,
      quantity: 0,
      status: 'unavailable',
    });
    expect(updated.json()).toMatchObject({ price: 3.5, price_hh: 2.9, vat: 5, quantity: 0, status: 'unavailable', available: false });
    expect((await send('PUT', '/api/products/nope', { name: 'X', category: cat.id, price: 1 })).statusCode).toBe(404);
  });

  it('lists, sorts, filters by category and status, and searches', async () => {
    const body = (await get('/api/dashboard-products/')).json();
    expect(body.page_size).toBe(15);
    expectOrdered(body.products.map((p: ProductItem) => p.order_in_list));
    for (const order of ['name', 'price', 'status', 'order_in_list']) {
      const items = (await get(`/api/dashboard-products/?order=-${order}&page_size=100`)).json().products as ProductItem[];
      expectOrdered(
        items.map((p) => (p as unknown as Record<string, string | number>)[order]),
        true,
      );
    }
    expectOrdered(
      ((await get('/api/dashboard-products/?order=category&page_size=100')).json().products as ProductItem[]).map((p) => p.category?.name ?? null),
    );
    const [cat] = await t.db
      .select()
      .from(productCategories)
      .where(and(eq(productCategories.clientId, ids.demo), eq(productCategories.name, 'Coffee')));
    const coffee = (await get(`/api/dashboard-products/?category=${cat.slug}`)).json().products as ProductItem[];
    expect(coffee.length).toBeGreaterThan(0);
    expect(coffee.every((p) => p.category?.name === 'Coffee')).toBe(true);
    expect((await get(`/api/dashboard-products/?category=${cat.id}`)).json().num_results).toBe(coffee.length);
    const off = (await get('/api/dashboard-products/?status=unavailable&page_size=100')).json().products as ProductItem[];
    expect(off.map((p) => p.name)).toContain('Kombucha');
    expect((await get('/api/dashboard-products/?name=flat%20white')).json().products.map((p: ProductItem) => p.name)).toEqual(['Flat White']);
    expect((await get('/api/dashboard-products/?format=csv')).headers['content-type']).toContain('text/csv');
  });
});

describe('categories', () => {
  it('Add Category: messages, create, update, list with search, status filter and order', async () => {
    const bad = await send('POST', '/api/product-categories/', {});
    expect(bad.json().errors).toEqual({ name: FANDD_MESSAGES.nameRequired, status: FANDD_MESSAGES.statusRequired });
    const created = await send('POST', '/api/product-categories/', { name: 'Ice Cream', status: 'available' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Ice Cream', description: null, status: 'available', products: 0 });
    const updated = await send('PUT', `/api/product-categories/${created.json().slug}`, {
      name: 'Ice Cream',
      status: 'unavailable',
      description: 'Gelato',
    });
    expect(updated.json()).toMatchObject({ status: 'unavailable', description: 'Gelato' });
    const list = (await get('/api/product-categories/')).json();
    expect(list.page_size).toBe(15);
    expectOrdered(list.categories.map((c: CategoryItem) => c.name));
    expectOrdered(
      (await get('/api/product-categories/?order=-name')).json().categories.map((c: CategoryItem) => c.name),
      true,
    );
    expect((await get('/api/product-categories/?name=ice%20cream')).json().categories.map((c: CategoryItem) => c.name)).toEqual(['Ice Cream']);
    expect((await get('/api/product-categories/?status=unavailable')).json().categories.every((c: CategoryItem) => c.status === 'unavailable')).toBe(
      true,
    );
    const coffee = list.categories.find((c: CategoryItem) => c.name === 'Coffee');
    expect(coffee.products).toBe(4);
    expect((await get('/api/product-categories/options/')).json().length).toBeGreaterThanOrEqual(list.num_results);
  });
});

describe('bars', () => {
  it('lists bars with staff, creates and updates with staff', async () => {
    const list = (await get('/api/bars/')).json();
    expect(list.page_size).toBe(15);
    const [{ n }] = await t.db.select({ n: count() }).from(bars).where(eq(bars.clientId, ids.demo));
    expect(list.num_results).toBe(n);
    expect(list.bars.some((b: BarItem) => b.staff.length > 0)).toBe(true);
    expectOrdered(list.bars.map((b: BarItem) => b.name));
    expectOrdered(
      (await get('/api/bars/?order=-open_time')).json().bars.map((b: BarItem) => b.open_time),
      true,
    );
    const people = (await get('/api/bars/staff-options/')).json() as { slug: string; name: string }[];
    expect(people.length).toBeGreaterThan(1);
    const bad = await send('POST', '/api/bars/', { name: '', status: '', open_time: '25:00' });
    expect(bad.json().errors).toMatchObject({
      name: FANDD_MESSAGES.nameRequired,
      status: FANDD_MESSAGES.statusRequired,
      open_time: FANDD_MESSAGES.timeInvalid,
    });
    const created = await send('POST', '/api/bars/', {
      name: 'Roof Terrace',
      status: 'active',
      open_time: '12:00',
      close_time: '20:00',
      staff: [people[0].slug],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Roof Terrace', open_time: '12:00', staff: [people[0]] });
    const updated = await send('PUT', `/api/bars/${created.json().slug}`, {
      name: 'Roof Terrace',
      status: 'inactive',
      open_time: '12:00',
      close_time: '21:00',
      staff: [people[1].slug],
    });
    expect(updated.json()).toMatchObject({ status: 'inactive', close_time: '21:00', staff: [people[1]] });
    expect((await send('PUT', `/api/bars/${created.json().slug}`, { name: 'X', status: 'active', staff: ['nobody'] })).json().errors).toEqual({
      staff: FANDD_MESSAGES.staffUnknown,
    });
    expect((await get('/api/bars/?name=roof%20terrace&status=inactive')).json().bars).toHaveLength(1);
    const harbour = (await get('/api/bars/', tok.harbour)).json();
    expect(harbour.bars.map((b: BarItem) => b.slug)).not.toContain(created.json().slug);
  });
});

describe('dashboard figures', () => {
  it('delivered orders reach the bar income from real invoice lines', async () => {
    const [row] = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.clientId, ids.demo), eq(invoiceLines.paymentType, 'bar'), ne(invoiceLines.status, 'void')));
    expect(row.n).toBeGreaterThan(0);
  });
});
