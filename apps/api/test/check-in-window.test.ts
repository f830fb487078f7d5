import { CHECKIN_MESSAGES, checkInWindow } from '@clubspace/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingRules, bookings, members, offices, resources, workAreas } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';

/** Issue 24 §4: one check-in window for staff and the QR page; staff may check in earlier only with override_rules. */
const { t, tok, ids, send } = useApiSession();
const MIN = 60_000;
const TZ = 'Europe/London';
const fx = {} as { officeId: number; memberId: number; res: Record<string, { id: number; identifier: string }> };

let n = 0;
async function addBooking(resource: string, startOffsetMin: number, endOffsetMin: number) {
  const code = `CIW${String(++n).padStart(5, '0')}`;
  const now = Date.now();
  const [row] = await t.db
    .insert(bookings)
    .values({
      clientId: ids.demo,
      code,
      slug: code.toLowerCase(),
      bookingType: 'desk',
      officeId: fx.officeId,
      resourceId: fx.res[resource].id,
      memberId: fx.memberId,
      plannedStart: new Date(now + startOffsetMin * MIN),
      plannedEnd: new Date(now + endOffsetMin * MIN),
    })
    .returning();
  return row;
}
const checkIn = (code: string, extra: object = {}) => send('PUT', `/api/member-bookings/${code}`, { action: 'check_in', ...extra });
const qr = (identifier: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/checkin/${identifier}`,
    headers: { authorization: `Bearer ${tok.owner}` },
    payload: { action: 'check_in', booking: code },
  });
/** The QR page only offers today's bookings: a start later than today (London) cannot be tested there. */
const sameOfficeDay = (a: Date, b: Date) => a.toLocaleDateString('en-GB', { timeZone: TZ }) === b.toLocaleDateString('en-GB', { timeZone: TZ });

beforeAll(async () => {
  const [office] = await t.db
    .select()
    .from(offices)
    .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, 'shoreditch')));
  fx.officeId = office.id;
  const [wa] = await t.db
    .select()
    .from(workAreas)
    .where(and(eq(workAreas.clientId, ids.demo), eq(workAreas.officeId, office.id)))
    .limit(1);
  const [m] = await t.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.clientId, ids.demo), eq(members.status, 'active')))
    .orderBy(asc(members.id))
    .limit(1);
  fx.memberId = m.id;
  fx.res = {};
  for (const [key, opens] of [
    ['default', null],
    ['fifteen', 15],
    ['tomorrow', null],
    ['qr', null],
    ['qr15', 15],
  ] as const) {
    const identifier = `CIW-${key}`;
    const [r] = await t.db
      .insert(resources)
      .values({
        clientId: ids.demo,
        slug: `ciw-${key}`,
        name: `Window desk ${key}`,
        identifier,
        officeId: office.id,
        floorId: wa.floorId,
        workAreaId: wa.id,
        resourceType: 'desk',
        priceHourPence: 500,
        priceDayPence: 2000,
      })
      .returning();
    await t.db
      .insert(bookingRules)
      .values({ clientId: ids.demo, slug: `ciw-rule-${key}`, resourceType: 'desk', resourceId: r.id, checkInOpensMinutes: opens });
    fx.res[key] = { id: r.id, identifier };
  }
});

describe('staff Check In (PUT /api/member-bookings/{code})', () => {
  it("refuses tomorrow's booking with the window in words, as an overridable rule", async () => {
    const b = await addBooking('tomorrow', 24 * 60, 25 * 60);
    const expected = checkInWindow({ planned_start: b.plannedStart, planned_end: b.plannedEnd }, new Date(), null, TZ);
    const res = await checkIn(b.code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: expect.stringMatching(/^Check-in opens 60 minutes before the start \(at \d\d:\d\d\)$/),
      code: 'booking_rule',
      overridable: true,
    });
    expect(res.json().violations).toEqual([{ rule: 'check_in_window', field: 'action', message: res.json().detail, overridable: true }]);
    expect(expected.ok ? null : expected.message).toBe(res.json().detail);
    expect((await checkIn(b.code, { override_rules: false })).statusCode).toBe(400);
    // The seeds' check-in (the full booking with real_start) obeys the same window.
    expect((await send('PUT', `/api/member-bookings/${b.code}`, { real_start: new Date().toISOString() })).statusCode).toBe(400);
    const confirmed = await checkIn(b.code, { override_rules: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().real_start).not.toBeNull();
  });

  it('checks in within the window; the booking rules set how early it opens; an ended booking is refused', async () => {
    const soon = await addBooking('default', 45, 105);
    expect((await checkIn(soon.code)).statusCode).toBe(200);
    const early = await addBooking('fifteen', 20, 80);
    const refused = await checkIn(early.code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/^Check-in opens 15 minutes before the start \(at \d\d:\d\d\)$/);
    const over = await addBooking('fifteen', -120, -60);
    const ended = await checkIn(over.code, { override_rules: true });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().detail).toBe('The booking has ended: it can no longer be checked in');
  });
});

describe('QR check-in (POST /api/checkin/{code})', () => {
  it("refuses tomorrow's booking: it is not today's", async () => {
    const b = await addBooking('tomorrow', 25 * 60, 26 * 60);
    const res = await qr('CIW-tomorrow', b.code);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(CHECKIN_MESSAGES.noBooking);
  });

  it('opens 60 minutes before the start by default, and as the rules say otherwise; never overridden', async () => {
    const now = new Date();
    const soon = await addBooking('qr', 45, 105);
    if (sameOfficeDay(now, soon.plannedStart)) {
      const res = await qr('CIW-qr', soon.code);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().booking.real_start).not.toBeNull();
    }
    const early = await addBooking('qr15', 20, 30);
    if (sameOfficeDay(now, early.plannedStart)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/checkin/CIW-qr15',
        headers: { authorization: `Bearer ${tok.owner}` },
        payload: { action: 'check_in', booking: early.code, override_rules: true },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      const plain = await qr('CIW-qr15', early.code);
      expect(plain.statusCode).toBe(409);
      expect(plain.json().detail).toMatch(/^Check-in opens 15 minutes before the start \(at \d\d:\d\d\)$/);
    }
  });
});
