import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bookingCredits, bookingPricePence, chargedMinutes, type PriceGrid } from '../src/booking-pricing.ts';
import { bookingRulesInput } from '../src/booking-rule-schemas.ts';
import {
  DEFAULT_BOOKING_RULES,
  evaluateBookingRules,
  limitsFor,
  minutesInWords,
  NO_BOOKING_RULES,
  resolveBookingRules,
  ruleSummary,
  violationErrors,
  type BookingRuleSet,
  type RuleBooking,
} from '../src/booking-rules.ts';
import { zonedInstant } from '../src/dates.ts';

const TZ = 'Europe/London';
const at = (day: string, time: string) => zonedInstant(day, `${time}:00`, TZ);
const room = (start: Date, end: Date, is_member = true): RuleBooking => ({ booking_type: 'meeting_room', start, end, is_member });
const messages = (rules: BookingRuleSet, b: RuleBooking, now: Date) => evaluateBookingRules(rules, b, now, TZ).map((v) => v.message);
const weekdayHours = {
  ...NO_BOOKING_RULES,
  opening_hours: [...Array(5).fill({ open: '08:00', close: '20:00' }), { open: '09:00', close: '13:00' }, null],
};
// 2026-11-23 is a Monday.
const MONDAY_NOON = at('2026-11-23', '12:00');

