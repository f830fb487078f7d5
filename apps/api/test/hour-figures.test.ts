import { hourCells, isoDayInZone } from '@clubspace/contract';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { offices } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';

/**
 * The hourly figures of report 3 (issue 31, booking_hour_figures): after random sequences of booking writes — single
 * and bulk statements, every status and type, spans across midnight and daylight-saving changes, two zones, a zone
 * change — the table equals a recount of the bookings with the contract's `hourCells`.
 */
const { t, ids } = useApiSession();

const rows = async (query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows as Record<string, unknown>[];
const fx = { london: 0, kolkata: 0 };
let seq = 0;

const key = (r: { client_id: unknown; office_id: unknown; day: unknown; cell_day: unknown; hour: unknown }) =>
  `${r.client_id}|${r.office_id}|${r.day}|${r.cell_day}|${r.hour}`;
const FIGURES = ['desk_hours', 'desk_used_hours', 'room_hours', 'room_used_hours', 'desk_due', 'desk_checkins', 'room_due', 'room_checkins'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

/** The figures recounted from the bookings in TypeScript (the contract's cells; the migration's definitions). */
async function recount(days: (day: ReturnType<typeof sql>) => ReturnType<typeof sql>): Promise<Map<string, Figures>> {
  const list = await rows(sql`select b.client_id, b.office_id, b.booking_type, b.status, b.real_start is not null as checked,
      b.planned_start, b.planned_end, o.time_zone from bookings b join offices o on o.id = b.office_id
    where b.booking_type in ('hot_desk', 'desk', 'meeting_room') and b.status not in ('cancelled', 'refund')
      and ${days(sql`(b.planned_start at time zone o.time_zone)::date`)}`);
  const out = new Map<string, Figures>();
  for (const b of list) {
    const start = new Date(b.planned_start as string);
    const tz = b.time_zone as string;
    const desk = b.booking_type !== 'meeting_room';
    const live = b.status !== 'released';
    const checked = Boolean(b.checked);
    const day = isoDayInZone(start, tz);
    hourCells(start, new Date(b.planned_end as string), tz).forEach((c, i) => {
      const k = key({ client_id: b.client_id, office_id: b.office_id, day, cell_day: c.day, hour: c.hour });
      const f = out.get(k) ?? (Object.fromEntries(FIGURES.map((n) => [n, 0])) as Figures);
      const p = desk ? 'desk' : 'room';
      if (live) f[`${p}_hours`] += c.hours;
      if (live && checked) f[`${p}_used_hours`] += c.hours;
      if (i === 0) {
        f[`${p}_due`] += 1;
        if (checked) f[`${p}_checkins`] += 1;
      }
      out.set(k, f);
    });
  }
  return out;
}

/**
 * Stored rows equal the recount, over the keys whose start day passes `days` (a condition on a day expression; the
 * whole table by default — the seed's recount in TypeScript takes seconds, so the random runs check their own days).
 */
async function expectHourFiguresExact(days: (day: ReturnType<typeof sql>) => ReturnType<typeof sql> = () => sql`true`) {
  const stored = await rows(sql`select client_id, office_id, day::text as day, cell_day::text as cell_day, hour,
      desk_hours::float8 as desk_hours, desk_used_hours::float8 as desk_used_hours, room_hours::float8 as room_hours,
      room_used_hours::float8 as room_used_hours, desk_due, desk_checkins, room_due, room_checkins from booking_hour_figures f where ${days(sql`f.day`)}`);
  const expected = await recount(days);
  const round = (f: Figures) => Object.fromEntries(FIGURES.map((n) => [n, Math.round(Number(f[n]) * 1e6) / 1e6]));
  const got = new Map(stored.map((r) => [key(r as Parameters<typeof key>[0]), round(r as unknown as Figures)]));
  // A booking of zero length has no cells; every stored row has a booking behind it.
  expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [k, f] of expected) expect(got.get(k), k).toEqual(round(f));
}

const TYPES = ['hot_desk', 'desk', 'meeting_room', 'suite'] as const;
const STATUSES = ['active', 'inactive', 'alert', 'finished', 'cancelled', 'pre_paid', 'refund', 'released'] as const;
// Around London's autumn change (25-10-2026) and spring change (29-03-2026): starts on the quarter hour.
const start = fc.oneof(
  fc.integer({ min: 0, max: 4 * 96 }).map((q) => Date.UTC(2026, 9, 23) + q * 900_000),
  fc.integer({ min: 0, max: 4 * 96 }).map((q) => Date.UTC(2026, 2, 27) + q * 900_000),
);
const booking = fc.record({
  start,
  minutes: fc.oneof(fc.integer({ min: 1, max: 10 * 60 }), fc.integer({ min: 1, max: 60 * 60 })),
  type: fc.constantFrom(...TYPES),
  status: fc.constantFrom(...STATUSES),
  checked: fc.boolean(),
  kolkata: fc.boolean(),
});
// The start days the random writes can touch (starts ± the update's shift), and the bulk statement's.
const RANDOM_DAYS = (day: ReturnType<typeof sql>) =>
  sql`(${day} between '2026-03-26' and '2026-04-01' or ${day} between '2026-10-22' and '2026-10-29')`;
const BULK_DAYS = (day: ReturnType<typeof sql>) => sql`${day} between '2024-12-30' and '2025-08-25'`;
type B = typeof booking extends fc.Arbitrary<infer T> ? T : never;
const write = fc.oneof(
  fc.record({ op: fc.constant('insert' as const), rows: fc.array(booking, { minLength: 1, maxLength: 4 }) }),
  fc.record({ op: fc.constant('update' as const), pick: fc.nat(), shiftMinutes: fc.integer({ min: -600, max: 600 }), to: booking }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
);

async function insertRows(list: B[]) {
  const values = list.map((b) => {
    seq += 1;
    const code = `HF${seq}`;
    const s = new Date(b.start).toISOString();
    const e = new Date(b.start + b.minutes * 60_000).toISOString();
    return sql`(${ids.demo}, ${code}, ${`hf-${seq}`}, ${b.type}, ${b.status}, ${b.kolkata ? fx.kolkata : fx.london},
      ${s}::timestamptz, ${e}::timestamptz, ${b.checked ? s : null}::timestamptz)`;
  });
  await t.db.execute(sql`insert into bookings (client_id, code, slug, booking_type, status, office_id, planned_start, planned_end, real_start)
    values ${sql.join(values, sql`, `)}`);
}

describe('booking_hour_figures', () => {
  beforeAll(async () => {
    const [london] = await t.db.select().from(offices).where(eq(offices.clientId, ids.demo)).limit(1);
    fx.london = london.id;
    const [kolkata] = await t.db
      .insert(offices)
      .values({ clientId: ids.demo, slug: 'hf-kolkata', name: 'HF Kolkata', timeZone: 'Asia/Kolkata' })
      .returning();
    fx.kolkata = kolkata.id;
  });

  it('the backfilled figures equal a recount of the seed bookings', async () => {
    await expectHourFiguresExact();
  }, 120_000);

  it('random writes: the figures equal a recount after every sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 6 }), async (writes) => {
        for (const w of writes) {
          const mine = await rows(sql`select id from bookings where client_id = ${ids.demo} and slug like 'hf-%' order by id`);
          if (w.op === 'insert' || !mine.length) {
            await insertRows(
              w.op === 'insert'
                ? w.rows
                : [{ start: Date.UTC(2026, 9, 24, 22), minutes: 300, type: 'desk', status: 'active', checked: true, kolkata: false }],
            );
          } else if (w.op === 'update') {
            const id = Number(mine[w.pick % mine.length]!.id);
            const s = new Date(w.to.start + w.shiftMinutes * 60_000).toISOString();
            const e = new Date(w.to.start + (w.shiftMinutes + w.to.minutes) * 60_000).toISOString();
            await t.db.execute(sql`update bookings set planned_start = ${s}::timestamptz, planned_end = ${e}::timestamptz,
              booking_type = ${w.to.type}, status = ${w.to.status}, real_start = ${w.to.checked ? s : null}::timestamptz,
              office_id = ${w.to.kolkata ? fx.kolkata : fx.london} where id = ${id}`);
          } else {
            await t.db.execute(sql`delete from bookings where id = ${Number(mine[w.pick % mine.length]!.id)}`);
          }
        }
        await expectHourFiguresExact(RANDOM_DAYS);
      }),
      // 15 histories on PostgreSQL, 6 on PGlite (CI's 45 minutes: docs/decisions.md "CI time budget").
      { numRuns: Number(process.env.HOUR_FIGURES_RUNS ?? (process.env.TEST_DB_KIND === 'pglite' ? 6 : 15)) },
    );
    await expectHourFiguresExact();
  }, 600_000);

  it('a bulk statement (more than 200 keys) and an update of many rows recount in one pass', async () => {
    const many: B[] = Array.from({ length: 230 }, (_, i) => ({
      start: Date.UTC(2025, 0, 1) + i * 86_400_000 + (i % 7) * 3_600_000,
      minutes: 30 + (i % 11) * 60,
      type: TYPES[i % 4]!,
      status: STATUSES[i % 8]!,
      checked: i % 3 === 0,
      kolkata: i % 5 === 0,
    }));
    await insertRows(many);
    await expectHourFiguresExact(BULK_DAYS);
    await t.db.execute(sql`update bookings set planned_end = planned_end + interval '90 minutes' where client_id = ${ids.demo} and slug like 'hf-%'`);
    await expectHourFiguresExact(BULK_DAYS);
    await t.db.execute(sql`delete from bookings where client_id = ${ids.demo} and slug like 'hf-%' and id % 2 = 0`);
    await expectHourFiguresExact();
  }, 300_000);

  it('a full rebuild (bookings of one shape counted once, migration 0072) gives the recount', async () => {
    // Identical bookings (same office, start, end, kind and check-in) beside ones differing in one of those.
    const same: B = { start: Date.UTC(2025, 2, 30, 0, 45), minutes: 200, type: 'desk', status: 'active', checked: true, kolkata: true };
    await insertRows([same, same, same, { ...same, checked: false }, { ...same, status: 'released' }, { ...same, type: 'meeting_room' }, same]);
    // The rows the triggers kept, then rebuilt from nothing: equal as numerics (not rounded), both ways.
    await t.db.execute(sql`create temp table hf_kept as select * from booking_hour_figures`);
    await t.db.execute(sql`delete from booking_hour_figures`);
    await t.db.execute(sql`select booking_hour_figures_rebuild()`);
    const differ = await rows(sql`select count(*) as n from ((select * from hf_kept except select * from booking_hour_figures)
      union all (select * from booking_hour_figures except select * from hf_kept)) d`);
    expect(Number(differ[0]!.n)).toBe(0);
    await t.db.execute(sql`drop table hf_kept`);
    await expectHourFiguresExact();
  }, 120_000);

  it("an office's zone change moves its cells", async () => {
    await t.db
      .update(offices)
      .set({ timeZone: 'America/New_York' })
      .where(and(eq(offices.id, fx.kolkata), eq(offices.clientId, ids.demo)));
    await expectHourFiguresExact();
    await t.db.update(offices).set({ timeZone: 'Asia/Kolkata' }).where(eq(offices.id, fx.kolkata));
    await expectHourFiguresExact();
  }, 120_000);
});
