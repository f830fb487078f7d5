import { addDaysIso, isoDayInZone, zonedInstant, type BookingItem, type CalendarFeedResult } from '@clubspace/contract';
import ICAL from 'ical.js';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, members, offices, resources, users, workAreas } from '../src/db/schema/index.ts';
import { bearer } from './support/test-app.ts';
import { useApiSession } from './support/api-session.ts';

const { t, tok, ids, get, send } = useApiSession();
const TZ = 'Europe/London';

/** A weekday a few days ahead (inside any sane booking horizon and opening hours). */
function weekdayAhead(days: number) {
  let day = addDaysIso(isoDayInZone(new Date(), TZ), days);
  while ([0, 6].includes(zonedInstant(day, '12:00:00', TZ).getUTCDay())) day = addDaysIso(day, 1);
  return day;
}
const at = (day: string, hhmm: string) => zonedInstant(day, `${hhmm}:00`, TZ).toISOString();

const fx = {} as { room: string; member: string; email: string; day: string };

beforeAll(async () => {
  const [office] = await t.db
    .select()
    .from(offices)
    .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, 'shoreditch')));
  const [wa] = await t.db
    .select()
    .from(workAreas)
    .where(and(eq(workAreas.clientId, ids.demo), eq(workAreas.officeId, office.id)))
    .limit(1);
  await t.db.insert(resources).values({
    clientId: ids.demo,
    slug: 'ics-room',
    name: 'ICS Room',
    officeId: office.id,
    floorId: wa.floorId,
    workAreaId: wa.id,
    resourceType: 'meeting_room',
    capacity: 4,
    priceHourPence: 1000,
    noMemberPriceHourPence: 1000,
  });
  const [m] = await t.db
    .select({ slug: members.slug, email: users.email })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.clientId, ids.demo), eq(members.officeId, office.id)))
    .limit(1);
  fx.room = 'ics-room';
  fx.member = m.slug;
  fx.email = m.email;
  fx.day = weekdayAhead(3);
});

async function book(from: string, to: string) {
  const res = await send('POST', '/api/member-bookings/', [
    {
      start: at(fx.day, from),
      end: at(fx.day, to),
      office: 'shoreditch',
      booking_type: 'meeting_room',
      resource: fx.room,
      member: fx.member,
      comments: 'Board meeting',
    },
  ] as unknown as object);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { bookings: BookingItem[] }).bookings[0];
}

