import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { durationText, freeRanges, openingWindow, slotDurations, slotStarts } from '../src/room-slots.ts';

const at = (hhmm: string, day = '2026-07-01') => new Date(`${day}T${hhmm}:00Z`);
const every = (open: string, close: string) => Array.from({ length: 7 }, () => ({ open, close }));

describe('room slots', () => {
  it('the opening window of a day is read in the office zone; none when closed; the whole day without hours', () => {
    // 2026-07-01 is a Wednesday; London is UTC+1 in July.
    expect(openingWindow(every('07:00', '22:00'), '2026-07-01', 'Europe/London')).toEqual({ start: at('06:00'), end: at('21:00') });
    const weekdays = [...Array(5).fill({ open: '08:00', close: '24:00' }), null, null];
    expect(openingWindow(weekdays, '2026-07-04', 'Europe/London')).toBeNull();
    expect(openingWindow(weekdays, '2026-12-02', 'Europe/London')).toEqual({
      start: new Date('2026-12-02T08:00:00Z'),
      end: new Date('2026-12-03T00:00:00Z'),
    });
    expect(openingWindow(null, '2026-03-29', 'Europe/London')).toEqual({
      start: new Date('2026-03-29T00:00:00Z'),
      end: new Date('2026-03-29T23:00:00Z'),
    });
  });

  it('free ranges are the window minus the busy ranges (widened by the buffer), from now on', () => {
    const window = { start: at('07:00'), end: at('20:00') };
    const busy = [
      { start: at('12:00').toISOString(), end: at('13:00').toISOString() },
      { start: at('09:00'), end: at('10:30') },
      { start: at('10:00'), end: at('11:00') },
      { start: at('19:30'), end: at('21:00') },
    ];
    expect(freeRanges(window, busy)).toEqual([
      { start: at('07:00'), end: at('09:00') },
      { start: at('11:00'), end: at('12:00') },
      { start: at('13:00'), end: at('19:30') },
    ]);
    expect(freeRanges(window, busy, at('11:20'), 15)).toEqual([
      { start: at('11:20'), end: at('11:45') },
      { start: at('13:00'), end: at('19:15') },
    ]);
    expect(freeRanges(window, [{ start: at('00:00'), end: at('23:59') }])).toEqual([]);
  });

  it('starts sit on the step grid from the opening time and leave room for the minimum', () => {
    const free = [
      { start: at('07:10'), end: at('08:30') },
      { start: at('11:00'), end: at('11:20') },
    ];
    expect(slotStarts(free, 30, 30, at('07:00')).map((d) => d.toISOString().slice(11, 16))).toEqual(['07:30', '08:00']);
    expect(slotStarts(free, 15, 15, at('07:00')).map((d) => d.toISOString().slice(11, 16))).toEqual([
      '07:15',
      '07:30',
      '07:45',
      '08:00',
      '08:15',
      '11:00',
    ]);
  });

  it('durations run from the minimum in steps up to the maximum and the end of the free range', () => {
    const free = [{ start: at('09:00'), end: at('11:00') }];
    expect(slotDurations(free, at('09:30'), 30, 30, null)).toEqual([30, 60, 90]);
    expect(slotDurations(free, at('09:00'), 30, 60, 60)).toEqual([60]);
    expect(slotDurations(free, at('11:00'), 30, 30, null)).toEqual([]);
    expect(slotDurations(free, at('09:00'), 30, null, 0)).toEqual([30, 60, 90, 120]);
  });

  it('any start and duration offered lies inside a free range and clear of every busy range', () => {
    const window = { start: at('07:00'), end: at('22:00') };
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 12 })), { maxLength: 6 }),
        fc.integer({ min: 0, max: 30 }),
        (spans, buffer) => {
          const busy = spans.map(([s, len]) => ({
            start: new Date(window.start.getTime() + s * 15 * 60_000),
            end: new Date(window.start.getTime() + (s + len) * 15 * 60_000),
          }));
          const free = freeRanges(window, busy, undefined, buffer);
          for (const start of slotStarts(free, 30, 30, window.start)) {
            for (const d of slotDurations(free, start, 30, 30, 600)) {
              const end = start.getTime() + d * 60_000;
              expect(end).toBeLessThanOrEqual(window.end.getTime());
              for (const b of busy) expect(end + buffer * 60_000 <= b.start.getTime() || start.getTime() >= b.end.getTime()).toBe(true);
            }
          }
        },
      ),
    );
  });

  it('says durations in words', () => {
    expect([30, 60, 90, 600].map(durationText)).toEqual(['30 min', '1 h', '1 h 30 min', '10 h']);
  });
});
