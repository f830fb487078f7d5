import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { addDaysIso } from '../src/dates.ts';
import {
  billingLineName,
  billingMonthQuery,
  billingPeriod,
  dayRangePence,
  daysInclusive,
  firstBilledDay,
  membershipDue,
  prorate,
  shiftMonth,
} from '../src/billing.ts';

const MONTHS: [string, number][] = [
  ['2026-02', 28],
  ['2028-02', 29], // leap year
  ['2026-11', 30],
  ['2026-12', 31],
];
const PRICES = [0, 1, 99, 10000, 12345, 33333, 99999];

describe('billing periods', () => {
  it.each(MONTHS)('%s has %i days', (month, days) => {
    const p = billingPeriod(month);
    expect(p).toEqual({ start: `${month}-01`, end: `${month}-${days}`, days });
  });
  it('spans several months and crosses a year', () => {
    expect(billingPeriod('2026-11', 3)).toEqual({ start: '2026-11-01', end: '2027-01-31', days: 92 });
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });
  it('rejects a malformed month', () => {
    expect(() => billingPeriod('2026-13')).toThrow();
    expect(billingMonthQuery.safeParse({ month: '2026-13' }).error?.issues[0].message).toBe('Enter a month as YYYY-MM');
    expect(billingMonthQuery.safeParse({}).error?.issues[0].message).toBe('Month is required');
    expect(billingMonthQuery.safeParse({ month: '' }).error?.issues[0].message).toBe('Month is required');
  });
  it('accepts months of the years every date accepts, 1900–2200, only (the fuzzer sent 0094-12)', () => {
    expect(billingMonthQuery.safeParse({ month: '0094-12' }).error?.issues[0].message).toBe('Choose a month between 1900 and 2200');
    expect(billingMonthQuery.safeParse({ month: '2201-01' }).error?.issues[0].message).toBe('Choose a month between 1900 and 2200');
    expect(billingMonthQuery.safeParse({ month: '1900-01' }).success).toBe(true);
    expect(billingMonthQuery.safeParse({ month: '2200-12' }).success).toBe(true);
  });
});

