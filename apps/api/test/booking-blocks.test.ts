import {
  addDaysIso,
  BLOCK_MESSAGES,
  BOOKING_MESSAGES,
  isoDayInZone,
  zonedInstant,
  type AvailabilityResult,
  type BlockItem,
  type BookingItem,
  type ClashItem,
} from '@clubspace/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, invoiceLines, offices, resources, teams, workAreas } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';

const { t, tok, ids, get, send } = useApiSession();
const del = (url: string, token = tok.owner) => t.app.inject({ method: 'DELETE', url, headers: { authorization: `Bearer ${token}` } });
const book = (entries: object[], token = tok.owner) => send('POST', '/api/member-bookings/', entries, token);
const block = (payload: object, token = tok.owner) => send('POST', '/api/booking-blocks/', payload, token);
const close = (payload: object, token = tok.owner) => send('POST', '/api/office-closures/', payload, token);

const TZ = 'Europe/London';
/** Far-future days with no demo bookings; each test takes its own. Staff override booking rules (horizon etc.). */
const BASE = addDaysIso(isoDayInZone(new Date(), TZ), 500);
let dayCounter = 0;
const nextDay = () => addDaysIso(BASE, dayCounter++ * 2);
const at = (day: string, hhmm: string) => zonedInstant(day, `${hhmm}:00`, TZ).toISOString();
const dmy = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

const fx = {} as {
  office: string;
  officeName: string;
  room: string;
  roomId: number;
  bufferRoom: string;
  bufferRoomId: number;
  area: string;
  areaDesks: string[];
  team: string;
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
  const [area] = await t.db
    .insert(workAreas)
    .values({ clientId: ids.demo, slug: 'k-area', name: 'K Area', officeId: office.id, floorId: wa.floorId })
    .returning();
  const base = {
    clientId: ids.demo,
    officeId: office.id,
    floorId: wa.floorId,
    priceHourPence: 3000,
    noMemberPriceHourPence: 4000,
    priceDayPence: 2000,
    noMemberPriceDayPence: 3000,
  };
  const made = await t.db
    .insert(resources)
    .values([
      { ...base, slug: 'k-room', name: 'K Room', workAreaId: wa.id, resourceType: 'meeting_room', capacity: 6 },
      { ...base, slug: 'k-buffer-room', name: 'K Buffer Room', workAreaId: wa.id, resourceType: 'meeting_room', capacity: 6, bufferMinutes: 15 },
      ...[1, 2, 3].map((n) => ({ ...base, slug: `k-desk-${n}`, name: `K Desk ${n}`, workAreaId: area.id, resourceType: 'desk' })),
    ])
    .returning();
  const [team] = await t.db.insert(teams).values({ clientId: ids.demo, slug: 'k-team', name: 'K Team', officeId: office.id }).returning();
  Object.assign(fx, {
    office: office.slug,
    officeName: office.name,
    room: 'k-room',
    roomId: made[0].id,
    bufferRoom: 'k-buffer-room',
    bufferRoomId: made[1].id,
    area: area.slug,
    areaDesks: made.slice(2).map((r) => r.slug),
    team: team.slug,
  });
});

const roomEntry = (day: string, from: string, to: string, resource = fx.room) => ({
  start: at(day, from),
  end: at(day, to),
  office: fx.office,
  booking_type: 'meeting_room',
  resource,
  team: fx.team,
  override_rules: true,
});
const deskEntry = (day: string, resource: string) => ({
  start: at(day, '09:00'),
  end: at(day, '17:00'),
  office: fx.office,
  booking_type: 'desk',
  resource,
  team: fx.team,
  override_rules: true,
});
async function bookOne(entry: object) {
  const res = await book([entry]);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { bookings: BookingItem[] }).bookings[0];
}

