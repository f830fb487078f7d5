/**
 * The API-on-PostgreSQL benchmark (issue 14): the bundled server as a child process against a bench database
 * (`npm run bench:seed`), loaded by autocannon from a second process; each list's captured SQL run raw through the
 * same driver and pool size; EXPLAIN (ANALYZE, BUFFERS) of every list statement saved; server RSS idle, under load
 * and during a ~100k-row CSV export.
 */
import { BENCH_ACCEPT_ENCODING } from '../endpoints.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_TIME_ZONE, isoDayInZone } from '@clubspace/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import { build } from 'esbuild';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { openDatabase, type Db } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import { benchCases, CSV_SIZES, fillBody, type BenchCase } from './cases.ts';
import { cpuMs as processCpuMs, rssMb as processRssMb } from './bench-process.ts';
import type { HttpSpec, LoadResult, SqlSpec } from './load-worker.ts';

const API_ROOT = path.resolve(import.meta.dirname, '../..');
const POOL_SIZE = Number(process.env.DB_POOL_SIZE ?? 10);

export interface CaseResult {
  name: string;
  group: BenchCase['group'];
  method: string;
  url: string;
  /** One request alone (ms), before the load. */
  single: number;
  status: number;
  numResults: number | null;
  api: LoadResult;
  /** Raw SQL of the same page (lists only) and the ratio of the API's p50 to it. */
  sql?: LoadResult;
  ratioP50?: number;
  statements?: number;
  serverRssMb: number;
  /** The server's CPU (user + system, every process) per answered request under the load, ms. */
  serverCpuMsPerRequest?: number;
}

/**
 * The server bundle, built aside (bench/dist/) with the options of scripts/build.mjs, so a benchmark never
 * rewrites the dist/ that other processes (npm start, e2e) run from. API_ROOT is found by walking up, so it works here.
 */
async function buildServer(): Promise<string> {
  const pkg = JSON.parse(readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const external = Object.keys(pkg.dependencies)
    .filter((n) => !n.startsWith('@clubspace/'))
    .flatMap((n) => [n, `${n}/*`]);
  const outdir = path.join(API_ROOT, 'bench/dist');
  await build({
    entryPoints: [path.join(API_ROOT, 'src/server.ts')],
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
  return path.join(outdir, 'server.mjs');
}

/** The pids of a process and its children (the cluster's workers). */
const processTree = (pid: number): number[] => {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return [pid, ...children.flatMap(processTree)];
  } catch {
    return [pid];
  }
};

/** Resident memory (MB) and CPU (ms) of the server: every process of it, summed. */
const rssMb = (pid: number) => processTree(pid).reduce((sum, p) => sum + processRssMb(p), 0);
const cpuMs = (pid: number) => processTree(pid).reduce((sum, p) => sum + processCpuMs(p), 0);

function runWorker(spec: HttpSpec | SqlSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, path.join(import.meta.dirname, 'load-worker.ts'), JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!) as LoadResult) : reject(new Error(`load worker exited ${code}`)),
    );
  });
}

async function startServer(serverFile: string, databaseUrl: string, port: number, processes: number): Promise<ChildProcess> {
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const args =
    processes > 1
      ? [...extra, path.join(import.meta.dirname, 'cluster.mjs'), serverFile, String(processes)]
      : [...extra, '--enable-source-maps', serverFile];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // A run outlasts the default 15-minute access token on a busy machine.
      ACCESS_TOKEN_TTL: '86400',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      SECRET_KEY: 'bench-secret-key',
      DATA_DIR: `/tmp/clubspace-bench-pg-${process.pid}`,
      XERO_PULL_MINUTES: '0',
      DB_POOL_SIZE: String(POOL_SIZE),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Every process prints its banner once it listens.
  let ready = 0;
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      ready += chunk.toString().split('Clubspace is running').length - 1;
      if (ready >= processes) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return child;
}

