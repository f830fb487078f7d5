import { describe, expect, it } from 'vitest';
import { bookingLineName, dayLabel } from '../src/line-names.ts';
import { zonedInstant } from '../src/dates.ts';

const at = (day: string, time: string, zone = 'Europe/London') => zonedInstant(day, time, zone);

describe('invoice line names', () => {
  it('names a day as people write it', () => {
    expect(dayLabel('2026-11-27')).toBe('Fri 27 Nov 2026');
    expect(dayLabel('2026-09-01')).toBe('Tue 1 Sep 2026');
  });

  it('names a hot desk by its desk and day, without repeating the type', () => {
    expect(
      bookingLineName({ bookingType: 'hot_desk', resourceName: 'Hot Desk 001', start: at('2026-11-27', '09:00'), end: at('2026-11-27', '18:00') }),
    ).toBe('Hot Desk 001 — Fri 27 Nov 2026');
    expect(bookingLineName({ bookingType: 'hot_desk', resourceName: null, start: at('2026-11-27', '09:00'), end: at('2026-11-27', '18:00') })).toBe(
      'Hot Desk — Fri 27 Nov 2026',
    );
  });

  it('adds the times of a booking within a day, in the office zone', () => {
    expect(
      bookingLineName({
        bookingType: 'meeting_room',
        resourceName: 'Board Room',
        start: at('2026-11-27', '10:00', 'Europe/Lisbon'),
        end: at('2026-11-27', '11:30', 'Europe/Lisbon'),
        timeZone: 'Europe/Lisbon',
      }),
    ).toBe('Board Room — Fri 27 Nov 2026, 10:00–11:30');
  });

  it('names the first and last day of a booking over several days (an end at midnight is the day before)', () => {
    expect(bookingLineName({ bookingType: 'desk', resourceName: 'Desk 4', start: at('2026-11-02', '00:00'), end: at('2026-11-07', '00:00') })).toBe(
      'Desk 4 — Mon 2 Nov 2026 to Fri 6 Nov 2026',
    );
  });
});
