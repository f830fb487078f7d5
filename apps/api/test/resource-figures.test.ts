import { addDaysIso, bookedHoursWithinOpen, isoDayInZone, type DayHours } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { offices, resources } from '../src/db/schema/index.ts';
import { RESOURCE_FIGURES_REBUILD_JOB, rebuildIds, rebuildResourceFigures } from '../src/jobs/resource-figures-rebuild.job.ts';
import { figureParts, resourceUse } from '../src/modules/reports/utilisation.repo.ts';
import { useApiSession } from './support/api-session.ts';

/**
 * The per-resource day figures of report 4 (issue 31, resource_day_figures): after random sequences of booking writes
 * (create, move, cancel, delete, another resource, multi-day spans, across daylight-saving changes) AND rules changes
 * (a type's hours, a resource's own hours, none), a resource's type or office, an office's zone, the table equals a
 * recount of the bookings with the contract's `bookedHoursWithinOpen`, and the report's read equals the scanning
 * query it replaced (kept below) to the last digit. Rules, resource and zone changes queue a rebuild job (migration
 * 0067) instead of rebuilding in the writer's transaction: the figures are compared once the queue is drained.
 */
const { t, ids } = useApiSession();

const rows = async (query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows as Record<string, unknown>[];
const fx = { london: 0, kolkata: 0, res: [] as number[] };
// Random write histories: 12 on PostgreSQL, 2 on PGlite (each ends with two full recounts, ~20 s a history there; CI's
// 45 minutes, docs/decisions.md "CI time budget"). RESOURCE_FIGURES_RUNS overrides both.
const RUNS = Number(process.env.RESOURCE_FIGURES_RUNS ?? (process.env.TEST_DB_KIND === 'pglite' ? 2 : 12));
let seq = 0;

/** The figures recounted in TypeScript: per (operator, office, resource, day) the booked seconds and the revenue. */
async function recount(): Promise<Map<string, { secs: number; pence: number }>> {
  const list = await rows(sql`select b.client_id, b.office_id, b.resource_id, b.planned_start, b.planned_end, b.price_pence, o.time_zone,
      case when own.id is not null then own.opening_hours else typ.opening_hours end as opening_hours
    from bookings b join resources r on r.id = b.resource_id join offices o on o.id = r.office_id
    left join booking_rules own on own.client_id = r.client_id and own.resource_id = r.id
    left join booking_rules typ on typ.client_id = r.client_id and typ.resource_id is null and typ.resource_type = r.resource_type
    where b.booking_type in ('hot_desk', 'meeting_room', 'desk', 'suite') and b.status not in ('cancelled', 'refund', 'released')`);
  const out = new Map<string, { secs: number; pence: number }>();
  const add = (k: string, secs: number, pence: number) => {
    const f = out.get(k) ?? { secs: 0, pence: 0 };
    f.secs += secs;
    f.pence += pence;
    out.set(k, f);
  };
  for (const b of list) {
    const s = new Date(b.planned_start as string);
    const e = new Date(b.planned_end as string);
    const tz = b.time_zone as string;
    const hours = b.opening_hours as (DayHours | null)[] | null;
    const base = `${b.client_id}|${b.office_id}|${b.resource_id}`;
    const first = isoDayInZone(s, tz);
    const last = isoDayInZone(e, tz);
    for (let d = first; d <= last; d = addDaysIso(d, 1)) add(`${base}|${d}`, bookedHoursWithinOpen(s, e, hours, d, d, tz) * 3600, 0);
    add(`${base}|${first}`, 0, Number(b.price_pence));
  }
  return out;
}

const clean = (m: Map<string, { secs: number; pence: number }>) =>
  new Map(
    [...m].map(([k, f]) => [k, { secs: Math.round(f.secs * 1000) / 1000, pence: f.pence }] as const).filter(([, f]) => f.secs !== 0 || f.pence !== 0),
  );

async function expectFiguresExact() {
  const stored = await rows(sql`select client_id, office_id, resource_id, day::text as day, sum(booked_seconds)::float8 as secs,
      sum(revenue_pence)::float8 as pence from resource_day_figures group by 1, 2, 3, 4`);
  const got = clean(
    new Map(stored.map((r) => [`${r.client_id}|${r.office_id}|${r.resource_id}|${r.day}`, { secs: Number(r.secs), pence: Number(r.pence) }])),
  );
  const expected = clean(await recount());
  expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [k, f] of expected) expect(got.get(k), k).toEqual(f);
  // The month rows are the day rows summed by calendar month.
  const months = await rows(sql`select coalesce(m.client_id, d.client_id) as c, coalesce(m.office_id, d.office_id) as o,
      coalesce(m.resource_id, d.resource_id) as r, coalesce(m.month, d.month)::text as month,
      coalesce(m.booked_seconds, 0)::text as ms, coalesce(d.secs, 0)::text as ds, coalesce(m.revenue_pence, 0)::text as mp, coalesce(d.pence, 0)::text as dp
    from resource_month_figures m full join (select client_id, office_id, resource_id, (date_trunc('month', day))::date as month,
      sum(booked_seconds) as secs, sum(revenue_pence) as pence from resource_day_figures group by 1, 2, 3, 4) d
      on d.client_id = m.client_id and d.office_id = m.office_id and d.resource_id = m.resource_id and d.month = m.month
    where coalesce(m.booked_seconds, 0) <> coalesce(d.secs, 0) or coalesce(m.revenue_pence, 0) <> coalesce(d.pence, 0)`);
  expect(months).toEqual([]);
  // No figure row without a resource's booking behind it: every row's start day has one.
  const orphans = await rows(sql`select count(*)::int as n from resource_day_figures f join resources r on r.id = f.resource_id
    join offices o on o.id = r.office_id where not exists (select 1 from bookings b where b.resource_id = f.resource_id
      and b.client_id = f.client_id and b.office_id = f.office_id and (b.planned_start at time zone o.time_zone)::date = f.start_day)`);
  expect(orphans[0]!.n).toBe(0);
}

