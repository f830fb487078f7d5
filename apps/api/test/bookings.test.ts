import {
  addDaysIso,
  BOOKING_EDIT_STATUSES,
  BOOKING_MESSAGES,
  BOOKING_STATUSES,
  isoDayInZone,
  statusTransition,
  zonedInstant,
  type AvailabilityResult,
  type BookingDetail,
  type BookingItem,
} from '@clubspace/contract';
import { and, count, eq, gt, isNotNull, lt, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  brokers,
  invoiceLines,
  members,
  invoices,
  memberships,
  offices,
  orders,
  prepaidPackages,
  resources,
  teams,
  workAreas,
} from '../src/db/schema/index.ts';
import { expectOrdered, useApiSession } from './support/api-session.ts';

const { t, tok, ids, get, send } = useApiSession();
const post = (payload: unknown, token = tok.owner) => send('POST', '/api/member-bookings/', payload as object, token);
const put = (code: string, payload: object, token = tok.owner) => send('PUT', `/api/member-bookings/${code}`, payload, token);

const TZ = 'Europe/London';
/** Far-future days (no demo bookings there), one per test so tests never meet. */
const BASE = addDaysIso(isoDayInZone(new Date(), TZ), 400);
let dayCounter = 0;
const nextDay = () => addDaysIso(BASE, dayCounter++ * 2);
const at = (day: string, hhmm: string) => zonedInstant(day, `${hhmm}:00`, TZ).toISOString();

const fx = {} as {
  office: string;
  officeId: number;
  workArea: string;
  desks: string[];
  room: string;
  team: string; // no membership, has billing
  teamId: number;
  memberTeam: string; // active membership with credits
  memberTeamId: number;
  membershipId: number;
};

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
  fx.office = office.slug;
  fx.officeId = office.id;
  fx.workArea = wa.slug;
  const grid = {
    priceHourPence: 500,
    priceDayPence: 2000,
    priceMonthPence: 30000,
    noMemberPriceHourPence: 800,
    noMemberPriceDayPence: 3000,
    noMemberPriceMonthPence: 45000,
  };
  const made = await t.db
    .insert(resources)
    .values([
      ...[1, 2, 3, 4].map((n) => ({
        clientId: ids.demo,
        slug: `bk-desk-${n}`,
        name: `BK Desk ${n}`,
        officeId: office.id,
        floorId: wa.floorId,
        workAreaId: wa.id,
        resourceType: 'desk',
        ...grid,
      })),
      {
        clientId: ids.demo,
        slug: 'bk-room',
        name: 'BK Room',
        officeId: office.id,
        floorId: wa.floorId,
        workAreaId: wa.id,
        resourceType: 'meeting_room',
        capacity: 6,
        priceHourPence: 3000,
        priceDayPence: 20000,
        noMemberPriceHourPence: 4000,
        noMemberPriceDayPence: 25000,
        priceCreditsHour: 2,
        noMemberPriceCreditsHour: 3,
      },
    ])
    .returning();
  fx.desks = made.filter((r) => r.resourceType === 'desk').map((r) => r.slug);
  fx.room = 'bk-room';
  const [team] = await t.db.insert(teams).values({ clientId: ids.demo, slug: 'bk-team', name: 'BK Team', officeId: office.id }).returning();
  const [mteam] = await t.db
    .insert(teams)
    .values({ clientId: ids.demo, slug: 'bk-member-team', name: 'BK Member Team', officeId: office.id })
    .returning();
  fx.team = team.slug;
  fx.teamId = team.id;
  fx.memberTeam = mteam.slug;
  fx.memberTeamId = mteam.id;
  const [ms] = await t.db
    .insert(memberships)
    .values({
      clientId: ids.demo,
      slug: 'bk-membership',
      teamId: mteam.id,
      officeId: office.id,
      start: new Date('2020-01-01T00:00:00Z'),
      end: null,
      status: 'active',
      freeCredits: 10,
    })
    .returning();
  fx.membershipId = ms.id;
});