describe('booking rules: each rule in words', () => {
  it('no rules refuse nothing, whatever the booking', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e8 }), fc.integer({ min: 1, max: 1e6 }), fc.boolean(), (offsetMin, lengthMin, member) => {
        const start = new Date(MONDAY_NOON.getTime() + offsetMin * 60_000);
        const end = new Date(start.getTime() + lengthMin * 60_000);
        expect(evaluateBookingRules(NO_BOOKING_RULES, room(start, end, member), MONDAY_NOON, TZ)).toEqual([]);
        expect(evaluateBookingRules(null, room(start, end, member), MONDAY_NOON, TZ)).toEqual([]);
      }),
    );
  });

  it('minimum and maximum duration', () => {
    const rules = { ...NO_BOOKING_RULES, min_duration_minutes: 30, max_duration_minutes: 240 };
    expect(messages(rules, room(at('2026-11-24', '10:00'), at('2026-11-24', '10:15')), MONDAY_NOON)).toEqual(['Minimum duration is 30 minutes']);
    expect(messages(rules, room(at('2026-11-24', '10:00'), at('2026-11-24', '10:30')), MONDAY_NOON)).toEqual([]);
    expect(messages(rules, room(at('2026-11-24', '10:00'), at('2026-11-24', '14:00')), MONDAY_NOON)).toEqual([]);
    expect(messages(rules, room(at('2026-11-24', '10:00'), at('2026-11-24', '14:05')), MONDAY_NOON)).toEqual(['Maximum duration is 4 hours']);
  });

  it('minimum notice, with the words of the type', () => {
    const rules = { ...NO_BOOKING_RULES, min_notice_minutes: 120 };
    const desk: RuleBooking = { booking_type: 'hot_desk', start: at('2026-11-23', '13:00'), end: at('2026-11-23', '18:00'), is_member: true };
    expect(messages(rules, desk, MONDAY_NOON)).toEqual(["Hot desks need at least 2 hours' notice"]);
    expect(messages(rules, { ...desk, start: at('2026-11-23', '14:00') }, MONDAY_NOON)).toEqual([]);
    expect(messages({ ...rules, min_notice_minutes: 60 }, { ...desk, start: at('2026-11-23', '12:30') }, MONDAY_NOON)).toEqual([
      "Hot desks need at least 1 hour's notice",
    ]);
  });

  it('how far ahead counts office days, whatever the hour', () => {
    const rules = { ...NO_BOOKING_RULES, max_days_ahead: 60 };
    // Monday 23 Nov + 60 days = Friday 22 Jan 2027: the whole of that day is allowed, the next is not.
    expect(messages(rules, room(at('2027-01-22', '23:00'), at('2027-01-22', '23:30')), MONDAY_NOON)).toEqual([]);
    expect(messages(rules, room(at('2027-01-23', '00:00'), at('2027-01-23', '00:30')), MONDAY_NOON)).toEqual([
      'Meeting rooms can be booked at most 60 days ahead',
    ]);
    // Asked at 23:59 or 00:01 of the same office day: same horizon.
    expect(messages(rules, room(at('2027-01-22', '10:00'), at('2027-01-22', '11:00')), at('2026-11-23', '00:01'))).toEqual([]);
  });

  it('opening hours per weekday, closed days, the Saturday message', () => {
    expect(messages(weekdayHours, room(at('2026-11-24', '08:00'), at('2026-11-24', '20:00')), MONDAY_NOON)).toEqual([]);
    expect(messages(weekdayHours, room(at('2026-11-24', '07:30'), at('2026-11-24', '09:00')), MONDAY_NOON)).toEqual([
      'Opening hours on Tuesday are 08:00–20:00',
    ]);
    expect(messages(weekdayHours, room(at('2026-11-28', '12:00'), at('2026-11-28', '14:00')), MONDAY_NOON)).toEqual([
      'Opening hours on Saturday are 09:00–13:00',
    ]);
    expect(messages(weekdayHours, room(at('2026-11-29', '10:00'), at('2026-11-29', '11:00')), MONDAY_NOON)).toEqual(['Closed on Sunday']);
  });

  it('opening hours crossing midnight: every day touched must be open for its part', () => {
    const allDay = { open: '00:00', close: '24:00' };
    const nights = {
      ...NO_BOOKING_RULES,
      opening_hours: [allDay, allDay, { open: '18:00', close: '24:00' }, { open: '00:00', close: '02:00' }, allDay, allDay, allDay],
    };
    // Wednesday 22:00 → Thursday 01:00 fits the two days' hours; until 03:00 it breaks Thursday's.
    expect(messages(nights, room(at('2026-11-25', '22:00'), at('2026-11-26', '01:00')), MONDAY_NOON)).toEqual([]);
    expect(messages(nights, room(at('2026-11-25', '22:00'), at('2026-11-26', '03:00')), MONDAY_NOON)).toEqual([
      'Opening hours on Thursday are 00:00–02:00',
    ]);
    // An end at midnight belongs to the day before: Tuesday 20:00 → Wednesday 00:00 only touches Tuesday.
    expect(messages(nights, room(at('2026-11-24', '20:00'), at('2026-11-25', '00:00')), MONDAY_NOON)).toEqual([]);
    // Office hours: 19:00 → 09:00 next morning crosses the closed night.
    expect(messages(weekdayHours, room(at('2026-11-24', '19:00'), at('2026-11-25', '09:00')), MONDAY_NOON)).toEqual([
      'Opening hours on Tuesday are 08:00–20:00',
    ]);
  });

  it('long rentals only need to start and end within opening hours', () => {
    const desk: RuleBooking = { booking_type: 'desk', start: at('2026-11-24', '09:00'), end: at('2026-12-04', '18:00'), is_member: true };
    expect(messages(weekdayHours, desk, MONDAY_NOON)).toEqual([]);
    expect(messages(weekdayHours, { ...desk, end: at('2026-12-06', '18:00') }, MONDAY_NOON)).toEqual(['Closed on Sunday']);
  });

  it('DST days: the wall clock decides opening hours and the horizon (last Sundays of March and October)', () => {
    const open = { open: '08:00', close: '20:00' };
    const everyDay = { ...NO_BOOKING_RULES, opening_hours: Array(7).fill(open), max_days_ahead: 1, min_duration_minutes: 60 };
    for (const day of ['2026-03-29', '2026-10-25']) {
      // 08:00–20:00 local is inside, 07:30 local is outside, on the day the clocks change.
      expect(messages(everyDay, room(at(day, '08:00'), at(day, '20:00')), at(day, '01:30'))).toEqual([]);
      expect(messages(everyDay, room(at(day, '07:30'), at(day, '09:00')), at(day, '01:30'))[0]).toBe('Opening hours on Sunday are 08:00–20:00');
    }
    // 00:30 → 03:30 on 29 March is only 2 real hours (01:00 does not exist): the minimum duration counts real minutes.
    const night = { ...NO_BOOKING_RULES, min_duration_minutes: 180 };
    expect(messages(night, room(at('2026-03-29', '00:30'), at('2026-03-29', '03:30')), at('2026-03-28', '12:00'))).toEqual([
      'Minimum duration is 3 hours',
    ]);
    expect(messages(night, room(at('2026-10-25', '00:30'), at('2026-10-25', '02:30')), at('2026-10-24', '12:00'))).toEqual([]);
  });

  it('members and non-members may differ; a non-member limit left empty falls back to the members’', () => {
    const rules = { ...NO_BOOKING_RULES, max_days_ahead: 60, non_member_max_days_ahead: 14, min_duration_minutes: 30 };
    const far = room(at('2026-12-20', '10:00'), at('2026-12-20', '11:00'), false);
    expect(messages(rules, far, MONDAY_NOON)).toEqual(['Meeting rooms can be booked at most 14 days ahead for non-members']);
    expect(messages(rules, { ...far, is_member: true }, MONDAY_NOON)).toEqual([]);
    expect(limitsFor(rules, false).min_duration_minutes).toBe(30);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.option(fc.integer({ min: 0, max: 400 })), (m, nm) => {
        const r = { ...NO_BOOKING_RULES, max_days_ahead: m, non_member_max_days_ahead: nm };
        expect(limitsFor(r, true).max_days_ahead).toBe(m);
        expect(limitsFor(r, false).max_days_ahead).toBe(nm ?? m);
      }),
    );
  });

  it('a resource’s rules beat its type’s, whatever they say', () => {
    const type = { ...NO_BOOKING_RULES, max_days_ahead: 60 };
    const own = { ...NO_BOOKING_RULES, max_days_ahead: 7 };
    expect(resolveBookingRules(type, own)).toBe(own);
    expect(resolveBookingRules(type, null)).toBe(type);
    expect(resolveBookingRules(null, null)).toBe(NO_BOOKING_RULES);
    const b = room(at('2026-12-10', '10:00'), at('2026-12-10', '11:00'));
    expect(messages(resolveBookingRules(type, own), b, MONDAY_NOON)).toEqual(['Meeting rooms can be booked at most 7 days ahead']);
    // A resource without limits lifts its type's.
    expect(messages(resolveBookingRules({ ...type, max_days_ahead: 1 }, NO_BOOKING_RULES), b, MONDAY_NOON)).toEqual([]);
  });

  it('every violation is overridable and names a field; errors keep the first per field', () => {
    const rules = { ...DEFAULT_BOOKING_RULES.meeting_room, min_notice_minutes: 60 };
    const v = evaluateBookingRules(rules, room(at('2026-11-29', '12:00'), at('2026-11-29', '12:10')), MONDAY_NOON, TZ);
    expect(v.map((x) => x.rule)).toEqual(['min_duration', 'opening_hours']);
    expect(v.every((x) => x.overridable)).toBe(true);
    expect(violationErrors(v)).toEqual({ end: 'Minimum duration is 30 minutes', start: 'Closed on Sunday' });
  });

  it('a one-line summary for the rules list', () => {
    expect(ruleSummary(NO_BOOKING_RULES)).toBe('No limits');
    expect(
      ruleSummary({
        ...NO_BOOKING_RULES,
        min_duration_minutes: 30,
        max_days_ahead: 60,
        non_member_max_days_ahead: 14,
        granularity_minutes: 30,
        check_in_grace_minutes: 15,
      }),
    ).toBe('Min 30 minutes · 60 days (non-members 14 days) ahead · 30-minute slots · check in within 15 minutes');
  });

  it('minutes in words', () => {
    expect(minutesInWords(30)).toBe('30 minutes');
    expect(minutesInWords(60)).toBe('1 hour');
    expect(minutesInWords(90)).toBe('1 hour 30 minutes');
    expect(minutesInWords(2880)).toBe('2 days');
  });
});