const TYPES = ['hot_desk', 'desk', 'meeting_room', 'suite'] as const;
/** The scanning query the figures replaced (utilisation.repo.ts before migration 0066), the report's oracle. */
async function scanUse(clientId: number, officeIds: number[] | null, from: string, to: string) {
  const inOffices = (col: ReturnType<typeof sql>) => (officeIds ? sql`${col} = ANY(${sql.raw(`ARRAY[${officeIds.join(',')}]::int[]`)})` : sql`true`);
  const types = sql.join(
    TYPES.map((x) => sql`${x}`),
    sql`, `,
  );
  return rows(sql`
    with res as (
      select r.id, r.slug, r.name, r.resource_type as type, o.name as office, o.time_zone, wa.name as work_area,
        case when own.id is not null then own.opening_hours else typ.opening_hours end as opening_hours
      from resources r join offices o on o.id = r.office_id
      left join work_areas wa on wa.id = r.work_area_id
      left join booking_rules own on own.client_id = r.client_id and own.resource_id = r.id
      left join booking_rules typ on typ.client_id = r.client_id and typ.resource_id is null and typ.resource_type = r.resource_type
      where r.client_id = ${clientId} and ${inOffices(sql`r.office_id`)} and r.status = 'active' and r.resource_type in (${types})),
    b as (
      select b.resource_id, b.planned_start as s, b.planned_end as e, b.price_pence, res.time_zone, res.opening_hours
      from bookings b join res on res.id = b.resource_id
      where b.client_id = ${clientId} and ${inOffices(sql`b.office_id`)}
        and b.planned_start < (${to}::date + 2)::timestamptz and b.planned_end > (${from}::date - 2)::timestamptz
        and b.status not in ('cancelled', 'refund', 'released') and b.booking_type in (${types})),
    clipped as (
      select b.resource_id, sum(greatest(0, extract(epoch from least(b.e, w.we) - greatest(b.s, w.ws)))) / 3600 as hours
      from b
      cross join lateral generate_series((b.s at time zone b.time_zone)::date, (b.e at time zone b.time_zone)::date, interval '1 day') g
      cross join lateral (select g::date as d) dd
      cross join lateral (select case when b.opening_hours is null or jsonb_typeof(b.opening_hours) <> 'array' or jsonb_array_length(b.opening_hours) <> 7
          then '{"open": "08:00", "close": "20:00"}'::jsonb else b.opening_hours -> (extract(isodow from dd.d)::int - 1) end as h) hh
      cross join lateral (select (dd.d::timestamp + (hh.h ->> 'open')::interval) at time zone b.time_zone as ws,
          (dd.d::timestamp + (hh.h ->> 'close')::interval) at time zone b.time_zone as we) w
      where dd.d >= ${from}::date and dd.d <= ${to}::date and jsonb_typeof(hh.h) = 'object'
      group by 1),
    revenue as (
      select b.resource_id, sum(b.price_pence) as pence from b
      where (b.s at time zone b.time_zone)::date >= ${from}::date and (b.s at time zone b.time_zone)::date <= ${to}::date
      group by 1)
    select res.slug, res.name, res.type, res.office, res.time_zone, res.work_area, res.opening_hours,
      coalesce(clipped.hours, 0)::float8 as hours_booked, coalesce(revenue.pence, 0)::float8 as revenue_pence
    from res left join clipped on clipped.resource_id = res.id left join revenue on revenue.resource_id = res.id
    order by res.office, res.work_area nulls last, res.name, res.slug`);
}