describe('blocks', () => {
  it('a booking over a block answers 409 in words; next to it is fine', async () => {
    const day = nextDay();
    const res = await block({ resource: fx.room, start: at(day, '10:00'), end: at(day, '14:00'), reason: 'maintenance' });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json() as { blocks: BlockItem[]; detail: string };
    expect(placed.detail).toBe(BLOCK_MESSAGES.blockPlaced);
    expect(placed.blocks).toHaveLength(1);
    expect(placed.blocks[0]).toMatchObject({
      reason: 'maintenance',
      resource: { slug: fx.room, name: 'K Room' },
      start: at(day, '10:00'),
      end: at(day, '14:00'),
    });

    const over = await book([roomEntry(day, '13:00', '15:00')]);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      detail: 'K Room is blocked for maintenance until 14:00',
      code: 'blocked',
      errors: { resource: 'K Room is blocked for maintenance until 14:00' },
    });
    // Moving a booking onto the block is refused the same way.
    const later = await bookOne(roomEntry(day, '14:00', '15:00'));
    const move = await send('PUT', `/api/member-bookings/${later.code}`, {
      booking_type: 'meeting_room',
      origin: 'regular',
      status: 'active',
      office: fx.office,
      work_area: later.work_area!.slug,
      planned_start: at(day, '13:30'),
      planned_end: at(day, '15:00'),
      resource: fx.room,
      team: fx.team,
      override_rules: true,
    });
    expect(move.statusCode, move.body).toBe(409);
    expect(move.json().detail).toBe('K Room is blocked for maintenance until 14:00');

    // Not a booking: out of the bookings list unless asked for, and listed by the blocks list.
    const list = (await get(`/api/dashboard-member-bookings/?club=${fx.office}&start=${day}&end=${day}&resource=${fx.room}`)).json() as {
      bookings: BookingItem[];
    };
    expect(list.bookings.map((b) => b.code)).toEqual([later.code]);
    const blocksOnly = (await get(`/api/dashboard-member-bookings/?club=${fx.office}&start=${day}&end=${day}&booking_type=block`)).json() as {
      bookings: BookingItem[];
    };
    expect(blocksOnly.bookings.map((b) => b.code)).toEqual([placed.blocks[0].code]);
    const blocks = (await get(`/api/booking-blocks/?club=${fx.office}&start=${day}&end=${day}&resource_type=meeting_room`)).json() as {
      blocks: BlockItem[];
    };
    expect(blocks.blocks.map((b) => b.code)).toEqual([placed.blocks[0].code]);
    // The room calendar's availability call says busy.
    const avail = (
      await get(
        `/api/meeting-room-availability/?resource=${fx.room}&start=${encodeURIComponent(at(day, '11:00'))}&end=${encodeURIComponent(at(day, '12:00'))}`,
      )
    ).json();
    expect(avail.status).toBe('busy');

    // Removed, the slot books again.
    expect((await del(`/api/booking-blocks/${placed.blocks[0].code}`)).json()).toMatchObject({ detail: BLOCK_MESSAGES.blockRemoved, removed: 1 });
    expect((await book([roomEntry(day, '10:00', '11:00')])).statusCode).toBe(201);
  });

  it('a block over live bookings answers 409 listing them; with cancel_conflicting they are cancelled (money reversed) and the block placed', async () => {
    const day = nextDay();
    const a = await bookOne(roomEntry(day, '09:00', '10:00'));
    const b = await bookOne(roomEntry(day, '11:00', '12:00'));
    const outside = await bookOne(roomEntry(day, '15:00', '16:00'));
    expect(a.invoice_line).not.toBeNull();
    const payload = { resource: fx.room, start: at(day, '09:30'), end: at(day, '13:00'), reason: 'Projector repair' };

    const refused = await block(payload);
    expect(refused.statusCode).toBe(409);
    const body = refused.json() as { detail: string; code: string; conflicts: ClashItem[] };
    expect(body.code).toBe('block_clash');
    expect(body.conflicts.map((c) => c.code)).toEqual([a.code, b.code]);
    expect(body.conflicts[0]).toMatchObject({ booking_type: 'meeting_room', booker: 'K Team', resource: { slug: fx.room } });
    expect(body.detail).toBe(`Cannot place the block: 2 live bookings clash (${a.code}, ${b.code}). ${BLOCK_MESSAGES.clashHint}`);
    expect(await statusOf([a.code, b.code, outside.code])).toEqual({ [a.code]: 'active', [b.code]: 'active', [outside.code]: 'active' });

    const placed = await block({ ...payload, cancel_conflicting: true });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().cancelled).toEqual([a.code, b.code]);
    // Invoiced bookings are cancelled with refund: their line is voided or credited, as Cancel & Refund does.
    expect(await statusOf([a.code, b.code, outside.code])).toEqual({ [a.code]: 'refund', [b.code]: 'refund', [outside.code]: 'active' });
    const [line] = await t.db
      .select({ status: invoiceLines.status })
      .from(invoiceLines)
      .innerJoin(bookings, eq(bookings.invoiceLineId, invoiceLines.id))
      .where(eq(bookings.code, a.code));
    expect(line.status).toBe('void');
  });

  it('a work-area block takes every desk of the area: the map shows them blocked with the reason, occupancy leaves them out', async () => {
    const day = nextDay();
    const booked = await bookOne(deskEntry(day, fx.areaDesks[0]));
    const refused = await block({ work_area: fx.area, start: at(day, '08:00'), end: at(day, '18:00'), reason: 'Deep cleaning' });
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { conflicts: ClashItem[] }).conflicts.map((c) => c.code)).toEqual([booked.code]);
    const res = await block({
      work_area: fx.area,
      start: at(day, '08:00'),
      end: at(day, '18:00'),
      reason: 'Deep cleaning',
      cancel_conflicting: 'true',
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = (res.json() as { blocks: BlockItem[] }).blocks;
    expect(made.map((b) => b.resource.slug)).toEqual(fx.areaDesks);
    expect(made[0].related).toHaveLength(2);

    const map = (await get(`/api/space-availability/?club=${fx.office}&start=${day}&work_area=${fx.area}`)).json() as AvailabilityResult;
    expect(map.office_resources.map((r) => [r.slug, r.map_status, r.block_reason])).toEqual(fx.areaDesks.map((s) => [s, 'blocked', 'Deep cleaning']));
    expect(map.bookings).toEqual([]);
    expect(map.num_bookings).toBe(0);
    expect(map.occupancy).toBe(0);

    const desk = await book([deskEntry(day, fx.areaDesks[1])]);
    expect(desk.json().detail).toBe('K Desk 2 is blocked for deep cleaning until 18:00');
    expect((await del(`/api/booking-blocks/${made[0].code}?with_related=true`)).json().removed).toBe(3);
    expect((await get(`/api/booking-blocks/?work_area=${fx.area}&start=${day}&end=${day}`)).json().num_results).toBe(0);
  });

  it('another operator cannot see or remove the blocks; payloads are checked with field messages', async () => {
    const day = nextDay();
    const code = ((await block({ resource: fx.room, start: at(day, '10:00'), end: at(day, '11:00'), reason: 'x' })).json() as { blocks: BlockItem[] })
      .blocks[0].code;
    expect((await del(`/api/booking-blocks/${code}`, tok.harbour)).statusCode).toBe(404);
    expect((await get(`/api/booking-blocks/?start=${day}&end=${day}`, tok.harbour)).json().num_results).toBe(0);
    expect((await block({ resource: fx.room, start: at(day, '10:00'), end: at(day, '11:00'), reason: 'x' }, tok.harbour)).statusCode).toBe(400);
    const bad = await block({ start: at(day, '12:00'), end: at(day, '11:00'), reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      resource: BLOCK_MESSAGES.whatRequired,
      end: BLOCK_MESSAGES.endBeforeStart,
      reason: BLOCK_MESSAGES.reasonRequired,
    });
    // A booking code is not a block.
    const booking = await bookOne(roomEntry(day, '12:00', '13:00'));
    expect((await del(`/api/booking-blocks/${booking.code}`)).statusCode).toBe(404);
  });
});

