import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  keyHint,
  nextOnlineState,
  ONLINE_PAYMENT_STATES,
  paymentMethodOf,
  paymentsConnect,
  type OnlinePaymentState,
} from '../src/online-payments.ts';

describe('online payment state machine', () => {
  const at = (status: OnlinePaymentState, lastEventAt: number | null = 100) => ({ status, lastEventAt });

  it('open moves to processing, succeeded or failed', () => {
    expect(nextOnlineState(at('open', null), 'processing', 1)).toBe('processing');
    expect(nextOnlineState(at('open', null), 'succeeded', 1)).toBe('succeeded');
    expect(nextOnlineState(at('open', null), 'failed', 1)).toBe('failed');
  });

  it('succeeded is final: a later failure or processing report changes nothing', () => {
    expect(nextOnlineState(at('succeeded'), 'failed', 200)).toBeNull();
    expect(nextOnlineState(at('succeeded'), 'processing', 200)).toBeNull();
    expect(nextOnlineState(at('succeeded'), 'succeeded', 200)).toBeNull();
  });

  it('processing then failure reverses; a stale processing after the failure changes nothing', () => {
    expect(nextOnlineState(at('processing', 100), 'failed', 150)).toBe('failed');
    expect(nextOnlineState(at('failed', 150), 'processing', 100)).toBeNull();
  });

  it('a failed card retried in the same Checkout may still succeed, even reported out of order', () => {
    expect(nextOnlineState(at('failed', 150), 'succeeded', 100)).toBe('succeeded');
  });

  it('whatever the order of reports, a payment that succeeded once ends succeeded', () => {
    const report = fc.record({
      to: fc.constantFrom('processing' as const, 'succeeded' as const, 'failed' as const),
      at: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.array(report, { maxLength: 12 }), (reports) => {
        let s = { status: 'open' as OnlinePaymentState, lastEventAt: null as number | null };
        for (const r of reports) {
          const next = nextOnlineState(s, r.to, r.at);
          if (next) s = { status: next, lastEventAt: Math.max(s.lastEventAt ?? 0, r.at) };
          expect(ONLINE_PAYMENT_STATES).toContain(s.status);
        }
        expect(s.status === 'succeeded').toBe(reports.some((r) => r.to === 'succeeded'));
      }),
    );
  });
});

describe('provider details', () => {
  it('a debit is a direct debit payment, anything else a card', () => {
    expect(paymentMethodOf('bacs_debit')).toBe('direct_debit');
    expect(paymentMethodOf('card')).toBe('card');
    expect(paymentMethodOf(null)).toBe('card');
  });

  it('shows a key by its mode and last four characters', () => {
    expect(keyHint('sk_test_abcdefgh1234')).toBe('sk_test_…1234');
  });

  it('refuses a key or signing secret of the wrong shape, in words', () => {
    const r = paymentsConnect.safeParse({ secret_key: 'pk_test_123456', webhook_secret: 'nope' });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['secret_key', 'webhook_secret']));
  });
});