const RANGES = [
  ['2026-03-23', '2026-04-05'],
  ['2026-03-01', '2026-03-31'],
  ['2026-02-14', '2026-10-26'],
  ['2026-03-31', '2026-10-01'],
  ['2026-10-19', '2026-11-01'],
  ['2026-03-29', '2026-03-29'],
  ['2026-01-01', '2026-12-31'],
] as const;

async function expectReportUnchanged() {
  const offs = [null, [fx.london], [fx.kolkata], [fx.london, fx.kolkata]];
  for (const [from, to] of RANGES)
    for (const officeIds of offs) {
      const range = { clientId: ids.demo, officeIds, offices: [], from, to, today: to, timeZone: 'Europe/London' };
      expect(await resourceUse(t.db, range), `${from}..${to} ${officeIds}`).toEqual(await scanUse(ids.demo, officeIds, from, to));
    }
}

const STATUSES = ['active', 'inactive', 'alert', 'finished', 'cancelled', 'pre_paid', 'refund', 'released'] as const;
// Around London's spring (29-03-2026) and autumn (25-10-2026) changes: starts on the quarter hour.
const start = fc.oneof(
  fc.integer({ min: 0, max: 4 * 96 }).map((q) => Date.UTC(2026, 9, 23) + q * 900_000),
  fc.integer({ min: 0, max: 4 * 96 }).map((q) => Date.UTC(2026, 2, 27) + q * 900_000),
);
const booking = fc.record({
  start,
  minutes: fc.oneof(fc.integer({ min: 1, max: 10 * 60 }), fc.integer({ min: 1, max: 4 * 24 * 60 })),
  type: fc.constantFrom(...TYPES, 'block'),
  status: fc.constantFrom(...STATUSES),
  resource: fc.nat(),
  kolkata: fc.boolean(),
  price: fc.integer({ min: 0, max: 50_000 }),
});
// Opening times away from the 01:00–03:00 daylight-saving gaps (a window edge in a gap is the zone library's choice).
const TIMES = ['00:00', '06:00', '07:30', '08:00', '09:00', '12:00', '13:15', '17:00', '20:00', '22:45', '24:00'];
const dayHours = fc.option(
  fc
    .tuple(fc.integer({ min: 0, max: TIMES.length - 2 }), fc.integer({ min: 1, max: TIMES.length - 1 }))
    .map(([a, n]) => ({ open: TIMES[a]!, close: TIMES[Math.min(TIMES.length - 1, a + n)]! })),
  { freq: 4 },
);
const week = fc.option(fc.array(dayHours, { minLength: 7, maxLength: 7 }), { freq: 4 });
type B = typeof booking extends fc.Arbitrary<infer T> ? T : never;
const write = fc.oneof(
  fc.record({ op: fc.constant('insert' as const), rows: fc.array(booking, { minLength: 1, maxLength: 4 }) }),
  fc.record({ op: fc.constant('update' as const), pick: fc.nat(), shiftMinutes: fc.integer({ min: -600, max: 600 }), to: booking }),
  fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('typeRule' as const), type: fc.constantFrom(...TYPES), hours: week, drop: fc.boolean() }),
  fc.record({ op: fc.constant('ownRule' as const), resource: fc.nat(), hours: week, drop: fc.boolean() }),
  fc.record({ op: fc.constant('resource' as const), resource: fc.nat(), type: fc.constantFrom(...TYPES), kolkata: fc.boolean() }),
  fc.record({ op: fc.constant('zone' as const), zone: fc.constantFrom('Asia/Kolkata', 'America/New_York', 'Australia/Lord_Howe') }),
);

