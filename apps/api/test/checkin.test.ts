import { bookNowWindow, CHECKIN_MESSAGES, CHECKIN_TOKEN_HEADER, type CheckinResult, type CheckinView } from '@clubspace/contract';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingRules, bookings, checkinLinks, emailOutbox, members, offices, resources, users, workAreas } from '../src/db/schema/index.ts';
import { sha256 } from '../src/lib/tokens.ts';
import { useApiSession } from './support/api-session.ts';

const { t, tok, ids, get, send } = useApiSession();
const MIN = 60_000;

const fx = {} as {
  officeId: number;
  canaryId: number;
  res: Record<string, { id: number; slug: string; identifier: string }>;
  alice: { id: number; slug: string; email: string; teamId: number | null };
  bob: { id: number; slug: string; email: string; teamId: number | null };
};

let codeCounter = 0;
async function addBooking(
  resource: string,
  memberId: number | null,
  startOffsetMin: number,
  endOffsetMin: number,
  extra: Partial<typeof bookings.$inferInsert> = {},
) {
  const r = fx.res[resource];
  const now = Date.now();
  const code = `CKT${String(++codeCounter).padStart(5, '0')}`;
  const [row] = await t.db
    .insert(bookings)
    .values({
      clientId: ids.demo,
      code,
      slug: code.toLowerCase(),
      bookingType: 'desk',
      officeId: fx.officeId,
      resourceId: r.id,
      memberId,
      plannedStart: new Date(now + startOffsetMin * MIN),
      plannedEnd: new Date(now + endOffsetMin * MIN),
      ...extra,
    })
    .returning();
  return row;
}

const view = (code: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/checkin/${code}`, headers });
const act = (code: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/checkin/${code}`, headers, payload });
const askLink = (code: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/checkin/${code}/link`, payload });
const staffH = () => ({ authorization: `Bearer ${tok.owner}` });
const linkH = (token: string) => ({ [CHECKIN_TOKEN_HEADER]: token });

const outboxTo = (email: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.to}) = lower(${email})`)
    .orderBy(asc(emailOutbox.id));

/** Asks for a link and reads the token from the newest e-mail's link fragment. */
async function magicToken(code: string, email: string) {
  const before = (await outboxTo(email)).length;
  const res = await askLink(code, { email });
  expect(res.statusCode).toBe(202);
  const mails = await outboxTo(email);
  expect(mails.length).toBe(before + 1);
  const link = mails.at(-1)!.link!;
  expect(link).toContain(`/checkin/${encodeURIComponent(code)}#token=`);
  return link.split('#token=')[1];
}

beforeAll(async () => {
  const list = await t.db.select().from(offices).where(eq(offices.clientId, ids.demo)).orderBy(asc(offices.listOrder), asc(offices.id));
  const shoreditch = list.find((o) => o.slug === 'shoreditch')!;
  const canary = list.find((o) => o.id !== shoreditch.id)!;
  fx.officeId = shoreditch.id;
  fx.canaryId = canary.id;
  const [wa] = await t.db
    .select()
    .from(workAreas)
    .where(and(eq(workAreas.clientId, ids.demo), eq(workAreas.officeId, shoreditch.id)))
    .limit(1);
  fx.res = {};
  for (const [key, identifier, officeId] of [
    ['one', 'CK-1', shoreditch.id],
    ['two', 'CK-2', shoreditch.id],
    ['three', 'CK-3', shoreditch.id],
    ['four', 'CK-4', shoreditch.id],
    ['five', 'CK-5', shoreditch.id],
    ['canary', 'CK-9', canary.id],
  ] as const) {
    const [r] = await t.db
      .insert(resources)
      .values({
        clientId: ids.demo,
        slug: `ck-${key}`,
        name: `Check-in desk ${key}`,
        identifier,
        officeId,
        floorId: officeId === shoreditch.id ? wa.floorId : null,
        workAreaId: officeId === shoreditch.id ? wa.id : null,
        resourceType: 'desk',
        priceHourPence: 500,
        priceDayPence: 2000,
      })
      .returning();
    // Rules of its own (all open) so the demo's desk rules never decide these tests.
    await t.db.insert(bookingRules).values({ clientId: ids.demo, slug: `ck-rule-${key}`, resourceType: 'desk', resourceId: r.id });
    fx.res[key] = { id: r.id, slug: r.slug, identifier };
  }
  const people = await t.db
    .select({ id: members.id, slug: members.slug, email: users.email, teamId: members.teamId })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.clientId, ids.demo), eq(members.status, 'active'), eq(members.role, 'team_member')))
    .orderBy(asc(members.id))
    .limit(2);
  [fx.alice, fx.bob] = people;
});

