/**
 * The benchmark generator (issue 14) at its tiny scale, into a throwaway PostgreSQL database of its own
 * (127.0.0.1:5432, whatever the project's database kind): the data satisfies the real schema (every index and
 * constraint is recreated over it), the API logs in and lists it, tenants stay apart, and the rows are deterministic.
 */
import { createHash } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdCounter, taskLines, tenantTasks } from '../bench/seed/generate.ts';
import { generateBenchDatabase, type SeedResult } from '../bench/seed/run-seed.ts';
import { BENCH_TENANTS, SCALES } from '../bench/seed/scales.ts';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';

const name = `clubspace_bench_test_${process.env.TEST_DB_KIND ?? 'x'}_${process.pid}`;
const server = process.env.BENCH_TEST_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const url = `${server}/${name}`;
const NOW = new Date('2026-03-29T10:00:00Z');
let result: SeedResult;
let pool: pg.Pool;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  result = await generateBenchDatabase({ scale: 'tiny', databaseUrl: url, seed: 3, now: NOW, log: () => undefined });
  pool = new pg.Pool({ connectionString: url, max: 4 });
  // As the server's own pool (db/client.ts): a connection the final DROP DATABASE … WITH (FORCE) ends is no crash.
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') throw err;
  });
  app = await buildApp(testConfig({ databaseUrl: url }), drizzle(pool, { schema }) as unknown as Db);
}, 300_000);

afterAll(async () => {
  await app?.close();
  await pool?.end();
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
});

