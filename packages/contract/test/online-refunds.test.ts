import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ONLINE_REFUND_MESSAGES,
  ONLINE_REFUND_STATES,
  nextRefundState,
  onlineDisplayState,
  refundDefault,
  refundRefusal,
  refundStateOf,
  refundToCardBody,
  type OnlineRefundState,
} from '../src/online-refunds.ts';

describe('refund state machine', () => {
  it('only a pending refund moves, and only to an end', () => {
    expect(nextRefundState('pending', 'succeeded')).toBe('succeeded');
    expect(nextRefundState('pending', 'failed')).toBe('failed');
    expect(nextRefundState('pending', 'pending')).toBeNull();
    expect(nextRefundState('succeeded', 'failed')).toBeNull();
    expect(nextRefundState('failed', 'succeeded')).toBeNull();
  });

  it('any sequence of reports, in any order and repeated, ends where its first end report put it', () => {
    const state = fc.constantFrom(...ONLINE_REFUND_STATES);
    fc.assert(
      fc.property(fc.array(state, { maxLength: 12 }), (reports) => {
        let s: OnlineRefundState = 'pending';
        for (const r of reports) s = nextRefundState(s, r) ?? s;
        const firstEnd = reports.find((r) => r !== 'pending');
        expect(s).toBe(firstEnd ?? 'pending');
        // Delivering everything again changes nothing.
        for (const r of reports) expect(nextRefundState(s, r) === null || s === 'pending').toBe(true);
      }),
    );
  });

  it("reads Stripe's statuses: canceled is a failure, requires_action waits", () => {
    expect(['pending', 'requires_action', 'succeeded', 'failed', 'canceled', null].map(refundStateOf)).toEqual([
      'pending',
      'pending',
      'succeeded',
      'failed',
      'failed',
      'pending',
    ]);
  });
});

describe('how much a refund may take', () => {
  it('refuses in words above what was paid online or above what the credit note owes', () => {
    expect(refundRefusal(9000, 8000, 12000)).toBe(ONLINE_REFUND_MESSAGES.overOnline(8000));
    expect(refundRefusal(6000, 12000, 5000)).toBe(ONLINE_REFUND_MESSAGES.overOwed(5000));
    expect(refundRefusal(100, 12000, 0)).toBe(ONLINE_REFUND_MESSAGES.nothingOwed);
    expect(refundRefusal(0, 12000, null)).toBe(ONLINE_REFUND_MESSAGES.amountPositive);
    expect(refundRefusal(5000, 5000, 5000)).toBeNull();
  });

  it('an accepted refund never exceeds either bound; the default is always accepted when anything is refundable', () => {
    const pence = fc.integer({ min: -100, max: 1_000_000 });
    fc.assert(
      fc.property(pence, pence, fc.option(pence, { nil: null }), (asked, available, owed) => {
        if (refundRefusal(asked, available, owed) === null) {
          expect(asked).toBeGreaterThan(0);
          expect(asked).toBeLessThanOrEqual(available);
          if (owed !== null) expect(asked).toBeLessThanOrEqual(owed);
        }
        const d = refundDefault(available, owed);
        if (d > 0) expect(refundRefusal(d, available, owed)).toBeNull();
      }),
    );
  });

  it('the amount is pounds in, pence out, and optional', () => {
    expect(refundToCardBody.parse({ amount: '12.34' })).toEqual({ amount: 1234 });
    expect(refundToCardBody.parse({})).toEqual({});
    expect(refundToCardBody.safeParse({ amount: '-1' }).success).toBe(false);
  });
});

describe('shown state of a payment', () => {
  it('a succeeded payment says how much of it was refunded', () => {
    expect(onlineDisplayState('succeeded', 12000, 0)).toBe('succeeded');
    expect(onlineDisplayState('succeeded', 12000, 5000)).toBe('partially_refunded');
    expect(onlineDisplayState('succeeded', 12000, 12000)).toBe('refunded');
    expect(onlineDisplayState('processing', 12000, 0)).toBe('processing');
    expect(onlineDisplayState('failed', 12000, 0)).toBe('failed');
  });
});