async function insertRows(list: B[]) {
  const values = list.map((b) => {
    seq += 1;
    const s = new Date(b.start).toISOString();
    const e = new Date(b.start + b.minutes * 60_000).toISOString();
    const resourceId = fx.res[b.resource % fx.res.length]!;
    return sql`(${ids.demo}, ${`RF${seq}`}, ${`rf-${seq}`}, ${b.type}, ${b.status}, ${b.kolkata ? fx.kolkata : fx.london}, ${resourceId},
      ${s}::timestamptz, ${e}::timestamptz, ${b.price})`;
  });
  await t.db
    .execute(sql`insert into bookings (client_id, code, slug, booking_type, status, office_id, resource_id, planned_start, planned_end, price_pence)
    values ${sql.join(values, sql`, `)}`);
}

/** Runs a booking write; one refused by the no-overlap constraint (two live bookings of a resource) changes nothing. */
async function tolerate(write: () => Promise<unknown>) {
  try {
    await write();
  } catch (e) {
    if ((e as { cause?: { code?: string } }).cause?.code !== '23P01') throw e;
  }
}

/** The rebuild jobs still waiting (none once the queue is drained). */
const queuedRebuilds = async () => rows(sql`select id from jobs where kind = ${RESOURCE_FIGURES_REBUILD_JOB} and state <> 'done'`);
const figureRows = () => rows(sql`select * from resource_day_figures order by 1, 2, 3, 4, 5`);

const json = (hours: unknown) => (hours === null ? sql`null` : sql`${JSON.stringify(hours)}::jsonb`);

describe('figureParts: whole months and the days around them', () => {
  it('splits a range', () => {
    expect(figureParts('2025-11-28', '2026-11-27')).toEqual({ monthFrom: '2025-12-01', monthTo: '2026-11-01' });
    expect(figureParts('2026-03-01', '2026-03-31')).toEqual({ monthFrom: '2026-03-01', monthTo: '2026-04-01' });
    expect(figureParts('2026-01-31', '2026-02-28')).toEqual({ monthFrom: '2026-02-01', monthTo: '2026-03-01' });
    expect(figureParts('2026-12-02', '2027-01-30')).toBeNull();
    expect(figureParts('2026-03-02', '2026-03-31')).toBeNull();
    expect(figureParts('2024-02-01', '2024-02-29')).toEqual({ monthFrom: '2024-02-01', monthTo: '2024-03-01' });
  });
});

