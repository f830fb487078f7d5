/**
 * The 9 a.m. rush (issue 32 target 3): 1,000 portal members booking desks of one floor for the same morning,
 * open-loop. Needs no bench seed: on a FRESH database (the named one is dropped and created again: its name must
 * contain `rush` or `bench`) it migrates, seeds the demo, adds one floor of `desks` (1,000) hot desks to Shoreditch
 * and `members` (1,000) portal members in teams of 10 (each team its own invoice), logs every member in through
 * POST /api/portal/auth/login, then per run fires `requests` POST /api/portal/bookings/desk spread evenly over
 * `seconds` (one every 10 ms whatever the answers), at most `inFlight` (64) in flight (the rest wait their turn):
 *   - `distinct`: member i books desk i;
 *   - `race`: requests 2k and 2k+1 (two members) race for desk k, 500 desks: one wins, the other gets the contract's
 *     409 `booking_conflict` — an expected refusal, not an error.
 * Each run books its own day (so runs never meet). Reported per run: latency p50/p95/p99/max from the request's
 * scheduled instant (so the wait for a free slot of the 64 counts: no coordinated omission) and from its send,
 * errors (5xx, other 4xx, timeouts), refusals, bookings per desk (must be exactly one), every booking's invoice line
 * and price equal to the portal quote of its member, desk and day (GET /api/portal/quote, asked after the load), the
 * server's CPU per create (node: /proc/<pid>/stat utime+stime before/after ÷ creates; PostgreSQL: the same over the
 * database's backends) and the 1-minute load average. Median of `runs` (3) by p95.
 *   npm run bench -- --only rush --database-url postgres://postgres@127.0.0.1:5432/clubspace_rush [--runs 3]
 *   [--variants distinct,race] [--source-root <another checkout>]   BENCH_SERVER_NODE_ARGS="--cpu-prof …" profiles.
 */
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { addDaysIso, isoDayInZone, PORTAL_WORKSPACE_HEADER } from '@clubspace/contract';
import { openDatabase } from '../../src/db/client.ts';
import { seedDemo } from '../../src/db/seed/index.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { cpuMs, startBenchServer } from './bench-process.ts';
import { buildExportServer } from './exports-bench.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const PASSWORD = 'Rush1234!rush';
const WORKSPACE = 'demo';

export const RUSH_TARGETS = { p95Ms: 150, cpuMsPerCreate: 10 };

export type RushVariant = 'distinct' | 'race';

export interface RushRun {
  variant: RushVariant;
  day: string;
  requests: number;
  created: number;
  refused: number;
  errors: number;
  errorSamples: string[];
  /** From the scheduled instant (includes the wait for one of the 64 slots). */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** From the send (service time only). */
  sendP50: number;
  sendP95: number;
  desksBooked: number;
  desksWithMoreThanOne: number;
  linesEqualQuote: number;
  linesChecked: number;
  nodeCpuMsPerCreate: number;
  pgCpuMsPerCreate: number;
  wallMs: number;
  load1: number;
}

function assertFreshable(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!/rush|bench/.test(name))
    throw new Error(`rush: the database ${name} is dropped and created again: give one whose name contains rush or bench`);
  return name;
}