/** The feed's events, parsed the way calendar apps parse them. */
async function feedEvents(url: string) {
  const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

/** Booking e-mails are queue jobs sent after the answer: run them and wait for the outbox row about that booking. */
async function mailAbout(email: string, subjectStart: string, code: string) {
  for (let i = 0; i < 100; i++) {
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.id)).limit(10);
    const mail = mails.find((m) => m.subject.startsWith(subjectStart) && m.text.includes(code));
    if (mail) return mail;
    // Booking e-mails are queue jobs (issue 29): the tests' worker runs them when drained.
    await t.app.jobs.drain();
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no "${subjectStart}" e-mail about ${code} to ${email}`);
}

describe('calendar feeds', () => {
  it('a meeting room has no feed until one is created; the .ics parses and holds its bookings', async () => {
    expect((await get(`/api/calendar-feeds/?resource=${fx.room}`)).json()).toEqual({ feed: null });
    const booking = await book('10:00', '11:00');
    const created = await send('POST', '/api/calendar-feeds/', { resource: fx.room });
    expect(created.statusCode, created.body).toBe(201);
    const { feed } = created.json() as CalendarFeedResult;
    expect(feed?.url).toMatch(/\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await get(`/api/calendar-feeds/?resource=${fx.room}`)).json()).toEqual({ feed });

    const events = await feedEvents(feed!.url);
    const event = events.find((e) => e.uid.startsWith(`booking-${booking.code.toLowerCase()}@`));
    expect(event, 'the booking is in the feed').toBeDefined();
    expect(event!.summary).toContain('ICS Room');
    expect(event!.startDate.toJSDate().toISOString()).toBe(at(fx.day, '10:00'));
    expect(event!.endDate.toJSDate().toISOString()).toBe(at(fx.day, '11:00'));
  });

  it('a cancelled booking leaves the feed', async () => {
    const booking = await book('13:00', '14:00');
    const { feed } = (await get(`/api/calendar-feeds/?resource=${fx.room}`)).json() as CalendarFeedResult;
    expect((await feedEvents(feed!.url)).some((e) => e.uid.includes(booking.code.toLowerCase()))).toBe(true);
    expect((await send('PUT', `/api/member-bookings/${booking.code}`, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await feedEvents(feed!.url)).some((e) => e.uid.includes(booking.code.toLowerCase()))).toBe(false);
  });

  it('a new link revokes the old one; revoking answers 404 for the token like an unknown one', async () => {
    const { feed: old } = (await get(`/api/calendar-feeds/?resource=${fx.room}`)).json() as CalendarFeedResult;
    const { feed: fresh } = (await send('POST', '/api/calendar-feeds/', { resource: fx.room })).json() as CalendarFeedResult;
    expect(fresh!.url).not.toBe(old!.url);
    expect((await t.app.inject({ method: 'GET', url: new URL(old!.url).pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(fresh!.url).pathname })).statusCode).toBe(200);
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/calendar-feeds/?resource=${fx.room}`, headers: bearer(tok.owner) });
    expect(revoked.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: new URL(fresh!.url).pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/ical/${'x'.repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/ical/not-a-token' })).statusCode).toBe(404);
  });

  it('a member feed holds the member’s bookings', async () => {
    const booking = await book('15:00', '16:00');
    const { feed } = (await send('POST', '/api/calendar-feeds/', { member: fx.member })).json() as CalendarFeedResult;
    expect(feed!.kind).toBe('member');
    const event = (await feedEvents(feed!.url)).find((e) => e.uid.includes(booking.code.toLowerCase()));
    expect(event?.summary).toBe('ICS Room at ' + (await t.db.select({ n: offices.name }).from(offices).where(eq(offices.slug, 'shoreditch')))[0].n);
  });

  it('refuses what is not a meeting room, a missing target, and another operator’s room', async () => {
    const desk = await t.db
      .select({ slug: resources.slug })
      .from(resources)
      .where(and(eq(resources.clientId, ids.demo), eq(resources.resourceType, 'desk')))
      .limit(1);
    const notRoom = await send('POST', '/api/calendar-feeds/', { resource: desk[0].slug });
    expect(notRoom.statusCode).toBe(400);
    expect(notRoom.json().errors.resource).toBe('Calendar feeds are for meeting rooms');
    const none = await send('POST', '/api/calendar-feeds/', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.resource).toBe('Choose a meeting room or a member');
    expect((await get(`/api/calendar-feeds/?resource=${fx.room}`, tok.harbour)).statusCode).toBe(404);
    expect((await send('POST', '/api/calendar-feeds/', { resource: fx.room }, tok.harbour)).statusCode).toBe(404);
  });
});

describe('booking e-mails carry an .ics invitation', () => {
  it('confirmation has METHOD:REQUEST; cancellation withdraws the same UID with METHOD:CANCEL', async () => {
    const booking = await book('17:00', '18:00');
    const confirmed = await mailAbout(fx.email, 'Booking confirmed: ICS Room', booking.code);
    expect(confirmed.text).toContain('is confirmed');
    const [invite] = confirmed.attachments ?? [];
    expect(invite.filename).toBe('booking.ics');
    const request = new ICAL.Component(ICAL.parse(invite.content));
    expect(request.getFirstPropertyValue('method')).toBe('REQUEST');
    const uid = new ICAL.Event(request.getFirstSubcomponent('vevent')!).uid;
    expect(uid).toContain(booking.code.toLowerCase());

    expect((await send('PUT', `/api/member-bookings/${booking.code}`, { status: 'cancelled' })).statusCode).toBe(200);
    const cancelled = await mailAbout(fx.email, 'Booking cancelled: ICS Room', booking.code);
    const cancel = new ICAL.Component(ICAL.parse(cancelled.attachments![0].content));
    expect(cancel.getFirstPropertyValue('method')).toBe('CANCEL');
    const event = new ICAL.Event(cancel.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(uid);
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});
