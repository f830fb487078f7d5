import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { invoicePdfFilename, invoiceTotals, isInvoiceOverdue, vatByRate } from '../src/index.ts';

describe('isInvoiceOverdue', () => {
  it('is pending payment and due strictly before today', () => {
    expect(isInvoiceOverdue({ status: 'pending_payment', date_due: '2026-11-22' }, '2026-11-23')).toBe(true);
    expect(isInvoiceOverdue({ status: 'payment_pending', date_due: '2026-11-22' }, '2026-11-23')).toBe(true);
    expect(isInvoiceOverdue({ status: 'pending_payment', date_due: '2026-11-23' }, '2026-11-23')).toBe(false);
    expect(isInvoiceOverdue({ status: 'pending_payment', date_due: null }, '2026-11-23')).toBe(false);
    for (const status of ['open', 'paid', 'void']) expect(isInvoiceOverdue({ status, date_due: '2020-01-01' }, '2026-11-23')).toBe(false);
  });
});

describe('vatByRate', () => {
  it('groups lines per rate, highest first', () => {
    const sums = vatByRate([
      { unitPricePence: 1000, units: 2, vatPercent: 20 },
      { unitPricePence: 333, units: 1, vatPercent: 5 },
      { unitPricePence: 505, units: 1, vatPercent: 20 },
      { unitPricePence: 700, units: 1, vatPercent: 0 },
    ]);
    expect(sums).toEqual([
      { rate: 20, net: 2505, vat: 400 + 101 },
      { rate: 5, net: 333, vat: 17 },
      { rate: 0, net: 700, vat: 0 },
    ]);
  });

  const line = fc.record({
    unitPricePence: fc.integer({ min: -100_000, max: 1_000_000 }),
    units: fc.integer({ min: 1, max: 50 }),
    vatPercent: fc.constantFrom(0, 5, 20),
  });
  test.prop([fc.array(line, { maxLength: 30 })])('the rates add up to the invoice totals', (lines) => {
    const sums = vatByRate(lines);
    const totals = invoiceTotals(lines);
    expect(sums.reduce((a, s) => a + s.net, 0)).toBe(totals.net);
    expect(sums.reduce((a, s) => a + s.vat, 0)).toBe(totals.vat);
    expect(new Set(sums.map((s) => s.rate)).size).toBe(sums.length);
  });
});

describe('invoicePdfFilename', () => {
  it('is the invoice number, safe for a header', () => {
    expect(invoicePdfFilename('INV-0001')).toBe('INV-0001.pdf');
    expect(invoicePdfFilename('A "b"\r\n/c')).toBe('A_b_c.pdf');
  });
});
