import {
  addDaysIso,
  BOOKING_MESSAGES,
  RECURRENCE_MESSAGES,
  seriesConflictDetail,
  zonedInstant,
  type BookingSeriesDetail,
  type SeriesPreviewResult,
} from '@clubspace/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, bookingSeries, invoiceLines, offices, resources, teams, workAreas } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';

const { t, tok, ids, get, send } = useApiSession();
const post = (url: string, payload: unknown, token = tok.owner) => send('POST', url, payload as object, token);

const TZ = 'Europe/London';
const at = (day: string, hhmm: string) => zonedInstant(day, `${hhmm}:00`, TZ).toISOString();
/** Mondays of 2028, far beyond the demo bookings; each test takes its own weeks. */
const monday = (week: number) => addDaysIso('2028-01-03', week * 7);

const fx = {} as { office: string; room: string; room2: string; roomId: number; team: string; teamId: number };

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
  const room = (slug: string) => ({
    clientId: ids.demo,
    slug,
    name: slug === 'bs-room' ? 'BS Room' : 'BS Room Two',
    officeId: office.id,
    floorId: wa.floorId,
    workAreaId: wa.id,
    resourceType: 'meeting_room',
    capacity: 6,
    priceHourPence: 3000,
    priceDayPence: 20000,
    noMemberPriceHourPence: 4000,
    noMemberPriceDayPence: 25000,
  });
  const made = await t.db
    .insert(resources)
    .values([room('bs-room'), room('bs-room-2')])
    .returning();
  const [team] = await t.db.insert(teams).values({ clientId: ids.demo, slug: 'bs-team', name: 'BS Team', officeId: office.id }).returning();
  Object.assign(fx, { office: office.slug, room: 'bs-room', room2: 'bs-room-2', roomId: made[0].id, team: team.slug, teamId: team.id });
});

const entry = (day: string, from = '10:00', to = '11:00', extra: object = {}) => ({
  start: at(day, from),
  end: at(day, to),
  office: fx.office,
  booking_type: 'meeting_room',
  resource: fx.room,
  team: fx.team,
  ...extra,
});
const weekly = (count: number) => ({ frequency: 'weekly', count });

