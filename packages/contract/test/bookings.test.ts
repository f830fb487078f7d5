import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, bookingCreate, bookingCreateEntry, bookingUpdate, conflictMessage, deskBookingForm } from '../src/bookings.ts';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('booking payloads', () => {
  const entry = { start: '2026-12-01T10:00:00Z', end: '2026-12-01T11:00:00Z', office: 'o', booking_type: 'meeting_room', resource: 'r', team: 't' };

  it('create entry: valid entries pass, with defaults', () => {
    const r = bookingCreateEntry.safeParse(entry);
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ origin: 'regular', capacity: 1, payNow: false, paid: false });
  });

  it('create entry: the seeds’ messages', () => {
    expect(issues(bookingCreateEntry.safeParse({ ...entry, start: '', end: undefined }))).toMatchObject({
      start: BOOKING_MESSAGES.startDateRequired,
      end: BOOKING_MESSAGES.finishDateRequired,
    });
    expect(issues(bookingCreateEntry.safeParse({ ...entry, office: '' }))).toMatchObject({ office: 'Office is required' });
    expect(issues(bookingCreateEntry.safeParse({ ...entry, end: '2026-12-01T09:00:00Z' }))).toMatchObject({
      end: 'End time cant be before start time',
    });
    expect(issues(bookingCreateEntry.safeParse({ ...entry, resource: null }))).toMatchObject({ resource: 'Resource is required' });
    expect(issues(bookingCreateEntry.safeParse({ ...entry, booking_type: 'desk', resource: null }))).toMatchObject({
      work_area: 'Work Area is required',
    });
    expect(issues(bookingCreateEntry.safeParse({ ...entry, team: null }))).toMatchObject({
      team: 'Select referral, team, guest or guest mail is mandatory',
    });
    expect(issues(bookingCreateEntry.safeParse({ ...entry, booking_type: 'desk', team: null }))).toMatchObject({
      team: 'Select a member, team or guest is mandatory',
    });
    expect(issues(bookingCreateEntry.safeParse({ ...entry, team: null, guest_email: 'nope' }))).toMatchObject({
      guest_name: 'Name is required',
      guest_surname: 'Surname is required',
      guest_email: 'Must be a valid email (nope)',
    });
    expect(issues(bookingCreateEntry.safeParse({ ...entry, price: -1 }))).toMatchObject({ price: 'Must have a positive value' });
    expect(issues(bookingCreateEntry.safeParse({ ...entry, capacity: 0 }))).toMatchObject({ capacity: 'Must be a positive number' });
    expect(bookingCreate.safeParse([]).success).toBe(false);
  });

  it('every message at once, even when a field failed', () => {
    expect(issues(bookingCreateEntry.safeParse({ booking_type: 'desk' }))).toMatchObject({
      start: 'Start date is required',
      end: 'Finish date is required',
      office: 'Office is required',
      work_area: 'Work Area is required',
      team: 'Select a member, team or guest is mandatory',
    });
    expect(bookingCreateEntry.safeParse('nope').success).toBe(false);
  });

  it('update: §5 messages', () => {
    expect(issues(bookingUpdate.safeParse({}))).toMatchObject({
      booking_type: 'Booking type is required',
      origin: 'Origin is required',
      status: 'Status is required',
      office: 'Office is required',
      work_area: 'Work Area is required',
      planned_start: 'Planned start date is required',
      planned_end: 'Planned end date is required',
      member: 'Select a member, team or guest is mandatory',
    });
    const ok = {
      booking_type: 'desk',
      origin: 'regular',
      status: 'active',
      office: 'o',
      work_area: 'w',
      planned_start: '2026-12-01T10:00:00Z',
      planned_end: '2026-12-01T11:00:00Z',
      team: 't',
    };
    expect(bookingUpdate.safeParse(ok).success).toBe(true);
    expect(issues(bookingUpdate.safeParse({ ...ok, planned_end: '2026-12-01T09:00:00Z', team: null, single_price: -1 }))).toMatchObject({
      planned_end: 'Planned end can not be before planned start',
      member: 'Select a member, team or guest is mandatory',
      single_price: 'Single price can not be negative',
    });
  });

  it('desk dialog: its own messages', () => {
    expect(issues(deskBookingForm.safeParse({ status: 'active', origin: 'regular' }))).toMatchObject({
      team: 'Team is required',
      work_area: 'Work Area is required',
      planned_start: 'Planned start date is required',
      planned_end: 'Planned end date is required',
    });
    expect(
      issues(
        deskBookingForm.safeParse({
          team: 't',
          work_area: 'w',
          status: 'active',
          origin: 'regular',
          planned_start: '2026-12-01T10:00:00Z',
          planned_end: '2026-12-01T10:00:00Z',
        }),
      ),
    ).toMatchObject({ planned_end: 'Planned End date can not be before Planned start time' });
  });

  it('conflict message by type', () => {
    expect(conflictMessage('meeting_room')).toBe('Meeting room busy at that time');
    expect(conflictMessage('hot_desk')).toBe('Desk already booked at that time');
  });
});