describe('booking rules input', () => {
  it('accepts empty limits as none, refuses a maximum below the minimum, bad times and granularities', () => {
    const ok = bookingRulesInput.parse({ min_duration_minutes: '', granularity_minutes: 30, opening_hours: null });
    expect(ok.min_duration_minutes).toBeNull();
    const bad = bookingRulesInput.safeParse({
      min_duration_minutes: 60,
      max_duration_minutes: 30,
      granularity_minutes: 20,
      opening_hours: [{ open: '20:00', close: '08:00' }, null, null, null, null, null, { open: '9', close: '10:00' }],
    });
    expect(bad.success).toBe(false);
    const msgs = bad.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(msgs).toContain('max_duration_minutes: Maximum duration cant be shorter than the minimum');
    expect(msgs).toContain('granularity_minutes: Choose 15, 30 or 60 minutes');
    expect(msgs).toContain('opening_hours.0.close: Closing time must be after opening time');
    expect(msgs).toContain('opening_hours.6.open: Enter a time as HH:MM');
    expect(bookingRulesInput.safeParse({ opening_hours: [null] }).error?.issues[0].message).toBe('Opening hours need one entry per weekday');
    expect(bookingRulesInput.safeParse({ max_days_ahead: -1 }).error?.issues[0].message).toBe('Enter whole days (0 or more)');
  });

  it('the suggested defaults are valid input', () => {
    for (const rules of Object.values(DEFAULT_BOOKING_RULES)) expect(bookingRulesInput.safeParse(rules).success).toBe(true);
  });
});

