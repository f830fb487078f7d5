import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysIso, zonedInstant } from '../src/dates.ts';
import {
  averageInUse,
  cellOpen,
  gridHours,
  hourCells,
  noShowRate,
  openHoursOfDay,
  reportOpeningHours,
  shareOfCapacity,
  weekdayCounts,
  weekdayOfDay,
} from '../src/report-occupancy.ts';
import { bookedHoursWithinOpen, hoursOpenInRange, hoursOpenOnDay, mostAndLeastUsed, utilisationRatio } from '../src/report-utilisation.ts';

const LONDON = 'Europe/London';
const sum = (cells: { hours: number }[]) => cells.reduce((t, c) => t + c.hours, 0);
const weekdays = reportOpeningHours([...Array(5).fill({ open: '08:00', close: '20:00' }), null, null]);

describe('occupancy by hour', () => {
  it('splits a booking into local hour cells', () => {
    // Tuesday 24-11-2026 09:30–11:15 London (GMT).
    const cells = hourCells('2026-11-24T09:30:00Z', '2026-11-24T11:15:00Z', LONDON);
    expect(cells).toEqual([
      { day: '2026-11-24', weekday: 1, hour: 9, hours: 0.5 },
      { day: '2026-11-24', weekday: 1, hour: 10, hours: 1 },
      { day: '2026-11-24', weekday: 1, hour: 11, hours: 0.25 },
    ]);
  });

  it('reads the hours in the office zone (summer time: UTC+1)', () => {
    expect(hourCells('2026-07-01T08:00:00Z', '2026-07-01T09:00:00Z', LONDON)).toEqual([{ day: '2026-07-01', weekday: 2, hour: 9, hours: 1 }]);
    expect(hourCells('2026-07-01T08:00:00Z', '2026-07-01T09:00:00Z', 'Asia/Kolkata')).toEqual([
      { day: '2026-07-01', weekday: 2, hour: 13, hours: 0.5 },
      { day: '2026-07-01', weekday: 2, hour: 14, hours: 0.5 },
    ]);
  });

  it('gives the skipped hour nothing and the repeated hour twice on daylight-saving days', () => {
    // 29-03-2026: London clocks go 01:00 → 02:00. 00:00–03:00 local is 2 real hours.
    const spring = hourCells(zonedInstant('2026-03-29', '00:00:00', LONDON), zonedInstant('2026-03-29', '03:00:00', LONDON), LONDON);
    expect(spring).toEqual([
      { day: '2026-03-29', weekday: 6, hour: 0, hours: 1 },
      { day: '2026-03-29', weekday: 6, hour: 2, hours: 1 },
    ]);
    // 25-10-2026: 02:00 BST → 01:00 GMT. 00:00 BST (23:00Z) to 02:00 GMT (02:00Z) is 3 real hours, hour 1 twice.
    const autumn = hourCells('2026-10-24T23:00:00Z', '2026-10-25T02:00:00Z', LONDON);
    expect(autumn).toEqual([
      { day: '2026-10-25', weekday: 6, hour: 0, hours: 1 },
      { day: '2026-10-25', weekday: 6, hour: 1, hours: 2 },
    ]);
  });

  it('property: the cells add up to the duration, whatever the zone and the day', () => {
    const zones = fc.constantFrom(LONDON, 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC');
    const start = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 11, 31) });
    fc.assert(
      fc.property(zones, start, fc.integer({ min: 0, max: 72 * 60 }), (zone, s, minutes) => {
        const cells = hourCells(new Date(s), new Date(s + minutes * 60_000), zone);
        expect(sum(cells)).toBeCloseTo(minutes / 60, 9);
        for (const c of cells) expect(c.hours).toBeLessThanOrEqual(2 + 1e-9);
      }),
    );
  });

  it('property: the cells inside whole-hour opening hours add up to the booking clipped to them', () => {
    const start = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) }).map((t) => Math.floor(t / 60_000) * 60_000);
    fc.assert(
      fc.property(start, fc.integer({ min: 0, max: 48 * 60 }), (s, minutes) => {
        const e = s + minutes * 60_000;
        const cells = hourCells(new Date(s), new Date(e), LONDON).filter((c) => cellOpen(weekdays, c.weekday, c.hour));
        const day0 = new Date(s - 86_400_000).toISOString().slice(0, 10);
        const clipped = bookedHoursWithinOpen(new Date(s), new Date(e), weekdays, day0, addDaysIso(day0, 4), LONDON);
        expect(sum(cells)).toBeCloseTo(clipped, 9);
      }),
    );
  });

  it('opening hours: the default when none are set, partial hours included, grid rows', () => {
    expect(reportOpeningHours(null)[6]).toEqual({ open: '08:00', close: '20:00' });
    expect(openHoursOfDay({ open: '08:30', close: '10:00' })).toEqual([8, 9]);
    expect(openHoursOfDay({ open: '22:00', close: '24:00' })).toEqual([22, 23]);
    expect(openHoursOfDay(null)).toEqual([]);
    expect(gridHours(weekdays, reportOpeningHours([...Array(6).fill({ open: '07:00', close: '09:00' }), null]))).toEqual([
      7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
  });

  it('weekday counts of a range', () => {
    expect(weekdayOfDay('2026-11-23')).toBe(0);
    expect(weekdayCounts('2026-11-23', '2026-11-29')).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(weekdayCounts('2026-11-01', '2026-11-30')).toEqual([5, 4, 4, 4, 4, 4, 5]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 1100 }), (offset, length) => {
        const from = addDaysIso('2024-01-01', offset);
        const counts = weekdayCounts(from, addDaysIso(from, length));
        expect(counts.reduce((a, b) => a + b, 0)).toBe(length + 1);
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('averages, shares and no-show rates', () => {
    expect(averageInUse(12, 4)).toBe(3);
    expect(averageInUse(5, 0)).toBe(0);
    expect(shareOfCapacity(3, 12)).toBe(0.25);
    expect(shareOfCapacity(3, 0)).toBeNull();
    expect(noShowRate(10, 7)).toBeCloseTo(0.3);
    expect(noShowRate(0, 0)).toBeNull();
  });
});

describe('resource utilisation', () => {
  it('hours open per day, daylight-saving days included', () => {
    expect(hoursOpenOnDay(null, '2026-11-28', LONDON)).toBe(12);
    expect(hoursOpenOnDay(weekdays, '2026-11-28', LONDON)).toBe(0);
    const allDay = reportOpeningHours(Array(7).fill({ open: '00:00', close: '24:00' }));
    expect(hoursOpenOnDay(allDay, '2026-03-29', LONDON)).toBe(23);
    expect(hoursOpenOnDay(allDay, '2026-10-25', LONDON)).toBe(25);
    expect(hoursOpenInRange(weekdays, '2026-11-23', '2026-11-29', LONDON)).toBe(60);
  });

  it('clips a booking to the opening windows', () => {
    // Monday 23-11-2026 07:00–21:00 → 08:00–20:00 counts.
    expect(bookedHoursWithinOpen('2026-11-23T07:00:00Z', '2026-11-23T21:00:00Z', weekdays, '2026-11-23', '2026-11-23', LONDON)).toBe(12);
    // Outside the range's days: nothing.
    expect(bookedHoursWithinOpen('2026-11-23T09:00:00Z', '2026-11-23T10:00:00Z', weekdays, '2026-11-24', '2026-11-30', LONDON)).toBe(0);
  });

  it('property: a resource booked without overlaps is used 0–100%', () => {
    const slot = fc.record({
      day: fc.integer({ min: 0, max: 13 }),
      start: fc.integer({ min: 0, max: 47 }),
      halfHours: fc.integer({ min: 1, max: 30 }),
    });
    fc.assert(
      fc.property(fc.array(slot, { maxLength: 20 }), (slots) => {
        const from = '2026-03-23';
        const to = addDaysIso(from, 13);
        // Lay the slots end to end from each one's start, dropping any that would overlap an earlier one.
        const taken: [number, number][] = [];
        for (const s of slots) {
          const start = zonedInstant(addDaysIso(from, s.day), '00:00:00', LONDON).getTime() + s.start * 1_800_000;
          const end = start + s.halfHours * 1_800_000;
          if (taken.every(([a, b]) => end <= a || start >= b)) taken.push([start, end]);
        }
        const booked = taken.reduce((t, [a, b]) => t + bookedHoursWithinOpen(new Date(a), new Date(b), weekdays, from, to, LONDON), 0);
        const ratio = utilisationRatio(booked, hoursOpenInRange(weekdays, from, to, LONDON)) as number;
        expect(ratio).toBeGreaterThanOrEqual(0);
        expect(ratio).toBeLessThanOrEqual(1 + 1e-12);
      }),
    );
  });

  it('ratio and ranking', () => {
    expect(utilisationRatio(6, 12)).toBe(0.5);
    expect(utilisationRatio(6, 0)).toBeNull();
    const rows = [
      { name: 'A', ratio: 0.2 },
      { name: 'B', ratio: 0.9 },
      { name: 'C', ratio: null },
      { name: 'D', ratio: 0.5 },
    ];
    const { most, least } = mostAndLeastUsed(rows, 2);
    expect(most.map((r) => r.name)).toEqual(['B', 'D']);
    expect(least.map((r) => r.name)).toEqual(['A', 'D']);
  });
});