async function single(day: string, from: string, to: string, resource = fx.room) {
  const res = await post('/api/member-bookings/', [entry(day, from, to, { resource })]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().bookings[0].code as string;
}
const roomBookings = async (from: string, to: string) =>
  (await t.db.select().from(bookings).where(eq(bookings.resourceId, fx.roomId))).filter(
    (b) => b.plannedStart >= new Date(at(from, '00:00')) && b.plannedStart < new Date(at(to, '23:59')),
  );
async function createSeries(day: string, count: number, from = '10:00', to = '11:00', onConflict = 'skip') {
  const res = await post('/api/member-bookings/series/', { entry: entry(day, from, to), recurrence: weekly(count), on_conflict: onConflict });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as SeriesPreviewResult & { series: BookingSeriesDetail; detail: string };
}
const linesOf = async (codes: string[]) => {
  const rows = await t.db
    .select({ code: bookings.code, status: bookings.status, line: invoiceLines.status })
    .from(bookings)
    .leftJoin(invoiceLines, eq(invoiceLines.id, bookings.invoiceLineId))
    .where(inArray(bookings.code, codes));
  return new Map(rows.map((r) => [r.code, r]));
};

describe('preview: a per-occurrence report, nothing saved', () => {
  it('a weekly series of 6 with two taken weeks reports both conflicts in words and keeps nothing', async () => {
    const d = [0, 1, 2, 3, 4, 5].map((k) => addDaysIso(monday(0), k * 7));
    const a = await single(d[1], '10:30', '11:30');
    const b = await single(d[3], '09:00', '10:05');
    const before = (await roomBookings(d[0], d[5])).length;
    const res = await post('/api/member-bookings/series/preview', { entry: entry(d[0]), recurrence: weekly(6) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as SeriesPreviewResult;
    expect(body).toMatchObject({ num_ok: 4, num_conflicts: 2 });
    expect(body.occurrences.map((o) => o.status)).toEqual(['ok', 'conflict', 'ok', 'conflict', 'ok', 'ok']);
    expect(body.occurrences.map((o) => o.start)).toEqual(d.map((day) => at(day, '10:00')));
    expect(body.occurrences[1]).toMatchObject({ kind: 'overlap', reason: `${BOOKING_MESSAGES.roomBusy} (booking ${a})` });
    expect(body.occurrences[3]).toMatchObject({ kind: 'overlap', reason: `${BOOKING_MESSAGES.roomBusy} (booking ${b})` });
    expect(body.occurrences[0]).toMatchObject({ kind: null, reason: null, price: 40 });
    expect((await roomBookings(d[0], d[5])).length).toBe(before);
    expect(await t.db.select().from(bookingSeries).where(eq(bookingSeries.clientId, ids.demo))).toHaveLength(1); // the demo's own
  });

  it('a past occurrence and a block are reported with their reasons', async () => {
    const day = monday(8);
    await t.db.insert(bookings).values({
      clientId: ids.demo,
      code: 'BSBLOCK1',
      slug: 'bsblock1',
      bookingType: 'block',
      status: 'active',
      officeId: (
        await t.db
          .select()
          .from(offices)
          .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, fx.office)))
      )[0].id,
      resourceId: fx.roomId,
      plannedStart: new Date(at(addDaysIso(day, 7), '08:00')),
      plannedEnd: new Date(at(addDaysIso(day, 7), '14:00')),
      comments: 'Maintenance',
    });
    const res = await post('/api/member-bookings/series/preview', { entry: entry(day), recurrence: weekly(2) });
    const [, blocked] = (res.json() as SeriesPreviewResult).occurrences;
    expect(blocked).toMatchObject({ status: 'conflict', kind: 'block', reason: 'BS Room is blocked for maintenance until 14:00' });
    const past = await post('/api/member-bookings/series/preview', { entry: entry('2020-01-06'), recurrence: { frequency: 'daily', count: 2 } });
    expect(past.statusCode).toBe(200);
    expect((past.json() as SeriesPreviewResult).occurrences[0]).toMatchObject({
      status: 'conflict',
      kind: 'invalid',
      reason: BOOKING_MESSAGES.inPast,
    });
  });

  it('refuses bad rules and entries with field messages, never a 500', async () => {
    const noEnd = await post('/api/member-bookings/series/preview', { entry: entry(monday(10)), recurrence: { frequency: 'weekly' } });
    expect(noEnd.statusCode).toBe(400);
    expect(noEnd.json().errors).toMatchObject({ 'recurrence.count': RECURRENCE_MESSAGES.endRequired });
    const noRoom = await post('/api/member-bookings/series/preview', {
      entry: entry(monday(10), '10:00', '11:00', { resource: null }),
      recurrence: weekly(2),
    });
    expect(noRoom.json().errors).toMatchObject({ resource: BOOKING_MESSAGES.resourceRequired });
    const tooMany = await post('/api/member-bookings/series/preview', {
      entry: entry(monday(10)),
      recurrence: { frequency: 'daily', until: '2031-01-01' },
    });
    expect(tooMany.json().errors).toMatchObject({ 'recurrence.until': RECURRENCE_MESSAGES.tooMany });
    const before = await post('/api/member-bookings/series/preview', {
      entry: entry(monday(10)),
      recurrence: { frequency: 'daily', until: '2027-01-01' },
    });
    expect(before.json().errors).toMatchObject({ 'recurrence.until': RECURRENCE_MESSAGES.untilBeforeStart });
    const none = await post('/api/member-bookings/series/', { entry: entry(monday(10)), recurrence: weekly(2), on_conflict: 'maybe' });
    expect(none.statusCode).toBe(400);
  });
});

