import { describe, expect, it } from 'vitest';
import { isBusy, mapStatusOf, occupancyOf, occupancyPercent, OCCUPYING_BOOKING_STATUSES, rangesOverlap } from '../src/occupancy.ts';

const at = (h: number, m = 0) => new Date(Date.UTC(2026, 10, 24, h, m));
const booking = (status: string, from: number, to: number, resource_id: number | null = 1) => ({ status, planned_start: at(from), planned_end: at(to), resource_id });

describe('occupancy', () => {
  it('treats ranges as half-open: back-to-back bookings do not overlap', () => {
    expect(rangesOverlap(at(9), at(10), at(10), at(11))).toBe(false);
    expect(rangesOverlap(at(9), at(10, 1), at(10), at(11))).toBe(true);
    expect(rangesOverlap(at(9), at(18), at(12), at(13))).toBe(true);
  });

  it('is symmetric for every pair of ranges', () => {
    for (let a = 8; a < 12; a++) for (let b = a + 1; b < 14; b++) for (let c = 8; c < 12; c++) for (let d = c + 1; d < 14; d++) {
      expect(rangesOverlap(at(a), at(b), at(c), at(d))).toBe(rangesOverlap(at(c), at(d), at(a), at(b)));
    }
  });

  it('only occupying statuses hold a slot', () => {
    const window = { start: at(9), end: at(18) };
    for (const status of OCCUPYING_BOOKING_STATUSES) expect(isBusy([booking(status, 10, 11)], window)).toBe(true);
    for (const status of ['inactive', 'finished', 'cancelled', 'refund']) expect(isBusy([booking(status, 10, 11)], window)).toBe(false);
  });

  it('derives the map status: inactive beats booked, booked beats free', () => {
    const window = { start: at(9), end: at(18) };
    expect(mapStatusOf({ status: 'inactive' }, [booking('active', 10, 11)], window)).toBe('inactive');
    expect(mapStatusOf({ status: 'active' }, [booking('active', 10, 11)], window)).toBe('booked');
    expect(mapStatusOf({ status: 'active' }, [booking('active', 18, 19)], window)).toBe('free');
  });

  it('counts a desk once however many bookings it holds, and stays within 0–100', () => {
    const resources = [1, 2, 3, 4].map((id) => ({ id, status: id === 4 ? 'inactive' : 'active' }));
    const window = { start: at(0), end: at(23) };
    const result = occupancyOf(resources, [booking('active', 9, 10, 1), booking('active', 11, 12, 1), booking('alert', 9, 18, 2), booking('active', 9, 10, 4), booking('active', 9, 10, null)], window);
    expect(result).toEqual({ booked: 2, bookable: 3, percent: 67 });
    expect(occupancyPercent(5, 3)).toBe(100);
    expect(occupancyPercent(-1, 3)).toBe(0);
    expect(occupancyPercent(1, 0)).toBe(0);
  });
});
