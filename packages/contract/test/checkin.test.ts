import { describe, expect, it } from 'vitest';
import {
  bookingTypeForResource,
  bookNowWindow,
  canRelease,
  CHECKIN_MESSAGES,
  checkinAction,
  checkinAllowed,
  checkinLinkRequest,
  pickCheckinBooking,
} from '../src/index.ts';
import { FINAL_BOOKING_STATUSES, statusTransition } from '../src/booking-status.ts';
import { isOccupying } from '../src/occupancy.ts';
import { zonedInstant } from '../src/dates.ts';

const TZ = 'Europe/London';
const at = (day: string, hhmm: string) => zonedInstant(day, `${hhmm}:00`, TZ);
const b = (day: string, from: string, to: string, status = 'active', real_start: Date | null = null) => ({
  status,
  planned_start: at(day, from),
  planned_end: at(day, to),
  real_start,
});

describe('which booking the check-in page is about', () => {
  const day = '2026-03-10';
  it('the running one first, else the next one of the same office day', () => {
    const list = [b(day, '14:00', '15:00'), b(day, '09:00', '11:00'), b(day, '11:00', '12:00')];
    expect(pickCheckinBooking(list, at(day, '10:30'), TZ)).toBe(list[1]);
    expect(pickCheckinBooking(list, at(day, '11:00'), TZ)).toBe(list[2]); // half-open: 09–11 has ended
    expect(pickCheckinBooking(list, at(day, '12:30'), TZ)).toBe(list[0]);
    expect(pickCheckinBooking(list, at(day, '15:00'), TZ)).toBeNull();
  });
  it('ignores bookings that free their slot and those of another day', () => {
    const list = [b(day, '09:00', '18:00', 'cancelled'), b(day, '09:00', '18:00', 'released'), b('2026-03-11', '09:00', '10:00')];
    expect(pickCheckinBooking(list, at(day, '10:00'), TZ)).toBeNull();
  });
  it('the office day is the office zone’s: 00:30 BST is still the previous UTC day', () => {
    const list = [b('2026-06-02', '08:00', '09:00')];
    expect(pickCheckinBooking(list, at('2026-06-02', '00:30'), TZ)).toBe(list[0]);
  });
});

describe('when a booking may be checked in', () => {
  const day = '2026-10-25'; // the last Sunday of October: clocks go back at 02:00
  it('from 60 minutes (the default window) before its start until its end, once', () => {
    const x = b(day, '10:00', '12:00');
    expect(checkinAllowed(x, at(day, '08:59'), TZ)).toEqual({ ok: false, message: 'Check-in opens 60 minutes before the start (at 09:00)' });
    expect(checkinAllowed(x, at(day, '09:00'), TZ)).toEqual({ ok: true });
    expect(checkinAllowed(x, at(day, '09:29'), TZ, 30).ok).toBe(false);
    expect(checkinAllowed(x, at(day, '11:59'), TZ)).toEqual({ ok: true });
    expect(checkinAllowed(x, at(day, '12:00'), TZ).ok).toBe(false);
    expect(checkinAllowed({ ...x, real_start: at(day, '10:01') }, at(day, '10:30'), TZ)).toEqual({
      ok: false,
      message: CHECKIN_MESSAGES.alreadyCheckedIn,
    });
  });
});