describe('resource_day_figures', () => {
  beforeAll(async () => {
    const [kolkata] = await t.db
      .insert(offices)
      .values({ clientId: ids.demo, slug: 'rf-kolkata', name: 'RF Kolkata', timeZone: 'Asia/Kolkata' })
      .returning();
    const [london] = await t.db
      .insert(offices)
      .values({ clientId: ids.demo, slug: 'rf-london', name: 'RF London', timeZone: 'Europe/London' })
      .returning();
    fx.kolkata = kolkata.id;
    fx.london = london.id;
    for (const [i, type] of TYPES.entries())
      for (const office of [london.id, kolkata.id]) {
        const [r] = await t.db
          .insert(resources)
          .values({ clientId: ids.demo, slug: `rf-${type}-${office}`, name: `RF ${type} ${i}`, resourceType: type, officeId: office })
          .returning();
        fx.res.push(r.id);
      }
    // A base of finished bookings (outside the no-overlap constraint) on every resource, 7 hours in every 8 around both
    // clock changes: every rules change below moves some figure.
    const base = [];
    for (const day of [Date.UTC(2026, 2, 26), Date.UTC(2026, 9, 22)])
      for (let h = 0; h < 7 * 24; h += 8)
        for (const id of fx.res) {
          seq += 1;
          const s = new Date(day + h * 3_600_000 + (id % 8) * 900_000);
          base.push(sql`(${ids.demo}, ${`RFB${seq}`}, ${`rfb-${seq}`}, 'desk', 'finished', ${london.id}, ${id}, ${s.toISOString()}::timestamptz,
            ${new Date(s.getTime() + 7 * 3_600_000).toISOString()}::timestamptz, ${seq})`);
        }
    await t.db
      .execute(sql`insert into bookings (client_id, code, slug, booking_type, status, office_id, resource_id, planned_start, planned_end, price_pence)
      values ${sql.join(base, sql`, `)}`);
  });

  it('the backfilled figures equal a recount of the seed bookings', async () => {
    await expectFiguresExact();
  }, 120_000);

  it('a rules change queues the rebuild instead of running it; the job rebuilds in chunks to the recount', async () => {
    expect(t.app.jobs.registered).toContain(RESOURCE_FIGURES_REBUILD_JOB);
    await t.app.jobs.drain();
    const before = await figureRows();
    const rooms = (
      await rows(sql`select r.id from resources r where r.client_id = ${ids.demo} and r.resource_type = 'meeting_room'
        and not exists (select 1 from booking_rules own where own.resource_id = r.id) order by r.id`)
    ).map((r) => Number(r.id));
    expect(rooms.length).toBeGreaterThan(0);
    // Noon to a quarter past one every day: every base booking of those rooms loses hours.
    const hours = Array.from({ length: 7 }, () => ({ open: '12:00', close: '13:15' }));
    await t.db.execute(sql`insert into booking_rules (client_id, slug, resource_type, opening_hours)
      values (${ids.demo}, 'rf-type-meeting_room', 'meeting_room', ${json(hours)})
      on conflict (client_id, resource_type) where resource_id is null do update set opening_hours = excluded.opening_hours`);
    // The statement returned without rebuilding: the figures are the old rules' ones, and one job waits for the operator.
    expect(await figureRows()).toEqual(before);
    const queued = await rows(sql`select client_id, payload, state from jobs where kind = ${RESOURCE_FIGURES_REBUILD_JOB} and state = 'queued'`);
    expect(queued).toHaveLength(1);
    expect(Number(queued[0]!.client_id)).toBe(ids.demo);
    const payload = typeof queued[0]!.payload === 'string' ? JSON.parse(queued[0]!.payload) : queued[0]!.payload;
    expect(rebuildIds(payload)).toEqual(rooms);
    await expect(expectFiguresExact()).rejects.toThrow();
    // Drained: the job ran and the figures equal the recount under the new rules.
    expect(await t.app.jobs.drain()).toBeGreaterThanOrEqual(1);
    expect(await queuedRebuilds()).toEqual([]);
    await expectFiguresExact();
    await expectReportUnchanged();
    // The chunks: one transaction per `chunk` resources, each a complete rebuild of its resources (nothing changes).
    const after = await figureRows();
    expect(await rebuildResourceFigures(t.db, fx.res, undefined, 3)).toBe(Math.ceil(fx.res.length / 3));
    expect(await figureRows()).toEqual(after);
    expect(rebuildIds({ resourceIds: [5, '3', 5, -1, 'x', 2.5] })).toEqual([3, 5]);
    expect(rebuildIds({})).toEqual([]);
  }, 300_000);

  it('random writes and rules changes: the figures equal a recount, the report the scanning query', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 6 }), async (writes) => {
        for (const w of writes) {
          const mine = await rows(sql`select id from bookings where client_id = ${ids.demo} and slug like 'rf-%' order by id`);
          const pick = (n: number) => Number(mine[n % mine.length]!.id);
          if (w.op === 'insert' || ((w.op === 'update' || w.op === 'cancel' || w.op === 'delete') && !mine.length)) {
            await tolerate(() =>
              insertRows(
                w.op === 'insert'
                  ? w.rows
                  : [{ start: Date.UTC(2026, 9, 24, 22), minutes: 1500, type: 'desk', status: 'active', resource: 1, kolkata: false, price: 900 }],
              ),
            );
          } else if (w.op === 'update') {
            const s = new Date(w.to.start + w.shiftMinutes * 60_000).toISOString();
            const e = new Date(w.to.start + (w.shiftMinutes + w.to.minutes) * 60_000).toISOString();
            await tolerate(() =>
              t.db.execute(sql`update bookings set planned_start = ${s}::timestamptz, planned_end = ${e}::timestamptz,
              booking_type = ${w.to.type}, status = ${w.to.status}, price_pence = ${w.to.price},
              resource_id = ${fx.res[w.to.resource % fx.res.length]!}, office_id = ${w.to.kolkata ? fx.kolkata : fx.london}
              where id = ${pick(w.pick)}`),
            );
          } else if (w.op === 'cancel') {
            await t.db.execute(sql`update bookings set status = 'cancelled' where id = ${pick(w.pick)}`);
          } else if (w.op === 'delete') {
            await t.db.execute(sql`delete from bookings where id = ${pick(w.pick)}`);
          } else if (w.op === 'typeRule') {
            await t.db.execute(sql`delete from booking_rules where client_id = ${ids.demo} and resource_id is null and resource_type = ${w.type}
              and ${w.drop}`);
            await t.db.execute(sql`insert into booking_rules (client_id, slug, resource_type, opening_hours)
              select ${ids.demo}, ${`rf-type-${w.type}`}, ${w.type}, ${json(w.hours)} where not ${w.drop}
              on conflict (client_id, resource_type) where resource_id is null do update set opening_hours = excluded.opening_hours`);
          } else if (w.op === 'ownRule') {
            const id = fx.res[w.resource % fx.res.length]!;
            if (w.drop) await t.db.execute(sql`delete from booking_rules where client_id = ${ids.demo} and resource_id = ${id}`);
            else
              await t.db.execute(sql`insert into booking_rules (client_id, slug, resource_type, resource_id, opening_hours)
                select ${ids.demo}, ${`rf-own-${id}`}, r.resource_type, r.id, ${json(w.hours)} from resources r where r.id = ${id}
                on conflict (client_id, resource_id) where resource_id is not null do update set opening_hours = excluded.opening_hours`);
          } else if (w.op === 'resource') {
            await t.db.execute(sql`update resources set resource_type = ${w.type}, office_id = ${w.kolkata ? fx.kolkata : fx.london}
              where id = ${fx.res[w.resource % fx.res.length]!}`);
          } else {
            await t.db.execute(sql`update offices set time_zone = ${w.zone} where id = ${fx.kolkata}`);
          }
        }
        // The rebuilds queued by rules, resource and zone changes run (in chunks) before the figures are compared.
        await t.app.jobs.drain();
        expect(await queuedRebuilds()).toEqual([]);
        await expectFiguresExact();
        await expectReportUnchanged();
      }),
      { numRuns: RUNS },
    );
  }, 900_000);

  it('a bulk statement (more than 200 keys) and an update of many rows recount in one pass', async () => {
    const many: B[] = Array.from({ length: 230 }, (_, i) => ({
      start: Date.UTC(2026, 0, 1) + i * 86_400_000 + (i % 7) * 3_600_000,
      minutes: 30 + (i % 11) * 180,
      type: TYPES[i % 4]!,
      status: STATUSES[i % 8]!,
      resource: i,
      kolkata: i % 5 === 0,
      price: 100 * i,
    }));
    // The random writes above may have left live bookings where these go (the no-overlap constraint): cancelled first.
    await t.db.execute(sql`update bookings set status = 'cancelled' where client_id = ${ids.demo} and slug like 'rf-%'
      and status not in ('cancelled', 'refund', 'released', 'finished')`);
    await insertRows(many);
    await expectFiguresExact();
    await t.db.execute(sql`update bookings set planned_end = planned_end + interval '20 hours' where client_id = ${ids.demo} and slug like 'rf-%'`);
    await expectFiguresExact();
    await t.db.execute(sql`delete from bookings where client_id = ${ids.demo} and slug like 'rf-%' and id % 2 = 0`);
    await expectFiguresExact();
    await expectReportUnchanged();
  }, 300_000);

  it('a rebuild of everything changes nothing, and a deleted resource takes its rows', async () => {
    await t.app.jobs.drain();
    // What the report reads: each resource's seconds and revenue per day (rows may split a day by the bookings'
    // start days differently after a history of writes; the sums per day may not change).
    const perDay = sql`select client_id, office_id, resource_id, day::text as day, sum(booked_seconds)::float8 as secs, sum(revenue_pence)::float8 as pence
      from resource_day_figures group by 1, 2, 3, 4 having sum(booked_seconds) <> 0 or sum(revenue_pence) <> 0 order by 1, 2, 3, 4`;
    const before = await rows(perDay);
    const monthsBefore = await rows(sql`select * from resource_month_figures where booked_seconds <> 0 or revenue_pence <> 0 order by 1, 2, 3, 4`);
    await t.db.execute(sql`select resource_day_figures_rebuild()`);
    expect(await rows(perDay)).toEqual(before);
    expect(
      (await rows(sql`select * from resource_month_figures where booked_seconds <> 0 or revenue_pence <> 0 order by 1, 2, 3, 4`)).map((r) => ({
        ...r,
        booked_seconds: Number(r.booked_seconds),
      })),
    ).toEqual(monthsBefore.map((r) => ({ ...r, booked_seconds: Number(r.booked_seconds) })));
    await t.db.execute(sql`delete from resources where id = ${fx.res[0]!}`);
    expect((await rows(sql`select count(*)::int as n from resource_day_figures where resource_id = ${fx.res[0]!}`))[0]!.n).toBe(0);
    await t.app.jobs.drain();
    expect(await queuedRebuilds()).toEqual([]);
    await expectFiguresExact();
  }, 120_000);
});
