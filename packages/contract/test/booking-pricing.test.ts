import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  availableCredits,
  bookingCredits,
  bookingPricePence,
  canPayWithCredits,
  paymentOf,
  pricingSize,
  quoteBookingsWithPrepaids,
  quoteWithPrepaids,
  sizedPricePence,
  type PriceGrid,
} from '../src/booking-pricing.ts';

const grid: PriceGrid = { hourPence: 1000, dayPence: 5000, monthPence: 80000, creditsHour: 2, creditsDay: 10, creditsMonth: 100 };
const at = (d: string) => new Date(d);

describe('booking pricing', () => {
  it('by duration: hours pro rata capped by the day, days, months', () => {
    expect(bookingPricePence(grid, at('2026-12-01T10:00:00Z'), at('2026-12-01T11:00:00Z'))).toBe(1000);
    expect(bookingPricePence(grid, at('2026-12-01T10:00:00Z'), at('2026-12-01T10:30:00Z'))).toBe(500);
    expect(bookingPricePence(grid, at('2026-12-01T09:00:00Z'), at('2026-12-01T18:00:00Z'))).toBe(5000);
    expect(bookingPricePence(grid, at('2026-12-01T09:00:00Z'), at('2026-12-03T18:00:00Z'))).toBe(15000);
    expect(bookingPricePence(grid, at('2026-12-01T09:00:00Z'), at('2026-12-20T18:00:00Z'))).toBe(80000);
    expect(bookingPricePence(grid, at('2026-11-01T09:00:00Z'), at('2026-12-02T18:00:00Z'))).toBe(80000 + 2 * 5000);
    expect(bookingPricePence({ ...grid, hourPence: 0 }, at('2026-12-01T10:00:00Z'), at('2026-12-01T11:00:00Z'))).toBe(5000);
  });

  it('credits round up to whole credits', () => {
    expect(bookingCredits(grid, at('2026-12-01T10:00:00Z'), at('2026-12-01T10:30:00Z'))).toBe(1);
    expect(bookingCredits(grid, at('2026-12-01T10:00:00Z'), at('2026-12-01T12:00:00Z'))).toBe(4);
    expect(bookingCredits({ ...grid, creditsHour: 3 }, at('2026-12-01T10:00:00Z'), at('2026-12-01T10:10:00Z'))).toBe(1);
  });

  const gridArb = fc.record({
    hourPence: fc.integer({ min: -100, max: 100_000 }),
    dayPence: fc.integer({ min: -100, max: 500_000 }),
    monthPence: fc.integer({ min: -100, max: 5_000_000 }),
    creditsHour: fc.integer({ min: -5, max: 50 }),
    creditsDay: fc.integer({ min: -5, max: 500 }),
    creditsMonth: fc.integer({ min: -5, max: 5000 }),
  });
  const span = fc.tuple(fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }), fc.integer({ min: -60, max: 60 * 24 * 70 }));

  it('never negative, and N desks cost N × one', () => {
    fc.assert(
      fc.property(gridArb, span, fc.integer({ min: 0, max: 200 }), (g, [s, minutes], n) => {
        const start = new Date(s);
        const end = new Date(s + minutes * 60_000);
        const one = bookingPricePence(g, start, end);
        expect(one).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(one)).toBe(true);
        expect(bookingCredits(g, start, end)).toBeGreaterThanOrEqual(0);
        expect(sizedPricePence(one, n)).toBe(one * n);
      }),
    );
  });

  it('prepaid packages are used first, oldest first, each booking covered once', () => {
    const q = quoteWithPrepaids(5000, 3, [
      { code: 'P2', single_price_pence: 4000, remaining: 5, create_date: '2026-02-01' },
      { code: 'P1', single_price_pence: 4500, remaining: 1, create_date: '2026-01-01' },
    ]);
    expect(q.full_price_pence).toBe(15000);
    expect(q.pending_after_prepaid_pence).toBe(0);
    expect(q.selected_prepaids.map((p) => p.code)).toEqual(['P1', 'P2', 'P2']);
    expect(quoteWithPrepaids(5000, 3, [])).toEqual({ full_price_pence: 15000, pending_after_prepaid_pence: 15000, selected_prepaids: [] });

    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.array(
          fc.record({
            code: fc.string({ minLength: 1, maxLength: 4 }),
            single_price_pence: fc.nat(),
            remaining: fc.integer({ min: -2, max: 20 }),
            create_date: fc.constantFrom('2026-01-01', '2026-02-01'),
          }),
        ),
        (one, n, pkgs) => {
          const q = quoteWithPrepaids(one, n, pkgs);
          const totalRemaining = pkgs.reduce((s, p) => s + Math.max(0, p.remaining), 0);
          expect(q.selected_prepaids.length).toBe(Math.min(n, totalRemaining));
          expect(q.pending_after_prepaid_pence).toBe((n - q.selected_prepaids.length) * one);
          expect(q.pending_after_prepaid_pence).toBeGreaterThanOrEqual(0);
          expect(q.pending_after_prepaid_pence).toBeLessThanOrEqual(q.full_price_pence);
        },
      ),
    );
  });

  it('a mix of desks: full = Σ of each price; packages cover the first bookings, in create order', () => {
    const pkg = { code: 'P1', single_price_pence: 1000, remaining: 1, create_date: '2026-01-01' };
    expect(quoteBookingsWithPrepaids([2500, 1000], [pkg])).toEqual({
      full_price_pence: 3500,
      pending_after_prepaid_pence: 1000,
      selected_prepaids: [{ code: 'P1', single_price_pence: 1000, create_date: '2026-01-01' }],
    });
    expect(quoteBookingsWithPrepaids([2500, 1000], [])).toMatchObject({ full_price_pence: 3500, pending_after_prepaid_pence: 3500 });
    const pkgArb = fc.array(
      fc.record({
        code: fc.string({ minLength: 1, maxLength: 4 }),
        single_price_pence: fc.nat(),
        remaining: fc.integer({ min: -2, max: 20 }),
        create_date: fc.constantFrom('2026-01-01', '2026-02-01'),
      }),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -100, max: 100_000 }), { maxLength: 30 }), pkgArb, (prices, pkgs) => {
        const q = quoteBookingsWithPrepaids(prices, pkgs);
        const clean = prices.map((p) => Math.max(0, p));
        expect(q.full_price_pence).toBe(clean.reduce((s, p) => s + p, 0));
        expect(q.pending_after_prepaid_pence).toBe(clean.slice(q.selected_prepaids.length).reduce((s, p) => s + p, 0));
        expect(q.pending_after_prepaid_pence).toBeGreaterThanOrEqual(0);
        expect(q.pending_after_prepaid_pence).toBeLessThanOrEqual(q.full_price_pence);
        // One price repeated is the single-price quote.
        if (clean.length) expect(quoteWithPrepaids(clean[0], clean.length, pkgs).full_price_pence).toBe(clean[0] * clean.length);
        // Splitting the list never changes the total.
        const k = Math.floor(clean.length / 2);
        expect(
          quoteBookingsWithPrepaids(clean.slice(0, k), []).full_price_pence + quoteBookingsWithPrepaids(clean.slice(k), []).full_price_pence,
        ).toBe(q.full_price_pence);
      }),
    );
  });

  it('credits: available never negative; spending needs enough', () => {
    expect(availableCredits(10, [3, 4])).toBe(3);
    expect(availableCredits(10, [30])).toBe(0);
    expect(canPayWithCredits(3, 3)).toBe(true);
    expect(canPayWithCredits(4, 3)).toBe(false);
    expect(canPayWithCredits(0, 3)).toBe(false);
  });

  it('meeting rooms price one room; payment routes', () => {
    expect(pricingSize('meeting_room', 5)).toBe(1);
    expect(pricingSize('hot_desk', 5)).toBe(5);
    expect(paymentOf({ complimentary: true, prepaid: true, credits: false, pricePence: 100 })).toBe('complimentary');
    expect(paymentOf({ complimentary: false, prepaid: true, credits: false, pricePence: 100 })).toBe('prepaid');
    expect(paymentOf({ complimentary: false, prepaid: false, credits: true, pricePence: 100 })).toBe('credits');
    expect(paymentOf({ complimentary: false, prepaid: false, credits: false, pricePence: 100 })).toBe('invoice');
    expect(paymentOf({ complimentary: false, prepaid: false, credits: false, pricePence: 0 })).toBe('free');
  });
});
