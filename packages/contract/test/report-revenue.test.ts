import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { shiftMonth } from '../src/billing.ts';
import { catalogueLine, DEFAULT_VAT, lineTotals } from '../src/money.ts';
import { averageLengthMonths, cohortOffsetKnown, cohortTable, memberChurnRate, ratePercent, revenueChurnRate } from '../src/report-churn.ts';
import { committedMembershipGross, forecastMonths } from '../src/report-forecast.ts';
import {
  customerMrrAt,
  membershipMrrPence,
  mrrLastDay,
  mrrMovement,
  mrrMovementsTotal,
  mrrTable,
  runsAtMonthEnd,
  type MrrMembership,
} from '../src/report-mrr.ts';

const m = (over: Partial<MrrMembership>): MrrMembership => ({
  customer: 'a',
  category: 'full',
  mrrPence: 10_000,
  start: '2026-01-10',
  end: null,
  status: 'active',
  ...over,
});

describe('membershipMrrPence', () => {
  it('is the base price × units, net of VAT under the operator setting', () => {
    expect(membershipMrrPence(25_000, 2, false)).toBe(50_000);
    // 120.00 gross incl. 20% VAT → 100.00 net.
    expect(membershipMrrPence(12_000, 1, true)).toBe(10_000);
    // Units below one bill one, as the billing run.
    expect(membershipMrrPence(9_999, 0, false)).toBe(9_999);
  });
  fcTest.prop([fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 50 }), fc.boolean()])(
    'equals the net of the billing run’s full-month line',
    (price, units, incl) => {
      expect(membershipMrrPence(price, units, incl)).toBe(lineTotals(catalogueLine(price * units, 1, DEFAULT_VAT, incl)).net);
    },
  );
});

describe('month-end rule', () => {
  it('counts a membership running on the month’s last day, at its monthly price even when prorated', () => {
    expect(runsAtMonthEnd(m({ start: '2026-01-31' }), '2026-01')).toBe(true);
    expect(runsAtMonthEnd(m({ start: '2026-02-01' }), '2026-01')).toBe(false);
    expect(runsAtMonthEnd(m({ end: '2026-01-31' }), '2026-01')).toBe(true);
    expect(runsAtMonthEnd(m({ end: '2026-01-30' }), '2026-01')).toBe(false);
    expect(runsAtMonthEnd(m({ status: 'cancelled' }), '2026-01')).toBe(false);
    expect(runsAtMonthEnd(m({ status: 'pending_payment' }), '2026-01')).toBe(true);
  });
  it('an active recurrent membership renews past its end', () => {
    expect(mrrLastDay('2026-03-31', true, 'active')).toBeNull();
    expect(mrrLastDay('2026-03-31', true, 'finished')).toBe('2026-03-31');
    expect(mrrLastDay('2026-03-31', false, 'active')).toBe('2026-03-31');
  });
});

describe('mrrMovement', () => {
  it('classifies each change', () => {
    expect(mrrMovement(0, 100, false)).toEqual({ kind: 'new', pence: 100 });
    expect(mrrMovement(0, 100, true)).toEqual({ kind: 'reactivation', pence: 100 });
    expect(mrrMovement(100, 150, true)).toEqual({ kind: 'expansion', pence: 50 });
    expect(mrrMovement(150, 100, true)).toEqual({ kind: 'contraction', pence: -50 });
    expect(mrrMovement(100, 0, true)).toEqual({ kind: 'churn', pence: -100 });
    expect(mrrMovement(100, 100, true)).toBeNull();
  });
});