async function login(email: string) {
  const res = await app.inject({ method: 'POST', url: '/auth/jwt/create/', payload: { email, password: 'Demo1234!' } });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().access}` };
}

describe('bench seed (tiny)', () => {
  it('loads two operators whose rows satisfy the schema and add up', async () => {
    const one = async (text: string) => Number((await pool.query(text)).rows[0].n);
    expect(result.totalRows).toBeGreaterThan(5000);
    expect(await one(`select count(*) as n from members m join clients c on c.id = m.client_id where c.slug = 'bench-b'`)).toBe(SCALES.tiny.members);
    // The no-overlap exclusion constraint and the unique slugs were recreated over the loaded rows.
    expect(await one(`select count(*) as n from pg_constraint where conname = 'bookings_no_overlap'`)).toBe(1);
    expect(await one(`select count(*) as n from pg_indexes where indexname = 'members_client_slug_uq'`)).toBe(1);
    // Tables the generator leaves empty get their indexes back too (the exactly-once key of billing charges).
    expect(await one(`select count(*) as n from pg_indexes where indexname = 'billing_charges_membership_period_uq'`)).toBe(1);
    // Invoice and order totals are the sums of their lines.
    expect(
      await one(
        `select count(*) as n from invoices i where gross_price_pence <> (select sum(line_gross_price_pence) from invoice_lines l where l.invoice_id = i.id)`,
      ),
    ).toBe(0);
    expect(
      await one(
        `select count(*) as n from orders o where price_pence <> (select sum(product_price_pence * quantity - discount_pence) from order_lines l where l.order_id = o.id)`,
      ),
    ).toBe(0);
    // The dashboard's daily figures were rebuilt after the load (their triggers were off) and the triggers are back on.
    expect(
      await one(`select coalesce((select sum(desk_bookings) from booking_day_figures), -1) - (select count(*) from bookings
      where booking_type in ('hot_desk', 'desk') and status not in ('cancelled', 'refund', 'released')) as n`),
    ).toBe(0);
    expect(
      await one(`select coalesce((select sum(gross_pence) from invoice_day_figures), -1) - (select sum(gross_price_pence) from invoices) as n`),
    ).toBe(0);
    expect(
      await one(
        `select coalesce((select sum(revenue_pence) from order_day_figures), -1) - (select sum(price_pence) from orders where status <> 'cancelled') as n`,
      ),
    ).toBe(0);
    expect(
      await one(`select coalesce((select sum(gross_pence) from income_day_figures), -1) - (select coalesce(sum(l.line_gross_price_pence), 0)
      from invoice_lines l join invoices i on i.id = l.invoice_id where i.status <> 'void') as n`),
    ).toBe(0);
    // Paid invoices are loaded without payment rows: the money received is their gross (migration 0034).
    expect(
      await one(`select coalesce((select sum(received_pence - refunded_pence) from payment_day_figures), -1)
      - (select sum(gross_price_pence) from invoices where status = 'paid') as n`),
    ).toBe(0);
    expect(await one(`select count(*) as n from pg_trigger where tgname like '%day_figures%' and tgenabled = 'D'`)).toBe(0);
    // The hourly and resource figures were rebuilt in slices (by office, by resource) side by side: the same rows as
    // one whole rebuild, and their tables got their indexes and foreign keys back afterwards.
    expect(await one(`select count(*) as n from booking_hour_figures`)).toBeGreaterThan(100);
    expect(await one(`select count(*) as n from resource_day_figures`)).toBeGreaterThan(100);
    const sliced = await pool.connect();
    try {
      await sliced.query('BEGIN');
      await sliced.query(`create temp table kept_hour on commit drop as select * from booking_hour_figures`);
      await sliced.query(`create temp table kept_resource on commit drop as select * from resource_day_figures`);
      await sliced.query(`select booking_hour_figures_rebuild(), resource_day_figures_rebuild()`);
      const differ = async (a: string, b: string) =>
        Number(
          (await sliced.query(`select count(*) as n from ((table ${a} except table ${b}) union all (table ${b} except table ${a})) d`)).rows[0].n,
        );
      expect(await differ('kept_hour', 'booking_hour_figures')).toBe(0);
      expect(await differ('kept_resource', 'resource_day_figures')).toBe(0);
    } finally {
      await sliced.query('ROLLBACK');
      sliced.release();
    }
    for (const table of ['booking_hour_figures', 'resource_day_figures', 'resource_month_figures'])
      expect(
        await one(`select count(*) as n from pg_constraint where conrelid = '${table}'::regclass and contype = 'f' and convalidated`),
      ).toBeGreaterThan(0);
    expect(await one(`select count(*) as n from pg_indexes where indexname = 'resource_day_figures_client_day_idx'`)).toBe(1);
    // Statistics exist (ANALYZE ran).
    expect(await one(`select count(*) as n from pg_stats where tablename = 'bookings'`)).toBeGreaterThan(0);
  });

  it('lets each owner log in and list only their own operator', async () => {
    const a = await login('owner@bench-a.test');
    const members = await app.inject({ method: 'GET', url: '/api/member-list/', headers: a });
    expect(members.statusCode).toBe(200);
    expect(members.json().num_results).toBe(SCALES.tiny.members);
    expect(members.json().members[0].user.email).toMatch(/@.*bench-a\.test$/);
    const bookings = await app.inject({ method: 'GET', url: '/api/dashboard-member-bookings/', headers: a });
    expect(bookings.statusCode).toBe(200);
    expect(bookings.json().num_results).toBeGreaterThan(1000);
    const b = await login('owner@bench-b.test');
    const teams = await app.inject({ method: 'GET', url: '/api/teams/', headers: b });
    expect(teams.json().num_results).toBe(SCALES.tiny.teams);
    const other = await app.inject({
      method: 'GET',
      url: `/api/member-list/?name=${encodeURIComponent(members.json().members[0].user.email)}`,
      headers: b,
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().members.map((m: { user: { email: string } }) => m.user.email)).not.toContain(members.json().members[0].user.email);
  });

  it('gives the same rows for the same seed and date', () => {
    const digest = () => {
      const ids = new IdCounter();
      const hash = createHash('sha256');
      for (const t of tenantTasks({ tenant: BENCH_TENANTS[0], tenantIndex: 0, scale: SCALES.tiny, seed: 5, now: NOW, passwordHash: 'x', ids }))
        for (const [table, line] of taskLines(t)) hash.update(`${table}\t${line}`);
      return hash.digest('hex');
    };
    expect(digest()).toBe(digest());
  });

  it('loads the groups in parallel with the ids of one sequential pass', async () => {
    // Every big table's (id, slug or code) as a single generator pass over both tenants would number them.
    const expected = new Map<string, string[]>();
    const ids = new IdCounter();
    for (const [tenantIndex, tenant] of BENCH_TENANTS.entries())
      for (const t of tenantTasks({ tenant, tenantIndex, scale: SCALES.tiny, seed: 3, now: NOW, passwordHash: 'x', ids }))
        for (const [table, line] of taskLines(t)) {
          if (!['bookings', 'invoice_lines', 'orders', 'order_lines'].includes(table)) continue;
          const [id, , third] = line.split('\t');
          expected.set(table, [...(expected.get(table) ?? []), `${id} ${table === 'order_lines' ? '' : third}`]);
        }
    for (const [table, rows] of expected) {
      const key = table === 'order_lines' ? `id || ' '` : `id || ' ' || slug`;
      const { rows: got } = await pool.query<{ k: string }>(`select ${key} as k from ${table} order by id`);
      expect(
        got.map((r) => r.k),
        table,
      ).toEqual(rows);
    }
    // Codes grow with the id, so the (client_id, code) unique indexes were built from presorted input.
    const { rows: unsorted } = await pool.query(
      `select 1 from (select code < lag(code) over (partition by client_id order by id) as back from bookings) x where back limit 1`,
    );
    expect(unsorted).toHaveLength(0);
  });
});
