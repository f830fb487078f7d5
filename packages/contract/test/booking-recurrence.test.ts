import { describe, expect, it } from 'vitest';
import {
  bookingsInScope,
  describeRecurrence,
  expandRecurrence,
  isoWeekday,
  MAX_OCCURRENCES,
  RECURRENCE_MESSAGES,
  recurrenceRule,
  seriesBadge,
  seriesScope,
  type RecurrenceRuleInput,
} from '../src/booking-recurrence.ts';
import { isoDayInZone, zonedInstant } from '../src/dates.ts';

const TZ = 'Europe/London';
const at = (day: string, hhmm: string, tz = TZ) => zonedInstant(day, `${hhmm}:00`, tz);
const wall = (d: Date, tz = TZ) => new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
const expand = (rule: RecurrenceRuleInput, day: string, from = '09:00', to = '10:00', tz = TZ) =>
  expandRecurrence(rule, at(day, from, tz), at(day, to, tz), tz);
const days = (rule: RecurrenceRuleInput, day: string) => expand(rule, day).map((o) => o.day);

describe('recurrence rule', () => {
  it('needs an end: a date or a number of times, not both', () => {
    const none = recurrenceRule.safeParse({ frequency: 'daily' });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0].message).toBe(RECURRENCE_MESSAGES.endRequired);
    const both = recurrenceRule.safeParse({ frequency: 'daily', count: 3, until: '2027-01-01' });
    expect(both.error?.issues[0].message).toBe(RECURRENCE_MESSAGES.endBoth);
    expect(recurrenceRule.safeParse({ frequency: 'daily', count: '', until: '2027-01-01' }).success).toBe(true);
  });
  it('refuses counts beyond the cap, bad intervals and unreal days with their messages', () => {
    expect(recurrenceRule.safeParse({ frequency: 'daily', count: MAX_OCCURRENCES + 1 }).error?.issues[0].message).toBe(RECURRENCE_MESSAGES.count);
    expect(recurrenceRule.safeParse({ frequency: 'daily', count: 0 }).error?.issues[0].message).toBe(RECURRENCE_MESSAGES.count);
    expect(recurrenceRule.safeParse({ frequency: 'daily', count: 2, interval: 0 }).error?.issues[0].message).toBe(RECURRENCE_MESSAGES.interval);
    expect(recurrenceRule.safeParse({ frequency: 'daily', until: '2027-02-30' }).error?.issues[0].message).toBe(RECURRENCE_MESSAGES.untilInvalid);
    expect(recurrenceRule.safeParse({ frequency: 'yearly', count: 2 }).error?.issues[0].message).toBe(RECURRENCE_MESSAGES.frequencyRequired);
  });
});

describe('expandRecurrence: counts, until, intervals', () => {
  it('daily: count gives exactly that many consecutive days, the first one first', () => {
    const occ = expand({ frequency: 'daily', count: 5 }, '2027-06-28');
    expect(occ.map((o) => o.day)).toEqual(['2027-06-28', '2027-06-29', '2027-06-30', '2027-07-01', '2027-07-02']);
    expect(occ.map((o) => o.index)).toEqual([0, 1, 2, 3, 4]);
  });
  it('until includes its own day and nothing after it', () => {
    expect(days({ frequency: 'daily', interval: 2, until: '2027-06-07' }, '2027-06-01')).toEqual([
      '2027-06-01',
      '2027-06-03',
      '2027-06-05',
      '2027-06-07',
    ]);
    expect(days({ frequency: 'daily', until: '2027-05-31' }, '2027-06-01')).toEqual([]);
  });
  it('count and until agree when they describe the same series', () => {
    const byCount = expand({ frequency: 'weekly', weekdays: [2, 4], count: 6 }, '2027-03-02');
    const byUntil = expand({ frequency: 'weekly', weekdays: [2, 4], until: byCount[5].day }, '2027-03-02');
    expect(byUntil).toEqual(byCount);
  });
  it('never goes beyond the cap, and a limit of cap + 1 tells that a rule is too long', () => {
    expect(expand({ frequency: 'daily', until: '2035-01-01' }, '2027-01-01')).toHaveLength(MAX_OCCURRENCES);
    expect(
      expandRecurrence({ frequency: 'daily', until: '2035-01-01' }, at('2027-01-01', '09:00'), at('2027-01-01', '10:00'), TZ, MAX_OCCURRENCES + 1),
    ).toHaveLength(MAX_OCCURRENCES + 1);
    expect(expand({ frequency: 'daily', count: MAX_OCCURRENCES }, '2027-01-01')).toHaveLength(MAX_OCCURRENCES);
  });
  it('occurrences are strictly increasing and each lasts as long on the wall clock as the first', () => {
    for (const rule of [
      { frequency: 'daily', count: 40 },
      { frequency: 'weekly', weekdays: [1, 3, 5], count: 40 },
      { frequency: 'monthly', interval: 1, count: 24 },
    ] as RecurrenceRuleInput[]) {
      const occ = expand(rule, '2027-01-29', '13:30', '15:00');
      for (let i = 1; i < occ.length; i++) expect(occ[i].start.getTime()).toBeGreaterThan(occ[i - 1].start.getTime());
      for (const o of occ) {
        expect([wall(o.start), wall(o.end)]).toEqual(['13:30', '15:00']);
        expect(isoDayInZone(o.start, TZ)).toBe(o.day);
      }
    }
  });
});