describe('create: the free ones or none, in one transaction', () => {
  it("'skip' books the free occurrences with their invoice lines; the series lists them", async () => {
    const d = [0, 1, 2, 3].map((k) => addDaysIso(monday(12), k * 7));
    const taken = await single(d[2], '10:00', '11:00');
    const out = await createSeries(d[0], 4);
    expect(out).toMatchObject({ num_ok: 3, num_conflicts: 1, detail: '3 bookings created' });
    expect(out.occurrences[2]).toMatchObject({ status: 'conflict', reason: `${BOOKING_MESSAGES.roomBusy} (booking ${taken})` });
    expect(out.series).toMatchObject({
      booking_type: 'meeting_room',
      num_bookings: 3,
      num_open: 3,
      description: 'Weekly · 3 times',
      rule: { frequency: 'weekly', count: 4 },
    });
    expect(out.series.bookings.map((b) => b.planned_start)).toEqual([d[0], d[1], d[3]].map((day) => at(day, '10:00')));
    const lines = await linesOf(out.series.bookings.map((b) => b.code));
    for (const b of out.series.bookings) expect(lines.get(b.code)).toMatchObject({ status: 'active', line: 'payment_pending' });
    const one = await get(`/api/member-bookings/${out.series.bookings[1].code}/series`);
    expect(one.json().series).toMatchObject({ code: out.series.code, num_bookings: 3 });
    expect((await get(`/api/member-bookings/${taken}/series`)).json()).toEqual({ series: null });
    expect((await get(`/api/booking-series/${out.series.code}`)).json()).toEqual(out.series);
  });

  it("'abort' books none when one is taken: 409 with the report; nothing written", async () => {
    const d = [0, 1, 2].map((k) => addDaysIso(monday(17), k * 7));
    await single(d[1], '10:00', '10:30');
    const seriesBefore = (await t.db.select().from(bookingSeries)).length;
    const res = await post('/api/member-bookings/series/', { entry: entry(d[0]), recurrence: weekly(3), on_conflict: 'abort' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: seriesConflictDetail(1, 3), code: 'series_conflict' });
    expect(res.json().occurrences.map((o: { status: string }) => o.status)).toEqual(['ok', 'conflict', 'ok']);
    expect((await roomBookings(d[0], d[2])).length).toBe(1);
    expect((await t.db.select().from(bookingSeries)).length).toBe(seriesBefore);
  });

  it('every occurrence taken: 409 even with skip', async () => {
    const day = monday(21);
    await single(day, '09:00', '12:00');
    const res = await post('/api/member-bookings/series/', { entry: entry(day), recurrence: weekly(1) });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(RECURRENCE_MESSAGES.allBusy);
  });

  it('keeps the wall-clock time across the March change (last Sunday: 26-03-2028)', async () => {
    const out = await createSeries('2028-03-13', 3, '09:00', '10:00');
    expect(out.series.bookings.map((b) => b.planned_start)).toEqual([
      '2028-03-13T09:00:00.000Z',
      '2028-03-20T09:00:00.000Z',
      '2028-03-27T08:00:00.000Z',
    ]);
  });
});