const desk = (day: string, resource: string, from = '10:00', to = '12:00', extra: object = {}) => ({
  start: at(day, from),
  end: at(day, to),
  office: fx.office,
  booking_type: 'desk',
  resource,
  team: fx.team,
  ...extra,
});
const room = (day: string, from = '10:00', to = '11:00', extra: object = {}) => ({
  start: at(day, from),
  end: at(day, to),
  office: fx.office,
  booking_type: 'meeting_room',
  resource: fx.room,
  team: fx.team,
  ...extra,
});
async function createOne(entry: object) {
  const res = await post([entry]);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { bookings: BookingItem[] }).bookings[0];
}
const detail = async (code: string) => (await get(`/api/member-bookings/${code}`)).json() as BookingDetail;
const countOn = async (resourceSlug: string, day: string) => {
  const [r] = await t.db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.clientId, ids.demo), eq(resources.slug, resourceSlug)));
  const rows = await t.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.resourceId, r.id),
        gt(bookings.plannedEnd, new Date(at(day, '00:00'))),
        lt(bookings.plannedStart, new Date(at(addDaysIso(day, 1), '00:00'))),
      ),
    );
  return rows.length;
};

describe('no double booking, ever', () => {
  it('100 concurrent overlapping creates on one desk: exactly 1 created, 99 × 409, no 5xx', async () => {
    const day = nextDay();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post([desk(day, fx.desks[0], `${String(9 + (i % 3)).padStart(2, '0')}:${String((i % 12) * 5).padStart(2, '0')}`, '13:00')]),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    expect(codes.filter((c) => c >= 500)).toHaveLength(0);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json()).toMatchObject({ detail: 'Desk already booked at that time', code: 'booking_conflict', entry: 0 });
    expect(await countOn(fx.desks[0], day)).toBe(1);
  });

  it('100 concurrent overlapping creates on one meeting room: exactly 1 created, 99 × 409, no 5xx', async () => {
    const day = nextDay();
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => post([room(day, i % 2 ? '10:00' : '10:30', '11:30')])));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    expect(codes.filter((c) => c >= 500)).toHaveLength(0);
    expect(results.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      detail: 'Meeting room busy at that time',
      errors: { resource: 'Meeting room busy at that time' },
    });
    expect(await countOn(fx.room, day)).toBe(1);
  });

  it('the database itself refuses an overlap (the exclusion constraint is the guarantee, not a check)', async () => {
    const day = nextDay();
    const b = await createOne(desk(day, fx.desks[3], '10:00', '12:00'));
    const [row] = await t.db.select().from(bookings).where(eq(bookings.code, b.code));
    const copy = {
      ...row,
      id: undefined,
      code: 'BKCOPY01',
      slug: 'bkcopy01',
      plannedStart: new Date(at(day, '11:00')),
      plannedEnd: new Date(at(day, '13:00')),
    };
    const code = await t.db
      .insert(bookings)
      .values(copy)
      .then(() => 'inserted')
      .catch((err: { code?: string; cause?: { code?: string } }) => err.cause?.code ?? err.code);
    expect(code).toBe('23P01');
    // A status that frees the slot is not held by the constraint.
    await t.db.insert(bookings).values({ ...copy, status: 'cancelled' });
  });

  it('back-to-back bookings are fine; cancelled and finished ones free the slot', async () => {
    const day = nextDay();
    const a = await createOne(desk(day, fx.desks[1], '09:00', '10:00'));
    await createOne(desk(day, fx.desks[1], '10:00', '11:00'));
    expect((await post([desk(day, fx.desks[1], '09:30', '10:30')])).statusCode).toBe(409);
    expect((await put(a.code, { status: 'cancelled' })).statusCode).toBe(200);
    await createOne(desk(day, fx.desks[1], '09:00', '10:00'));
  });

  it('a multi-entry create with one clashing entry creates nothing and names the entry', async () => {
    const day = nextDay();
    await createOne(desk(day, fx.desks[2]));
    const res = await post([desk(day, fx.desks[0]), desk(day, fx.desks[1]), desk(day, fx.desks[2], '11:00', '13:00')]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: 'Desk already booked at that time', code: 'booking_conflict', entry: 2 });
    expect(await countOn(fx.desks[0], day)).toBe(0);
    expect(await countOn(fx.desks[1], day)).toBe(0);
    // Two entries of one request on the same desk clash with each other too.
    const twice = await post([desk(day, fx.desks[0]), desk(day, fx.desks[0], '11:00', '12:00')]);
    expect(twice.json()).toMatchObject({ entry: 1 });
    expect(await countOn(fx.desks[0], day)).toBe(0);
  });

  it('several desks in one request: all created, related to each other, N × one price', async () => {
    const day = nextDay();
    const res = await post(fx.desks.slice(0, 3).map((d) => desk(day, d, '09:00', '18:00')));
    expect(res.statusCode, res.body).toBe(201);
    const list = (res.json() as { bookings: BookingItem[] }).bookings;
    expect(list).toHaveLength(3);
    expect(list.every((b) => b.single_price === 30)).toBe(true);
    const d = await detail(list[0].code);
    expect(d.related_bookings.map((r) => r.code).sort()).toEqual([list[1].code, list[2].code].sort());
  });

  it('moving a booking onto a busy slot answers 409, never a 500', async () => {
    const day = nextDay();
    await createOne(desk(day, fx.desks[0], '09:00', '10:00'));
    const b = await createOne(desk(day, fx.desks[1], '09:00', '10:00'));
    const res = await put(b.code, {
      booking_type: 'desk',
      origin: 'regular',
      status: 'active',
      office: fx.office,
      work_area: fx.workArea,
      planned_start: b.planned_start,
      planned_end: b.planned_end,
      resource: fx.desks[0],
      team: fx.team,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Desk already booked at that time');
  });
});