describe('slot pricing by granularity', () => {
  const grid: PriceGrid = { hourPence: 1000, dayPence: 0, monthPence: 0, creditsHour: 2, creditsDay: 0, creditsMonth: 0 };

  it('a duration is rounded UP to whole slots and charged pro rata', () => {
    const s = at('2026-11-24', '10:00');
    const plus = (m: number) => new Date(s.getTime() + m * 60_000);
    expect(bookingPricePence(grid, s, plus(30), TZ, 30)).toBe(500); // never a 30-minute slot as an hour
    expect(bookingPricePence(grid, s, plus(40), TZ, 30)).toBe(1000);
    expect(bookingPricePence(grid, s, plus(40), TZ, 15)).toBe(750);
    expect(bookingPricePence(grid, s, plus(40), TZ, 60)).toBe(1000);
    expect(bookingPricePence(grid, s, plus(40), TZ, null)).toBe(667);
    expect(bookingCredits(grid, s, plus(30), TZ, 30)).toBe(1);
  });

  it('invariants: whole slots are exact pro rata, rounding never lowers and adds less than one slot', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.constantFrom(15, 30, 60), (minutes, g) => {
        const c = chargedMinutes(minutes, g);
        expect(c % g).toBe(0);
        expect(c).toBeGreaterThanOrEqual(minutes);
        expect(c - minutes).toBeLessThan(g);
        expect(chargedMinutes(c, g)).toBe(c);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), fc.constantFrom(15, 30, 60), (slots, g) => {
        const s = at('2026-11-24', '08:00');
        const e = new Date(s.getTime() + slots * g * 60_000);
        expect(bookingPricePence(grid, s, e, TZ, g)).toBe(Math.round((1000 * slots * g) / 60));
      }),
    );
  });

  it('a slot across the DST change is charged by real minutes', () => {
    // 00:30 → 02:30 local on 29 March 2026 is 1 real hour.
    expect(bookingPricePence(grid, at('2026-03-29', '00:30'), at('2026-03-29', '02:30'), TZ, 30)).toBe(1000);
    // 00:30 → 01:30 (second) local on 25 October 2026 is 2 real hours.
    expect(bookingPricePence(grid, new Date('2026-10-24T23:30:00Z'), new Date('2026-10-25T01:30:00Z'), TZ, 60)).toBe(2000);
  });
});
