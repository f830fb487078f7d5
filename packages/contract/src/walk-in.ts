import { z } from 'zod';
import { orderLineCreate, FANDD_MESSAGES } from './fandd.ts';
import { catalogueLine, lineTotalsOf } from './money.ts';
import { orderTotalsByRate, type RatedOrderLine } from './order-totals.ts';

/**
 * Walk-in sales at the bar till (issue 24 §9): paid on the spot, no team. Every sale is a delivered, paid order whose
 * lines land on the office's "Walk-in sales" invoice of the day (docs/decisions.md "Bar till and walk-in sales").
 */
export const WALK_IN_PAYMENT_METHODS = ['cash', 'card'] as const;
export type WalkInPaymentMethod = (typeof WALK_IN_PAYMENT_METHODS)[number];
export const WALK_IN_INVOICE_DESCRIPTION = 'Walk-in sales';
/** Who pays at the till: a member, a team or a guest (a pending order), or a walk-in paying now. */
export const TILL_PAYERS = ['member', 'team', 'guest', 'walk_in'] as const;
export type TillPayer = (typeof TILL_PAYERS)[number];

export const WALK_IN_MESSAGES = {
  methodRequired: 'Choose cash or card',
  saleRecorded: 'Walk-in sale recorded',
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** POST /api/orders/walk-in/: the products sold, how they were paid, optionally the bar (else the office's first). */
export const walkInSale = z.object({
  method: z.enum(WALK_IN_PAYMENT_METHODS, { error: WALK_IN_MESSAGES.methodRequired }),
  bar: z.preprocess(blankToUndefined, z.string().trim().max(120).optional()),
  comments: z.preprocess(blankToUndefined, z.string().trim().max(500).optional()),
  lines: z.array(orderLineCreate, { error: FANDD_MESSAGES.linesRequired }).min(1, FANDD_MESSAGES.linesRequired).max(50),
});
export type WalkInSale = z.input<typeof walkInSale>;

/**
 * What a walk-in pays for an order (pence): the gross of its invoice lines — one per VAT rate, each the rate's order
 * total as a catalogue price (money.ts catalogueLine). With VAT-inclusive prices this is the order total to the penny;
 * with prices before VAT the VAT is added, as on any bar line.
 */
export function walkInCharge(lines: readonly RatedOrderLine[], pricesIncludeVat: boolean): number {
  return orderTotalsByRate(lines).reduce(
    (sum, part) => sum + lineTotalsOf(catalogueLine(part.totalPence, 1, part.vatPercent, pricesIncludeVat)).gross,
    0,
  );
}