describe('the messages of §5', () => {
  it('create: required fields and who', async () => {
    const res = await post([{ booking_type: 'desk' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      entry: 0,
      errors: {
        start: 'Start date is required',
        end: 'Finish date is required',
        office: 'Office is required',
        work_area: 'Work Area is required',
        team: 'Select a member, team or guest is mandatory',
      },
    });
    const day = nextDay();
    expect((await post([desk(day, fx.desks[0], '10:00', '11:00', { resource: null, team: null })])).json().errors).toMatchObject({
      work_area: 'Work Area is required',
      team: 'Select a member, team or guest is mandatory',
    });
    expect((await post([desk(day, fx.desks[0], '10:00', '11:00', { office: 'nowhere' })])).json().errors).toMatchObject({ office: 'Unknown office' });
    expect((await post([desk(day, 'nothing-here')])).json().errors).toMatchObject({ resource: 'Unknown resource' });
    expect((await post([room(day, '10:00', '09:00')])).json().errors).toMatchObject({ end: 'End time cant be before start time' });
    expect((await post([room(day, '10:00', '11:00', { resource: null })])).json().errors).toMatchObject({ resource: 'Resource is required' });
    expect((await post([room(day, '10:00', '11:00', { team: null })])).json().errors).toMatchObject({
      team: 'Select referral, team, guest or guest mail is mandatory',
    });
    expect((await post([room(day, '10:00', '11:00', { team: null, guest_email: 'bad' })])).json().errors).toMatchObject({
      guest_name: 'Name is required',
      guest_surname: 'Surname is required',
      guest_email: 'Must be a valid email (bad)',
    });
    expect((await post([room(day, '10:00', '11:00', { price: -1 })])).json().errors).toMatchObject({ price: 'Must have a positive value' });
    expect((await post([desk(day, fx.desks[0], '10:00', '11:00', { capacity: 0 })])).json().errors).toMatchObject({
      capacity: 'Must be a positive number',
    });
    expect((await post([])).statusCode).toBe(400);
    expect((await post({ not: 'an array' })).statusCode).toBe(400);
  });

  it('create: 5-minute steps, not in the past, hot desks 09:00–18:00', async () => {
    const day = nextDay();
    expect((await post([room(day, '10:03', '11:00')])).json().errors).toMatchObject({ start: BOOKING_MESSAGES.step });
    const yesterday = addDaysIso(isoDayInZone(new Date(), TZ), -1);
    expect((await post([room(yesterday, '10:00', '11:00')])).json().errors).toMatchObject({ start: BOOKING_MESSAGES.inPast });
    const hot = await createOne({ ...desk(day, fx.desks[3], '07:12', '22:47'), booking_type: 'hot_desk' });
    expect(hot.planned_start).toBe(at(day, '09:00'));
    expect(hot.planned_end).toBe(at(day, '18:00'));
  });

  it('a guest by contact details is created (or reused) for a meeting room', async () => {
    const day = nextDay();
    const b = await createOne(
      room(day, '10:00', '11:00', { team: null, guest_name: 'Ada', guest_surname: 'Lovelace', guest_email: 'ada.bk@example.com' }),
    );
    expect(b.guest).toMatchObject({ name: 'Ada Lovelace', email: 'ada.bk@example.com' });
    const again = await createOne(
      room(day, '11:00', '12:00', { team: null, guest_name: 'Ada', guest_surname: 'L', guest_email: 'ADA.bk@example.com' }),
    );
    expect(again.guest?.slug).toBe(b.guest?.slug);
  });

  it('update: required fields, end before start, who, price, past', async () => {
    const day = nextDay();
    const b = await createOne(desk(day, fx.desks[0]));
    const empty = await put(b.code, { comments: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      booking_type: 'Booking type is required',
      origin: 'Origin is required',
      status: 'Status is required',
      office: 'Office is required',
      work_area: 'Work Area is required',
      planned_start: 'Planned start date is required',
      planned_end: 'Planned end date is required',
    });
    const full = {
      booking_type: 'desk',
      origin: 'regular',
      status: 'active',
      office: fx.office,
      work_area: fx.workArea,
      planned_start: b.planned_start,
      planned_end: b.planned_end,
      team: fx.team,
      resource: fx.desks[0],
    };
    expect((await put(b.code, { ...full, planned_end: at(day, '09:00') })).json().errors).toMatchObject({
      planned_end: 'Planned end can not be before planned start',
    });
    expect((await put(b.code, { ...full, team: null })).json().errors).toMatchObject({ member: 'Select a member, team or guest is mandatory' });
    expect((await put(b.code, { ...full, single_price: -1 })).json().errors).toMatchObject({ single_price: 'Single price can not be negative' });
    const yesterday = addDaysIso(isoDayInZone(new Date(), TZ), -1);
    expect((await put(b.code, { ...full, planned_start: at(yesterday, '10:00') })).json().errors).toMatchObject({
      planned_start: BOOKING_MESSAGES.inPast,
    });
    const ok = await put(b.code, {
      ...full,
      planned_start: at(day, '13:00'),
      planned_end: at(day, '14:30'),
      single_price: 12.5,
      comments: 'Window seat',
      origin: 'complimentary',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      planned_start: at(day, '13:00'),
      single_price: 12.5,
      comments: 'Window seat',
      origin: 'complimentary',
      complimentary: true,
    });
  });

  it('another operator cannot read or change a booking (404)', async () => {
    const b = await createOne(desk(nextDay(), fx.desks[0]));
    expect((await get(`/api/member-bookings/${b.code}`, tok.harbour)).statusCode).toBe(404);
    expect((await put(b.code, { status: 'cancelled' }, tok.harbour)).statusCode).toBe(404);
    expect((await get(`/api/member-bookings/${b.id}`)).json().code).toBe(b.code);
  });
});

describe('the state machine, enforced', () => {
  it('every status → every status: allowed answers 200, refused 409', async () => {
    const day = nextDay();
    const b = await createOne(desk(day, fx.desks[0], '09:00', '10:00'));
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        await t.db.update(bookings).set({ status: from, realStart: null, realEnd: null, invoiceLineId: null }).where(eq(bookings.id, b.id));
        const expected = statusTransition({ status: from, real_start: null }, to);
        const res = await put(b.code, { status: to });
        expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(expected.ok ? 200 : 409);
        if (expected.ok) expect(res.json()).toMatchObject({ status: to, detail: expected.message });
        else expect(res.json().detail).toBe(expected.message);
      }
    }
    expect(BOOKING_EDIT_STATUSES.every((s) => (BOOKING_STATUSES as readonly string[]).includes(s))).toBe(true);
  });

  it('check in, check out; closed bookings refuse further changes', async () => {
    const day = nextDay();
    const b = await createOne(desk(day, fx.desks[0], '09:00', '10:00'));
    // Tomorrow's booking is outside the check-in window (issue 24): staff confirm the early check-in.
    const cin = await put(b.code, { action: 'check_in', override_rules: true });
    expect(cin.statusCode).toBe(200);
    expect(cin.json().real_start).not.toBeNull();
    expect((await put(b.code, { action: 'check_in' })).statusCode).toBe(409);
    expect((await put(b.code, { real_start: new Date().toISOString() })).statusCode).toBe(409);
    const out = await put(b.code, { status: 'finished' });
    expect(out.json()).toMatchObject({ status: 'finished' });
    expect(out.json().real_end).not.toBeNull();
    for (const body of [{ status: 'active' }, { status: 'cancelled' }, { status: 'refund' }, { action: 'check_in' }, { action: 'cancel' }]) {
      expect((await put(b.code, body)).statusCode, JSON.stringify(body)).toBe(409);
    }
    const full = {
      booking_type: 'desk',
      origin: 'regular',
      status: 'finished',
      office: fx.office,
      work_area: fx.workArea,
      planned_start: b.planned_start,
      planned_end: b.planned_end,
      team: fx.team,
    };
    expect((await put(b.code, full)).json()).toMatchObject({ detail: 'A finished booking can not be changed' });
    // The seeds' check-in: the full booking with real_start.
    const c = await createOne(desk(day, fx.desks[1], '09:00', '10:00'));
    const seedsIn = await put(c.code, {
      ...full,
      status: 'active',
      resource: fx.desks[1],
      real_start: new Date().toISOString(),
      override_rules: true,
    });
    expect(seedsIn.statusCode, seedsIn.body).toBe(200);
    expect(seedsIn.json().real_start).not.toBeNull();
  });

  it('cancel and cancel & refund show the seeds’ messages', async () => {
    const day = nextDay();
    const a = await createOne(desk(day, fx.desks[0]));
    const b = await createOne(desk(day, fx.desks[1]));
    expect((await put(a.code, { status: 'cancelled' })).json()).toMatchObject({ status: 'cancelled', detail: 'Your Booking has been cancelled' });
    expect((await put(b.code, { action: 'refund' })).json()).toMatchObject({
      status: 'refund',
      detail: 'Your Booking has been cancelled, the refund has been made satisfactorily',
    });
  });
});

