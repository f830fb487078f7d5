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

/** round(a / b) half away from zero, in integers (b > 0): exact where a float division could land on x.4999…. */
function divRound(a: number, b: number): number {
  const q = Math.floor((2 * Math.abs(a) + b) / (2 * b));
  return a < 0 ? -q : q;
}

/** The VAT inside a gross (VAT-inclusive) pence amount: round(gross × r / (100 + r)), half away from zero. */
export function vatOfGross(grossPence: number, vatPercent: number = DEFAULT_VAT): number {
  return divRound(Math.round(grossPence) * vatPercent, 100 + vatPercent);
}

/** The net of a gross (VAT-inclusive) pence amount: gross − the VAT inside it, so net + VAT is the gross exactly. */
export function netOfGross(grossPence: number, vatPercent: number = DEFAULT_VAT): number {
  return Math.round(grossPence) - vatOfGross(grossPence, vatPercent);
}

/**
 * An invoice line's money. A line entered by hand has the specification's meaning: unitPricePence is the net unit price
 * and VAT goes on top. A line generated from a VAT-inclusive catalogue price (the operator's "prices include VAT"
 * setting) has priceIncludesVat: its unitGrossPence is the source and everything else derives from it, so the line's
 * gross is the catalogue price × units to the penny (unitPricePence is then derived and not read).
 */
export interface LineAmounts {
  unitPricePence: number;
  units: number;
  vatPercent: number;
  priceIncludesVat?: boolean;
  /** The VAT-inclusive unit price; required (the source) when priceIncludesVat. */
  unitGrossPence?: number | null;
}

export interface LineTotals {
  /** Line net (the specification's line_price). */
  net: number;
  vat: number;
  /** Line gross = net + VAT. */
  gross: number;
  /** Unit price with VAT (unit_gross_price). */
  unitGross: number;
  /** Unit price without VAT (unit_price): the hand-entered price, or derived from an inclusive unit price. */
  unitNet: number;
}

function inclusiveTotals(unitGross: number, units: number, vatPercent: number): LineTotals {
  const gross = roundPence(unitGross * units);
  const vat = vatOfGross(gross, vatPercent);
  return { net: gross - vat, vat, gross, unitGross, unitNet: netOfGross(unitGross, vatPercent) };
}

/**
 * Every amount of one line. Exclusive (by hand): net = unit price × units, VAT rounded half-up per line, gross = net + VAT.
 * Inclusive: gross = unit gross × units, VAT = round(gross × r / (100 + r)), net = gross − VAT.
 */
export function lineTotalsOf(line: LineAmounts): LineTotals {
  if (line.priceIncludesVat) {
    if (line.unitGrossPence === null || line.unitGrossPence === undefined) throw new RangeError('A VAT-inclusive line needs its unit gross price');
    return inclusiveTotals(line.unitGrossPence, line.units, line.vatPercent);
  }
  const net = roundPence(line.unitPricePence * line.units);
  const vat = vatOf(net, line.vatPercent);
  return { net, vat, gross: net + vat, unitGross: grossOf(line.unitPricePence, line.vatPercent), unitNet: line.unitPricePence };
}

/** One invoice line's net, VAT, gross and unit gross (lineTotalsOf without the unit net). */
export function lineTotals(line: LineAmounts) {
  const { net, vat, gross, unitGross } = lineTotalsOf(line);
  return { net, vat, gross, unitGross };
}

/**
 * The amounts of a line generated from a catalogue price (a resource's, a plan's, a product's): with the operator's
 * "prices include VAT" setting the price is the unit gross, else the net unit price as by hand.
 */
export function catalogueLine(pricePence: number, units: number, vatPercent: number, pricesIncludeVat: boolean): LineAmounts {
  if (!pricesIncludeVat) return { unitPricePence: pricePence, units, vatPercent, priceIncludesVat: false };
  return { unitPricePence: netOfGross(pricePence, vatPercent), unitGrossPence: pricePence, units, vatPercent, priceIncludesVat: true };
}

/**
 * The amounts of a line after an edit by hand. A line entered by hand is net, VAT on top. A line generated from a
 * VAT-inclusive price keeps its gross as the source while the unit price and VAT sent are the ones it shows (edit forms
 * send every field, so an unchanged field is not a change; units may change); a new price or rate makes it a hand line.
 */
export function editedLine(
  current: LineAmounts | null | undefined,
  input: { unitPricePence: number; units: number; vatPercent: number },
): LineAmounts {
  if (current?.priceIncludesVat && current.unitGrossPence !== null && current.unitGrossPence !== undefined) {
    const shownUnit = netOfGross(current.unitGrossPence, current.vatPercent);
    if (shownUnit === input.unitPricePence && current.vatPercent === input.vatPercent)
      return { ...current, unitPricePence: shownUnit, units: input.units };
  }
  return { unitPricePence: input.unitPricePence, units: input.units, vatPercent: input.vatPercent };
}

/** Invoice totals are the sums of already-rounded lines. */
export function invoiceTotals(lines: LineAmounts[]) {
  return lines
    .map(lineTotals)
    .reduce((acc, l) => ({ net: acc.net + l.net, vat: acc.vat + l.vat, gross: acc.gross + l.gross }), { net: 0, vat: 0, gross: 0 });
}

/** How a screen labels a catalogue price under the operator's setting. */
export const PRICE_VAT_LABELS = { inclusive: 'incl. VAT', exclusive: '+ VAT' } as const;
export const priceVatLabel = (pricesIncludeVat: boolean) => (pricesIncludeVat ? PRICE_VAT_LABELS.inclusive : PRICE_VAT_LABELS.exclusive);

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