describe('Book it now', () => {
  const day = '2026-03-29'; // the last Sunday of March: 01:00 → 02:00
  it('desks: from the current 5-minute step until the next booking or 18:00', () => {
    const w = bookNowWindow('desk', [b(day, '15:00', '16:00')], at(day, '10:07'), TZ);
    expect(w).toEqual({ ok: true, start: at(day, '10:05'), end: at(day, '15:00') });
    expect(bookNowWindow('desk', [], at(day, '10:07'), TZ)).toEqual({ ok: true, start: at(day, '10:05'), end: at(day, '18:00') });
    expect(bookNowWindow('bar_table', [b(day, '20:00', '21:00')], at(day, '17:00'), TZ)).toEqual({
      ok: true,
      start: at(day, '17:00'),
      end: at(day, '18:00'),
    });
  });
  it('refuses a taken resource and a finished office day', () => {
    expect(bookNowWindow('desk', [b(day, '09:00', '11:00')], at(day, '10:00'), TZ)).toEqual({ ok: false, message: CHECKIN_MESSAGES.notFree });
    expect(bookNowWindow('desk', [], at(day, '17:56'), TZ)).toEqual({ ok: false, message: CHECKIN_MESSAGES.dayOver });
    expect(bookNowWindow('desk', [], at(day, '19:00'), TZ)).toEqual({ ok: false, message: CHECKIN_MESSAGES.dayOver });
  });
  it('a cancelled or released booking does not hold the resource', () => {
    expect(bookNowWindow('desk', [b(day, '09:00', '11:00', 'released')], at(day, '10:00'), TZ).ok).toBe(true);
  });
  it('hot desks book the whole hot-desk day, and only when nothing else holds it that day', () => {
    expect(bookNowWindow('hot_desk', [], at(day, '10:02'), TZ)).toEqual({ ok: true, start: at(day, '09:00'), end: at(day, '18:00') });
    expect(bookNowWindow('hot_desk', [b(day, '14:00', '15:00')], at(day, '10:02'), TZ)).toEqual({ ok: false, message: CHECKIN_MESSAGES.notFree });
  });
  it('every window starts before it ends and lies on 5-minute steps', () => {
    for (let m = 0; m < 24 * 60; m += 7) {
      const now = new Date(at(day, '00:00').getTime() + m * 60_000);
      const w = bookNowWindow('desk', [b(day, '13:00', '14:00')], now, TZ);
      if (!w.ok) continue;
      expect(w.start.getTime()).toBeLessThan(w.end.getTime());
      expect(w.start.getTime() % 300_000).toBe(0);
      expect(w.end.getTime() % 300_000).toBe(0);
      expect(w.start.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });
  it('maps resource types to booking types', () => {
    expect(['hot_desk', 'desk', 'bar_table', 'meeting_room'].map(bookingTypeForResource)).toEqual(['hot_desk', 'desk', 'desk', 'meeting_room']);
  });
});

describe('released (no-show) status', () => {
  it('is closed, frees its slot and is reached only from an unchecked active or alert booking', () => {
    expect(FINAL_BOOKING_STATUSES).toContain('released');
    expect(isOccupying('released')).toBe(false);
    expect(statusTransition({ status: 'released', real_start: null }, 'active')).toEqual({
      ok: false,
      message: 'A released booking can not be changed',
    });
    expect(statusTransition({ status: 'active', real_start: null }, 'released').ok).toBe(false);
    expect(canRelease({ status: 'active', real_start: null })).toBe(true);
    expect(canRelease({ status: 'alert', real_start: null })).toBe(true);
    expect(canRelease({ status: 'active', real_start: new Date() })).toBe(false);
    for (const s of ['pre_paid', 'inactive', 'finished', 'cancelled', 'refund', 'released'])
      expect(canRelease({ status: s, real_start: null })).toBe(false);
  });
});

describe('check-in payloads', () => {
  it('an e-mail is required and must look like one', () => {
    expect(checkinLinkRequest.safeParse({}).error?.issues[0].message).toBe(CHECKIN_MESSAGES.emailRequired);
    expect(checkinLinkRequest.safeParse({ email: 'nope' }).error?.issues[0].message).toBe(CHECKIN_MESSAGES.validMail);
    expect(checkinLinkRequest.parse({ email: ' a@b.co ', domain: 'demo' })).toEqual({ email: 'a@b.co', domain: 'demo' });
  });
  it('actions are check_in with a booking code, or book_now', () => {
    expect(checkinAction.safeParse({ action: 'check_in', booking: 'ABC' }).success).toBe(true);
    expect(checkinAction.safeParse({ action: 'book_now' }).success).toBe(true);
    expect(checkinAction.safeParse({ action: 'check_in' }).success).toBe(false);
    expect(checkinAction.safeParse({ action: 'cancel' }).success).toBe(false);
  });
});
