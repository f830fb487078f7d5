import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDaysIso, zonedInstant } from '../src/dates.ts';
import {
  countsForOccupancy,
  isBusy,
  mapStatusOf,
  occupancyDays,
  occupancyOf,
  occupancyPercent,
  officeDaysOf,
  OCCUPYING_BOOKING_STATUSES,
  rangesOverlap,
} from '../src/occupancy.ts';

const at = (h: number, m = 0) => new Date(Date.UTC(2026, 10, 24, h, m));
const booking = (status: string, from: number, to: number, resource_id: number | null = 1) => ({
  status,
  planned_start: at(from),
  planned_end: at(to),
  resource_id,
});

describe('occupancy', () => {
  it('treats ranges as half-open: back-to-back bookings do not overlap', () => {
    expect(rangesOverlap(at(9), at(10), at(10), at(11))).toBe(false);
    expect(rangesOverlap(at(9), at(10, 1), at(10), at(11))).toBe(true);
    expect(rangesOverlap(at(9), at(18), at(12), at(13))).toBe(true);
  });

  it('is symmetric for every pair of ranges', () => {
    for (let a = 8; a < 12; a++)
      for (let b = a + 1; b < 14; b++)
        for (let c = 8; c < 12; c++)
          for (let d = c + 1; d < 14; d++) {
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
    const desk = (status: string, from: number, to: number, resource_id: number | null) => ({
      ...booking(status, from, to, resource_id),
      booking_type: 'desk',
    });
    const result = occupancyOf(
      resources,
      [desk('active', 9, 10, 1), desk('active', 11, 12, 1), desk('alert', 9, 18, 2), desk('active', 9, 10, 4), desk('active', 9, 10, null)],
      [DAY],
      'UTC',
    );
    expect(result).toEqual({ booked: 2, bookable: 3, percent: 66.67 });
    expect(occupancyPercent(5, 3)).toBe(100);
    expect(occupancyPercent(-1, 3)).toBe(0);
    expect(occupancyPercent(1, 0)).toBe(0);
    expect(occupancyPercent(5, 11)).toBe(45.45);
  });
});

// ---- the one definition (issue 23 item 6) ----

const DAY = '2026-11-24'; // a Tuesday
const TZ = 'Europe/London';
const statusArb = fc.constantFrom('active', 'inactive', 'alert', 'finished', 'cancelled', 'pre_paid', 'refund', 'released');
const typeArb = fc.constantFrom('hot_desk', 'desk', 'meeting_room', 'suite', 'block');
/** Bookings on desks 1–6 over a week of days, at whole hours. */
const bookingArb = fc
  .record({
    resource_id: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
    status: statusArb,
    booking_type: typeArb,
    day: fc.integer({ min: 0, max: 6 }),
    from: fc.integer({ min: 0, max: 22 }),
    hours: fc.integer({ min: 1, max: 30 }),
  })
  .map((b) => {
    const start = zonedInstant(addDaysIso(DAY, b.day), `${String(b.from).padStart(2, '0')}:00:00`, TZ);
    return {
      resource_id: b.resource_id,
      status: b.status,
      booking_type: b.booking_type,
      planned_start: start,
      planned_end: new Date(start.getTime() + b.hours * 3_600_000),
    };
  });
const desksArb = fc
  .array(fc.constantFrom('active', 'inactive'), { minLength: 6, maxLength: 6 })
  .map((st) => st.map((status, i) => ({ id: i + 1, status })));
const week = Array.from({ length: 7 }, (_, i) => addDaysIso(DAY, i));

describe('occupancy: one definition for the map, the cards and their SQL', () => {
  it('a finished booking still counts for its day; cancelled, refunded and released ones never do', () => {
    const desks = [
      { id: 1, status: 'active' },
      { id: 2, status: 'active' },
    ];
    const on = (status: string) => ({
      resource_id: 1,
      status,
      booking_type: 'hot_desk',
      planned_start: zonedInstant(DAY, '09:00:00', TZ),
      planned_end: zonedInstant(DAY, '18:00:00', TZ),
    });
    for (const status of ['active', 'inactive', 'alert', 'pre_paid', 'finished'])
      expect(occupancyOf(desks, [on(status)], [DAY], TZ).percent).toBe(50);
    for (const status of ['cancelled', 'refund', 'released']) expect(occupancyOf(desks, [on(status)], [DAY], TZ).percent).toBe(0);
    // Not a desk booking, or a block: not booked (a block makes the desk unbookable instead).
    expect(occupancyOf(desks, [{ ...on('active'), booking_type: 'meeting_room' }], [DAY], TZ).percent).toBe(0);
    expect(occupancyOf(desks, [{ ...on('active'), booking_type: 'block' }], [DAY], TZ)).toEqual({ booked: 0, bookable: 1, percent: 0 });
  });

  it('a booking counts for the day it starts on only; weekends count only in a run without weekdays', () => {
    const desks = [{ id: 1, status: 'active' }];
    const overnight = {
      resource_id: 1,
      status: 'finished',
      booking_type: 'desk',
      planned_start: zonedInstant(DAY, '22:00:00', TZ),
      planned_end: zonedInstant(addDaysIso(DAY, 1), '06:00:00', TZ),
    };
    expect(occupancyOf(desks, [overnight], [DAY], TZ).percent).toBe(100);
    expect(occupancyOf(desks, [overnight], [addDaysIso(DAY, 1)], TZ).percent).toBe(0);
    expect(occupancyDays(week)).toHaveLength(5);
    expect(occupancyDays(['2026-11-28', '2026-11-29'])).toEqual(['2026-11-28', '2026-11-29']);
    expect(officeDaysOf({ start: zonedInstant(DAY, '00:00:00', TZ), end: zonedInstant(addDaysIso(DAY, 2), '00:00:00', TZ) }, TZ)).toEqual([
      DAY,
      addDaysIso(DAY, 1),
    ]);
  });

  it('invariants: within 0–100, booked ≤ bookable, additive over days, unchanged by checking out or by a second booking of a booked desk', () => {
    fc.assert(
      fc.property(desksArb, fc.array(bookingArb, { maxLength: 25 }), fc.integer({ min: 1, max: 7 }), (desks, bookings, span) => {
        const days = week.slice(0, span);
        const all = occupancyOf(desks, bookings, days, TZ);
        expect(all.percent).toBeGreaterThanOrEqual(0);
        expect(all.percent).toBeLessThanOrEqual(100);
        expect(all.booked).toBeLessThanOrEqual(all.bookable);
        expect(all.bookable).toBeLessThanOrEqual(desks.filter((d) => d.status === 'active').length * occupancyDays(days).length);
        // Additive: the run's sums are the sums of its counted days, one by one.
        const perDay = occupancyDays(days).map((d) => occupancyOf(desks, bookings, [d], TZ));
        expect(all.booked).toBe(perDay.reduce((s, r) => s + r.booked, 0));
        expect(all.bookable).toBe(perDay.reduce((s, r) => s + r.bookable, 0));
        expect(all.percent).toBe(occupancyPercent(all.booked, all.bookable));
        // After hours every slot-holding booking may be finished: occupancy does not move.
        const checkedOut = bookings.map((b) =>
          b.booking_type !== 'block' && ['active', 'alert', 'pre_paid', 'inactive'].includes(b.status) ? { ...b, status: 'finished' } : b,
        );
        expect(occupancyOf(desks, checkedOut, days, TZ)).toEqual(all);
        // A second counting booking on an already booked desk and day changes nothing.
        const counted = bookings.find((b) => b.resource_id !== null && countsForOccupancy(b));
        if (counted) expect(occupancyOf(desks, [...bookings, { ...counted }], days, TZ)).toEqual(all);
      }),
    );
  });
});
