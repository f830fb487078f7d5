/** Money is integer pence in the database and in arithmetic; the API speaks pounds with 2 decimals (GUIDE §3). */
export const DEFAULT_VAT = 20;
export const CURRENCY_SYMBOL = '£';

/** Pounds (number or numeric text) → integer pence, rounding half-up. */
export function toPence(pounds: number | string): number {
  const n = typeof pounds === 'string' ? Number(pounds) : pounds;
  if (!Number.isFinite(n)) throw new RangeError(`Not a money amount: ${pounds}`);
  return Math.sign(n) * Math.round(Math.abs(n) * 100 + 1e-9);
}

/** Integer pence → pounds as a number with 2 decimals. */
export function toPounds(pence: number): number {
  return Math.round(pence) / 100;
}

/** Half-up rounding of a pence amount that may carry fractions. */
export function roundPence(pence: number): number {
  return Math.sign(pence) * Math.round(Math.abs(pence) + 1e-9);
}

/** VAT of a net pence amount at a percent rate, rounded half-up to a whole penny. */
export function vatOf(netPence: number, vatPercent: number = DEFAULT_VAT): number {
  return roundPence((netPence * vatPercent) / 100);
}

/** Gross (net + VAT) of a net pence amount. */
export function grossOf(netPence: number, vatPercent: number = DEFAULT_VAT): number {
  return netPence + vatOf(netPence, vatPercent);
}

export interface LineAmounts {
  unitPricePence: number;
  units: number;
  vatPercent: number;
}

/** One invoice line: net = unit price × units, VAT rounded per line, gross = net + VAT. */
export function lineTotals(line: LineAmounts) {
  const net = roundPence(line.unitPricePence * line.units);
  const vat = vatOf(net, line.vatPercent);
  return { net, vat, gross: net + vat, unitGross: grossOf(line.unitPricePence, line.vatPercent) };
}

/** Invoice totals are the sums of already-rounded lines. */
export function invoiceTotals(lines: LineAmounts[]) {
  return lines.map(lineTotals).reduce(
    (acc, l) => ({ net: acc.net + l.net, vat: acc.vat + l.vat, gross: acc.gross + l.gross }),
    { net: 0, vat: 0, gross: 0 },
  );
}

const poundFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** £ with 2 decimals, from pounds. */
export function formatPounds(pounds: number | string | null | undefined): string {
  const n = Number(pounds ?? 0);
  const safe = Number.isFinite(n) ? n : 0;
  return `${safe < 0 ? '-' : ''}${CURRENCY_SYMBOL}${poundFormat.format(Math.abs(safe))}`;
}

/** £ with 2 decimals, from pence. */
export function formatPence(pence: number): string {
  return formatPounds(toPounds(pence));
}
