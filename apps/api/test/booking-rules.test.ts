import {
  addDaysIso,
  BOOKING_RULE_CODE,
  isoDayInZone,
  NO_BOOKING_RULES,
  zonedInstant,
  type BookingDetail,
  type BookingItem,
  type BookingRulesOverview,
  type BookingRuleSet,
} from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, memberships, offices, resources, staff, teams, users, workAreas } from '../src/db/schema/index.ts';
import { bearer } from './support/test-app.ts';
import { useApiSession } from './support/api-session.ts';

const { t, tok, ids, get, send } = useApiSession();
const TZ = 'Europe/London';
const today = () => isoDayInZone(new Date(), TZ);
const at = (day: string, hhmm: string) => zonedInstant(day, `${hhmm}:00`, TZ).toISOString();
/** The first day on or after today + n that falls on one of `weekdays` (0 = Sunday … 6 = Saturday). */
function dayAhead(n: number, weekdays = [1, 2, 3, 4, 5]) {
  let d = addDaysIso(today(), n);
  while (!weekdays.includes(new Date(`${d}T12:00:00Z`).getUTCDay())) d = addDaysIso(d, 1);
  return d;
}

/** A fresh weekday 3 to 8 weeks ahead for each call, so tests never meet. */
let lastWeekday = '';
function nextWeekday() {
  lastWeekday = dayAhead(lastWeekday ? Math.round((Date.parse(lastWeekday) - Date.parse(today())) / 86_400_000) + 1 : 21);
  return lastWeekday;
}

const fx = {} as { office: string; room: string; room2: string; team: string; memberTeam: string; ownerName: string };

const putTypeRules = (type: string, rules: Partial<BookingRuleSet>, token = tok.owner) =>
  send('PUT', '/api/booking-rules/', { resource_type: type, ...NO_BOOKING_RULES, ...rules }, token);
const putResourceRules = (slug: string, rules: Partial<BookingRuleSet>, token = tok.owner) =>
  send('PUT', `/api/booking-rules/resources/${slug}`, { ...NO_BOOKING_RULES, ...rules }, token);
const createRoom = (day: string, from: string, to: string, extra: object = {}) =>
  send('POST', '/api/member-bookings/', [
    { start: at(day, from), end: at(day, to), office: fx.office, booking_type: 'meeting_room', resource: fx.room, team: fx.memberTeam, ...extra },
  ]);
const detail = async (code: string) => (await get(`/api/member-bookings/${code}`)).json() as BookingDetail;

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
  const room = {
    clientId: ids.demo,
    officeId: office.id,
    floorId: wa.floorId,
    workAreaId: wa.id,
    resourceType: 'meeting_room',
    capacity: 6,
    priceHourPence: 3000,
    noMemberPriceHourPence: 4000,
  };
  await t.db.insert(resources).values([
    { ...room, slug: 'br-room', name: 'BR Room' },
    { ...room, slug: 'br-room-2', name: 'BR Room Two' },
  ]);
  fx.room = 'br-room';
  fx.room2 = 'br-room-2';
  const [team] = await t.db.insert(teams).values({ clientId: ids.demo, slug: 'br-team', name: 'BR Team', officeId: office.id }).returning();
  const [mteam] = await t.db
    .insert(teams)
    .values({ clientId: ids.demo, slug: 'br-member-team', name: 'BR Member Team', officeId: office.id })
    .returning();
  await t.db.insert(memberships).values({
    clientId: ids.demo,
    slug: 'br-membership',
    teamId: mteam.id,
    officeId: office.id,
    start: new Date('2020-01-01T00:00:00Z'),
    end: null,
    status: 'active',
  });
  fx.team = team.slug;
  fx.memberTeam = mteam.slug;
  const [owner] = await t.db
    .select({ first: users.firstName, last: users.lastName })
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .where(and(eq(staff.clientId, ids.demo), eq(users.email, 'owner@demo.test')));
  fx.ownerName = `${owner.first} ${owner.last}`;
});

/** Refused with the rule's words, then made with the staff override, which the booking records. */
async function refusedThenOverridden(book: (extra: object) => ReturnType<typeof createRoom>, message: string, field: 'start' | 'end') {
  const refused = await book({});
  expect(refused.statusCode, refused.body).toBe(400);
  expect(refused.json()).toMatchObject({ detail: message, errors: { [field]: message }, code: BOOKING_RULE_CODE, overridable: true, entry: 0 });
  expect(refused.json().violations).toEqual([expect.objectContaining({ message, field, overridable: true })]);
  const made = await book({ override_rules: true });
  expect(made.statusCode, made.body).toBe(201);
  const code = (made.json() as { bookings: BookingItem[] }).bookings[0].code;
  expect((await detail(code)).rules_override).toEqual({ staff: fx.ownerName, note: message });
  return code;
}

