import { describe, expect, it } from 'vitest';
import { addDaysIso, dayBounds, formatDate, formatDateTime, isoDayInZone, parseDisplayDate, wallClockFormat } from '../src/dates.ts';

describe('dates', () => {
  it('shows dd-MM-yyyy and nothing for empty or invalid values', () => {
    expect(formatDate(new Date(2024, 1, 29))).toBe('29-02-2024');
    expect(formatDate('2023-12-05T10:00:00')).toBe('05-12-2023');
    expect(formatDate(null)).toBe('');
    expect(formatDate('garbage')).toBe('');
    expect(formatDateTime(new Date(2024, 0, 2, 9, 5))).toBe('02-01-2024 09:05');
  });

  it('parses only real dd-MM-yyyy dates', () => {
    expect(parseDisplayDate('31-01-2025')?.getDate()).toBe(31);
    expect(parseDisplayDate('31-02-2025')).toBeNull();
    expect(parseDisplayDate('2025-01-31')).toBeNull();
  });

  it('knows "today" in the office time zone', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(isoDayInZone(new Date('2025-06-30T23:30:00Z'), 'Europe/London')).toBe('2025-07-01');
    expect(isoDayInZone(new Date('2025-01-31T23:30:00Z'), 'Europe/London')).toBe('2025-01-31');
  });

  it('gives 00:00:00 and 23:59:59 day bounds in the zone', () => {
    const { start, end } = dayBounds('2025-07-01', 'Europe/London');
    expect(start.toISOString()).toBe('2025-06-30T23:00:00.000Z');
    expect(end.toISOString()).toBe('2025-07-01T22:59:59.000Z');
    expect(addDaysIso('2024-02-28', 2)).toBe('2024-03-01');
  });
});

describe('wallClockFormat', () => {
  it('builds one formatter per shape and zone, and each keeps its own zone and shape', () => {
    expect(wallClockFormat('hm', 'Europe/London')).toBe(wallClockFormat('hm', 'Europe/London'));
    expect(wallClockFormat('hm', 'Europe/London')).not.toBe(wallClockFormat('hm', 'America/New_York'));
    expect(wallClockFormat('hm', 'Europe/London')).not.toBe(wallClockFormat('hms', 'Europe/London'));
    const t = new Date('2026-07-01T12:34:56Z');
    // Interleaved zones and shapes: a cache keyed wrongly would hand one zone's answer to another.
    expect(wallClockFormat('hm', 'Europe/London').format(t)).toBe('13:34');
    expect(wallClockFormat('hm', 'America/New_York').format(t)).toBe('08:34');
    expect(wallClockFormat('hms', 'Europe/London').format(t)).toBe('13:34:56');
    expect(wallClockFormat('hm', 'Europe/London').format(t)).toBe('13:34');
    expect(() => wallClockFormat('hm', 'Not/AZone')).toThrow(RangeError);
  });
});