describe('cancel and edit: one, following, range, all', () => {
  it('cancels one (kept charge), this and following, a range and all — statuses and money trail', async () => {
    const d = [0, 1, 2, 3, 4, 5].map((k) => addDaysIso(monday(24), k * 7));
    const out = await createSeries(d[0], 6, '14:00', '15:00');
    const code = out.series.code;
    const codes = out.series.bookings.map((b) => b.code);
    const cancel = (body: object) => post(`/api/booking-series/${code}/cancel`, body);

    const one = await cancel({ scope: 'one', code: codes[1], refund: false });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ detail: '1 booking cancelled', changed: [codes[1]] });
    let lines = await linesOf(codes);
    expect(lines.get(codes[1])).toMatchObject({ status: 'cancelled', line: 'payment_pending' });

    const following = await cancel({ scope: 'following', code: codes[4] });
    expect(following.json()).toMatchObject({ detail: '2 bookings cancelled', changed: [codes[4], codes[5]] });
    const range = await cancel({ scope: 'range', from: d[0], to: d[2] });
    expect(range.json().changed).toEqual([codes[0], codes[2]]);
    lines = await linesOf(codes);
    for (const c of [codes[0], codes[2], codes[4], codes[5]]) expect(lines.get(c)).toMatchObject({ status: 'refund', line: 'void' });
    expect(lines.get(codes[3])).toMatchObject({ status: 'active', line: 'payment_pending' });

    const all = await cancel({ scope: 'all' });
    expect(all.json()).toMatchObject({ changed: [codes[3]], series: { num_open: 0, num_bookings: 6 } });
    expect(all.json().series.bookings.map((b: { status: string }) => b.status)).toEqual([
      'refund',
      'cancelled',
      'refund',
      'refund',
      'refund',
      'refund',
    ]);
    const again = await cancel({ scope: 'all' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(RECURRENCE_MESSAGES.noneInScope);
    // The freed slot can be booked again.
    await single(d[3], '14:00', '15:00');
  });

  it('refuses a scope without its booking or days, and a booking of another series', async () => {
    const out = await createSeries(monday(32), 2, '16:00', '17:00');
    const url = `/api/booking-series/${out.series.code}/cancel`;
    expect((await post(url, { scope: 'one' })).json().errors).toEqual({ code: RECURRENCE_MESSAGES.codeRequired });
    expect((await post(url, { scope: 'range', from: '2028-09-01', to: '2028-08-01' })).json().errors).toEqual({ to: RECURRENCE_MESSAGES.rangeOrder });
    expect((await post(url, { scope: 'one', code: 'NOPE1234' })).json().errors).toEqual({ code: RECURRENCE_MESSAGES.notInSeries });
  });

  it('edits this and following: shift an hour, move room, comments; a taken slot refuses the whole change', async () => {
    const d = [0, 1, 2].map((k) => addDaysIso(monday(36), k * 7));
    const out = await createSeries(d[0], 3, '10:00', '11:00');
    const codes = out.series.bookings.map((b) => b.code);
    const put = (body: object) => send('PUT', `/api/booking-series/${out.series.code}`, body);
    await single(d[2], '11:30', '12:00');
    const clash = await put({ scope: 'following', code: codes[1], shift_minutes: 60 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toContain(BOOKING_MESSAGES.roomBusy);
    expect((await get(`/api/booking-series/${out.series.code}`)).json().bookings.map((b: { planned_start: string }) => b.planned_start)).toEqual(
      d.map((day) => at(day, '10:00')),
    );

    const moved = await put({ scope: 'following', code: codes[1], shift_minutes: 60, resource: fx.room2, comments: 'Bigger room' });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json().series as BookingSeriesDetail;
    expect(after.bookings.map((b) => [b.planned_start, b.resource?.slug, b.comments])).toEqual([
      [at(d[0], '10:00'), fx.room, null],
      [at(d[1], '11:00'), fx.room2, 'Bigger room'],
      [at(d[2], '11:00'), fx.room2, 'Bigger room'],
    ]);
    const nothing = await put({ scope: 'all' });
    expect(nothing.json().errors).toEqual({ shift_minutes: RECURRENCE_MESSAGES.nothingToChange });
  });

  it('a shift out of opening hours is refused like a single move (naming the day), unless staff override the rules', async () => {
    const d = [0, 1].map((k) => addDaysIso(monday(40), k * 7));
    const out = await createSeries(d[0], 2, '10:00', '11:00');
    const put = (body: object) => send('PUT', `/api/booking-series/${out.series.code}`, body);
    const starts = async () =>
      (await get(`/api/booking-series/${out.series.code}`)).json().bookings.map((b: { planned_start: string }) => b.planned_start);
    // Demo rules: open 07:00–22:00 every day, so 22:00–23:00 is outside.
    const late = await put({ scope: 'all', shift_minutes: 12 * 60 });
    expect(late.statusCode, late.body).toBe(400);
    expect(late.json()).toMatchObject({ code: 'booking_rule', overridable: true });
    expect(late.json().detail).toMatch(new RegExp(`^${d[0]}: `));
    expect(await starts()).toEqual(d.map((day) => at(day, '10:00')));

    const anyway = await put({ scope: 'all', shift_minutes: 12 * 60, override_rules: true });
    expect(anyway.statusCode, anyway.body).toBe(200);
    expect(await starts()).toEqual(d.map((day) => at(day, '22:00')));
    const detail = await get(`/api/member-bookings/${out.series.bookings[1].code}`);
    expect(detail.json().rules_override).toBeTruthy();
  });
});

describe('demo data and tenancy', () => {
  it('the demo has a weekly meeting-room series: past weeks finished, the rest active', async () => {
    const [s] = await t.db.select().from(bookingSeries).where(eq(bookingSeries.clientId, ids.demo));
    const res = await get(`/api/booking-series/${s.code}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as BookingSeriesDetail;
    expect(body).toMatchObject({ booking_type: 'meeting_room', num_bookings: 10, rule: { frequency: 'weekly', count: 10 } });
    expect(body.description).toMatch(/^Weekly on (Mon|Tue|Wed|Thu|Fri|Sat|Sun) · 10 times$/);
    const statuses = body.bookings.map((b) => b.status);
    expect(statuses.slice(0, 2)).toEqual(['finished', 'finished']);
    expect(statuses.slice(3)).toEqual(Array(7).fill('active'));
  });

  it("another operator's staff gets 404 for the series and its bookings", async () => {
    const [s] = await t.db.select().from(bookingSeries).where(eq(bookingSeries.clientId, ids.demo));
    expect((await get(`/api/booking-series/${s.code}`, tok.harbour)).statusCode).toBe(404);
    expect((await post(`/api/booking-series/${s.code}/cancel`, { scope: 'all' }, tok.harbour)).statusCode).toBe(404);
    const [b] = await t.db.select().from(bookings).where(eq(bookings.seriesId, s.id)).limit(1);
    expect((await get(`/api/member-bookings/${b.code}/series`, tok.harbour)).statusCode).toBe(404);
  });
});
