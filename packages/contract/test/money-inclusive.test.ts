import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalogueLine,
  editedLine,
  invoiceTotals,
  lineTotals,
  lineTotalsOf,
  netOfGross,
  vatOf,
  vatOfGross,
  grossOf,
  type LineAmounts,
} from '../src/money.ts';

const rate = fc.constantFrom(0, 5, 20, 12, 17, 23, 100);

describe('VAT inside a gross price', () => {
  it('is round(gross × r / (100 + r)), half away from zero, and net is the rest', () => {
    expect(vatOfGross(960, 20)).toBe(160);
    expect(netOfGross(960, 20)).toBe(800);
    expect(vatOfGross(999, 20)).toBe(167); // 166.5 → 167
    expect(vatOfGross(-999, 20)).toBe(-167);
    expect(vatOfGross(2500, 20)).toBe(417); // 416.67
    expect(vatOfGross(105, 5)).toBe(5);
    expect(vatOfGross(1234, 0)).toBe(0);
  });

  it('gives back the gross exactly: net + VAT = gross (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), rate, (gross, r) => {
        expect(netOfGross(gross, r) + vatOfGross(gross, r)).toBe(gross);
        // Never further than half a penny from the exact share.
        expect(Math.abs(vatOfGross(gross, r) - (gross * r) / (100 + r))).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('a line generated from a VAT-inclusive catalogue price', () => {
  it('bills the shown price to the penny: £9.60 at 20% is £8.00 + £1.60', () => {
    const line = catalogueLine(960, 1, 20, true);
    expect(line).toEqual({ unitPricePence: 800, unitGrossPence: 960, units: 1, vatPercent: 20, priceIncludesVat: true });
    expect(lineTotalsOf(line)).toEqual({ net: 800, vat: 160, gross: 960, unitGross: 960, unitNet: 800 });
    expect(lineTotals(line)).toEqual({ net: 800, vat: 160, gross: 960, unitGross: 960 });
  });

  it('takes the VAT from the line gross, not unit by unit', () => {
    // 3 × £9.99 = £29.97 → VAT 499.5 → 500 (per unit it would be 3 × 167 = 501).
    expect(lineTotalsOf(catalogueLine(999, 3, 20, true))).toEqual({ net: 2497, vat: 500, gross: 2997, unitGross: 999, unitNet: 832 });
  });

  it('keeps the exclusive meaning when the operator enters prices without VAT', () => {
    const line = catalogueLine(960, 1, 20, false);
    expect(line).toEqual({ unitPricePence: 960, units: 1, vatPercent: 20, priceIncludesVat: false });
    expect(lineTotals(line)).toEqual({ net: 960, vat: 192, gross: 1152, unitGross: 1152 });
  });

  it('refuses an inclusive line without its unit gross', () => {
    expect(() => lineTotals({ unitPricePence: 800, units: 1, vatPercent: 20, priceIncludesVat: true })).toThrow(RangeError);
  });

  it('gross = catalogue price × units exactly and net + VAT = gross (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 1, max: 1000 }), rate, (price, units, r) => {
        const t = lineTotalsOf(catalogueLine(price, units, r, true));
        expect(t.gross).toBe(price * units);
        expect(t.net + t.vat).toBe(t.gross);
        expect(t.unitGross).toBe(price);
        expect(t.unitNet + vatOfGross(price, r)).toBe(price);
      }),
    );
  });

  it('leaves exclusive lines exactly as before (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 1, max: 1000 }), rate, (price, units, r) => {
        const before = {
          net: price * units,
          vat: vatOf(price * units, r),
          gross: price * units + vatOf(price * units, r),
          unitGross: grossOf(price, r),
        };
        expect(lineTotals({ unitPricePence: price, units, vatPercent: r })).toEqual(before);
        expect(lineTotals(catalogueLine(price, units, r, false))).toEqual(before);
      }),
    );
  });

  it('sums invoices of both kinds of line from the rounded lines (property)', () => {
    const line = fc
      .tuple(fc.integer({ min: -100_000, max: 100_000 }), fc.integer({ min: 1, max: 20 }), rate, fc.boolean())
      .map(([p, u, r, inc]): LineAmounts => catalogueLine(p, u, r, inc));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), (lines) => {
        const totals = invoiceTotals(lines);
        expect(totals.net + totals.vat).toBe(totals.gross);
        const each = lines.map(lineTotals);
        expect(totals.gross).toBe(each.reduce((s, t) => s + t.gross, 0));
        const inclusive = lines.filter((l) => l.priceIncludesVat);
        expect(invoiceTotals(inclusive).gross).toBe(inclusive.reduce((s, l) => s + l.unitGrossPence! * l.units, 0));
      }),
    );
  });
});

describe('editing a line by hand', () => {
  const generated = catalogueLine(999, 1, 20, true); // shows unit price £8.32

  it('keeps a generated line’s gross while its price and rate are unchanged, with new units', () => {
    expect(editedLine(generated, { unitPricePence: 832, units: 2, vatPercent: 20 })).toEqual({ ...generated, units: 2 });
    expect(lineTotals(editedLine(generated, { unitPricePence: 832, units: 2, vatPercent: 20 })).gross).toBe(1998);
  });

  it('makes it a hand line (net, VAT on top) once the price or the rate changes, and leaves hand lines hand lines', () => {
    expect(editedLine(generated, { unitPricePence: 1000, units: 1, vatPercent: 20 })).toEqual({ unitPricePence: 1000, units: 1, vatPercent: 20 });
    expect(editedLine(generated, { unitPricePence: 832, units: 1, vatPercent: 5 })).toEqual({ unitPricePence: 832, units: 1, vatPercent: 5 });
    expect(editedLine({ unitPricePence: 832, units: 1, vatPercent: 20 }, { unitPricePence: 832, units: 3, vatPercent: 20 })).toEqual({
      unitPricePence: 832,
      units: 3,
      vatPercent: 20,
    });
    expect(editedLine(null, { unitPricePence: 960, units: 1, vatPercent: 20 })).toEqual({ unitPricePence: 960, units: 1, vatPercent: 20 });
  });
});
