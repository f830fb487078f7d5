import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  calendarScrollMinutes,
  dayWindow,
  durationMinutes,
  fixHotDeskTimes,
  hotDeskWindow,
  isOnStep,
  needsReload,
  officeDaysSpanned,
  schedulerRange,
  snapToStep,
  stepTimes,
  windowOf,
} from '../src/booking-slots.ts';

describe('booking slots', () => {
  it('hot desks are 09:00–18:00 in the office zone, summer and winter', () => {
    expect(hotDeskWindow('2026-07-01', 'Europe/London')).toEqual({ start: new Date('2026-07-01T08:00:00Z'), end: new Date('2026-07-01T17:00:00Z') });
    expect(hotDeskWindow('2026-12-01', 'Europe/London')).toEqual({ start: new Date('2026-12-01T09:00:00Z'), end: new Date('2026-12-01T18:00:00Z') });
    expect(fixHotDeskTimes('2026-12-01T23:30:00Z', 'Europe/Madrid')).toEqual({
      start: new Date('2026-12-02T08:00:00Z'),
      end: new Date('2026-12-02T17:00:00Z'),
    });
  });

  it('a day window is half-open and 23/24/25 hours long across DST', () => {
    const hours = (d: string) => {
      const w = dayWindow(d, 'Europe/London');
      return (w.end.getTime() - w.start.getTime()) / 3_600_000;
    };
    expect(hours('2026-03-29')).toBe(23);
    expect(hours('2026-06-10')).toBe(24);
    expect(hours('2026-10-25')).toBe(25);
  });

  it('5-minute steps: snapping lands on a step and is idempotent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (ms) => {
        const s = snapToStep(ms);
        expect(isOnStep(s)).toBe(true);
        expect(snapToStep(s).getTime()).toBe(s.getTime());
        expect(Math.abs(s.getTime() - ms)).toBeLessThanOrEqual(150_000);
      }),
    );
    expect(isOnStep('2026-12-01T09:05:00Z')).toBe(true);
    expect(isOnStep('2026-12-01T09:07:00Z')).toBe(false);
    expect(stepTimes(8, 9)).toEqual([
      '08:00',
      '08:05',
      '08:10',
      '08:15',
      '08:20',
      '08:25',
      '08:30',
      '08:35',
      '08:40',
      '08:45',
      '08:50',
      '08:55',
      '09:00',
    ]);
  });

  it('days spanned and durations', () => {
    expect(officeDaysSpanned('2026-12-01T09:00:00Z', '2026-12-01T18:00:00Z')).toBe(1);
    expect(officeDaysSpanned('2026-12-01T09:00:00Z', '2026-12-02T00:00:00Z')).toBe(1);
    expect(officeDaysSpanned('2026-12-01T09:00:00Z', '2026-12-03T10:00:00Z')).toBe(3);
    expect(durationMinutes('2026-12-01T09:00:00Z', '2026-12-01T09:30:00Z')).toBe(30);
    expect(durationMinutes('2026-12-01T10:00:00Z', '2026-12-01T09:30:00Z')).toBe(0);
    expect(windowOf('2026-12-01', '10:00', '11:30', 'Europe/London')).toEqual({
      start: new Date('2026-12-01T10:00:00Z'),
      end: new Date('2026-12-01T11:30:00Z'),
    });
  });

  it('scheduler range ±7 days, reload beyond 5', () => {
    expect(schedulerRange('2026-12-10')).toEqual({ start: '2026-12-03', end: '2026-12-17' });
    expect(needsReload('2026-12-10', '2026-12-15')).toBe(false);
    expect(needsReload('2026-12-10', '2026-12-16')).toBe(true);
  });
});

describe('calendarScrollMinutes (issue 24 §18)', () => {
  it('opens at the opening time or the first booking, whichever is earlier, within the calendar', () => {
    expect(calendarScrollMinutes(null, null)).toBe(8 * 60);
    expect(calendarScrollMinutes('09:00', null)).toBe(9 * 60);
    expect(calendarScrollMinutes('09:00', 8 * 60 + 30)).toBe(8 * 60 + 30);
    expect(calendarScrollMinutes('10:30', 11 * 60)).toBe(10 * 60 + 30);
    expect(calendarScrollMinutes('06:00', null)).toBe(8 * 60);
    expect(calendarScrollMinutes('23:00', null)).toBe(18 * 60 + 30);
  });

  it('never hides a booking of the day below the opening row', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 8 * 60, max: 18 * 60 + 30 }), (h, first) => {
        const opening = `${String(h).padStart(2, '0')}:00`;
        expect(calendarScrollMinutes(opening, first)).toBeLessThanOrEqual(first);
      }),
    );
  });
});
