import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canSetOrderStatus,
  nextKitchenStatus,
  ORDER_STATUS_MESSAGES,
  ORDER_STATUSES,
  orderTransition,
  stockTaken,
  type OrderStatus,
} from '../src/order-status.ts';

const disabled = (from: OrderStatus, to: OrderStatus) => !canSetOrderStatus(from, to);

describe('the order state machine', () => {
  it('disables the detail buttons at least where the seeds do', () => {
    for (const s of ['ready', 'preparing', 'cancelled'] as const) expect(disabled(s, 'preparing'), s).toBe(true);
    for (const s of ['ready', 'cancelled'] as const) expect(disabled(s, 'ready'), s).toBe(true);
    for (const s of ['cancelled', 'delivered'] as const) expect(disabled(s, 'delivered'), s).toBe(true);
    expect(canSetOrderStatus('pending', 'preparing')).toBe(true);
    expect(canSetOrderStatus('preparing', 'ready')).toBe(true);
    expect(canSetOrderStatus('ready', 'delivered')).toBe(true);
    for (const s of ORDER_STATUSES.filter((x) => x !== 'cancelled')) expect(canSetOrderStatus(s, 'cancelled'), s).toBe(true);
  });

  it('never revives a cancelled order', () => {
    for (const to of ORDER_STATUSES) expect(orderTransition('cancelled', to)).toEqual({ ok: false, message: ORDER_STATUS_MESSAGES.cancelledFinal });
  });

  it('reads the status in any case and refuses unknown ones', () => {
    expect(orderTransition('pending', 'PREPARING')).toMatchObject({ ok: true, to: 'preparing' });
    expect(orderTransition('pending', 'eaten')).toEqual({ ok: false, message: ORDER_STATUS_MESSAGES.unknown });
    expect(orderTransition('pending', 'pending')).toMatchObject({ ok: false, message: 'The order is already pending' });
    expect(orderTransition('ready', 'preparing')).toMatchObject({ ok: false, message: 'An order that is ready can not be set to preparing' });
  });

  it('delivering a paid order stores paid_and_delivered, and paying a delivered one too', () => {
    expect(orderTransition('paid', 'delivered')).toMatchObject({ ok: true, to: 'paid_and_delivered', takesStock: true });
    expect(orderTransition('delivered', 'paid')).toMatchObject({ ok: true, to: 'paid_and_delivered', takesStock: false });
  });

  it('takes stock exactly once on the way in and returns it only on cancel (property)', () => {
    const status = fc.constantFrom(...ORDER_STATUSES);
    fc.assert(
      fc.property(status, fc.array(status, { maxLength: 12 }), (start, steps) => {
        let current: OrderStatus = start;
        let stock = stockTaken(start) ? -1 : 0;
        for (const step of steps) {
          const t = orderTransition(current, step);
          if (!t.ok) continue;
          expect(t.takesStock && t.returnsStock).toBe(false);
          if (t.takesStock) stock -= 1;
          if (t.returnsStock) stock += 1;
          current = t.to;
          // Stock is out exactly while the status says so, and never twice.
          expect(stock).toBe(stockTaken(current) ? -1 : 0);
        }
        if (current === 'cancelled') expect(stock).toBe(0);
      }),
    );
  });

  it('the badge walks pending → preparing → ready → delivered, each a legal step', () => {
    const walk: string[] = ['pending'];
    for (let s = nextKitchenStatus('pending'); s; s = nextKitchenStatus(s)) walk.push(s);
    expect(walk).toEqual(['pending', 'preparing', 'ready', 'delivered']);
    for (const s of ORDER_STATUSES) {
      const next = nextKitchenStatus(s);
      if (next) expect(canSetOrderStatus(s, next), s).toBe(true);
    }
  });
});