describe('pricing', () => {
  const price = (q: string) => get(`/api/calculate-booking-desk-price/?office=${fx.office}&${q}`);

  it('non-member and member prices by duration; N desks = N × one', async () => {
    const day = nextDay();
    const nonMember = await price(`booking_type=desk&resource=${fx.desks[0]}&team=${fx.team}&day=${day}&booking_size=3`);
    expect(nonMember.statusCode, nonMember.body).toBe(200);
    expect(nonMember.json()).toEqual({ full_price: 90, pending_after_prepaid: 90, selected_prepaids: [] });
    const member = await price(`booking_type=desk&resource=${fx.desks[0]}&team=${fx.memberTeam}&start=${at(day, '10:00')}&end=${at(day, '11:30')}`);
    expect(member.json()).toMatchObject({ full_price: 7.5 });
    const room = await price(
      `booking_type=meeting_room&resource=${fx.room}&team=${fx.team}&start=${at(day, '10:00')}&end=${at(day, '11:00')}&booking_size=4`,
    );
    expect(room.json()).toMatchObject({ full_price: 40 });
    expect((await get(`/api/calculate-booking-desk-price/?booking_type=desk`)).statusCode).toBe(400);
  });

  it('prepaid packages first: quote, consume on create, give back on cancel; no invoice line', async () => {
    const [pkg] = await t.db
      .insert(prepaidPackages)
      .values({ clientId: ids.demo, slug: 'bk-pkg', code: 'BKPKG1', teamId: fx.teamId, singlePricePence: 2200, units: 2, unitsUsed: 0 })
      .returning();
    const day = nextDay();
    const q = await price(`booking_type=desk&resource=${fx.desks[0]}&team=${fx.team}&day=${day}&booking_size=3`);
    expect(q.json()).toMatchObject({ full_price: 90, pending_after_prepaid: 30 });
    expect(q.json().selected_prepaids).toHaveLength(2);
    expect(q.json().selected_prepaids[0]).toMatchObject({ code: 'BKPKG1', single_price: 22 });

    const b = await createOne(desk(day, fx.desks[0], '09:00', '18:00', { pre_paid: true }));
    expect(b).toMatchObject({ status: 'pre_paid', pre_paid: true, invoice_line: null });
    const used = async () => (await t.db.select().from(prepaidPackages).where(eq(prepaidPackages.id, pkg.id)))[0].unitsUsed;
    expect(await used()).toBe(1);
    expect((await detail(b.code)).prepaid_package).toEqual({ code: 'BKPKG1' });
    await put(b.code, { status: 'cancelled' });
    expect(await used()).toBe(0);
    await createOne(desk(day, fx.desks[1], '09:00', '18:00', { pre_paid: 'BKPKG1' }));
    await createOne(desk(day, fx.desks[2], '09:00', '18:00', { pre_paid: 'BKPKG1' }));
    const none = await post([desk(day, fx.desks[3], '09:00', '18:00', { pre_paid: true })]);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toMatchObject({ pre_paid: BOOKING_MESSAGES.noPrepaid });
    await t.db.delete(prepaidPackages).where(eq(prepaidPackages.id, pkg.id));
  });

  it('meeting rooms: credits of the active membership, spent and returned on cancel', async () => {
    const day = nextDay();
    const avail = (from: string, to: string, extra = '') =>
      get(`/api/meeting-room-availability/?resource=${fx.room}&start=${at(day, from)}&end=${at(day, to)}&team=${fx.memberTeam}${extra}`);
    expect((await avail('10:00', '12:00')).json()).toEqual({ status: 'free', price: 60, credits: 4, available_credits: 10 });
    const b = await createOne(room(day, '10:00', '12:00', { team: fx.memberTeam, credits: true }));
    expect(b).toMatchObject({ credits_used: 4, price: 0, invoice_line: null, membership: { slug: 'bk-membership' } });
    expect((await avail('10:00', '12:00')).json()).toMatchObject({ status: 'busy', available_credits: 6 });
    expect((await avail('10:00', '12:00', `&code=${b.code}`)).json()).toMatchObject({ status: 'free', available_credits: 10 });
    const tooMuch = await post([room(day, '13:00', '17:00', { team: fx.memberTeam, credits: true })]);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toMatchObject({ credits: BOOKING_MESSAGES.notEnoughCredits });
    await put(b.code, { status: 'cancelled' });
    expect((await avail('10:00', '12:00')).json()).toMatchObject({ status: 'free', available_credits: 10 });
    // Without a membership: non-member price, no credits.
    expect(
      (await get(`/api/meeting-room-availability/?resource=${fx.room}&start=${at(day, '10:00')}&end=${at(day, '10:30')}&team=${fx.team}`)).json(),
    ).toEqual({
      status: 'free',
      price: 20,
      credits: 2,
      available_credits: 0,
    });
    const noCredits = await post([room(day, '10:00', '11:00', { credits: true })]);
    expect(noCredits.json().errors).toMatchObject({ credits: BOOKING_MESSAGES.noTeamForCredits });
  });

  it('complimentary meeting rooms are stored as deference and cost nothing', async () => {
    const b = await createOne(room(nextDay(), '10:00', '11:00', { complimentary: true }));
    expect(b).toMatchObject({ origin: 'deference', complimentary: true, price: 0, invoice_line: null, single_price: 40 });
  });
});

