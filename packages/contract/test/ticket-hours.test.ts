import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addWorkingMinutes,
  DEFAULT_WORKING_WEEK,
  firstResponseDueAt,
  isFirstResponseOverdue,
  workingMinutesBetween,
  workingWeekOf,
  type DayHours,
} from '../src/index.ts';

const LONDON = 'Europe/London';
const at = (iso: string) => new Date(iso);

describe('working hours (issue 28)', () => {
  it('one working day from a Monday morning is Monday 18:00 on the default week', () => {
    expect(firstResponseDueAt(at('2026-11-23T09:00:00Z'), 9, null, LONDON).toISOString()).toBe('2026-11-23T18:00:00.000Z');
  });

  it('skips the evening and the weekend', () => {
    // Friday 17:00 London (GMT) + 2 working hours = Monday 10:00.
    expect(addWorkingMinutes(at('2026-11-27T17:00:00Z'), 120, null, LONDON).toISOString()).toBe('2026-11-30T10:00:00.000Z');
    // Saturday: the clock starts on Monday 09:00.
    expect(addWorkingMinutes(at('2026-11-28T12:00:00Z'), 60, null, LONDON).toISOString()).toBe('2026-11-30T10:00:00.000Z');
  });

  it('reads the office zone (summer time in London)', () => {
    // 2026-06-01 is a Monday; 09:00 BST is 08:00Z.
    expect(addWorkingMinutes(at('2026-06-01T07:00:00Z'), 30, null, LONDON).toISOString()).toBe('2026-06-01T08:30:00.000Z');
  });

  it('uses the given opening hours, and the default week when they have no open window', () => {
    const week: (DayHours | null)[] = [null, null, null, null, null, { open: '10:00', close: '14:00' }, null];
    expect(addWorkingMinutes(at('2026-11-23T09:00:00Z'), 300, week, 'UTC').toISOString()).toBe('2026-12-05T11:00:00.000Z');
    expect(workingWeekOf([null, null, null, null, null, null, null])).toBe(DEFAULT_WORKING_WEEK);
    expect(workingWeekOf(null)).toBe(DEFAULT_WORKING_WEEK);
  });

  it('overdue: only active tickets without a first answer past their due instant', () => {
    const due = '2026-11-23T18:00:00.000Z';
    const now = at('2026-11-24T09:00:00Z');
    expect(isFirstResponseOverdue({ status: 'open', first_response_at: null, first_response_due_at: due }, now)).toBe(true);
    expect(isFirstResponseOverdue({ status: 'open', first_response_at: due, first_response_due_at: due }, now)).toBe(false);
    expect(isFirstResponseOverdue({ status: 'resolved', first_response_at: null, first_response_due_at: due }, now)).toBe(false);
    expect(isFirstResponseOverdue({ status: 'open', first_response_at: null, first_response_due_at: due }, at(due))).toBe(false);
  });

  const time = fc.integer({ min: 0, max: 47 }).map((h) => `${String(Math.floor(h / 2)).padStart(2, '0')}:${h % 2 ? '30' : '00'}`);
  const day: fc.Arbitrary<DayHours | null> = fc.option(
    fc.tuple(time, time).map(([a, b]) => (a < b ? { open: a, close: b } : { open: b, close: a === b ? '24:00' : a })),
    { nil: null },
  );
  const week = fc.array(day, { minLength: 7, maxLength: 7 });
  const zone = fc.constantFrom('Europe/London', 'UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney');
  const instant = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 11, 31) }).map((ms) => new Date(ms));

  it('property: the working minutes between a start and start + m working minutes are m', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 6000 }), week, zone, (start, minutes, hours, tz) => {
        const end = addWorkingMinutes(start, minutes, hours, tz);
        expect(end.getTime()).toBeGreaterThan(start.getTime());
        expect(workingMinutesBetween(start, end, hours, tz)).toBeCloseTo(minutes, 6);
      }),
      { numRuns: 300 },
    );
  });

  it('property: more working minutes never end earlier, and never before the wall-clock sum', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }), week, zone, (start, a, b, hours, tz) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const first = addWorkingMinutes(start, lo, hours, tz).getTime();
        const second = addWorkingMinutes(start, hi, hours, tz).getTime();
        expect(second).toBeGreaterThanOrEqual(first);
        expect(second).toBeGreaterThanOrEqual(start.getTime() + hi * 60_000);
      }),
      { numRuns: 300 },
    );
  });

  it('property: the due instant lies inside a working window (its end included)', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 3000 }), week, zone, (start, minutes, hours, tz) => {
        const end = addWorkingMinutes(start, minutes, hours, tz);
        // One working minute back from the due instant is worked time.
        expect(workingMinutesBetween(new Date(end.getTime() - 60_000), end, hours, tz)).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});