describe('booking rules screen API', () => {
  it('lists every type (the demo seeds rooms in 30-minute slots, 15 minutes to check in) and saves a type', async () => {
    const res = await get('/api/booking-rules/');
    expect(res.statusCode).toBe(200);
    const body = res.json() as BookingRulesOverview;
    expect(body.types.map((x) => x.resource_type)).toEqual(['hot_desk', 'meeting_room', 'desk', 'suite']);
    expect(body.types.find((x) => x.resource_type === 'meeting_room')).toMatchObject({
      configured: true,
      granularity_minutes: 30,
      check_in_grace_minutes: 15,
    });
    expect(body.types.find((x) => x.resource_type === 'hot_desk')).toMatchObject({ configured: true, check_in_grace_minutes: 15 });
    expect(body.types.find((x) => x.resource_type === 'suite')).toMatchObject({ configured: false, max_days_ahead: null });

    const saved = await putTypeRules('suite', { max_days_ahead: 90, check_in_grace_minutes: null });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as BookingRulesOverview).types.find((x) => x.resource_type === 'suite')).toMatchObject({
      configured: true,
      max_days_ahead: 90,
    });
  });

  it('refuses bad rules with field messages', async () => {
    const bad = await putTypeRules('meeting_room', { min_duration_minutes: 60, max_duration_minutes: 30, granularity_minutes: 20 as 30 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      max_duration_minutes: 'Maximum duration cant be shorter than the minimum',
      granularity_minutes: 'Choose 15, 30 or 60 minutes',
    });
    const noType = await send('PUT', '/api/booking-rules/', { resource_type: 'bar', max_days_ahead: 1 });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().errors).toMatchObject({ resource_type: 'Resource type is required' });
    const hours = await putResourceRules(fx.room, { opening_hours: [{ open: '20:00', close: '08:00' }, null, null, null, null, null, null] });
    expect(hours.json().errors).toMatchObject({ 'opening_hours.0.close': 'Closing time must be after opening time' });
  });

  it("another operator cannot see or set this operator's resource rules", async () => {
    expect((await putResourceRules(fx.room, { max_days_ahead: 1 }, tok.harbour)).statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/booking-rules/resources/${fx.room}`, headers: bearer(tok.harbour) });
    expect(del.statusCode).toBe(404);
    await putTypeRules('desk', { max_days_ahead: 3 }, tok.harbour);
    const mine = (await get('/api/booking-rules/')).json() as BookingRulesOverview;
    expect(mine.types.find((x) => x.resource_type === 'desk')?.max_days_ahead).not.toBe(3);
    const theirs = (await get('/api/booking-rules/', tok.harbour)).json() as BookingRulesOverview;
    expect(theirs.resources.map((r) => r.resource.slug)).not.toContain(fx.room);
  });
});

describe('every rule refused in words and accepted with the staff override', () => {
  it('minimum duration', async () => {
    await putTypeRules('meeting_room', { min_duration_minutes: 30 });
    const day = nextWeekday();
    await refusedThenOverridden((x) => createRoom(day, '10:00', '10:15', x), 'Minimum duration is 30 minutes', 'end');
  });

  it('maximum duration', async () => {
    await putTypeRules('meeting_room', { max_duration_minutes: 240 });
    const day = nextWeekday();
    await refusedThenOverridden((x) => createRoom(day, '08:00', '13:00', x), 'Maximum duration is 4 hours', 'end');
  });

  it('minimum notice', async () => {
    await putTypeRules('meeting_room', { min_notice_minutes: 120 });
    const step = 5 * 60_000;
    const start = new Date(Math.ceil(Date.now() / step) * step + 30 * 60_000);
    const end = new Date(start.getTime() + 60 * 60_000);
    const book = (x: object) =>
      send('POST', '/api/member-bookings/', [
        {
          start: start.toISOString(),
          end: end.toISOString(),
          office: fx.office,
          booking_type: 'meeting_room',
          resource: fx.room2,
          team: fx.memberTeam,
          ...x,
        },
      ]);
    await refusedThenOverridden(book, "Meeting rooms need at least 2 hours' notice", 'start');
  });

  it('how far ahead (the 60-day horizon)', async () => {
    await putTypeRules('meeting_room', { max_days_ahead: 60 });
    await refusedThenOverridden(
      (x) => createRoom(addDaysIso(today(), 61), '10:00', '11:00', x),
      'Meeting rooms can be booked at most 60 days ahead',
      'start',
    );
    expect((await createRoom(addDaysIso(today(), 60), '10:00', '11:00')).statusCode).toBe(201);
  });

  it('opening hours per weekday and closed days', async () => {
    const week = [...Array(5).fill({ open: '08:00', close: '20:00' }), { open: '09:00', close: '13:00' }, null];
    await putTypeRules('meeting_room', { opening_hours: week });
    await refusedThenOverridden((x) => createRoom(dayAhead(9, [6]), '12:00', '14:00', x), 'Opening hours on Saturday are 09:00–13:00', 'start');
    await refusedThenOverridden((x) => createRoom(dayAhead(9, [0]), '10:00', '11:00', x), 'Closed on Sunday', 'start');
    expect((await createRoom(dayAhead(9, [6]), '09:00', '12:00')).statusCode).toBe(201);
  });

  it('members and non-members: a shorter horizon for non-members', async () => {
    await putTypeRules('meeting_room', { max_days_ahead: 60, non_member_max_days_ahead: 14 });
    const day = nextWeekday();
    await refusedThenOverridden(
      (x) => createRoom(day, '10:00', '11:00', { team: fx.team, ...x }),
      'Meeting rooms can be booked at most 14 days ahead for non-members',
      'start',
    );
    expect((await createRoom(day, '12:00', '13:00')).statusCode).toBe(201);
  });
});

describe('rules on move, per resource, and slot pricing', () => {
  it('a move is checked again and can be overridden; an edit that does not move is not re-validated', async () => {
    await putTypeRules('meeting_room', {});
    const made = await createRoom(nextWeekday(), '10:00', '10:15');
    expect(made.statusCode, made.body).toBe(201);
    const b = (made.json() as { bookings: BookingItem[] }).bookings[0];
    await putTypeRules('meeting_room', { min_duration_minutes: 30, max_days_ahead: 60 });
    const full = {
      booking_type: 'meeting_room',
      origin: 'regular',
      status: 'active',
      office: fx.office,
      work_area: (await detail(b.code)).work_area?.slug,
      resource: fx.room,
      team: fx.memberTeam,
    };
    const kept = await send('PUT', `/api/member-bookings/${b.code}`, {
      ...full,
      planned_start: b.planned_start,
      planned_end: b.planned_end,
      comments: 'Same time',
    });
    expect(kept.statusCode, kept.body).toBe(200);

    const far = addDaysIso(today(), 70);
    const moved = { ...full, planned_start: at(far, '10:00'), planned_end: at(far, '11:00') };
    const refused = await send('PUT', `/api/member-bookings/${b.code}`, moved);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ detail: 'Meeting rooms can be booked at most 60 days ahead', code: BOOKING_RULE_CODE, overridable: true });
    const ok = await send('PUT', `/api/member-bookings/${b.code}`, { ...moved, override_rules: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      planned_start: at(far, '10:00'),
      rules_override: { staff: fx.ownerName, note: 'Meeting rooms can be booked at most 60 days ahead' },
    });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.code, b.code));
    expect(row.rulesOverriddenByStaffId).not.toBeNull();
  });

  it("a resource's own rules beat its type's; removing them brings the type's back", async () => {
    await putTypeRules('meeting_room', { max_days_ahead: 60 });
    expect((await putResourceRules(fx.room2, { max_days_ahead: 7 })).statusCode).toBe(200);
    const day = nextWeekday();
    const own = await send('POST', '/api/member-bookings/', [
      { start: at(day, '10:00'), end: at(day, '11:00'), office: fx.office, booking_type: 'meeting_room', resource: fx.room2, team: fx.memberTeam },
    ]);
    expect(own.json()).toMatchObject({ detail: 'Meeting rooms can be booked at most 7 days ahead', code: BOOKING_RULE_CODE });
    expect((await createRoom(day, '10:00', '11:00')).statusCode).toBe(201);

    const overview = (await get('/api/booking-rules/')).json() as BookingRulesOverview;
    expect(overview.resources.find((r) => r.resource.slug === fx.room2)).toMatchObject({
      resource_type: 'meeting_room',
      max_days_ahead: 7,
      resource: { name: 'BR Room Two' },
    });
    // No limits on the resource lift its type's.
    await putResourceRules(fx.room2, {});
    const far = addDaysIso(today(), 90);
    const lifted = await send('POST', '/api/member-bookings/', [
      { start: at(far, '10:00'), end: at(far, '11:00'), office: fx.office, booking_type: 'meeting_room', resource: fx.room2, team: fx.memberTeam },
    ]);
    expect(lifted.statusCode, lifted.body).toBe(201);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/booking-rules/resources/${fx.room2}`, headers: bearer(tok.owner) });
    expect(del.statusCode).toBe(200);
    const back = await send('POST', '/api/member-bookings/', [
      { start: at(far, '12:00'), end: at(far, '13:00'), office: fx.office, booking_type: 'meeting_room', resource: fx.room2, team: fx.memberTeam },
    ]);
    expect(back.json().detail).toBe('Meeting rooms can be booked at most 60 days ahead');
  });

  it('a room in 30-minute slots charges 40 minutes as one hour and 30 minutes as half, in the quote and the booking', async () => {
    await putTypeRules('meeting_room', { granularity_minutes: 30 });
    const day = nextWeekday();
    const quote = await get(
      `/api/meeting-room-availability/?resource=${fx.room}&start=${encodeURIComponent(at(day, '10:00'))}&end=${encodeURIComponent(at(day, '10:40'))}&team=${fx.memberTeam}`,
    );
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().price).toBe(30);
    const forty = await createRoom(day, '10:00', '10:40');
    expect((forty.json() as { bookings: BookingItem[] }).bookings[0].single_price).toBe(30);
    const half = await createRoom(day, '11:00', '11:30');
    expect((half.json() as { bookings: BookingItem[] }).bookings[0].single_price).toBe(15);
    await putTypeRules('meeting_room', { granularity_minutes: 60 });
    const hourly = await createRoom(day, '12:00', '12:30');
    expect((hourly.json() as { bookings: BookingItem[] }).bookings[0].single_price).toBe(30);
  });
});