describe('staff check-in', () => {
  it('shows the running booking of the QR code and checks it in; the booking then shows real_start', async () => {
    const b = await addBooking('one', fx.bob.id, -10, 50);
    const res = await view('CK-1', staffH());
    expect(res.statusCode).toBe(200);
    const v = res.json() as CheckinView;
    expect(v).toMatchObject({
      viewer: 'staff',
      resource: { slug: 'ck-one', identifier: 'CK-1' },
      booking: { code: b.code, real_start: null },
      check_in_blocked: null,
      book_now: null,
      book_now_blocked: CHECKIN_MESSAGES.notFree,
    });

    const done = await act('CK-1', { action: 'check_in', booking: b.code }, staffH());
    expect(done.statusCode).toBe(200);
    const result = done.json() as CheckinResult;
    expect(result.detail).toBe(CHECKIN_MESSAGES.checkedIn);
    expect(result.booking.real_start).not.toBeNull();
    const detail = (await get(`/api/member-bookings/${b.code}`)).json();
    expect(detail.real_start).toBe(result.booking.real_start);

    const again = await act('CK-1', { action: 'check_in', booking: b.code }, staffH());
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(CHECKIN_MESSAGES.alreadyCheckedIn);
  });

  it('finds the resource by identifier in any case, or by slug; the next booking opens 60 minutes before its start', async () => {
    const later = await addBooking('two', fx.bob.id, 90, 120);
    for (const code of ['ck-2', 'CK-2', 'ck-two']) {
      const v = (await view(code, staffH())).json() as CheckinView;
      expect(v.resource.slug).toBe('ck-two');
    }
    const v = (await view('CK-2', staffH())).json() as CheckinView;
    if (v.booking) {
      // Unless the test runs in the last two hours of the office day, the later booking is today's next one.
      expect(v.booking.code).toBe(later.code);
      expect(v.check_in_blocked).toMatch(/^Check-in opens 60 minutes before the start \(at \d\d:\d\d\)$/);
      const early = await act('CK-2', { action: 'check_in', booking: later.code }, staffH());
      expect(early.statusCode).toBe(409);
      expect(early.json().detail).toBe(v.check_in_blocked);
    }
  });

  it('refuses other operators, staff outside the office scope, anonymous callers and unknown codes', async () => {
    expect((await view('CK-1', { authorization: `Bearer ${tok.harbour}` })).statusCode).toBe(404);
    expect((await view('CK-9', { authorization: `Bearer ${tok.staff}` })).statusCode).toBe(404); // Canary: not in Sam's scope
    expect((await view('CK-9', staffH())).statusCode).toBe(200);
    const anon = await view('CK-1', {});
    expect(anon.statusCode).toBe(401);
    expect(anon.json().detail).toBe(CHECKIN_MESSAGES.signInOrLink);
    expect((await view('NOPE-404', staffH())).json().detail).toBe(CHECKIN_MESSAGES.notFound);
    const bad = await act('CK-1', { action: 'check_in' }, staffH());
    expect(bad.statusCode).toBe(400);
  });

  it('books a free desk now for a picked member, checked in at once, until the next booking or the end of the office day', async () => {
    const next = await addBooking('three', fx.bob.id, 120, 150);
    const v = (await view('CK-3', staffH())).json() as CheckinView;
    const expected = bookNowWindow(
      'desk',
      [{ status: 'active', planned_start: next.plannedStart, planned_end: next.plannedEnd, real_start: null }],
      new Date(),
      'Europe/London',
    );
    if (!expected.ok) {
      // After the office day (18:00 London) nothing can be booked for today: the page and the API say so.
      expect(v.book_now_blocked).toBe(expected.message);
      const refused = await act('CK-3', { action: 'book_now', member: fx.alice.slug }, staffH());
      expect(refused.statusCode).toBe(409);
      return;
    }
    expect(v.book_now).not.toBeNull();
    expect(Date.parse(v.book_now!.end)).toBeLessThanOrEqual(next.plannedStart.getTime());
    expect((await act('CK-3', { action: 'book_now' }, staffH())).json().errors).toEqual({ member: CHECKIN_MESSAGES.memberRequired });
    const res = await act('CK-3', { action: 'book_now', member: fx.alice.slug }, staffH());
    expect(res.statusCode).toBe(201);
    const made = res.json() as CheckinResult;
    expect(made.detail).toBe(CHECKIN_MESSAGES.booked);
    expect(made.booking.real_start).not.toBeNull();
    expect(made.booking).toMatchObject({ planned_start: v.book_now!.start, planned_end: v.book_now!.end });
    const detail = (await get(`/api/member-bookings/${made.booking.code}`)).json();
    expect(detail).toMatchObject({ status: 'active', member: { slug: fx.alice.slug }, resource: { slug: 'ck-three' } });
    const after = (await view('CK-3', staffH())).json() as CheckinView;
    expect(after.booking?.code).toBe(made.booking.code);
    expect(after.book_now).toBeNull();
  });
});

