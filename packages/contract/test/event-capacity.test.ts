import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRsvps, attendeeState, placesLeft, promotions, rsvpStatus, type RsvpOp } from '../src/event-capacity.ts';
import { EVENT_MESSAGES, eventBody } from '../src/events.ts';

const ops = fc.array(fc.record({ kind: fc.constantFrom<'rsvp' | 'cancel'>('rsvp', 'rsvp', 'cancel'), who: fc.integer({ min: 0, max: 12 }) }), {
  maxLength: 80,
});

describe('event capacity arithmetic', () => {
  it('places left, RSVP status and promotions', () => {
    expect(placesLeft(5, 3)).toBe(2);
    expect(placesLeft(2, 5)).toBe(0);
    expect(rsvpStatus(1, 0)).toBe('going');
    expect(rsvpStatus(1, 1)).toBe('waiting');
    expect(promotions(3, 1, ['a', 'b', 'c'])).toEqual(['a', 'b']);
    expect(promotions(3, 3, ['a'])).toEqual([]);
    expect(attendeeState({ status: 'going', checked_in_at: '2026-01-01T10:00:00Z' })).toBe('checked_in');
    expect(attendeeState({ status: 'waiting', checked_in_at: null })).toBe('waiting');
  });

  it('random RSVP/cancel sequences: going ≤ capacity, nobody waits while a place is free, lines = going × price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 5000 }), ops, (capacity, price, seq) => {
        const s = applyRsvps(capacity, price, seq as RsvpOp[]);
        expect(s.going.length).toBeLessThanOrEqual(capacity);
        if (s.waiting.length) expect(s.going.length).toBe(capacity);
        expect(new Set([...s.going, ...s.waiting]).size).toBe(s.going.length + s.waiting.length);
        const billed = [...s.lines.values()].reduce((a, b) => a + b, 0);
        expect(billed).toBe(price > 0 ? s.going.length * price : 0);
      }),
    );
  });

  it('the waiting list is promoted in RSVP order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), ops, (capacity, seq) => {
        const s = applyRsvps(capacity, 0, seq as RsvpOp[]);
        // The order members (re)joined the waiting list: the last RSVP of each, among those that waited.
        const lastJoin = new Map<number, number>();
        (seq as RsvpOp[]).forEach((op, i) => {
          if (op.kind === 'rsvp' && !lastJoin.has(op.who)) lastJoin.set(op.who, i);
          if (op.kind === 'cancel') lastJoin.delete(op.who);
        });
        const order = s.waiting.map((w) => lastJoin.get(w)!);
        expect([...order].sort((a, b) => a - b)).toEqual(order);
      }),
    );
  });
});

describe('eventBody', () => {
  const base = { title: 'Talk', office: 'hq', start: '2030-01-01T10:00:00Z', end: '2030-01-01T11:00:00Z', capacity: 10, price: 0 };
  it('takes a free or paid event, pounds to pounds', () => {
    expect(eventBody.parse({ ...base, price: '12.50' }).price).toBe(12.5);
    expect(eventBody.parse(base).guests_welcome).toBe(false);
  });
  it('refuses an end before start, no capacity, a negative price', () => {
    const r = eventBody.safeParse({ ...base, end: base.start, capacity: 0, price: -1 });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toContain(EVENT_MESSAGES.capacityRequired);
    expect(messages).toContain(EVENT_MESSAGES.priceNegative);
  });
});
