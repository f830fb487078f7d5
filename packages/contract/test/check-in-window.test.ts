import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableActions, canCheckIn } from '../src/booking-status.ts';
import { checkInOpensAt, checkInWindow, DEFAULT_CHECK_IN_OPENS_MINUTES } from '../src/check-in-window.ts';
import { zonedInstant } from '../src/dates.ts';

const TZ = 'Europe/London';
const at = (day: string, hhmm: string) => zonedInstant(day, `${hhmm}:00`, TZ);
const booking = { planned_start: at('2026-06-02', '09:00'), planned_end: at('2026-06-02', '17:00') };

describe('the check-in window (issue 24)', () => {
  it('opens 60 minutes before the start by default and closes at the planned end', () => {
    expect(DEFAULT_CHECK_IN_OPENS_MINUTES).toBe(60);
    expect(checkInOpensAt(booking)).toEqual(at('2026-06-02', '08:00'));
    expect(checkInWindow(booking, at('2026-06-02', '07:59'), null, TZ)).toMatchObject({
      ok: false,
      reason: 'early',
      message: 'Check-in opens 60 minutes before the start (at 08:00)',
    });
    expect(checkInWindow(booking, at('2026-06-02', '08:00'), null, TZ)).toEqual({ ok: true });
    expect(checkInWindow(booking, at('2026-06-02', '16:59'), null, TZ)).toEqual({ ok: true });
    expect(checkInWindow(booking, at('2026-06-02', '17:00'), null, TZ)).toMatchObject({ ok: false, reason: 'over' });
  });

  it('the evening before (22:41) is refused', () => {
    expect(checkInWindow(booking, at('2026-06-01', '22:41'), undefined, TZ)).toMatchObject({ ok: false, reason: 'early' });
  });

  it('the minutes are configurable, 0 = from the start', () => {
    expect(checkInWindow(booking, at('2026-06-02', '08:44'), 15, TZ)).toMatchObject({
      ok: false,
      message: 'Check-in opens 15 minutes before the start (at 08:45)',
    });
    expect(checkInWindow(booking, at('2026-06-02', '08:45'), 15, TZ).ok).toBe(true);
    expect(checkInWindow(booking, at('2026-06-02', '08:59'), 0, TZ).ok).toBe(false);
  });

  it('is exactly [start − minutes, end) for any booking', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 5, max: 5_000 }),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: -20_000, max: 20_000 }),
        (s, len, minutes, offset) => {
          const start = new Date(Date.UTC(2026, 0, 1) + s * 60_000);
          const b = { planned_start: start, planned_end: new Date(start.getTime() + len * 60_000) };
          const now = new Date(start.getTime() + offset * 60_000);
          const inside = offset >= -minutes && offset < len;
          expect(checkInWindow(b, now, minutes, TZ).ok).toBe(inside);
        },
      ),
    );
  });

  it('the screens offer Check In only inside the window', () => {
    const state = { status: 'active', real_start: null, ...booking };
    expect(canCheckIn(state, { now: at('2026-06-01', '22:41') })).toBe(false);
    expect(availableActions(state, { now: at('2026-06-02', '08:30') }).check_in).toBe(true);
    expect(availableActions(state, { now: at('2026-06-02', '08:30'), opensMinutes: 15 }).check_in).toBe(false);
    // Without a clock only the state machine decides (as before).
    expect(availableActions(state).check_in).toBe(true);
  });
});
