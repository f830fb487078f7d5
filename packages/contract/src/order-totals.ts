/** Order money (doc 3 §3): a line is price × quantity − discount, the order the sum of its lines, all in pence. */
export interface OrderLineAmounts {
  pricePence: number;
  quantity: number;
  discountPence: number;
}

/** One line's total; the discount is at most the line's gross, so a line never goes below zero. */
export function orderLineTotal(line: OrderLineAmounts): number {
  const gross = line.pricePence * line.quantity;
  return gross - Math.min(Math.max(0, line.discountPence), gross);
}

export function orderTotal(lines: readonly OrderLineAmounts[]): number {
  return lines.reduce((sum, l) => sum + orderLineTotal(l), 0);
}

/** Quantities per product of several lines (one product may appear on two lines), for the stock check. */
export function quantitiesByProduct<K>(lines: readonly { product: K; quantity: number }[]): Map<K, number> {
  const out = new Map<K, number>();
  for (const l of lines) out.set(l.product, (out.get(l.product) ?? 0) + l.quantity);
  return out;
}

/** A product can be ordered while it is available and in stock. */
export const productAvailable = (p: { status: string; quantity: number }) => p.status === 'available' && p.quantity > 0;

/** The first product whose requested quantity exceeds its stock, or null. */
export function firstShortage<K>(wanted: Map<K, number>, stock: (product: K) => number): { product: K; wanted: number; left: number } | null {
  for (const [product, q] of wanted) {
    const left = stock(product);
    if (q > left) return { product, wanted: q, left };
  }
  return null;
}

export interface RatedOrderLine extends OrderLineAmounts {
  /** The product's VAT percent. */
  vatPercent: number;
}

/**
 * An order's money per VAT rate, highest rate first: each rate's total is the sum of its lines' totals, so the rates add
 * up to orderTotal exactly. A delivered order becomes one bar invoice line per rate (issue 23 §2).
 */
export function orderTotalsByRate(lines: readonly RatedOrderLine[]): { vatPercent: number; totalPence: number }[] {
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.vatPercent, (byRate.get(l.vatPercent) ?? 0) + orderLineTotal(l));
  return [...byRate].map(([vatPercent, totalPence]) => ({ vatPercent, totalPence })).sort((a, b) => b.vatPercent - a.vatPercent);
}

/** The bar line's name: 'Order ABC123', naming the rate when the order is split over several ('Order ABC123 — VAT 5%'). */
export const barLineName = (code: string, vatPercent: number, rates: number) => (rates > 1 ? `Order ${code} — VAT ${vatPercent}%` : `Order ${code}`);