describe('expandRecurrence: weekday sets', () => {
  it('weekly on Mon, Wed, Fri from a Monday', () => {
    const d = days({ frequency: 'weekly', weekdays: [5, 1, 3], count: 7 }, '2027-03-01');
    expect(d).toEqual(['2027-03-01', '2027-03-03', '2027-03-05', '2027-03-08', '2027-03-10', '2027-03-12', '2027-03-15']);
    expect(d.map(isoWeekday)).toEqual([1, 3, 5, 1, 3, 5, 1]);
  });
  it('a first day off the weekday set starts on the next matching day', () => {
    expect(days({ frequency: 'weekly', weekdays: [1, 3], count: 3 }, '2027-03-02')).toEqual(['2027-03-03', '2027-03-08', '2027-03-10']);
  });
  it('no weekdays: the first booking’s weekday; every 2 weeks skips a week', () => {
    expect(days({ frequency: 'weekly', count: 3 }, '2027-03-04')).toEqual(['2027-03-04', '2027-03-11', '2027-03-18']);
    expect(days({ frequency: 'weekly', interval: 2, weekdays: [2, 4], count: 4 }, '2027-03-02')).toEqual([
      '2027-03-02',
      '2027-03-04',
      '2027-03-16',
      '2027-03-18',
    ]);
  });
  it('weekends only', () => {
    expect(days({ frequency: 'weekly', weekdays: [6, 7], until: '2027-03-14' }, '2027-03-01')).toEqual([
      '2027-03-06',
      '2027-03-07',
      '2027-03-13',
      '2027-03-14',
    ]);
  });
});

describe('expandRecurrence: month ends and leap days', () => {
  it('the 31st takes the last day of shorter months, and returns to the 31st after', () => {
    expect(days({ frequency: 'monthly', count: 6 }, '2027-01-31')).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
    ]);
  });
  it('a leap year gives 29 February; the 29th of January too', () => {
    expect(days({ frequency: 'monthly', count: 3 }, '2028-01-31')).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
    expect(days({ frequency: 'monthly', count: 3 }, '2027-01-29')).toEqual(['2027-01-29', '2027-02-28', '2027-03-29']);
  });
  it('from a leap day: every 12 months lands on 28 February in common years', () => {
    expect(days({ frequency: 'monthly', interval: 12, count: 5 }, '2028-02-29')).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });
  it('daily across a leap day and a year end', () => {
    expect(days({ frequency: 'daily', count: 3 }, '2028-02-28')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(days({ frequency: 'monthly', interval: 5, count: 3 }, '2027-10-31')).toEqual(['2027-10-31', '2028-03-31', '2028-08-31']);
  });
});