describe('mrrTable', () => {
  it('walks a customer through new, expansion, contraction, churn and reactivation', () => {
    const list = [
      m({ start: '2026-01-10', end: '2026-05-20', mrrPence: 10_000 }),
      m({ start: '2026-02-01', end: '2026-02-28', mrrPence: 5_000 }),
      m({ start: '2026-03-15', end: '2026-04-10', mrrPence: -0 + 2_000, customer: 'a' }),
      m({ start: '2026-07-01', mrrPence: 7_000 }),
      m({ customer: 'b', start: '2025-12-01', end: '2026-01-31', mrrPence: 3_000 }),
    ];
    const rows = mrrTable(list, ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07']);
    expect(rows.map((r) => [r.month, r.openingPence, r.closingPence])).toEqual([
      ['2026-01', 3_000, 13_000],
      ['2026-02', 13_000, 15_000],
      ['2026-03', 15_000, 12_000],
      ['2026-04', 12_000, 10_000],
      ['2026-05', 10_000, 0],
      ['2026-06', 0, 0],
      ['2026-07', 0, 7_000],
    ]);
    expect(rows[0]).toMatchObject({ newPence: 10_000, churnPence: 0 });
    expect(rows[1]).toMatchObject({ expansionPence: 5_000, churnPence: -3_000, churnedCustomers: 1, openingCustomers: 2 });
    expect(rows[2]).toMatchObject({ contractionPence: -3_000 });
    expect(rows[4]).toMatchObject({ churnPence: -10_000, churnedCustomers: 1 });
    expect(rows[6]).toMatchObject({ reactivationPence: 7_000, newPence: 0 });
  });

  const day = fc.integer({ min: 0, max: 800 }).map((d) => new Date(Date.UTC(2025, 0, 1 + d)).toISOString().slice(0, 10));
  const membership = fc.record({
    customer: fc.constantFrom('a', 'b', 'c', 'd'),
    category: fc.constantFrom('full', 'flex_4'),
    mrrPence: fc.integer({ min: 0, max: 100_000 }),
    start: day,
    length: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
    status: fc.constantFrom('active', 'finished', 'cancelled', 'pending_payment'),
  });
  const list = fc.array(membership, { maxLength: 12 }).map((xs) =>
    xs.map(({ length, ...x }) => ({
      ...x,
      end: length === null ? null : new Date(Date.parse(`${x.start}T00:00:00Z`) + length * 86_400_000).toISOString().slice(0, 10),
    })),
  );
  const range = fc.integer({ min: 0, max: 20 }).chain((first) => fc.integer({ min: 1, max: 14 }).map((n) => ({ first, n })));

  fcTest.prop([list, range])('opening + movements = closing; closing(m) = opening(m+1); closing = what runs then', (xs, { first, n }) => {
    const months = Array.from({ length: n }, (_, i) => shiftMonth('2025-01', first + i));
    const rows = mrrTable(xs, months);
    rows.forEach((r, i) => {
      expect(mrrMovementsTotal(r)).toBe(r.closingPence);
      if (i > 0) expect(r.openingPence).toBe(rows[i - 1]!.closingPence);
      const at = customerMrrAt(xs, r.month);
      expect(r.closingPence).toBe([...at.values()].reduce((s, v) => s + v, 0));
      expect(r.closingCustomers).toBe(at.size);
      expect(r.openingCustomers - r.churnedCustomers).toBeLessThanOrEqual(r.closingCustomers);
      expect(r.newPence).toBeGreaterThanOrEqual(0);
      expect(r.churnPence).toBeLessThanOrEqual(0);
    });
    // The cohort of a month is its new customers, and none is retained beyond its size.
    for (const c of cohortTable(xs, months, '2027-06')) {
      for (const v of c.retained) if (v !== null) expect(v).toBeLessThanOrEqual(c.size);
    }
  });
});

describe('churn', () => {
  it('rates are percentages to one decimal, null without a base', () => {
    expect(ratePercent(1, 3)).toBe(33.3);
    expect(ratePercent(1, 0)).toBeNull();
    expect(memberChurnRate({ churnedCustomers: 2, openingCustomers: 8 })).toBe(25);
    expect(revenueChurnRate({ churnPence: -5_000, contractionPence: -1_000, openingPence: 60_000 })).toBe(10);
  });
  it('average length in months', () => {
    expect(averageLengthMonths(365.25, 1)).toBe(12);
    expect(averageLengthMonths(0, 0)).toBeNull();
  });
  it('cohorts: joiners, retention after ended months only', () => {
    const xs = [
      m({ customer: 'a', start: '2026-01-05', end: '2026-03-15' }),
      m({ customer: 'b', start: '2026-01-20' }),
      m({ customer: 'c', start: '2025-11-01', end: '2025-12-31' }),
      m({ customer: 'c', start: '2026-01-01' }),
    ];
    const [jan] = cohortTable(xs, ['2026-01'], '2026-05');
    // c came back (reactivation), so January's cohort is a and b.
    expect(jan).toEqual({ month: '2026-01', size: 2, retained: [2, 1, null, null] });
    expect(cohortOffsetKnown('2026-01', 3, '2026-04')).toBe(false);
    expect(cohortOffsetKnown('2026-01', 3, '2026-05')).toBe(true);
  });
});

describe('forecast', () => {
  it('covers the three months after today’s', () => {
    expect(forecastMonths('2026-11-27')).toEqual(['2026-12', '2027-01', '2027-02']);
  });
  it('bills what the billing run will: prorated when ending, gross', () => {
    const g = { amountPence: 31_000, start: '2026-01-01', end: null, freeDays: 0, count: 2 };
    expect(committedMembershipGross(g, '2026-12', false)).toBe(2 * 37_200);
    expect(committedMembershipGross({ ...g, end: '2026-12-10' }, '2026-12', false)).toBe(2 * 12_000);
    expect(committedMembershipGross({ ...g, end: '2026-11-30' }, '2026-12', true)).toBe(0);
    expect(committedMembershipGross({ ...g, count: 1 }, '2026-12', true)).toBe(31_000);
  });
});
