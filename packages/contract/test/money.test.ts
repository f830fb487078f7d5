import { describe, expect, it } from 'vitest';
import { formatPence, formatPounds, grossOf, invoiceTotals, lineTotals, toPence, toPounds, vatOf } from '../src/money.ts';

describe('money', () => {
  it('converts pounds to pence with half-up rounding, without float drift', () => {
    expect(toPence(1.005)).toBe(101);
    expect(toPence('19.99')).toBe(1999);
    expect(toPence(0.1 + 0.2)).toBe(30);
    expect(toPence(-2.675)).toBe(-268);
    expect(toPounds(1999)).toBe(19.99);
  });

  it('rejects what is not an amount', () => {
    expect(() => toPence('abc')).toThrow(RangeError);
  });

  it('rounds VAT half-up per line at the default 20%', () => {
    expect(vatOf(1)).toBe(0); // 0.2p
    expect(vatOf(3)).toBe(1); // 0.6p
    expect(vatOf(1250)).toBe(250);
    expect(vatOf(1234, 5)).toBe(62); // 61.7p
    expect(grossOf(1000)).toBe(1200);
  });

  it('sums invoice totals from rounded lines', () => {
    const lines = [
      { unitPricePence: 333, units: 1, vatPercent: 20 }, // vat 66.6 → 67
      { unitPricePence: 333, units: 1, vatPercent: 20 },
      { unitPricePence: 333, units: 1, vatPercent: 20 },
    ];
    expect(lineTotals(lines[0])).toEqual({ net: 333, vat: 67, gross: 400, unitGross: 400 });
    // Per-line rounding: 3 × 67 = 201, not round(999 × 0.2) = 200.
    expect(invoiceTotals(lines)).toEqual({ net: 999, vat: 201, gross: 1200 });
    expect(invoiceTotals([])).toEqual({ net: 0, vat: 0, gross: 0 });
  });

  it('formats pounds with the £ sign and 2 decimals', () => {
    expect(formatPounds(1234.5)).toBe('£1,234.50');
    expect(formatPounds('7')).toBe('£7.00');
    expect(formatPounds(-3.2)).toBe('-£3.20');
    expect(formatPounds(null)).toBe('£0.00');
    expect(formatPence(199)).toBe('£1.99');
  });
});
