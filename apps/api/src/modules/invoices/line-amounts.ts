import { lineTotalsOf, type LineAmounts } from '@clubspace/contract';
import { invoiceLines } from '../../db/schema/index.ts';

/**
 * The one place a line's stored money columns are derived from its amounts (money.ts lineTotalsOf): a hand-entered line
 * (net unit price, VAT on top) or one generated from a VAT-inclusive catalogue price (unit gross the source).
 */
export function lineMoneyColumns(a: LineAmounts) {
  const t = lineTotalsOf(a);
  return {
    units: a.units,
    vat: a.vatPercent,
    unitPricePence: t.unitNet,
    unitGrossPricePence: t.unitGross,
    linePricePence: t.net,
    lineGrossPricePence: t.gross,
    priceIncludesVat: Boolean(a.priceIncludesVat),
  };
}

/** The columns storedLineAmounts reads; select them to total or credit stored lines. */
export const lineAmountColumns = {
  unitPricePence: invoiceLines.unitPricePence,
  units: invoiceLines.units,
  vat: invoiceLines.vat,
  unitGrossPricePence: invoiceLines.unitGrossPricePence,
  priceIncludesVat: invoiceLines.priceIncludesVat,
};

type StoredAmounts = { unitPricePence: number; units: number; vat: number; unitGrossPricePence: number; priceIncludesVat: boolean };

/** A stored line's amounts, so totals and credits follow the line's own meaning (money.ts LineAmounts). */
export const storedLineAmounts = (l: StoredAmounts): LineAmounts => ({
  unitPricePence: l.unitPricePence,
  units: l.units,
  vatPercent: l.vat,
  priceIncludesVat: l.priceIncludesVat,
  unitGrossPence: l.unitGrossPricePence,
});
