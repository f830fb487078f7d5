import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BOUNDS_MESSAGES,
  isDayInRange,
  isDayOrInstantInRange,
  isInstantInRange,
  isMonthInRange,
  MAX_DATE_YEAR,
  MAX_MONEY_PENCE,
  MIN_DATE_YEAR,
  parseMoney,
  parseSignedMoney,
  startsWithDayInRange,
} from '../src/bounds.ts';
import {
  dayField,
  dayOrInstantFilter,
  instantField,
  moneyPence,
  moneyPounds,
  optionalInstantField,
  optionalMoneyPounds,
  signedMoneyPounds,
} from '../src/fields.ts';
import { INVOICE_MESSAGES, lineSignRefusal } from '../src/invoices.ts';
import { toPounds } from '../src/money.ts';

const M = { required: 'Price is required', negative: 'Price can not be negative' };
const messageOf = (schema: z.ZodType, value: unknown) => {
  const r = z.object({ f: schema }).safeParse({ f: value });
  return r.success ? null : r.error.issues[0]!.message;
};

describe('parseMoney: the one money range (integer pence, 0 ≤ x ≤ £1,000,000.00)', () => {
  it('reads numbers and numeric text, rounding half-up to the penny', () => {
    expect(parseMoney(12.5)).toEqual({ ok: true, pence: 1250 });
    expect(parseMoney(' 19.99 ')).toEqual({ ok: true, pence: 1999 });
    expect(parseMoney('1.005')).toEqual({ ok: true, pence: 101 });
    expect(parseMoney(0)).toEqual({ ok: true, pence: 0 });
    expect(parseMoney(-0.004)).toEqual({ ok: true, pence: 0 });
    expect(Object.is((parseMoney(-0.004) as { pence: number }).pence, -0)).toBe(false);
  });

  it('names what is wrong: missing, not a number, pence where whole pounds are asked, negative, too large', () => {
    expect(parseMoney(undefined)).toEqual({ ok: false, problem: 'missing' });
    expect(parseMoney(null)).toEqual({ ok: false, problem: 'missing' });
    expect(parseMoney('  ')).toEqual({ ok: false, problem: 'missing' });
    for (const v of ['abc', 'NaN', '1e400', Infinity, true, {}, [5]]) expect(parseMoney(v), String(v)).toEqual({ ok: false, problem: 'invalid' });
    expect(parseMoney('12.5', { whole: true })).toEqual({ ok: false, problem: 'fraction' });
    expect(parseMoney(12, { whole: true })).toEqual({ ok: true, pence: 1200 });
    expect(parseMoney(-0.01)).toEqual({ ok: false, problem: 'negative' });
    expect(parseMoney(-1e300)).toEqual({ ok: false, problem: 'negative' });
    expect(parseMoney(1_000_000)).toEqual({ ok: true, pence: MAX_MONEY_PENCE });
    expect(parseMoney('1000000.01')).toEqual({ ok: false, problem: 'tooLarge' });
    expect(parseMoney(1e9)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(parseMoney(Number.MAX_VALUE)).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('accepted amounts are integer pence in range, and exactly those whose pence are in range are accepted', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: true }),
          fc.integer({ min: -200_000_000, max: 200_000_000 }).map((p) => p / 100),
        ),
        (pounds) => {
          const r = parseMoney(pounds);
          const pence = Math.sign(pounds) * Math.round(Math.abs(pounds) * 100 + 1e-9);
          const inRange = Number.isFinite(pounds) && pence >= 0 && pence <= MAX_MONEY_PENCE;
          expect(r.ok).toBe(inRange);
          if (r.ok) {
            expect(Number.isInteger(r.pence)).toBe(true);
            expect(r.pence).toBe(pence + 0);
            // Text round trip: what the API answers in pounds parses back to the same pence.
            expect(parseMoney(String(toPounds(r.pence)))).toEqual(r);
          }
        },
      ),
    );
  });
});

describe('money field builders: each field keeps its messages, "Price is too large" beyond the range', () => {
  it('required amount in pounds or pence', () => {
    expect(moneyPounds(M).parse('12.345')).toBe(12.35);
    expect(moneyPence(M).parse(12.34)).toBe(1234);
    expect(messageOf(moneyPounds(M), undefined)).toBe(M.required);
    expect(messageOf(moneyPounds(M), '')).toBe(M.required);
    expect(messageOf(moneyPounds(M), 'abc')).toBe(M.required);
    expect(messageOf(moneyPounds({ ...M, invalid: 'Not a price' }), true)).toBe('Not a price');
    expect(messageOf(moneyPounds(M), -5)).toBe(M.negative);
    expect(messageOf(moneyPounds(M), 1e9)).toBe(BOUNDS_MESSAGES.moneyTooLarge);
    expect(messageOf(moneyPounds(M, { whole: true }), 2.5)).toBe(M.required);
    expect(messageOf(moneyPounds({ ...M, fraction: 'Whole pounds' }, { whole: true }), 2.5)).toBe('Whole pounds');
    expect(messageOf(moneyPence({ ...M, zero: 'More than £0.00' }), 0)).toBe('More than £0.00');
  });

  it('optional amount: blank, null or missing is no amount', () => {
    for (const v of [undefined, null, '', ' ']) expect(optionalMoneyPounds(M).parse(v)).toBeUndefined();
    expect(optionalMoneyPounds(M).parse('3')).toBe(3);
    expect(messageOf(optionalMoneyPounds(M), -1)).toBe(M.negative);
    expect(messageOf(optionalMoneyPounds(M), 2_000_000)).toBe(BOUNDS_MESSAGES.moneyTooLarge);
  });
});

