/**
 * Booking through the member portal (issue 26): the staff's booking rules with the same words, the quote equal to the
 * invoice line, one booking out of 100 concurrent creates for one desk, the operator's cancellation window (the money
 * trail reversed, credits back), the one check-in window (never early), rooms, and the channel.
 */
import { BOOKING_MESSAGES, NO_BOOKING_RULES, PORTAL_MESSAGES, zonedInstant } from '@clubspace/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, invoiceLines, invoices, members, memberships, resources, teams, users } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';
import { PORTAL_ADMIN, PORTAL_MEMBER, portalCall, portalLogin } from './support/portal-session.ts';
import { deskDay, farDay, testDesks } from './support/sale-fixtures.ts';

const { t, ids, get, send } = useApiSession();
const TZ = 'Europe/London';
const fx = {} as {
  office: string;
  desks: string[];
  room: string;
  member: { access: string };
  admin: { access: string };
  team: string;
  memberSlug: string;
};

beforeAll(async () => {
  const made = await testDesks(t.db, ids.demo, 'pb', 6);
  fx.office = made.office;
  fx.desks = made.desks;
  const [room] = await t.db
    .select({ slug: resources.slug })
    .from(resources)
    .where(and(eq(resources.clientId, ids.demo), eq(resources.resourceType, 'meeting_room'), eq(resources.status, 'active')))
    .orderBy(resources.id)
    .limit(1);
  fx.room = room.slug;
  fx.member = await portalLogin(t.app, PORTAL_MEMBER);
  fx.admin = await portalLogin(t.app, PORTAL_ADMIN);
  const [row] = await t.db
    .select({ slug: members.slug, team: teams.slug })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(teams, eq(teams.id, members.teamId))
    .where(eq(users.email, PORTAL_MEMBER.email));
  fx.memberSlug = row.slug;
  fx.team = row.team;
});

const book = (token: string, resource: string, days: string[], extra: object = {}) =>
  portalCall(t.app, token, 'POST', '/api/portal/bookings/desk', { resource, days, ...extra });
const bookingByCode = async (code: string) =>
  (
    await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.clientId, ids.demo), eq(bookings.code, code)))
  )[0];

describe('price and money trail', () => {
  it('the quote equals the booking price and its invoice line; the booking is the portal channel', async () => {
    const day = farDay(1);
    const quote = await portalCall(t.app, fx.member.access, 'GET', `/api/portal/quote?resource=${fx.desks[0]}&day=${day}`);
    expect(quote.statusCode, quote.body).toBe(200);
    const created = await book(fx.member.access, fx.desks[0], [day]);
    expect(created.statusCode, created.body).toBe(201);
    const [b] = created.json().bookings;
    expect(b.price).toBe(quote.json().price);
    const row = await bookingByCode(b.code);
    expect(row.channel).toBe('portal');
    expect(row.pricePence).toBe(Math.round(quote.json().price * 100));
    const [line] = await t.db.select().from(invoiceLines).where(eq(invoiceLines.id, row.invoiceLineId!));
    expect(line.unitPricePence).toBe(row.pricePence);
    expect(line.memberId).toBe(row.memberId);
    // A staff-made booking stays the staff channel.
    const staff = await send('POST', '/api/member-bookings/', [deskDay(fx.office, fx.desks[1], fx.team, farDay(2))]);
    expect(staff.statusCode, staff.body).toBe(201);
    expect((await bookingByCode(staff.json().bookings[0].code)).channel).toBe('staff');
  });

  it('several days at once: one booking per day, all or nothing', async () => {
    const days = [farDay(10), farDay(11), farDay(12)];
    const quote = (
      await portalCall(t.app, fx.member.access, 'GET', `/api/portal/quote?resource=${fx.desks[2]}&${days.map((d) => `day=${d}`).join('&')}`)
    ).json();
    const created = await book(fx.member.access, fx.desks[2], days);
    expect(created.statusCode, created.body).toBe(201);
    const made = created.json().bookings as { price: number }[];
    expect(made).toHaveLength(3);
    expect(made.reduce((s, b) => s + b.price, 0)).toBeCloseTo(quote.price, 2);
    // One of the days taken: nothing is booked, and the answer names the day.
    const clash = await book(fx.member.access, fx.desks[2], [farDay(13), farDay(12)]);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toContain(BOOKING_MESSAGES.deskBusy);
    const [desk] = await t.db
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.clientId, ids.demo), eq(resources.slug, fx.desks[2])));
    expect(await t.db.select().from(bookings).where(eq(bookings.resourceId, desk.id))).toHaveLength(3);
  });
});

