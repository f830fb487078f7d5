import { BOOKING_MESSAGES, invalidBookingEmail } from '@clubspace/contract';
import { describe, expect, it } from 'vitest';
import { desksCreateForm, desksEntries } from '../src/features/bookings/components/desks-create-form';
import { meetingRoomResolver, roomValues, type MeetingRoomValues } from '../src/features/bookings/components/meeting-room-form';

const resolve = async (patch: Partial<MeetingRoomValues>) => {
  const start = new Date(Date.now() + 86_400_000);
  start.setHours(10, 0, 0, 0);
  const values = { ...roomValues({ resource: 'room-1', start, end: new Date(start.getTime() + 1_800_000) }, null, 'Europe/London'), ...patch };
  const result = await meetingRoomResolver('shoreditch', 'Europe/London')(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, (v as { message?: string }).message]));
};

describe('meeting-room dialog messages (the contract schema)', () => {
  it('asks for a referral, team, guest or guest mail', async () => {
    expect((await resolve({})).team).toBe(BOOKING_MESSAGES.referralMandatory);
  });

  it('guest details: name, surname and a valid e-mail', async () => {
    const errors = await resolve({ guest_email: 'nope' });
    expect(errors.guest_name).toBe(BOOKING_MESSAGES.nameRequired);
    expect(errors.guest_surname).toBe(BOOKING_MESSAGES.surnameRequired);
    expect(errors.guest_email).toBe(invalidBookingEmail('nope'));
  });

  it('times: required, and the end after the start', async () => {
    expect((await resolve({ team: 'acme', start: '' })).start).toBe(BOOKING_MESSAGES.startTimeRequired);
    expect((await resolve({ team: 'acme', end: '' })).end).toBe(BOOKING_MESSAGES.endTimeRequired);
    expect((await resolve({ team: 'acme', start: '11:00', end: '10:00' })).end).toBe(BOOKING_MESSAGES.endTimeBeforeStart);
  });

  it('a negative price says it must be positive; a team passes', async () => {
    expect((await resolve({ team: 'acme', price: '-1' })).price).toBe(BOOKING_MESSAGES.pricePositive);
    expect(await resolve({ team: 'acme' })).toEqual({});
  });
});

describe('Create Booking, desks', () => {
  const base = {
    booking_type: 'hot_desk' as const,
    desks: 2,
    team: 'acme',
    member: '',
    office: 'shoreditch',
    work_area: 'open',
    resource: '',
    origin: 'regular',
    start_day: '2030-01-07',
    finish_day: '2030-01-08',
    start: '10:00',
    end: '12:00',
    guest: '',
    client: '',
    referral: '',
    comments: '',
    payment: 'later' as const,
  };

  it('shows the §5 messages', () => {
    const r = desksCreateForm.safeParse({
      ...base,
      desks: 0,
      team: '',
      office: '',
      work_area: '',
      start_day: '',
      finish_day: '',
      booking_type: 'desk',
    });
    const messages = r.success ? [] : r.error.issues.map((i) => i.message);
    for (const m of [
      BOOKING_MESSAGES.desksPositive,
      BOOKING_MESSAGES.teamRequired,
      BOOKING_MESSAGES.officeRequired,
      BOOKING_MESSAGES.workAreaRequired,
      BOOKING_MESSAGES.startDateRequired,
      BOOKING_MESSAGES.finishDateRequired,
      BOOKING_MESSAGES.resourceRequired,
    ])
      expect(messages).toContain(m);
  });

  it('N hot desks over D days are N × D entries fixed to 09:00–18:00', () => {
    const entries = desksEntries(desksCreateForm.parse(base), 'Europe/London');
    expect(entries).toHaveLength(4);
    expect(new Set(entries.map((e) => e.start))).toEqual(new Set(['2030-01-07T09:00:00.000Z', '2030-01-08T09:00:00.000Z']));
    expect(entries.every((e) => e.end.endsWith('T18:00:00.000Z') && e.resource === null)).toBe(true);
  });
});