describe('proration', () => {
  it.each(MONTHS)('%s: starting on every day + the complement ending the day before sum to the full price', (month, days) => {
    const { start, end } = billingPeriod(month);
    for (const price of PRICES) {
      for (let d = 0; d < days; d++) {
        const day = addDaysIso(start, d);
        const tail = prorate(price, start, end, day, null);
        const head = prorate(price, start, end, null, addDaysIso(day, -1));
        expect(tail.days + head.days).toBe(days);
        expect(tail.pence + head.pence).toBe(price);
        expect(tail.periodDays).toBe(days);
      }
    }
  });

  it.each(MONTHS)('%s: ending on every day + the complement starting the day after sum to the full price', (month, days) => {
    const { start, end } = billingPeriod(month);
    for (const price of PRICES) {
      for (let d = 0; d < days; d++) {
        const day = addDaysIso(start, d);
        expect(prorate(price, start, end, null, day).pence + prorate(price, start, end, addDaysIso(day, 1), null).pence).toBe(price);
      }
    }
  });

  it('the whole period costs the full price; outside it nothing', () => {
    expect(prorate(12345, '2026-12-01', '2026-12-31', '2026-01-01', null)).toMatchObject({ pence: 12345, days: 31 });
    expect(prorate(12345, '2026-12-01', '2026-12-31', '2026-11-01', '2026-11-30')).toMatchObject({ pence: 0, days: 0, from: null });
    expect(prorate(12345, '2026-12-01', '2026-12-31', '2027-01-01', null)).toMatchObject({ pence: 0, days: 0 });
  });

  it('start and end in the same period', () => {
    const p = prorate(31000, '2026-12-01', '2026-12-31', '2026-12-10', '2026-12-20');
    expect(p).toMatchObject({ pence: 11000, days: 11, periodDays: 31, from: '2026-12-10', to: '2026-12-20' });
  });

  it('rounding is stable: the same range always costs the same pence, half away from zero', () => {
    expect(prorate(100, '2026-11-01', '2026-11-30', '2026-11-16', null).pence).toBe(50);
    expect(dayRangePence(1, 0, 1, 2)).toBe(1);
    expect(dayRangePence(-1, 0, 1, 2)).toBe(-1);
    const a = prorate(33333, '2026-12-01', '2026-12-31', '2026-12-05', '2026-12-17');
    expect(prorate(33333, '2026-12-01', '2026-12-31', '2026-12-05', '2026-12-17')).toEqual(a);
  });

  fcTest.prop([fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(...MONTHS), fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 6 })])(
    'any split of a period into consecutive ranges sums to the price; each part is within a penny of pro rata',
    (price, [month, days], cutsRaw) => {
      const { start, end } = billingPeriod(month);
      const cuts = [...new Set(cutsRaw.filter((c) => c < days))].sort((x, y) => x - y);
      const bounds = [0, ...cuts, days];
      let sum = 0;
      for (let i = 0; i < bounds.length - 1; i++) {
        const part = prorate(price, start, end, addDaysIso(start, bounds[i]), addDaysIso(start, bounds[i + 1] - 1));
        expect(part.days).toBe(bounds[i + 1] - bounds[i]);
        expect(Math.abs(part.pence - (price * part.days) / days)).toBeLessThanOrEqual(1);
        sum += part.pence;
      }
      expect(sum).toBe(price);
    },
  );

  fcTest.prop([fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 })])(
    'more active days never cost less (monotone) and never more than the full price',
    (price, a, b) => {
      const { start, end } = billingPeriod('2026-12');
      const lo = Math.min(a, b);
      const hi = Math.max(a, b);
      const shorter = prorate(price, start, end, addDaysIso(start, hi), null).pence;
      const longer = prorate(price, start, end, addDaysIso(start, lo), null).pence;
      expect(longer).toBeGreaterThanOrEqual(shorter);
      expect(longer).toBeLessThanOrEqual(price);
    },
  );
});

describe('memberships', () => {
  const period = billingPeriod('2026-12');
  it('free days skip the first N days of the membership', () => {
    expect(firstBilledDay('2026-12-01', 10)).toBe('2026-12-11');
    expect(membershipDue({ pricePence: 31000, units: 1, start: '2026-12-01', end: null, freeDays: 10, billable: true }, period)).toMatchObject({
      pence: 21000,
      days: 21,
    });
    // Free days used up in an earlier month leave this one whole.
    expect(membershipDue({ pricePence: 31000, units: 1, start: '2026-10-01', end: null, freeDays: 10, billable: true }, period)).toMatchObject({
      pence: 31000,
      days: 31,
    });
  });
  it('units multiply the price; a non-billable status owes nothing', () => {
    expect(membershipDue({ pricePence: 10000, units: 3, start: '2026-01-01', end: null, freeDays: 0, billable: true }, period).pence).toBe(30000);
    expect(membershipDue({ pricePence: 10000, units: 1, start: '2026-01-01', end: null, freeDays: 0, billable: false }, period).pence).toBe(0);
  });
  it('names the line with the month and the days when prorated', () => {
    expect(billingLineName('Hot desk', '2026-12', 12, 31)).toBe('Hot desk — December 2026 (12/31 days)');
    expect(billingLineName('Hot desk', '2026-12', 31, 31)).toBe('Hot desk — December 2026');
    expect(billingLineName('Hot desk', '2026-12', 10, 31, 'credit')).toBe('Credit: Hot desk — December 2026 (10/31 days)');
  });
  it('counts days inclusively', () => {
    expect(daysInclusive('2028-02-01', '2028-02-29')).toBe(29);
    expect(daysInclusive('2026-12-02', '2026-12-01')).toBe(0);
  });
});