async function statusOf(codes: string[]) {
  const rows = await t.db
    .select({ code: bookings.code, status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.clientId, ids.demo), inArray(bookings.code, codes)));
  return Object.fromEntries(rows.map((r) => [r.code, r.status]));
}

describe('closures', () => {
  it('a closed office refuses bookings in words; a closure over live bookings lists them, then cancels them when asked', async () => {
    const day = nextDay();
    const live = await bookOne(deskEntry(day, fx.areaDesks[2]));
    const payload = { office: fx.office, first_day: day, last_day: addDaysIso(day, 1), reason: 'Bank holiday' };
    const refused = await close(payload);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { conflicts: ClashItem[] }).conflicts.map((c) => c.code)).toEqual([live.code]);

    const placed = await close({ ...payload, cancel_conflicting: true });
    expect(placed.statusCode, placed.body).toBe(201);
    const { closure, cancelled } = placed.json();
    expect(cancelled).toEqual([live.code]);
    expect(closure).toMatchObject({
      first_day: day,
      last_day: addDaysIso(day, 1),
      reason: 'Bank holiday',
      start: at(day, '00:00'),
      end: at(addDaysIso(day, 2), '00:00'),
    });

    const message = `${fx.officeName} is closed from ${dmy(day)} to ${dmy(addDaysIso(day, 1))} (Bank holiday)`;
    for (const entry of [deskEntry(addDaysIso(day, 1), fx.areaDesks[0]), roomEntry(day, '10:00', '11:00')]) {
      const res = await book([entry]);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ detail: message, code: 'office_closed' });
    }
    // The map shows the office's desks blocked with the closure's reason.
    const map = (await get(`/api/space-availability/?club=${fx.office}&start=${day}&work_area=${fx.area}`)).json() as AvailabilityResult;
    expect(new Set(map.office_resources.map((r) => `${r.map_status}:${r.block_reason}`))).toEqual(new Set(['blocked:Bank holiday']));
    // Listed for the calendar (any staff), removed by space staff.
    const list = (await get(`/api/office-closures/?club=${fx.office}&start=${day}&end=${day}`, tok.staff)).json();
    expect(list.closures.map((c: { slug: string }) => c.slug)).toEqual([closure.slug]);
    expect((await del(`/api/office-closures/${closure.slug}`, tok.staff)).statusCode).toBe(403);
    expect((await del(`/api/office-closures/${closure.slug}`, tok.harbour)).statusCode).toBe(404);
    expect((await del(`/api/office-closures/${closure.slug}`)).json().detail).toBe(BLOCK_MESSAGES.closureRemoved);
    expect((await book([roomEntry(day, '10:00', '11:00')])).statusCode).toBe(201);
  });

  it('days are checked in order with field messages', async () => {
    const res = await close({ office: fx.office, first_day: '2030-01-02', last_day: '2030-01-01', reason: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ last_day: BLOCK_MESSAGES.lastDayBeforeFirst, reason: BLOCK_MESSAGES.reasonRequired });
  });
});

