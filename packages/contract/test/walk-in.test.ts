import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderCreate, orderTotal, walkInCharge, walkInSale } from '../src/index.ts';

const line = fc.record({
  pricePence: fc.integer({ min: 0, max: 100_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  discountPence: fc.integer({ min: 0, max: 5_000 }),
  vatPercent: fc.constantFrom(0, 5, 20),
});

describe('walkInCharge', () => {
  it('with VAT-inclusive prices a walk-in pays the order total to the penny', () => {
    fc.assert(fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (lines) => walkInCharge(lines, true) === orderTotal(lines)));
  });
  it('with prices before VAT the VAT of each rate is added, never less than the order total', () => {
    fc.assert(fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (lines) => walkInCharge(lines, false) >= orderTotal(lines)));
    expect(
      walkInCharge(
        [
          { pricePence: 1000, quantity: 2, discountPence: 0, vatPercent: 20 },
          { pricePence: 300, quantity: 1, discountPence: 0, vatPercent: 5 },
        ],
        false,
      ),
    ).toBe(2400 + 315);
  });
});

describe('walkInSale and the till payers', () => {
  it('asks for cash or card, at least one product and quantities of 1 or more', () => {
    const r = walkInSale.safeParse({ method: 'cheque', lines: [{ product: 'tea', quantity: 0 }] });
    expect(r.success).toBe(false);
    const paths = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(paths).toEqual({ method: 'Choose cash or card', 'lines.0.quantity': 'Quantity must be a whole number of at least 1' });
    expect(walkInSale.safeParse({ method: 'card', lines: [] }).error?.issues[0].message).toBe('Add at least one product');
    expect(walkInSale.parse({ method: 'cash', lines: [{ product: 'tea', quantity: '2' }] }).lines[0]).toEqual({
      product: 'tea',
      quantity: 2,
      discount: 0,
    });
  });
  it('an order is for exactly one of member, team or guest', () => {
    const lines = [{ product: 'tea', quantity: 1 }];
    expect(orderCreate.safeParse({ lines }).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['member', 'Member is required']]);
    expect(orderCreate.safeParse({ team: 'a', guest: 'b', lines }).error?.issues[0].message).toBe('Choose one payer: a member, a team or a guest');
    expect(orderCreate.parse({ guest: 'g', lines }).guest).toBe('g');
  });
});