describe('the money trail', () => {
  const lineOf = async (slug: string) => (await t.db.select().from(invoiceLines).where(eq(invoiceLines.slug, slug)))[0];

  it('a priced booking adds a pending work line to the team’s draft of the month; refund voids it', async () => {
    const day = nextDay();
    const b = await createOne(desk(day, fx.desks[0], '09:00', '18:00'));
    expect(b.invoice_line).toMatchObject({ status: 'payment_pending' });
    const line = await lineOf(b.invoice_line!.slug);
    expect(line).toMatchObject({ paymentType: 'work', unitPricePence: 3000, units: 1, date: day });
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.id, line.invoiceId));
    expect(inv).toMatchObject({ teamId: fx.teamId, status: 'open', invoiceType: 'work' });
    const res = await put(b.code, { status: 'refund' });
    expect(res.json().invoice_line).toMatchObject({ status: 'void' });
    expect((await lineOf(b.invoice_line!.slug)).status).toBe('void');
  });

  it('a booking paid at booking has a paid line; refund adds a credit line', async () => {
    const day = nextDay();
    const b = await createOne(desk(day, fx.desks[1], '09:00', '18:00', { paid: true }));
    expect(b).toMatchObject({ paid: true, invoice_line: { status: 'paid' } });
    const before = await t.db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.clientId, ids.demo), eq(invoiceLines.unitPricePence, -3000)));
    await put(b.code, { status: 'refund' });
    const after = await t.db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.clientId, ids.demo), eq(invoiceLines.unitPricePence, -3000)));
    expect(after.length).toBe(before.length + 1);
    expect(after.find((l) => !before.some((x) => x.id === l.id))).toMatchObject({ status: 'paid', name: `Refund of booking ${b.code}` });
  });

  it('plain cancel keeps the line; a booking made twice is never billed twice', async () => {
    const day = nextDay();
    const b = await createOne(desk(day, fx.desks[2], '09:00', '18:00'));
    await put(b.code, { status: 'cancelled' });
    expect((await lineOf(b.invoice_line!.slug)).status).toBe('payment_pending');
    const lines = await t.db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.clientId, ids.demo), eq(invoiceLines.name, (await lineOf(b.invoice_line!.slug)).name)));
    expect(lines).toHaveLength(1);
  });
});