describe('magic link without a session', () => {
  it('the same answer whether or not the e-mail is a member’s; only members get an e-mail', async () => {
    const known = await askLink('CK-4', { email: fx.alice.email.toUpperCase() });
    const unknown = await askLink('CK-4', { email: 'nobody-here@example.com' });
    const otherTenant = await askLink('CK-4', { email: 'owner@harbour.test', domain: 'harbour' });
    const noCode = await askLink('NOPE-404', { email: fx.alice.email });
    for (const res of [known, unknown, otherTenant, noCode]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ detail: CHECKIN_MESSAGES.linkSent });
    }
    expect(await outboxTo('nobody-here@example.com')).toHaveLength(0);
    const mails = await outboxTo(fx.alice.email);
    expect(mails.at(-1)!.subject).toBe('Check in at Check-in desk four');
    // The database keeps only a hash of the token.
    const token = mails.at(-1)!.link!.split('#token=')[1];
    const [stored] = await t.db
      .select()
      .from(checkinLinks)
      .where(eq(checkinLinks.tokenHash, sha256(token)));
    expect(stored).toMatchObject({ memberId: fx.alice.id, resourceId: fx.res.four.id, usedAt: null });
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeLessThanOrEqual(15 * MIN + 1000);
    const bad = await askLink('CK-4', { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBe(CHECKIN_MESSAGES.validMail);
  });

  it('lets the member check in to their own booking once; the link is then used up', async () => {
    const mine = await addBooking('five', fx.alice.id, -5, 55);
    const token = await magicToken('CK-5', fx.alice.email);
    const v = (await view('CK-5', linkH(token))).json() as CheckinView;
    expect(v).toMatchObject({ viewer: 'member', member: { slug: fx.alice.slug }, booking: { code: mine.code } });
    const res = await act('CK-5', { action: 'check_in', booking: mine.code }, linkH(token));
    expect(res.statusCode).toBe(200);
    expect((res.json() as CheckinResult).booking.real_start).not.toBeNull();
    const reused = await act('CK-5', { action: 'check_in', booking: mine.code }, linkH(token));
    expect(reused.statusCode).toBe(401);
    expect(reused.json().detail).toBe(CHECKIN_MESSAGES.linkInvalid);
    expect((await view('CK-5', linkH(token))).statusCode).toBe(401);
  });

  it('refuses another resource and never shows or touches another member’s booking', async () => {
    const token = await magicToken('CK-1', fx.alice.email);
    const other = await view('CK-5', linkH(token));
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toBe(CHECKIN_MESSAGES.linkOtherResource);
    // CK-1 holds Bob's checked-in booking from the first test (or a new one): Alice sees no booking of hers there.
    const bobs = await addBooking('one', fx.bob.id, 60 * 20, 60 * 21);
    const v = (await view('CK-1', linkH(token))).json() as CheckinView;
    expect(v.booking).toBeNull();
    const tryBob = await act('CK-1', { action: 'check_in', booking: bobs.code }, linkH(token));
    expect(tryBob.statusCode).toBe(404);
    // A refused action gives the link back: it still works for what it is for.
    expect((await view('CK-1', linkH(token))).statusCode).toBe(200);
    const forBob = await act('CK-1', { action: 'book_now', member: fx.bob.slug }, linkH(token));
    expect(forBob.statusCode).toBe(400);
  });

  it('books the free resource for the link’s member', async () => {
    const token = await magicToken('CK-4', fx.alice.email);
    const v = (await view('CK-4', linkH(token))).json() as CheckinView;
    const res = await act('CK-4', { action: 'book_now' }, linkH(token));
    if (!v.book_now) {
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(v.book_now_blocked);
      return;
    }
    expect(res.statusCode).toBe(201);
    const code = (res.json() as CheckinResult).booking.code;
    expect((await get(`/api/member-bookings/${code}`)).json()).toMatchObject({ member: { slug: fx.alice.slug }, resource: { slug: 'ck-four' } });
    expect((await act('CK-4', { action: 'book_now' }, linkH(token))).statusCode).toBe(401);
  });

  it('expired links and throttled requests: nothing works, nothing more is sent, the answer stays the same', async () => {
    const token = await magicToken('CK-2', fx.bob.email);
    await t.db
      .update(checkinLinks)
      .set({ expiresAt: new Date(Date.now() - MIN) })
      .where(eq(checkinLinks.tokenHash, sha256(token)));
    expect((await view('CK-2', linkH(token))).statusCode).toBe(401);
    expect((await view('CK-2', linkH('made-up-token'))).statusCode).toBe(401);

    const recent = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(checkinLinks)
      .where(
        and(
          eq(checkinLinks.memberId, fx.bob.id),
          eq(checkinLinks.resourceId, fx.res.two.id),
          gt(checkinLinks.createdAt, new Date(Date.now() - 15 * MIN)),
        ),
      );
    const before = (await outboxTo(fx.bob.email)).length;
    for (let i = 0; i < 5; i++) expect((await askLink('CK-2', { email: fx.bob.email })).json()).toEqual({ detail: CHECKIN_MESSAGES.linkSent });
    expect((await outboxTo(fx.bob.email)).length - before).toBe(Math.max(0, 3 - recent[0].n));
  });
});

describe('tenancy of the public link', () => {
  it('a sub-domain names the operator: the demo code asked on harbour sends nothing', async () => {
    const before = (await outboxTo(fx.alice.email)).length;
    expect((await askLink('CK-4', { email: fx.alice.email, domain: 'harbour' })).statusCode).toBe(202);
    expect((await askLink('CK-4', { email: fx.alice.email, domain: 'no-such-operator' })).statusCode).toBe(202);
    expect((await outboxTo(fx.alice.email)).length).toBe(before);
  });
  it('POST with a staff token of another operator is 404', async () => {
    const res = await send('POST', '/api/checkin/CK-1', { action: 'check_in', booking: 'X' }, tok.harbour);
    expect(res.statusCode).toBe(404);
  });
});