describe('booking rules and the constraint', () => {
  it('refuses what the booking rules refuse, in the staff’s words, and offers no override', async () => {
    const rules = await send('PUT', '/api/booking-rules/', { resource_type: 'desk', ...NO_BOOKING_RULES, max_days_ahead: 30 });
    expect(rules.statusCode, rules.body).toBe(200);
    const day = farDay(20);
    const staff = await send('POST', '/api/member-bookings/', [deskDay(fx.office, fx.desks[3], fx.team, day, { member: fx.memberSlug })]);
    expect(staff.statusCode).toBe(400);
    const portal = await book(fx.member.access, fx.desks[3], [day], { override_rules: true });
    expect(portal.statusCode).toBe(400);
    expect(portal.json().detail).toBe(staff.json().detail);
    expect(portal.json().code).toBe('booking_rule');
    await send('PUT', '/api/booking-rules/', { resource_type: 'desk', ...NO_BOOKING_RULES });
    expect((await book(fx.member.access, fx.desks[3], [day])).statusCode).toBe(201);
  });

  it('100 concurrent portal creates for one desk and day give exactly one booking', async () => {
    const day = farDay(30);
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => book(i % 2 ? fx.member.access : fx.admin.access, fx.desks[4], [day])));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(
      codes.filter((c) => c !== 201 && c !== 409),
      JSON.stringify(results.find((r) => r.statusCode !== 201 && r.statusCode !== 409)?.body),
    ).toEqual([]);
    const conflict = results.find((r) => r.statusCode === 409)!.json();
    expect([BOOKING_MESSAGES.deskBusy, 'Please try again']).toContain(conflict.detail);
    const [desk] = await t.db
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.clientId, ids.demo), eq(resources.slug, fx.desks[4])));
    const held = await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.resourceId, desk.id), inArray(bookings.status, ['active', 'pre_paid', 'alert'])));
    expect(held).toHaveLength(1);
  }, 120_000);

  it('refuses a meeting room as a desk, a desk as a room, an unknown resource', async () => {
    expect((await book(fx.member.access, fx.room, [farDay(40)])).json().errors.resource).toBe(PORTAL_MESSAGES.notADesk);
    const asRoom = await portalCall(t.app, fx.member.access, 'POST', '/api/portal/bookings/room', {
      resource: fx.desks[0],
      start: zonedInstant(farDay(40), '10:00:00', TZ).toISOString(),
      end: zonedInstant(farDay(40), '11:00:00', TZ).toISOString(),
    });
    expect(asRoom.json().errors.resource).toBe(PORTAL_MESSAGES.notARoom);
    expect((await book(fx.member.access, 'no-such-desk', [farDay(40)])).statusCode).toBe(400);
  });
});

describe('rooms, credits and cancelling', () => {
  it('books a room with membership credits; cancelling gives them back; the window is the operator’s', async () => {
    const [team] = await t.db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.clientId, ids.demo), eq(teams.slug, fx.team)));
    await t.db.insert(memberships).values({
      clientId: ids.demo,
      slug: 'portal-credits',
      teamId: team.id,
      start: new Date(Date.now() - 86_400_000),
      status: 'active',
      freeCredits: 1000,
    });
    const day = farDay(50);
    const window = { start: zonedInstant(day, '10:00:00', TZ).toISOString(), end: zonedInstant(day, '11:00:00', TZ).toISOString() };
    const quote = (
      await portalCall(
        t.app,
        fx.member.access,
        'GET',
        `/api/portal/quote?resource=${fx.room}&start=${encodeURIComponent(window.start)}&end=${encodeURIComponent(window.end)}`,
      )
    ).json();
    expect(quote.free).toBe(true);
    expect(quote.credits).toBeGreaterThan(0);
    const before = quote.available_credits;
    const created = await portalCall(t.app, fx.member.access, 'POST', '/api/portal/bookings/room', {
      resource: fx.room,
      ...window,
      pay_with: 'credits',
    });
    expect(created.statusCode, created.body).toBe(201);
    const b = created.json().bookings[0];
    expect(b.credits_used).toBe(quote.credits);
    const rooms = (await portalCall(t.app, fx.member.access, 'GET', `/api/portal/rooms?office=${fx.office}&day=${day}`)).json();
    const room = rooms.rooms.find((r: { slug: string }) => r.slug === fx.room);
    expect(room.busy.length).toBeGreaterThan(0);
    // The demo's room rules: 07:00–22:00 every day, 30-minute slots of 30 minutes to 10 hours.
    expect(room.hours).toEqual({ start: zonedInstant(day, '07:00:00', TZ).toISOString(), end: zonedInstant(day, '22:00:00', TZ).toISOString() });
    expect(room).toMatchObject({ granularity_minutes: 30, min_minutes: 30, max_minutes: 600 });
    expect(room.buffer_minutes).toBeGreaterThanOrEqual(0);
    const after = (
      await portalCall(
        t.app,
        fx.member.access,
        'GET',
        `/api/portal/quote?resource=${fx.room}&start=${encodeURIComponent(window.start)}&end=${encodeURIComponent(window.end)}`,
      )
    ).json();
    expect(after.available_credits).toBe(before - quote.credits);
    expect(after.free).toBe(false);

    const cancelled = await portalCall(t.app, fx.member.access, 'POST', `/api/portal/bookings/${b.code}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().booking.status).toBe('refund');
    const back = (
      await portalCall(
        t.app,
        fx.member.access,
        'GET',
        `/api/portal/quote?resource=${fx.room}&start=${encodeURIComponent(window.start)}&end=${encodeURIComponent(window.end)}`,
      )
    ).json();
    expect(back.available_credits).toBe(before);
    expect((await portalCall(t.app, fx.member.access, 'POST', `/api/portal/bookings/${b.code}/cancel`)).statusCode).toBe(409);
  });

  it('cancelling voids the draft invoice line or credits an issued one; outside the window it is refused in words', async () => {
    const created = await book(fx.member.access, fx.desks[5], [farDay(60)]);
    const code = created.json().bookings[0].code;
    const lineId = (await bookingByCode(code)).invoiceLineId!;
    const ok = await portalCall(t.app, fx.member.access, 'POST', `/api/portal/bookings/${code}/cancel`);
    expect(ok.statusCode, ok.body).toBe(200);
    const [line] = await t.db.select().from(invoiceLines).where(eq(invoiceLines.id, lineId));
    expect(line.status).toBe('void');

    // On an issued invoice the line stays as billed and a credit line answers it.
    const issued = await book(fx.member.access, fx.desks[5], [farDay(61)]);
    const issuedCode = issued.json().bookings[0].code;
    const issuedLineId = (await bookingByCode(issuedCode)).invoiceLineId!;
    const [billed] = await t.db
      .select({ invoice: invoices.slug })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(eq(invoiceLines.id, issuedLineId));
    expect((await send('POST', '/api/invoice-validate/', { invoice: billed.invoice })).statusCode).toBe(200);
    expect((await portalCall(t.app, fx.member.access, 'POST', `/api/portal/bookings/${issuedCode}/cancel`)).statusCode).toBe(200);
    const [kept] = await t.db.select().from(invoiceLines).where(eq(invoiceLines.id, issuedLineId));
    expect(kept.status).not.toBe('void');
    const credits = await t.db.select().from(invoiceLines).where(eq(invoiceLines.creditedLineId, issuedLineId));
    expect(credits).toHaveLength(1);
    expect(credits[0].lineGrossPricePence).toBe(-kept.lineGrossPricePence);

    const settings = (await get('/api/portal-settings/')).json();
    await send('PUT', '/api/portal-settings/', { ...settings, cancel_hours: 24 * 30 });
    const soon = await send('POST', '/api/member-bookings/', [deskDay(fx.office, fx.desks[5], fx.team, farDay(-390), { member: fx.memberSlug })]);
    expect(soon.statusCode, soon.body).toBe(201);
    const refused = await portalCall(t.app, fx.member.access, 'POST', `/api/portal/bookings/${soon.json().bookings[0].code}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(PORTAL_MESSAGES.cancelWindow(24 * 30));
    await send('PUT', '/api/portal-settings/', settings);
  });
});

