import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FANDD_MESSAGES, barCreate, categoryCreate, orderCreate, productCreate } from '../src/fandd.ts';
import {
  barLineName,
  firstShortage,
  orderLineTotal,
  orderTotal,
  orderTotalsByRate,
  productAvailable,
  quantitiesByProduct,
} from '../src/order-totals.ts';

const line = fc.record({
  pricePence: fc.integer({ min: 0, max: 100_000 }),
  quantity: fc.integer({ min: 1, max: 50 }),
  discountPence: fc.integer({ min: 0, max: 200_000 }),
});
const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('order totals', () => {
  it('is Σ(price × quantity − discount) in pence', () => {
    expect(
      orderTotal([
        { pricePence: 320, quantity: 2, discountPence: 50 },
        { pricePence: 260, quantity: 1, discountPence: 0 },
      ]),
    ).toBe(850);
    expect(orderTotal([])).toBe(0);
  });

  it('never goes below zero per line, and never above the gross (property)', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const total = orderTotal(lines);
        expect(Number.isInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(lines.reduce((s, l) => s + l.pricePence * l.quantity, 0));
        for (const l of lines) expect(orderLineTotal(l)).toBe(Math.max(0, l.pricePence * l.quantity - l.discountPence));
      }),
    );
  });

  it('does not depend on line order (property)', () => {
    fc.assert(fc.property(fc.array(line, { maxLength: 8 }), (lines) => orderTotal([...lines].reverse()) === orderTotal(lines)));
  });

  it('sums quantities of a product across lines for the stock check', () => {
    const wanted = quantitiesByProduct([
      { product: 'a', quantity: 2 },
      { product: 'b', quantity: 1 },
      { product: 'a', quantity: 3 },
    ]);
    expect(wanted.get('a')).toBe(5);
    expect(firstShortage(wanted, (p) => (p === 'a' ? 4 : 10))).toEqual({ product: 'a', wanted: 5, left: 4 });
    expect(firstShortage(wanted, () => 5)).toBeNull();
    expect(productAvailable({ status: 'available', quantity: 0 })).toBe(false);
    expect(productAvailable({ status: 'unavailable', quantity: 9 })).toBe(false);
    expect(productAvailable({ status: 'available', quantity: 1 })).toBe(true);
  });
});

describe('food-and-drinks messages are the seeds’ words', () => {
  it('Add Product', () => {
    expect(messages(productCreate.safeParse({ vat: '' }))).toMatchObject({
      name: 'Product Name is required',
      category: 'Product Category is required',
      price: 'Product Price is required',
      vat: 'VAT is required',
    });
    const ok = productCreate.parse({ name: 'Tea', category: 3, price: '2.5' });
    expect(ok).toMatchObject({ vat: 20, status: 'available', quantity: 0, price: 2.5 });
  });

  it('Add Category', () => {
    expect(messages(categoryCreate.safeParse({}))).toEqual({ name: 'Name is required', status: 'Status is required' });
  });

  it('bars and orders', () => {
    expect(messages(barCreate.safeParse({ name: 'B', status: 'active', open_time: '18:00', close_time: '08:00' }))).toEqual({
      close_time: FANDD_MESSAGES.closeBeforeOpen,
    });
    expect(messages(orderCreate.safeParse({ lines: [] }))).toMatchObject({
      member: FANDD_MESSAGES.memberRequired,
      lines: FANDD_MESSAGES.linesRequired,
    });
    expect(messages(orderCreate.safeParse({ member: 'm', lines: [{ product: 'p', quantity: 0 }] }))).toEqual({
      'lines.0.quantity': FANDD_MESSAGES.quantityPositive,
    });
  });
});

describe('order totals per VAT rate (one bar line per rate)', () => {
  it('splits an order by its products’ rates, highest rate first', () => {
    const lines = [
      { pricePence: 320, quantity: 2, discountPence: 40, vatPercent: 20 },
      { pricePence: 250, quantity: 1, discountPence: 0, vatPercent: 5 },
      { pricePence: 100, quantity: 3, discountPence: 0, vatPercent: 20 },
    ];
    expect(orderTotalsByRate(lines)).toEqual([
      { vatPercent: 20, totalPence: 900 },
      { vatPercent: 5, totalPence: 250 },
    ]);
    expect(barLineName('ABC123', 20, 1)).toBe('Order ABC123');
    expect(barLineName('ABC123', 5, 2)).toBe('Order ABC123 — VAT 5%');
  });

  it('adds up to the order total exactly (property)', () => {
    const rated = fc.record({
      pricePence: fc.integer({ min: 0, max: 100_000 }),
      quantity: fc.integer({ min: 1, max: 50 }),
      discountPence: fc.integer({ min: 0, max: 200_000 }),
      vatPercent: fc.constantFrom(0, 5, 20),
    });
    fc.assert(
      fc.property(fc.array(rated, { maxLength: 8 }), (lines) => {
        const parts = orderTotalsByRate(lines);
        expect(parts.reduce((s, p) => s + p.totalPence, 0)).toBe(orderTotal(lines));
        expect(new Set(parts.map((p) => p.vatPercent)).size).toBe(parts.length);
      }),
    );
  });
});