describe('expandRecurrence: DST in Europe/London', () => {
  // 2027: summer time starts Sunday 28 March, ends Sunday 31 October.
  it('a weekly 09:00 meeting stays at 09:00 across the March change (UTC moves an hour)', () => {
    const occ = expand({ frequency: 'weekly', count: 3 }, '2027-03-21');
    expect(occ.map((o) => wall(o.start))).toEqual(['09:00', '09:00', '09:00']);
    expect(occ.map((o) => o.start.toISOString())).toEqual(['2027-03-21T09:00:00.000Z', '2027-03-28T08:00:00.000Z', '2027-04-04T08:00:00.000Z']);
  });
  it('and across the October change back', () => {
    const occ = expand({ frequency: 'weekly', count: 3 }, '2027-10-24', '17:00', '18:30');
    expect(occ.map((o) => o.start.toISOString())).toEqual(['2027-10-24T16:00:00.000Z', '2027-10-31T17:00:00.000Z', '2027-11-07T17:00:00.000Z']);
    expect(occ.map((o) => o.end.getTime() - o.start.getTime())).toEqual([90, 90, 90].map((m) => m * 60_000));
  });
  it('daily over both last Sundays keeps every wall-clock time', () => {
    for (const first of ['2027-03-26', '2027-10-29']) {
      const occ = expand({ frequency: 'daily', count: 4 }, first, '08:30', '12:00');
      expect(occ.map((o) => `${wall(o.start)}-${wall(o.end)}`)).toEqual(Array(4).fill('08:30-12:00'));
    }
  });
  it('an overnight booking across the spring change is an hour shorter in real time, same wall clock', () => {
    const occ = expandRecurrence({ frequency: 'weekly', count: 2 }, at('2027-03-20', '22:00'), at('2027-03-21', '06:00'), TZ);
    expect(occ.map((o) => (o.end.getTime() - o.start.getTime()) / 3_600_000)).toEqual([8, 7]);
    expect(occ.map((o) => wall(o.end))).toEqual(['06:00', '06:00']);
  });
  it('a start in the spring gap moves forward by the gap; an ambiguous autumn time is read as GMT', () => {
    const [, gap] = expand({ frequency: 'daily', count: 2 }, '2027-03-27', '01:30', '03:00');
    expect(wall(gap.start)).toBe('02:30');
    const [, late] = expand({ frequency: 'daily', count: 2 }, '2027-10-30', '01:30', '03:00');
    expect(late.start.toISOString()).toBe('2027-10-31T01:30:00.000Z');
  });
  it('another zone keeps its own wall clock (New York changes on other Sundays)', () => {
    const ny = 'America/New_York';
    const occ = expand({ frequency: 'weekly', count: 3 }, '2027-03-07', '09:00', '10:00', ny);
    expect(occ.map((o) => wall(o.start, ny))).toEqual(['09:00', '09:00', '09:00']);
    expect(occ[1].start.getTime() - occ[0].start.getTime()).toBe((7 * 24 - 1) * 3_600_000);
  });
});

describe('scopes and words', () => {
  const rows = ['A', 'B', 'C', 'D'].map((code, i) => ({ code, day: `2027-05-0${i + 1}` }));
  it('one, following, range and all pick the right bookings', () => {
    expect(bookingsInScope(rows, { scope: 'one', code: 'B' }).map((r) => r.code)).toEqual(['B']);
    expect(bookingsInScope(rows, { scope: 'following', code: 'B' }).map((r) => r.code)).toEqual(['B', 'C', 'D']);
    expect(bookingsInScope(rows, { scope: 'range', from: '2027-05-02', to: '2027-05-03' }).map((r) => r.code)).toEqual(['B', 'C']);
    expect(bookingsInScope(rows, { scope: 'all' })).toHaveLength(4);
    expect(bookingsInScope(rows, { scope: 'one', code: 'Z' })).toEqual([]);
  });
  it('a scope names what it needs', () => {
    expect(seriesScope.safeParse({ scope: 'one' }).error?.issues[0].message).toBe(RECURRENCE_MESSAGES.codeRequired);
    expect(seriesScope.safeParse({ scope: 'range', from: '2027-05-03', to: '2027-05-01' }).error?.issues[0].message).toBe(
      RECURRENCE_MESSAGES.rangeOrder,
    );
    expect(seriesScope.safeParse({ scope: 'all' }).success).toBe(true);
  });
  it('reads a rule in words', () => {
    expect(describeRecurrence({ frequency: 'weekly', weekdays: [3, 1], count: 12 })).toBe('Weekly on Mon, Wed · 12 times');
    expect(describeRecurrence({ frequency: 'daily', interval: 2, until: '2027-01-01' })).toBe('Every 2 days');
    expect(seriesBadge('weekly', 12)).toBe('Part of a weekly series (12)');
  });
});