describe('check-in', () => {
  it('checks in within the window only: early is refused in words, never overridden', async () => {
    const early = await send('POST', '/api/member-bookings/', [deskDay(fx.office, fx.desks[0], fx.team, farDay(-395), { member: fx.memberSlug })]);
    expect(early.statusCode, early.body).toBe(201);
    const code = early.json().bookings[0].code;
    const refused = await portalCall(t.app, fx.member.access, 'POST', `/api/portal/bookings/${code}/check-in`, { override_rules: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/^Check-in opens 60 minutes before the start/);
    expect((await bookingByCode(code)).realStart).toBeNull();

    // A booking that has started: checked in.
    const now = new Date();
    const start = new Date(Math.floor(now.getTime() / 300_000) * 300_000);
    const [desk] = await t.db
      .select()
      .from(resources)
      .where(and(eq(resources.clientId, ids.demo), eq(resources.slug, fx.desks[1])));
    const [me] = await t.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.clientId, ids.demo), eq(members.slug, fx.memberSlug)));
    const [row] = await t.db
      .insert(bookings)
      .values({
        clientId: ids.demo,
        code: 'PORTALCI',
        slug: 'portalci',
        bookingType: 'desk',
        officeId: desk.officeId,
        resourceId: desk.id,
        memberId: me.id,
        plannedStart: start,
        plannedEnd: new Date(start.getTime() + 3_600_000),
      })
      .returning();
    const ok = await portalCall(t.app, fx.member.access, 'POST', '/api/portal/bookings/PORTALCI/check-in');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().booking.real_start).not.toBeNull();
    expect((await portalCall(t.app, fx.member.access, 'POST', '/api/portal/bookings/PORTALCI/check-in')).statusCode).toBe(409);
    expect(row.id).toBeGreaterThan(0);
  });

  it('lists my upcoming bookings with their windows and gives each as an .ics file', async () => {
    const list = await portalCall(t.app, fx.member.access, 'GET', '/api/portal/bookings?when=upcoming&page_size=50');
    expect(list.statusCode).toBe(200);
    const mine = list.json().bookings as { code: string; member: string | null; cancel_until: string | null }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((b) => b.member === null)).toBe(true);
    const ics = await portalCall(t.app, fx.member.access, 'GET', `/api/portal/bookings/${mine[0].code}/ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VEVENT');
    const past = await portalCall(t.app, fx.member.access, 'GET', '/api/portal/bookings?when=past');
    expect(past.statusCode).toBe(200);
  });
});