/** Drops and creates the database, migrates it, seeds the demo and adds the rush floor and members. */
async function prepare(url: string, desks: number, membersN: number, log: (s: string) => void) {
  const name = assertFreshable(url);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [name]);
  await admin.query(`drop database if exists "${name}"`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const t0 = performance.now();
  const database = await openDatabase(url);
  await database.migrate();
  await seedDemo(database.db);
  await database.close();
  const hash = await hashPassword(PASSWORD);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const q = async (text: string, params: unknown[] = []) => (await c.query(text, params)).rows;
  await q('begin');
  const [office] = await q(
    `select o.id, o.client_id from offices o join clients c on c.id = o.client_id where c.slug = 'demo' and o.slug = 'shoreditch'`,
  );
  const [floor] = await q(`insert into floors (client_id, slug, office_id, name) values ($1, 'rush-floor', $2, 'Rush floor') returning id`, [
    office.client_id,
    office.id,
  ]);
  const [area] = await q(
    `insert into work_areas (client_id, slug, office_id, floor_id, name) values ($1, 'rush-area', $2, $3, 'Rush area') returning id`,
    [office.client_id, office.id, floor.id],
  );
  await q(
    `insert into resources (client_id, slug, name, office_id, floor_id, work_area_id, resource_type, price_hour_pence, price_day_pence,
       no_member_price_hour_pence, no_member_price_day_pence)
     select $1, 'rush-desk-' || g, 'Rush desk ' || g, $2, $3, $4, 'hot_desk', 500, 2500, 800, 3000 from generate_series(1, $5) g`,
    [office.client_id, office.id, floor.id, area.id, desks],
  );
  const teamsN = Math.ceil(membersN / 10);
  await q(`insert into teams (client_id, slug, name, office_id) select $1, 'rush-team-' || g, 'Rush Team ' || g, $2 from generate_series(1, $3) g`, [
    office.client_id,
    office.id,
    teamsN,
  ]);
  await q(
    `insert into invoice_datas (client_id, slug, team_id, name, is_default, email_contact)
     select t.client_id, 'rush-data-' || t.id, t.id, t.name, true, 'billing-' || t.slug || '@rush.test' from teams t
     where t.client_id = $1 and t.slug like 'rush-team-%'`,
    [office.client_id],
  );
  await q(
    `insert into users (email, first_name, last_name, password_hash, validated)
     select 'rush-' || g || '@rush.test', 'Rush', 'Member ' || g, $1, true from generate_series(1, $2) g`,
    [hash, membersN],
  );
  await q(
    `insert into members (client_id, slug, user_id, team_id, office_id, role, status)
     select $1, 'rush-member-' || g, u.id, t.id, $2, 'team_member', 'active'
     from generate_series(1, $3) g
     join users u on u.email = 'rush-' || g || '@rush.test'
     join teams t on t.client_id = $1 and t.slug = 'rush-team-' || ((g - 1) / 10 + 1)`,
    [office.client_id, office.id, membersN],
  );
  await q(
    `insert into portal_access (client_id, member_id, status, invited_at, activated_at)
     select m.client_id, m.id, 'active', now(), now() from members m where m.client_id = $1 and m.slug like 'rush-member-%'`,
    [office.client_id],
  );
  await q('commit');
  await q('analyze');
  const [tz] = await q(`select time_zone from offices where id = $1`, [office.id]);
  await c.end();
  log(
    `rush: fresh database ${name}: migrated, demo seeded, ${desks} desks and ${membersN} portal members in ${Math.round(performance.now() - t0)} ms`,
  );
  return { clientId: office.client_id as number, officeId: office.id as number, timeZone: (tz?.time_zone as string) || 'Europe/London' };
}

/** The CPU of the database's backends (all but the caller), by pid. */
async function backendsCpu(control: pg.Client): Promise<Map<number, number>> {
  const { rows } = await control.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]));
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);
const round1 = (x: number) => Math.round(x * 10) / 10;

