import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectablePence, collectionIdempotencyKey, collectionOutcome, retriesOnReminderDay, savedMethodLabel } from '../src/saved-methods.ts';

describe('saved payment methods', () => {
  it('labels a card by brand and a debit as Direct Debit, with the last four', () => {
    expect(savedMethodLabel('card', 'visa', '4242')).toBe('Visa •••• 4242');
    expect(savedMethodLabel('card', 'amex', '0005')).toBe('American Express •••• 0005');
    expect(savedMethodLabel('card', 'cartes_bancaires', '1234')).toBe('Cartes_bancaires •••• 1234');
    expect(savedMethodLabel('card', null, null)).toBe('Card');
    expect(savedMethodLabel('bacs_debit', null, '2345')).toBe('Direct Debit •••• 2345');
  });
});

describe('automatic collection', () => {
  it('one idempotency key per invoice and attempt, never the same for two', () => {
    expect(collectionIdempotencyKey(42, 1)).toBe('invoice-42-attempt-1');
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), fc.nat(), (a, b, c, d) => {
        fc.pre(a !== c || b !== d);
        expect(collectionIdempotencyKey(a, b)).not.toBe(collectionIdempotencyKey(c, d));
      }),
    );
  });

  it('collects what is due less what is processing, never a negative amount nor more than is due', () => {
    expect(collectablePence(12000, 0)).toBe(12000);
    expect(collectablePence(12000, 2000)).toBe(10000);
    expect(collectablePence(12000, 12000)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100_000 }), fc.integer({ min: -1000, max: 100_000 }), (due, processing) => {
        const n = collectablePence(due, processing);
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThanOrEqual(Math.max(0, due));
      }),
    );
  });

  it('reads the provider’s answer: succeeded, processing, requires action (authentication), anything else failed', () => {
    expect(collectionOutcome({ status: 'succeeded' })).toBe('succeeded');
    expect(collectionOutcome({ status: 'processing' })).toBe('processing');
    expect(collectionOutcome({ status: 'requires_payment_method', errorCode: 'authentication_required' })).toBe('requires_action');
    expect(collectionOutcome({ status: 'requires_action' })).toBe('requires_action');
    expect(collectionOutcome({ status: 'requires_payment_method', errorCode: 'card_declined' })).toBe('failed');
    expect(collectionOutcome({ status: null, errorCode: null })).toBe('failed');
  });

  it('retries only on reminder days after the due date', () => {
    expect([-3, 0, 3, 7, 14].map(retriesOnReminderDay)).toEqual([false, false, true, true, true]);
  });
});
