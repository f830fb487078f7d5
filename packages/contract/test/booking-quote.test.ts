import { describe, expect, it } from 'vitest';
import { deskPriceQuery } from '../src/booking-quote.ts';
import { BOOKING_MESSAGES, isComplimentaryBooking } from '../src/bookings.ts';

const errorsOf = (input: unknown) => {
  const r = deskPriceQuery.safeParse(input);
  return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.') || 'request', i.message]));
};

describe('the quote query (one list syntax: a repeated parameter)', () => {
  it('reads one or several resources and types as lists', () => {
    expect(deskPriceQuery.parse({ office: 'o', booking_type: 'hot_desk', resource: 'a' })).toMatchObject({
      booking_type: ['hot_desk'],
      resource: ['a'],
    });
    expect(deskPriceQuery.parse({ office: 'o', booking_type: ['hot_desk', 'desk'], resource: ['a', 'b'] })).toMatchObject({
      booking_type: ['hot_desk', 'desk'],
      resource: ['a', 'b'],
    });
    expect(deskPriceQuery.parse({ office: 'o', booking_type: 'desk' })).toMatchObject({ resource: [], complimentary: false });
  });

  it('answers a field message for every bad list', () => {
    expect(errorsOf({ office: 'o' })).toEqual({ booking_type: BOOKING_MESSAGES.bookingTypeRequired });
    expect(errorsOf({ office: 'o', booking_type: 'boat' })).toEqual({ booking_type: BOOKING_MESSAGES.bookingTypeRequired });
    expect(errorsOf({ office: 'o', booking_type: 'desk', resource: ['a', ''] })).toEqual({ resource: BOOKING_MESSAGES.unknown('resource') });
    expect(errorsOf({ office: 'o', booking_type: 'desk', resource: [{}] })).toEqual({ resource: BOOKING_MESSAGES.unknown('resource') });
    expect(errorsOf({ office: 'o', booking_type: 'desk', resource: Array.from({ length: 101 }, (_, i) => `r${i}`) })).toEqual({
      resource: BOOKING_MESSAGES.tooManyResources,
    });
    expect(errorsOf({ office: 'o', booking_type: ['desk', 'hot_desk'], resource: ['a'] })).toEqual({
      booking_type: BOOKING_MESSAGES.typesPerResource,
    });
    expect(errorsOf({ office: 'o', booking_type: 'desk', resource: ['a', 'b'], booking_size: '3' })).toEqual({
      booking_size: BOOKING_MESSAGES.sizeMismatch,
    });
  });

  it('complimentary is the flag or a complimentary origin, as on create', () => {
    expect(isComplimentaryBooking({ complimentary: true })).toBe(true);
    expect(isComplimentaryBooking({ origin: 'deference' })).toBe(true);
    expect(isComplimentaryBooking({ origin: 'complimentary' })).toBe(true);
    expect(isComplimentaryBooking({ origin: 'regular', complimentary: false })).toBe(false);
  });
});