/** Runs `tasks` with at most `n` at once. */
async function pool<T>(items: T[], n: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

export async function runRushBench(opts: {
  databaseUrl: string;
  runs: number;
  variants: RushVariant[];
  requests?: number;
  seconds?: number;
  inFlight?: number;
  sourceRoot?: string;
  log?: (s: string) => void;
}) {
  const log = opts.log ?? console.log;
  const requests = opts.requests ?? 1000;
  const seconds = opts.seconds ?? 10;
  const inFlight = opts.inFlight ?? 64;
  const root = path.resolve(opts.sourceRoot ?? REPO_ROOT);
  const setup = await prepare(opts.databaseUrl, requests, requests, log);
  const file = await buildExportServer(root);
  const port = 8700 + (process.pid % 100);
  const server = await startBenchServer(
    file,
    {
      DATABASE_URL: opts.databaseUrl,
      PORT: String(port),
      LOGIN_RATE_LIMIT: '100000',
      JWT_SECRET: 'rush-secret-rush-secret-rush-secret-0123456',
      SECRET_KEY: 'rush-secret-key',
      DATA_DIR: `/tmp/clubspace-bench-rush-${process.pid}`,
    },
    path.join(REPO_ROOT, 'apps/api'),
  );
  const base = `http://127.0.0.1:${port}`;
  const control = new pg.Client({ connectionString: opts.databaseUrl });
  await control.connect();
  const runs: RushRun[] = [];
  try {
    // Every member logs in (argon2 verifies: 4 at a time, the server's thread pool).
    const t0 = performance.now();
    const tokens: string[] = new Array(requests);
    await pool(
      Array.from({ length: requests }, (_, i) => i),
      4,
      async (i) => {
        const res = await fetch(`${base}/api/portal/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [PORTAL_WORKSPACE_HEADER]: WORKSPACE },
          body: JSON.stringify({ email: `rush-${i + 1}@rush.test`, password: PASSWORD }),
        });
        const body = (await res.json()) as { access?: string };
        if (res.status !== 200 || !body.access) throw new Error(`login ${i + 1}: ${res.status} ${JSON.stringify(body)}`);
        tokens[i] = body.access;
      },
    );
    log(`rush: ${requests} portal logins in ${Math.round(performance.now() - t0)} ms`);
    const headers = (i: number) => ({
      authorization: `Bearer ${tokens[i]}`,
      [PORTAL_WORKSPACE_HEADER]: WORKSPACE,
      'content-type': 'application/json',
    });
    // Warm-up: a few bookings far ahead (JIT, pool connections, plans), not counted.
    const warmDay = addDaysIso(isoDayInZone(new Date(), setup.timeZone), 60);
    await pool(
      Array.from({ length: 40 }, (_, i) => i),
      8,
      async (i) => {
        await fetch(`${base}/api/portal/bookings/desk`, {
          method: 'POST',
          headers: headers(i),
          body: JSON.stringify({ resource: `rush-desk-${i + 1}`, days: [warmDay] }),
        }).then((r) => r.arrayBuffer());
      },
    );
    let dayOffset = 1;
    for (const variant of opts.variants) {
      for (let r = 0; r < opts.runs; r++) {
        const day = addDaysIso(isoDayInZone(new Date(), setup.timeZone), dayOffset++);
        const deskOf = (i: number) => (variant === 'distinct' ? i + 1 : Math.floor(i / 2) + 1);
        const memberOf = (i: number) => (variant === 'distinct' ? i : i % 2 === 0 ? i / 2 : requests / 2 + (i - 1) / 2);
        const load1 = round1(os.loadavg()[0]!);
        const nodeBefore = cpuMs(server.pid!);
        const pgBefore = await backendsCpu(control);
        const latencies: number[] = [];
        const sendLatencies: number[] = [];
        const errorSamples: string[] = [];
        let created = 0;
        let refused = 0;
        let errors = 0;
        let active = 0;
        const waiting: (() => void)[] = [];
        const start = performance.now() + 50;
        const interval = (seconds * 1000) / requests;
        const one = async (i: number) => {
          const scheduled = start + i * interval;
          if (active >= inFlight) await new Promise<void>((resolve) => waiting.push(resolve));
          active++;
          const sent = performance.now();
          try {
            const res = await fetch(`${base}/api/portal/bookings/desk`, {
              method: 'POST',
              headers: headers(memberOf(i)),
              body: JSON.stringify({ resource: `rush-desk-${deskOf(i)}`, days: [day] }),
              signal: AbortSignal.timeout(30_000),
            });
            const text = await res.text();
            if (res.status === 201) created++;
            else if (res.status === 409 && variant === 'race' && text.includes('booking_conflict')) refused++;
            else {
              errors++;
              if (errorSamples.length < 5) errorSamples.push(`${res.status} ${text.slice(0, 200)}`);
            }
          } catch (err) {
            errors++;
            if (errorSamples.length < 5) errorSamples.push(String(err));
          } finally {
            const done = performance.now();
            latencies.push(done - scheduled);
            sendLatencies.push(done - sent);
            active--;
            waiting.shift()?.();
          }
        };
        // Open loop: request i leaves at start + i × interval, whatever the answers before it.
        const pending: Promise<void>[] = [];
        for (let i = 0; i < requests; i++) {
          const wait = start + i * interval - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          pending.push(one(i));
        }
        await Promise.all(pending);
        const wallMs = Math.round(performance.now() - start);
        const nodeCpu = cpuMs(server.pid!) - nodeBefore;
        const pgAfter = await backendsCpu(control);
        let pgCpu = 0;
        for (const [pid, ms] of pgAfter) pgCpu += ms - (pgBefore.get(pid) ?? 0);
        // Bookings per desk, and each booking's line against its quote.
        const { rows } = await control.query<{ desk: string; member: string; n: string; price: number; line: number | null }>(
          `select r.slug as desk, min(m.slug) as member, count(*) as n, min(b.price_pence) as price, min(l.unit_price_pence) as line
           from bookings b join resources r on r.id = b.resource_id join members m on m.id = b.member_id
           left join invoice_lines l on l.id = b.invoice_line_id
           where b.client_id = $1 and r.slug like 'rush-desk-%' and b.status <> 'cancelled'
             and (b.planned_start at time zone $3)::date = $2::date
           group by r.slug`,
          [setup.clientId, day, setup.timeZone],
        );
        let linesEqualQuote = 0;
        await pool(rows, 8, async (row) => {
          const member = Number(row.member.replace('rush-member-', '')) - 1;
          const res = await fetch(`${base}/api/portal/quote?resource=${row.desk}&day=${day}`, { headers: headers(member) });
          const quote = (await res.json()) as { price: number };
          const pence = Math.round(quote.price * 100);
          if (res.status === 200 && row.line === pence && row.price === pence) linesEqualQuote++;
        });
        const sorted = [...latencies].sort((a, b) => a - b);
        const sortedSend = [...sendLatencies].sort((a, b) => a - b);
        const run: RushRun = {
          variant,
          day,
          requests,
          created,
          refused,
          errors,
          errorSamples,
          p50: round1(pct(sorted, 50)),
          p95: round1(pct(sorted, 95)),
          p99: round1(pct(sorted, 99)),
          max: round1(sorted.at(-1) ?? 0),
          sendP50: round1(pct(sortedSend, 50)),
          sendP95: round1(pct(sortedSend, 95)),
          desksBooked: rows.length,
          desksWithMoreThanOne: rows.filter((x) => Number(x.n) !== 1).length,
          linesEqualQuote,
          linesChecked: rows.length,
          nodeCpuMsPerCreate: round1(nodeCpu / Math.max(1, created)),
          pgCpuMsPerCreate: round1(pgCpu / Math.max(1, created)),
          wallMs,
          load1,
        };
        runs.push(run);
        log(
          `rush ${variant} ${day}: ${created} created, ${refused} refused, ${errors} errors; p50 ${run.p50} p95 ${run.p95} p99 ${run.p99} max ${run.max} ms ` +
            `(send p50 ${run.sendP50} p95 ${run.sendP95}); desks ${run.desksBooked}, >1 booking ${run.desksWithMoreThanOne}; line = quote ` +
            `${linesEqualQuote}/${rows.length}; CPU per create node ${run.nodeCpuMsPerCreate} ms, PostgreSQL ${run.pgCpuMsPerCreate} ms; ` +
            `${wallMs} ms; load ${load1}${errorSamples.length ? `; errors: ${errorSamples.join(' | ')}` : ''}`,
        );
      }
    }
  } finally {
    await control.end();
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
  }
  const medians = opts.variants.map((variant) => {
    const mine = runs.filter((r) => r.variant === variant).sort((a, b) => a.p95 - b.p95);
    return mine[Math.floor(mine.length / 2)]!;
  });
  return { sourceRoot: root, requests, seconds, inFlight, runs, medians, cpus: os.cpus().length, profiles: profileFiles() };
}

function profileFiles(): string[] {
  const dir = /--cpu-prof-dir[= ](\S+)/.exec(process.env.BENCH_SERVER_NODE_ARGS ?? '')?.[1];
  if (!dir) return [];
  try {
    return readdirSync(dir).map((f) => path.join(dir, f));
  } catch {
    return [];
  }
}

export function rushTable(run: Awaited<ReturnType<typeof runRushBench>>): string {
  const all = (v: RushVariant, f: (r: RushRun) => number) =>
    run.runs
      .filter((r) => r.variant === v)
      .map(f)
      .join(', ');
  return [
    '| variant | created / refused / errors | p50 / p95 / p99 ms (median run) | p95 of each run | send p95 | desks with ≠ 1 booking | line = quote | CPU per create: node / PostgreSQL ms (each run) | load (1 min) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...run.medians.map(
      (m) =>
        `| ${m.variant} | ${m.created} / ${m.refused} / ${m.errors} | ${m.p50} / ${m.p95} / ${m.p99} | ${all(m.variant, (r) => r.p95)} | ${m.sendP95} | ${m.desksWithMoreThanOne} of ${m.desksBooked} | ${m.linesEqualQuote}/${m.linesChecked} | ${all(m.variant, (r) => r.nodeCpuMsPerCreate)} / ${all(m.variant, (r) => r.pgCpuMsPerCreate)} | ${all(m.variant, (r) => r.load1)} |`,
    ),
  ].join('\n');
}