/** Every statement a request issues, captured through a Drizzle logger on an in-process app (same SQL as the server's). */
async function captureSql(databaseUrl: string, cases: BenchCase[]) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  let log: { text: string; params: unknown[] }[] | null = null;
  const db = drizzle(pool, { schema, logger: { logQuery: (text, params) => log?.push({ text, params }) } }) as unknown as Db;
  const app = await buildApp(testConfig({ databaseUrl }), db);
  const login = await app.inject({ method: 'POST', url: '/auth/jwt/create/', payload: { email: 'owner@bench-a.test', password: 'Demo1234!' } });
  if (login.statusCode !== 200) throw new Error(`bench login failed: ${login.statusCode} ${login.body}`);
  const headers = { authorization: `Bearer ${login.json().access}`, 'accept-encoding': BENCH_ACCEPT_ENCODING };
  const captured = new Map<string, { text: string; params: unknown[] }[]>();
  for (const c of cases.filter((x) => x.group === 'list')) {
    log = [];
    const res = await app.inject({ method: 'GET', url: c.url, headers });
    if (res.statusCode !== 200) throw new Error(`${c.url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    captured.set(c.name, log);
  }
  log = null;
  await app.close();
  await pool.end();
  return captured;
}

async function explainAll(databaseUrl: string, captured: Map<string, { text: string; params: unknown[] }[]>, dir: string) {
  mkdirSync(dir, { recursive: true });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  for (const [name, statements] of captured) {
    const parts: string[] = [];
    for (const s of statements) {
      if (!/^\s*(select|with)\b/i.test(s.text)) continue;
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.params);
      parts.push(`-- ${s.text}\n-- params: ${JSON.stringify(s.params)}\n${rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}\n`);
    }
    writeFileSync(path.join(dir, `${name.replace(/[^a-z0-9]+/gi, '-')}.txt`), parts.join('\n'));
  }
  await client.end();
}

export async function runApiPg(opts: {
  databaseUrl: string;
  seconds: number;
  connections: number;
  plansDir: string;
  only?: RegExp;
  processes?: number;
  /** The three bookings CSV exports after the calls (off: the calls only, e.g. for a profile of them). */
  csv?: boolean;
  log?: (s: string) => void;
}) {
  const processes = opts.processes ?? 1;
  const log = opts.log ?? console.log;
  // A database generated before the latest migrations gets them first (the server would apply them at start anyway).
  const migrating = await openDatabase(opts.databaseUrl);
  await migrating.migrate();
  await migrating.close();
  const control = new pg.Client({ connectionString: opts.databaseUrl });
  await control.connect();
  const today = isoDayInZone(new Date(), DEFAULT_TIME_ZONE);
  const { cases: allCases, samples } = await benchCases(control, today);
  const cases = opts.only ? allCases.filter((c) => opts.only!.test(c.name)) : allCases;
  const dbSize = (await control.query<{ s: string }>(`select pg_size_pretty(pg_database_size(current_database())) as s`)).rows[0]!.s;
  const counts = Object.fromEntries(
    (
      await control.query<{ t: string; n: string }>(`select relname as t, n_live_tup as n from pg_stat_user_tables
    where relname in ('members','teams','guests','memberships','bookings','invoices','invoice_lines','orders','order_lines','resources','offices')`)
    ).rows.map((r) => [r.t, Number(r.n)]),
  );
  // The booking-create slots start an hour after the last booking of those rooms, at least 400 days ahead.
  const slot = await control.query<{ t: Date | null }>(
    `select max(planned_end) as t from bookings b join resources r on r.id = b.resource_id where r.slug = any($1) and r.client_id = $2`,
    [[samples.room.slug, ...samples.rooms], samples.clientId],
  );
  const slotBase = Math.ceil(Math.max(slot.rows[0]!.t?.getTime() ?? 0, Date.now() + 400 * 86_400_000) / 3_600_000) * 3_600_000 + 3_600_000;
  await control.end();

  log(
    `api-pg: ${cases.length} calls × ${opts.seconds} s, ${opts.connections} connections, ${processes} server process${processes > 1 ? 'es' : ''} with a pool of ${POOL_SIZE} each; database ${dbSize}`,
  );
  const captured = await captureSql(opts.databaseUrl, cases);
  await explainAll(opts.databaseUrl, captured, opts.plansDir);
  log(`plans saved in ${opts.plansDir}`);

  const serverFile = await buildServer();
  const port = 8300 + (process.pid % 500);
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(serverFile, opts.databaseUrl, port, processes);
  // Interrupted (Ctrl-C, kill): take the server down too rather than leave it running.
  const stop = () => {
    server.kill('SIGTERM');
    process.exit(130);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid!))), 100);
  const monitor = new pg.Client({ connectionString: opts.databaseUrl });
  try {
    const login = await fetch(`${base}/auth/jwt/create/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@bench-a.test', password: 'Demo1234!' }),
    });
    const headers = { authorization: `Bearer ${((await login.json()) as { access: string }).access}`, 'accept-encoding': BENCH_ACCEPT_ENCODING };
    await new Promise((r) => setTimeout(r, 2000));
    const idleRssMb = rssMb(server.pid!);
    const results: CaseResult[] = [];
    // The load stops after --seconds, but requests already queued in the server keep running (a 48 s card under 32
    // connections keeps the pool busy for minutes): before each case, wait until the cheapest call answers again and
    // no statement of the database is still running (a single request measured behind a queue measures the queue).
    await monitor.connect();
    const drain = async () => {
      for (let i = 0; i < 60; i++) {
        try {
          const t = performance.now();
          await (await fetch(`${base}/api/session/`, { headers, signal: AbortSignal.timeout(60_000) })).text();
          if (performance.now() - t < 200) break;
        } catch {
          /* still busy */
        }
      }
      for (let i = 0; i < 600; i++) {
        const { rows } = await monitor.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and state = 'active' and pid <> pg_backend_pid() and backend_type = 'client backend'`);
        if (rows[0]!.n === 0) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    /** One request alone: a read three times (the median; the first of a case may find its pages cold), a write once. */
    const single = async (c: BenchCase, caseSlotBase: number) => {
      const times: number[] = [];
      let status = 0;
      let text = '';
      for (let i = 0; i < (c.method === 'GET' ? 3 : 1); i++) {
        const t0 = performance.now();
        try {
          const one = await fetch(`${base}${c.url}`, {
            method: c.method,
            headers: { ...headers, ...(c.body ? { 'content-type': 'application/json' } : {}) },
            body: c.body && fillBody(c.body, caseSlotBase - 3_600_000, c.rooms?.[0], c.members?.[0]),
          });
          status = one.status;
          text = await one.text();
        } catch (err) {
          // undici gives up after 5 minutes without headers: such a call is reported (status 0), not fatal.
          log(`${c.name}: single request failed after ${Math.round(performance.now() - t0)} ms (${(err as Error).message})`);
        }
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      return { status, text, ms: +times[Math.floor(times.length / 2)]!.toFixed(1) };
    };
    for (const c of cases) {
      await drain();
      const caseSlotBase = slotBase + (c.slotOffsetDays ?? 0) * 86_400_000;
      const alone = await single(c, caseSlotBase);
      const { status, text } = alone;
      let numResults: number | null = null;
      try {
        numResults = (JSON.parse(text) as { num_results?: number }).num_results ?? null;
      } catch {
        /* not JSON */
      }
      peak = 0;
      const cpuBefore = cpuMs(server.pid!);
      const api = await runWorker({
        mode: 'http',
        url: `${base}${c.url}`,
        method: c.method,
        headers: c.name === 'login' ? {} : headers,
        body: c.body,
        connections: c.connections ?? opts.connections,
        seconds: opts.seconds,
        slotBase: caseSlotBase,
        rooms: c.rooms,
        members: c.members,
        spreadDays: c.spreadDays,
      });
      const serverRssMb = peak;
      // Requests still queued when the load stops finish before drain() lets the next case start: read after them.
      await drain();
      const serverCpuMsPerRequest = api.requests > 0 ? +((cpuMs(server.pid!) - cpuBefore) / api.requests).toFixed(3) : undefined;
      const r: CaseResult = {
        name: c.name,
        group: c.group,
        method: c.method,
        url: c.url,
        single: alone.ms,
        status,
        numResults,
        api,
        serverRssMb,
        serverCpuMsPerRequest,
      };
      const statements = captured.get(c.name);
      if (statements) {
        r.sql = await runWorker({
          mode: 'sql',
          databaseUrl: opts.databaseUrl,
          poolSize: POOL_SIZE,
          statements,
          connections: opts.connections,
          seconds: opts.seconds,
        });
        r.statements = statements.length;
        r.ratioP50 = r.sql.p50 > 0 ? +(api.p50 / r.sql.p50).toFixed(2) : undefined;
      }
      results.push(r);
      log(
        `${c.name.padEnd(28)} ${String(status).padEnd(4)} single ${String(alone.ms).padStart(7)} ms | p50 ${api.p50} p95 ${api.p95} p99 ${api.p99} ms, ${api.rps} req/s` +
          (serverCpuMsPerRequest !== undefined ? `, server CPU ${serverCpuMsPerRequest} ms/req` : '') +
          (r.sql ? ` | raw SQL p50 ${r.sql.p50} ms, ${r.sql.rps} req/s, ratio ${r.ratioP50}` : '') +
          (api.non2xx ? ` | non-2xx ${api.non2xx} ${JSON.stringify(api.statuses)}` : ''),
      );
    }
    // The bookings CSV export at ~10k, ~100k and ~400k rows: total time, rows, server peak RSS while it streams
    // (flat across sizes = streamed; BENCH_SERVER_NODE_ARGS=--max-old-space-size=128 caps the heap to prove it).
    const csvExports = [];
    for (const size of opts.csv === false ? [] : CSV_SIZES) {
      peak = 0;
      const before = rssMb(server.pid!);
      const t0 = performance.now();
      const csv = await fetch(`${base}/api/dashboard-member-bookings/?format=csv&start=${samples.csvFroms[size]}`, { headers });
      let rows = 0;
      let bytes = 0;
      for await (const chunk of csv.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const b of chunk) if (b === 10) rows++;
      }
      const one = {
        status: csv.status,
        rows: Math.max(0, rows - 1),
        mb: +(bytes / 1048576).toFixed(1),
        ms: Math.round(performance.now() - t0),
        rssBeforeMb: before,
        peakRssMb: peak,
      };
      log(`CSV export: ${one.rows} rows, ${one.mb} MB in ${one.ms} ms; server RSS ${before} → peak ${peak} MB`);
      csvExports.push(one);
    }
    const underLoadRssMb = Math.max(...results.map((r) => r.serverRssMb));
    return {
      databaseSize: dbSize,
      counts,
      connections: opts.connections,
      seconds: opts.seconds,
      poolSize: POOL_SIZE,
      processes,
      idleRssMb,
      underLoadRssMb,
      csvExports,
      results,
    };
  } finally {
    await monitor.end().catch(() => undefined);
    clearInterval(sampler);
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
  }
}

/** The markdown table of a run (docs/performance.md carries the latest one). */
export function markdownTable(run: Awaited<ReturnType<typeof runApiPg>>): string {
  const lines = [
    '| call | one request ms | p50 ms | p95 ms | p99 ms | req/s | server CPU ms/req | raw SQL p50 ms | raw req/s | API/raw p50 | rows |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const none = (x: LoadResult) => x.requests === 0;
  for (const r of run.results)
    if (none(r.api))
      lines.push(
        `| ${r.name} | ${r.single} | no answer within ${run.seconds} s under load | | | 0 | | ${r.sql?.p50 ?? ''} | ${r.sql?.rps ?? ''} | | ${r.numResults ?? ''} |`,
      );
    else
      lines.push(
        `| ${r.name} | ${r.single} | ${r.api.p50} | ${r.api.p95} | ${r.api.p99} | ${r.api.rps} | ${r.serverCpuMsPerRequest ?? ''} | ${r.sql?.p50 ?? ''} | ${r.sql?.rps ?? ''} | ${r.ratioP50 ?? ''} | ${r.numResults ?? ''}${r.api.non2xx ? ` (non-2xx ${r.api.non2xx})` : ''} |`,
      );
  lines.push(
    '',
    `Server RSS: idle ${run.idleRssMb} MB, under load up to ${run.underLoadRssMb} MB. CSV export (bookings): ` +
      run.csvExports.map((c) => `${c.rows} rows (${c.mb} MB) in ${c.ms} ms, server RSS ${c.rssBeforeMb} → peak ${c.peakRssMb} MB`).join('; ') +
      '.',
  );
  return lines.join('\n');
}