describe("invoice lines: the range bounds the size, the line's own rule the sign", () => {
  it('parses a signed amount', () => {
    expect(parseSignedMoney('-12.50')).toEqual({ ok: true, pence: -1250 });
    expect(parseSignedMoney(-1_000_000)).toEqual({ ok: true, pence: -MAX_MONEY_PENCE });
    expect(parseSignedMoney(-1_000_000.01)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(parseSignedMoney('1000000.01')).toEqual({ ok: false, problem: 'tooLarge' });
    for (const v of ['-', '--5', '-abc']) expect(parseSignedMoney(v), v).toEqual({ ok: false, problem: 'invalid' });
    expect(messageOf(signedMoneyPounds({ required: 'Unit Price is required' }), -2e6)).toBe(BOUNDS_MESSAGES.moneyTooLarge);
    expect(messageOf(signedMoneyPounds({ required: 'Unit Price is required' }), '')).toBe('Unit Price is required');
    expect(signedMoneyPounds({ required: 'x' }).parse('-3.5')).toBe(-3.5);
  });

  it('a line on an invoice bills (≥ 0); a credit — a credit note line, or a line that is already negative — stays ≤ 0', () => {
    expect(lineSignRefusal('invoice', 1000)).toBeNull();
    expect(lineSignRefusal('invoice', 0)).toBeNull();
    expect(lineSignRefusal('invoice', -1)).toBe(INVOICE_MESSAGES.unitPriceRange);
    expect(lineSignRefusal('credit_note', -1000)).toBeNull();
    expect(lineSignRefusal('credit_note', 1)).toBe(INVOICE_MESSAGES.unitPriceRange);
    // A credit line the money trail put on a draft keeps being a credit; a billed line can not turn into one.
    expect(lineSignRefusal('invoice', -500, -500)).toBeNull();
    expect(lineSignRefusal('invoice', 500, -500)).toBe(INVOICE_MESSAGES.unitPriceRange);
    expect(lineSignRefusal('invoice', -500, 500)).toBe(INVOICE_MESSAGES.unitPriceRange);
  });
});

describe('the accepted dates: years 1900–2200', () => {
  it('days: real calendar days in range only', () => {
    expect(isDayInRange('2026-02-28')).toBe(true);
    expect(isDayInRange(`${MIN_DATE_YEAR}-01-01`)).toBe(true);
    expect(isDayInRange(`${MAX_DATE_YEAR}-12-31`)).toBe(true);
    for (const v of ['1899-12-31', '2201-01-01', '0001-01-01', '9999-12-31', '2024-02-30', '2024-13-01', '2024-1-01', '', null, 20240101]) {
      expect(isDayInRange(v), String(v)).toBe(false);
    }
    expect(startsWithDayInRange('2026-03-01 00:00:00')).toBe(true);
    expect(startsWithDayInRange('9999-03-01 00:00:00')).toBe(false);
    expect(isMonthInRange('2026-03')).toBe(true);
    expect(isMonthInRange('9999-03')).toBe(false);
    expect(isMonthInRange('2026-13')).toBe(false);
  });

  it('instants: parseable, and their UTC year in range', () => {
    expect(isInstantInRange('2026-03-01T09:00:00Z')).toBe(true);
    expect(isInstantInRange('2026-03-01T09:00:00+01:00')).toBe(true);
    expect(isInstantInRange('1900-01-01T00:00:00Z')).toBe(true);
    expect(isInstantInRange('2200-12-31T23:59:59.999Z')).toBe(true);
    for (const v of [
      '9999-12-31T09:00:00Z',
      '0001-01-01T00:00:00Z',
      '1899-12-31T23:59:59Z',
      '2201-01-01T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      'soon',
      '',
    ]) {
      expect(isInstantInRange(v), v).toBe(false);
    }
    expect(isDayOrInstantInRange('2026-03-01')).toBe(true);
    expect(isDayOrInstantInRange('2026-03-01T09:00:00Z')).toBe(true);
    expect(isDayOrInstantInRange('9999-12-31')).toBe(false);
    expect(isDayOrInstantInRange('2024-02-30')).toBe(false);
  });

  it('every day of the range is accepted and its neighbours outside are not (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1800, 0, 1), max: Date.UTC(2300, 0, 1) }), (ms) => {
        const iso = new Date(ms).toISOString();
        const year = Number(iso.slice(0, 4));
        const inRange = year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
        expect(isDayInRange(iso.slice(0, 10))).toBe(inRange);
        expect(isInstantInRange(iso)).toBe(inRange);
      }),
    );
  });

  it('date field builders give the field its own message outside the range', () => {
    expect(dayField('Date is required').parse(' 2026-01-02 ')).toBe('2026-01-02');
    expect(messageOf(dayField('Date is required'), '0001-01-01')).toBe('Date is required');
    expect(messageOf(instantField('Start date is required'), '9999-12-31T09:00:00Z')).toBe('Start date is required');
    expect(optionalInstantField('Invalid date').parse('')).toBeNull();
    expect(messageOf(optionalInstantField('Invalid date'), '9999-01-01T00:00:00Z')).toBe('Invalid date');
    expect(dayOrInstantFilter('Invalid date').parse('')).toBe('');
    expect(messageOf(dayOrInstantFilter('Invalid date'), '9999-12-31')).toBe('Invalid date');
  });
});
