import { describe, expect, it } from 'vitest';
import {
  availableActions,
  BOOKING_STATUSES,
  BOOKING_STATUS_MESSAGES,
  bookingTransition,
  FINAL_BOOKING_STATUSES,
  isFinalBookingStatus,
  statusTransition,
} from '../src/booking-status.ts';
import { OCCUPYING_BOOKING_STATUSES } from '../src/occupancy.ts';

const live = ['active', 'inactive', 'alert', 'pre_paid'] as const;

describe('booking state machine', () => {
  it('closed bookings (finished, cancelled, refund) refuse every status and every action', () => {
    for (const from of FINAL_BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) expect(statusTransition({ status: from, real_start: null }, to).ok).toBe(false);
      for (const action of ['check_in', 'check_out', 'cancel', 'refund'] as const) {
        expect(bookingTransition({ status: from, real_start: null }, action).ok).toBe(false);
      }
      expect(availableActions({ status: from, real_start: new Date() })).toEqual({ check_in: false, check_out: false, cancel: false, refund: false });
    }
    expect(statusTransition({ status: 'cancelled', real_start: null }, 'active')).toEqual({
      ok: false,
      message: 'A cancelled booking can not be changed',
    });
  });

  it('every live status may be cancelled or refunded, with the seeds’ messages', () => {
    for (const from of live) {
      const c = bookingTransition({ status: from, real_start: null }, 'cancel');
      const r = bookingTransition({ status: from, real_start: null }, 'refund');
      expect(c).toMatchObject({
        ok: true,
        to: 'cancelled',
        returnsCredits: true,
        reversesInvoiceLine: false,
        message: 'Your Booking has been cancelled',
      });
      expect(r).toMatchObject({
        ok: true,
        to: 'refund',
        returnsCredits: true,
        reversesInvoiceLine: true,
        message: 'Your Booking has been cancelled, the refund has been made satisfactorily',
      });
    }
  });

  it('setting the same status is refused; unknown statuses are refused', () => {
    for (const s of live) expect(statusTransition({ status: s, real_start: null }, s).ok).toBe(false);
    expect(statusTransition({ status: 'active', real_start: null }, 'bogus')).toEqual({ ok: false, message: BOOKING_STATUS_MESSAGES.unknown });
    expect(statusTransition({ status: 'bogus', real_start: null }, 'active').ok).toBe(false);
  });

  it('check out finishes and stamps real_end; an inactive booking cannot be finished', () => {
    for (const from of ['active', 'alert', 'pre_paid']) {
      expect(bookingTransition({ status: from, real_start: new Date() }, 'check_out')).toMatchObject({ ok: true, to: 'finished', setRealEnd: true });
    }
    expect(bookingTransition({ status: 'inactive', real_start: null }, 'check_out').ok).toBe(false);
  });

  it('check in stamps real_start only while there is none', () => {
    expect(bookingTransition({ status: 'active', real_start: null }, 'check_in')).toMatchObject({ ok: true, to: 'active', setRealStart: true });
    expect(bookingTransition({ status: 'active', real_start: '2026-01-01T09:00:00Z' }, 'check_in')).toEqual({
      ok: false,
      message: BOOKING_STATUS_MESSAGES.alreadyCheckedIn,
    });
  });

  it('buttons follow the machine: Check Out only once checked in', () => {
    expect(availableActions({ status: 'active', real_start: null })).toEqual({ check_in: true, check_out: false, cancel: true, refund: true });
    expect(availableActions({ status: 'active', real_start: new Date() })).toEqual({ check_in: false, check_out: true, cancel: true, refund: true });
  });

  it('no closed status occupies a slot, and every occupying status is live', () => {
    for (const s of OCCUPYING_BOOKING_STATUSES) expect(isFinalBookingStatus(s)).toBe(false);
    for (const s of FINAL_BOOKING_STATUSES) expect((OCCUPYING_BOOKING_STATUSES as readonly string[]).includes(s)).toBe(false);
  });
});