describe('the list', () => {
  const list = (q: string) => get(`/api/dashboard-member-bookings/?${q}`);
  let day = '';
  const made: BookingItem[] = [];

  beforeAll(async () => {
    day = nextDay();
    made.push(await createOne(desk(day, fx.desks[0], '09:00', '10:00')));
    made.push(await createOne(desk(day, fx.desks[1], '10:00', '11:00', { paid: true })));
    made.push(await createOne(room(day, '11:00', '12:00', { team: fx.memberTeam })));
    made.push(await createOne(desk(day, fx.desks[2], '12:00', '13:00')));
    await put(made[3].code, { status: 'cancelled' });
  });

  it('filters by day window, team, resource, status, type, origin, payment, force_busy, name', async () => {
    const base = `club=${fx.office}&start=${day}&end=${day}`;
    const codes = async (q: string) => ((await list(`${base}&${q}`)).json().bookings as BookingItem[]).map((b) => b.code).sort();
    expect(await codes('')).toEqual(made.map((b) => b.code).sort());
    expect(await codes(`team=${fx.memberTeam}`)).toEqual([made[2].code]);
    expect(await codes(`resource=${fx.desks[1]}`)).toEqual([made[1].code]);
    expect(await codes('status=cancelled')).toEqual([made[3].code]);
    expect(await codes('status=active,cancelled')).toHaveLength(4);
    expect(await codes('booking_type=meeting_room')).toEqual([made[2].code]);
    expect(await codes('origin=trial')).toEqual([]);
    expect(await codes('payment=paid')).toEqual([made[1].code]);
    expect(await codes('payment=pending')).toEqual([made[0].code, made[2].code, made[3].code].sort());
    expect(await codes('force_busy=true')).toHaveLength(3);
    expect(await codes(`name=${made[0].code}`)).toEqual([made[0].code]);
    expect(await codes('name=BK Room')).toEqual([made[2].code]);
    expect(await codes(`work_area=${fx.workArea}`)).toHaveLength(4);
    expect((await list(`${base}&member=nobody`)).json().num_results).toBe(0);
  });

  it('filters by member, guest and broker (client)', async () => {
    const d = nextDay();
    const [m] = await t.db
      .select({ slug: members.slug, teamId: members.teamId })
      .from(members)
      .where(and(eq(members.clientId, ids.demo), isNotNull(members.teamId)))
      .limit(1);
    const [br] = await t.db.select({ slug: brokers.slug }).from(brokers).where(eq(brokers.clientId, ids.demo)).limit(1);
    const byMember = await createOne(desk(d, fx.desks[0], '09:00', '10:00', { team: null, member: m.slug }));
    expect(byMember.member?.slug).toBe(m.slug);
    expect(byMember.team).not.toBeNull();
    const byBroker = await createOne(
      room(d, '10:00', '11:00', { team: null, client: br.slug, guest_name: 'Grace', guest_surname: 'Hopper', guest_email: 'grace.bk@example.com' }),
    );
    expect(byBroker.client?.slug).toBe(br.slug);
    expect(byBroker.guest).toBeNull();
    const withGuest = await createOne(
      room(d, '11:00', '12:00', { team: null, guest_name: 'Grace', guest_surname: 'Hopper', guest_email: 'grace.bk@example.com' }),
    );
    const base = `club=${fx.office}&start=${d}&end=${d}`;
    const codes = async (q: string) => ((await list(`${base}&${q}`)).json().bookings as BookingItem[]).map((b) => b.code);
    expect(await codes(`member=${m.slug}`)).toEqual([byMember.code]);
    expect(await codes(`client=${br.slug}`)).toEqual([byBroker.code]);
    expect(await codes(`guest=${withGuest.guest!.slug}`)).toEqual([withGuest.code]);
  });

  it('orders, 25 a page, CSV', async () => {
    const base = `club=${fx.office}&start=${day}&end=${day}`;
    const asc = (await list(base)).json();
    expect(asc.page_size).toBe(25);
    expectOrdered(asc.bookings.map((b: BookingItem) => b.planned_start));
    expectOrdered(
      (await list(`${base}&order=-planned_start`)).json().bookings.map((b: BookingItem) => b.planned_start),
      true,
    );
    expectOrdered((await list(`${base}&order=code`)).json().bookings.map((b: BookingItem) => b.code));
    const wide = (await list(`club=${fx.office}&start=${addDaysIso(isoDayInZone(new Date(), TZ), -30)}`)).json();
    expect(wide.bookings).toHaveLength(25);
    expect(wide.num_results).toBeGreaterThan(25);
    const p2 = (await list(`club=${fx.office}&start=${addDaysIso(isoDayInZone(new Date(), TZ), -30)}&page_number=2`)).json();
    expect(p2.current_page).toBe(2);
    expect(p2.bookings[0].code).not.toBe(wide.bookings[0].code);
    const csv = await list(`${base}&format=csv&raw=1`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toContain('code');
    expect(csv.body).toContain(made[0].code);
    expect((await list('start=nope')).statusCode).toBe(400);
    expect((await get(`/api/dashboard-member-bookings/`, tok.staff)).statusCode).toBeLessThan(500);
  });

  it('the map: bookings of the window, map status per desk, occupancy of bookable desks', async () => {
    const res = await get(`/api/space-availability/?club=${fx.office}&start=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as AvailabilityResult;
    expect(body.bookings.map((b) => b.code).sort()).toEqual(
      made
        .slice(0, 3)
        .map((b) => b.code)
        .sort(),
    );
    expect(body.num_bookings).toBe(3);
    const status = (slug: string) => body.office_resources.find((r) => r.slug === slug)?.map_status;
    expect(status(fx.desks[0])).toBe('booked');
    expect(status(fx.desks[1])).toBe('booked');
    expect(status(fx.desks[2])).toBe('free');
    expect(body.office_resources.some((r) => r.slug === fx.room)).toBe(false);
    const desks = body.office_resources.filter((r) => ['hot_desk', 'desk'].includes(r.resource_type) && r.status === 'active');
    const booked = desks.filter((r) => r.map_status === 'booked').length;
    // Occupancy in percent with 2 decimals (issue 23: the dashboard card's figure).
    expect(body.occupancy).toBe(Math.round((booked / desks.length) * 10_000) / 100);
    const rooms = (await get(`/api/space-availability/?club=${fx.office}&start=${day}&booking_type=meeting_room`)).json() as AvailabilityResult;
    expect(rooms.bookings.map((b) => b.code)).toEqual([made[2].code]);
    expect(rooms.office_resources.find((r) => r.slug === fx.room)?.map_status).toBe('booked');
    const team = (await get(`/api/space-availability/?club=${fx.office}&start=${day}&team=${fx.memberTeam}`)).json() as AvailabilityResult;
    expect(team.bookings).toHaveLength(1);
    expect(team.occupancy).toBe(body.occupancy);
  });

  it('the map counts the office’s pending orders, as the notifications panel does (issue 24 §17)', async () => {
    const [office] = await t.db
      .select({ id: offices.id })
      .from(offices)
      .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, fx.office)));
    const pendingNow = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(orders)
          .where(and(eq(orders.clientId, ids.demo), eq(orders.officeId, office.id), eq(orders.status, 'pending')))
      )[0].n;
    const shown = async () => ((await get(`/api/space-availability/?club=${fx.office}&start=${day}`)).json() as AvailabilityResult).pending_orders;
    const before = await pendingNow();
    expect(await shown()).toBe(before);
    const [one] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.clientId, ids.demo), eq(orders.officeId, office.id), ne(orders.status, 'pending')))
      .limit(1);
    await t.db.update(orders).set({ status: 'pending' }).where(eq(orders.id, one.id));
    expect(await shown()).toBe(before + 1);
    // Another operator's orders never count.
    expect((await get(`/api/space-availability/?club=${fx.office}&start=${day}`, tok.harbour)).statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('the demo data', () => {
  it('today’s map, a week of meeting rooms and every booking detail of today answer their shapes', async () => {
    const today = isoDayInZone(new Date(), TZ);
    const map = await get(`/api/space-availability/?club=${fx.office}&start=${today}`);
    expect(map.statusCode, map.body).toBe(200);
    const body = map.json() as AvailabilityResult;
    expect(body.num_bookings).toBeGreaterThan(0);
    expect(body.occupancy).toBeGreaterThanOrEqual(0);
    expect(body.occupancy).toBeLessThanOrEqual(100);
    const week = await get(
      `/api/space-availability/?club=${fx.office}&start=${addDaysIso(today, -7)}&end=${addDaysIso(today, 7)}&booking_type=meeting_room`,
    );
    expect(week.statusCode, week.body).toBe(200);
    expect((week.json() as AvailabilityResult).bookings.every((b) => b.booking_type === 'meeting_room')).toBe(true);
    const list = await get(`/api/dashboard-member-bookings/?start=${addDaysIso(today, -60)}&page_size=200`);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().bookings as BookingItem[];
    expect(rows.some((b) => b.invoice_line)).toBe(true);
    for (const b of rows.slice(0, 40)) expect((await get(`/api/member-bookings/${b.code}`)).statusCode).toBe(200);
  });
});