describe('buffer time', () => {
  it('is stored on each booking row by the database (planned end + the room buffer)', async () => {
    const day = nextDay();
    const b = await bookOne(roomEntry(day, '10:00', '11:00', fx.bufferRoom));
    const [row] = await t.db.select({ until: bookings.blockedUntil }).from(bookings).where(eq(bookings.code, b.code));
    expect(row.until).toEqual(new Date(at(day, '11:15')));
    const avail = (
      await get(
        `/api/meeting-room-availability/?resource=${fx.bufferRoom}&start=${encodeURIComponent(at(day, '11:10'))}&end=${encodeURIComponent(at(day, '12:00'))}`,
      )
    ).json();
    expect(avail.status).toBe('busy');
  });

  it('50 concurrent creates around existing bookings: exactly the ones clear of every buffer succeed', async () => {
    // Each of 25 days holds an anchor 09:00–10:00 (buffer 15 min). Concurrently: per day one booking ending 08:50
    // (its buffer runs into the anchor: refused) and one starting 10:15 (the anchor's buffer is over: accepted).
    const days = Array.from({ length: 25 }, () => nextDay());
    const anchors = await book(days.map((d) => roomEntry(d, '09:00', '10:00', fx.bufferRoom)));
    expect(anchors.statusCode, anchors.body).toBe(201);
    const entries = days.flatMap((d) => [
      { clear: false, entry: roomEntry(d, '08:00', '08:50', fx.bufferRoom) },
      { clear: true, entry: roomEntry(d, '10:15', '11:00', fx.bufferRoom) },
    ]);
    const results = await Promise.all(entries.map((e) => book([e.entry])));
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
    expect(results.map((r) => r.statusCode)).toEqual(entries.map((e) => (e.clear ? 201 : 409)));
    for (const [i, r] of results.entries()) if (!entries[i].clear) expect(r.json().detail).toBe(BOOKING_MESSAGES.roomBusy);
    // A room without a buffer takes the same back-to-back-ish pattern.
    const day = nextDay();
    await bookOne(roomEntry(day, '09:00', '10:00'));
    expect((await book([roomEntry(day, '08:00', '08:50')])).statusCode).toBe(201);
    expect((await book([roomEntry(day, '10:05', '11:00')])).statusCode).toBe(201);
  });

  it('a raised buffer keeps confirmed bookings as they were and applies to the next ones', async () => {
    const day = nextDay();
    const first = await bookOne(roomEntry(day, '09:00', '10:00'));
    const second = await bookOne(roomEntry(day, '10:05', '11:00'));
    await t.db.update(resources).set({ bufferMinutes: 30 }).where(eq(resources.id, fx.roomId));
    try {
      // A status change of a booking that now sits inside the new buffer is not a violation.
      expect((await send('PUT', `/api/member-bookings/${first.code}`, { action: 'check_in', override_rules: true })).statusCode).toBe(200); // early: confirmed (issue 24)
      expect((await book([roomEntry(day, '11:20', '12:00')])).statusCode).toBe(201);
      const res = await book([roomEntry(day, '12:15', '13:00')]);
      expect(res.statusCode).toBe(409);
      void second;
    } finally {
      await t.db.update(resources).set({ bufferMinutes: 0 }).where(eq(resources.id, fx.roomId));
    }
  });
});
