import { orderTransition, stockTaken, type OrderItem } from '@clubspace/contract';
import fc from 'fast-check';
import { PRODUCTS } from './fixtures.ts';
import { apiSend, expectStatus, pick, type Model, type PartyKey, type Real } from './model.ts';
import { LedgerCommand } from './step.ts';

/** Bar steps: an order (one or more products, at one or two VAT rates, with discounts), then its status moves. */

export interface OrderParams {
  party: PartyKey;
  lines: { product: number; quantity: number; discountPence: number }[];
}
export const orderParams: fc.Arbitrary<OrderParams> = fc.record({
  party: fc.constantFrom<PartyKey>('member', 'guest'),
  lines: fc.array(
    fc.record({
      product: fc.nat({ max: PRODUCTS.length - 1 }),
      quantity: fc.integer({ min: 1, max: 3 }),
      discountPence: fc.constantFrom(0, 0, 17, 100),
    }),
    {
      minLength: 1,
      maxLength: 3,
    },
  ),
});

export class OrderCommand extends LedgerCommand<OrderParams> {
  readonly name = 'order';
  async act(model: Model, r: Real) {
    const party = this.params.party === 'member' ? r.seq.member : r.seq.guest;
    const lines = this.params.lines.map((l) => {
      const product = PRODUCTS[l.product];
      // A discount never above the line's price (the API refuses that, which is not what this model is about).
      return {
        product: r.run.products[product.key],
        quantity: l.quantity,
        discount: Math.min(l.discountPence, product.pricePence * l.quantity) / 100,
      };
    });
    const res = await apiSend(r, 'POST', '/api/orders/', { member: party.member, lines });
    if (!expectStatus(res, [201], 'order')) return;
    const o = res.json() as OrderItem;
    model.orders.push({ slug: o.slug, status: o.status, delivered: false });
  }
}

export interface OrderStatusParams {
  order: number;
  to: 'delivered' | 'paid' | 'cancelled';
}
export const orderStatusParams: fc.Arbitrary<OrderStatusParams> = fc.record({
  order: fc.nat({ max: 1000 }),
  to: fc.constantFrom<OrderStatusParams['to']>('delivered', 'delivered', 'paid', 'cancelled'),
});

/** Deliver (the bar line is billed), pay at the counter, cancel (a delivered order's line is reversed). */
export class OrderStatusCommand extends LedgerCommand<OrderStatusParams> {
  readonly name = 'order-status';
  ready(model: Model) {
    return model.orders.length > 0;
  }
  async act(model: Model, r: Real) {
    const o = pick(model.orders, this.params.order)!;
    const t = orderTransition(o.status, this.params.to);
    const res = await apiSend(r, 'PUT', `/api/orders/${o.slug}`, { status: this.params.to });
    if (!expectStatus(res, [t.ok ? 200 : 409], `order ${o.slug} ${o.status} → ${this.params.to}`) || !t.ok) return;
    o.status = t.to;
    if (stockTaken(t.to)) o.delivered = true;
  }
}
