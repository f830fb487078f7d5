/**
 * `npm run bench [-- --only server,api,web,api-pg,ledger] [--scale small|medium|large] [--database-url …] [--seconds 5]
 * [--connections 32] [--cases regex] [--processes N] [--csv off]`: figures for the budgets, printed and written to bench/results/<date>-<scale>.json
 * (repo root; apps/api/bench/results/latest.json keeps the PGlite parts). Not a test: it measures, it does not pass or fail.
 * - server: first start (migrate + demo seed) and restart on the existing PGlite database, idle RSS;
 * - api: PGlite in-process list latencies (p50/p95 over sequential requests) on the demo data plus a scaled tenant;
 * - web: gzip size of the JavaScript that /login and /dashboard load first (apps/web/scripts/initial-size.mjs);
 * - api-pg: the bundled server on PostgreSQL against a `npm run bench:seed` database, autocannon from a second
 *   process, raw-SQL comparison and saved EXPLAIN plans (bench/pg/api-pg.ts; docs/performance.md);
 * - ledger (only when named): the ledger model test for `--ledger-runs` sequences (2000) with a random seed;
 * - reports (only when named): every report for one office and for all offices, medians of `--runs` (7) against the
 *   bench database (bench/pg/reports-bench.ts; issue 31).
 * - exports (only when named): the bookings CSV export of ~100k and ~1M rows (`--sizes`), medians of `--runs` (3), wall
 *   time from an HTTP client and the server's peak RSS, read-only on the bench database (bench/pg/exports-bench.ts;
 *   issue 32 target 4); `--source-root <dir>` runs it on another checkout's code (a before figure).
 * - rush (only when named): the 9 a.m. rush — a FRESH database (dropped and created: its name must contain rush or
 *   bench) with 1,000 desks and 1,000 portal members, 1,000 portal desk bookings open-loop over 10 s, at most 64 in
 *   flight, `--variants distinct,race`, medians of `--runs` (3) (bench/pg/rush-bench.ts; issue 32 target 3).
 * - queue, webhooks, campaign (only when named): the job queue's claim latency with 10k queued jobs, webhook
 *   deliveries a second to a local receiver, a campaign to `--recipients` (20000,100000) through the queue into a
 *   local SMTP sink; each on data it makes itself in `--database-url` (migrated first), medians of `--runs` (3)
 *   (bench/pg/jobs-bench.ts; issue 32 targets 2 and 6).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedDemo, seedScale } from '../src/db/seed/index.ts';
import { BENCH_ACCEPT_ENCODING, BENCH_ENDPOINTS } from './endpoints.ts';
import { ledgerModelBench } from './ledger-model.ts';
import { markdownTable, runApiPg } from './pg/api-pg.ts';
import { exportsTable, runExportsBench } from './pg/exports-bench.ts';
import { reportsTable, runReportsBench } from './pg/reports-bench.ts';
import { runBillingBench } from './pg/billing-run-bench.ts';
import { runRushBench, rushTable, type RushVariant } from './pg/rush-bench.ts';
import { runJobsBench } from './pg/jobs-bench.ts';
import { DEFAULT_BENCH_URL } from './seed/run-seed.ts';
import { SCALES } from './seed/scales.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const results: Record<string, unknown> = { date: new Date().toISOString() };

async function serverStart() {
  execFileSync(process.execPath, [path.join(root, 'apps/api/scripts/build.mjs')]);
  const dataDir = `/tmp/clubspace-bench-${process.pid}`;
  rmSync(dataDir, { recursive: true, force: true });
  const once = async () => {
    const started = performance.now();
    // The bundled server, as `npm start` runs it.
    const child = spawn(process.execPath, ['apps/api/dist/server.mjs'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '8199', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Clubspace is running') && resolve());
      child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
    });
    const readyMs = Math.round(performance.now() - started);
    await new Promise((r) => setTimeout(r, 5000));
    const res = await fetch('http://localhost:8199/api/client/?domain=demo');
    if (!res.ok) throw new Error('server not answering');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0);
    child.kill('SIGTERM');
    await new Promise((r) => child.on('exit', r));
    return { readyMs, idleRssMb: Math.round(rssKb / 1024) };
  };
  const first = await once();
  const restart = await once();
  rmSync(dataDir, { recursive: true, force: true });
  results.server = { firstStart: first, restartOnExistingDb: restart };
  console.log(`server: first start ${first.readyMs} ms, restart ${restart.readyMs} ms, idle RSS ${restart.idleRssMb} MB`);
}

async function apiLatency() {
  const database = await openDatabase('memory://');
  await database.migrate();
  await seedDemo(database.db);
  const scaleStarted = performance.now();
  const scale = { members: 5000, bookings: 100_000 };
  await seedScale(database.db, scale);
  console.log(`scaled tenant seeded (${JSON.stringify(scale)}) in ${Math.round(performance.now() - scaleStarted)} ms`);
  const app = await buildApp(testConfig(), database.db);
  const login = await app.inject({ method: 'POST', url: '/auth/jwt/create/', payload: { email: 'owner@scale.test', password: 'Demo1234!' } });
  const headers = { authorization: `Bearer ${login.json().access}`, 'accept-encoding': BENCH_ACCEPT_ENCODING };
  const figures: Record<string, { p50: number; p95: number; n: number }> = {};
  for (const url of BENCH_ENDPOINTS) {
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode}`);
    }
    times.sort((a, b) => a - b);
    figures[url] = { p50: +times[20].toFixed(1), p95: +times[37].toFixed(1), n: times.length };
    console.log(`GET ${url}: p50 ${figures[url].p50} ms, p95 ${figures[url].p95} ms`);
  }
  results.api = { database: 'pglite', tenant: 'scale (owner@scale.test)', scale, acceptEncoding: BENCH_ACCEPT_ENCODING, endpoints: figures };
  await app.close();
  await database.close();
}

/** The web app's own size script (entry + the chunks a screen needs at once); needs a built web app. */
function webBundles() {
  try {
    const out = execFileSync(process.execPath, [path.join(root, 'apps/web/scripts/initial-size.mjs')], { encoding: 'utf8' });
    const figures = Object.fromEntries([...out.matchAll(/^(\S+)\s+([\d.]+) KB gzip/gm)].map((m) => [m[1], Number(m[2])]));
    results.web = { initialJsGzipKb: figures };
    console.log(`web (gzip, first visit): ${out.trim().replace(/\n/g, '; ')}`);
  } catch {
    console.log('web: not built (run npm run build -w @clubspace/web) — skipped');
  }
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** The scale of a bench database, read from its size (members of bench-a), or null when it is not one. */
async function benchScale(databaseUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from members m join clients c on c.id = m.client_id where c.slug = 'bench-a'`,
    );
    const n = Number(rows[0]!.n);
    return Object.entries(SCALES).find(([, s]) => s.members === n)?.[0] ?? (n > 0 ? `custom-${n}` : null);
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function apiPg() {
  const databaseUrl = arg('database-url') ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
  const scale = await benchScale(databaseUrl);
  if (!scale) {
    console.log(`api-pg: ${databaseUrl.replace(/:[^:@/]*@/, '@')} holds no bench data (run npm run bench:seed -- --scale small) — skipped`);
    return;
  }
  const wanted = arg('scale');
  if (wanted && wanted !== scale)
    throw new Error(`--scale ${wanted} asked, but the bench database holds the ${scale} scale: run npm run bench:seed -- --scale ${wanted}`);
  const day = new Date().toISOString().slice(0, 10);
  const processes = Number(arg('processes') ?? 1);
  const stem = `${day}-${scale}${processes > 1 ? `-x${processes}` : ''}`;
  const run = await runApiPg({
    databaseUrl,
    seconds: Number(arg('seconds') ?? 5),
    connections: Number(arg('connections') ?? 32),
    plansDir: path.join(root, 'bench/results', `${stem}-plans`),
    only: arg('cases') ? new RegExp(arg('cases')!) : undefined,
    processes: Number(arg('processes') ?? 1),
    csv: arg('csv') !== 'off',
  });
  results.apiPg = {
    scale,
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadavg: os.loadavg(), memGb: Math.round(os.totalmem() / 2 ** 30) },
    ...run,
  };
  const table = markdownTable(run);
  console.log(`\n${table}\n`);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results', `${stem}.json`), JSON.stringify(results, null, 2));
  writeFileSync(path.join(root, 'bench/results', `${stem}.md`), `# ${stem}\n\n${table}\n`);
  console.log(`written bench/results/${stem}.json and .md`);
}

const only = new Set((arg('only') ?? 'server,api,web,api-pg').split(','));
if (only.has('server')) await serverStart();
if (only.has('api')) await apiLatency();
if (only.has('web')) webBundles();
if (only.has('server') || only.has('api') || only.has('web')) {
  const out = path.join(import.meta.dirname, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'latest.json'), JSON.stringify(results, null, 2));
  console.log(`written ${path.join(out, 'latest.json')}`);
}
if (only.has('api-pg')) await apiPg();
if (only.has('reports')) {
  const databaseUrl = arg('database-url') ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
  const scale = await benchScale(databaseUrl);
  if (!scale) console.log(`reports: ${databaseUrl.replace(/:[^:@/]*@/, '@')} holds no bench data (run npm run bench:seed) — skipped`);
  else {
    const run = await runReportsBench({ databaseUrl, runs: Number(arg('runs') ?? 7) });
    const table = reportsTable(run);
    console.log(`\nReports, ${scale} scale:\n\n${table}\n`);
    const stem = `${new Date().toISOString().slice(0, 10)}-${scale}-reports`;
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(path.join(root, 'bench/results', `${stem}.json`), JSON.stringify({ scale, ...run }, null, 2));
    writeFileSync(path.join(root, 'bench/results', `${stem}.md`), `# ${stem}\n\n${table}\n`);
  }
}
if (only.has('billing')) {
  const databaseUrl = arg('database-url') ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
  const run = await runBillingBench({ databaseUrl, runs: Number(arg('runs') ?? 3), latency: arg('latency') !== 'off' });
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results', `${new Date().toISOString().slice(0, 10)}-billing-run.json`), JSON.stringify(run, null, 2));
}
if (only.has('exports')) {
  const databaseUrl = arg('database-url') ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
  const scale = await benchScale(databaseUrl);
  if (!scale) console.log(`exports: ${databaseUrl.replace(/:[^:@/]*@/, '@')} holds no bench data (run npm run bench:seed) — skipped`);
  else {
    const run = await runExportsBench({
      databaseUrl,
      runs: Number(arg('runs') ?? 3),
      sizes: (arg('sizes') ?? '100000,1000000').split(',').map(Number),
      sourceRoot: arg('source-root'),
    });
    const table = exportsTable(run);
    console.log(`\nCSV exports, ${scale} scale (${run.sourceRoot}):\n\n${table}\n`);
    const stem = `${new Date().toISOString().slice(0, 10)}-${scale}-exports`;
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(path.join(root, 'bench/results', `${stem}.json`), JSON.stringify({ scale, ...run }, null, 2));
    writeFileSync(path.join(root, 'bench/results', `${stem}.md`), `# ${stem}\n\n${table}\n`);
  }
}
if (only.has('rush')) {
  const databaseUrl = arg('database-url') ?? process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('rush: --database-url of a database to drop and create (its name contains rush or bench)');
  const run = await runRushBench({
    databaseUrl,
    runs: Number(arg('runs') ?? 3),
    variants: (arg('variants') ?? 'distinct,race').split(',') as RushVariant[],
    sourceRoot: arg('source-root'),
  });
  const table = rushTable(run);
  console.log(
    `\nThe 9 a.m. rush (${run.sourceRoot}; ${run.cpus} CPUs, load ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} after):\n\n${table}\n`,
  );
  const stem = `${new Date().toISOString().slice(0, 10)}-rush`;
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results', `${stem}.json`), JSON.stringify(run, null, 2));
  writeFileSync(path.join(root, 'bench/results', `${stem}.md`), `# ${stem}\n\n${table}\n`);
}
const jobCases = new Set(['queue', 'webhooks', 'campaign'].filter((c) => only.has(c)));
if (jobCases.size) {
  const databaseUrl = arg('database-url') ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
  const run = await runJobsBench({
    databaseUrl,
    cases: jobCases,
    runs: Number(arg('runs') ?? 3),
    events: Number(arg('events') ?? 10_000),
    recipients: (arg('recipients') ?? '20000,100000').split(',').map(Number),
    claimers: Number(arg('claimers') ?? 4),
    workers: Number(arg('workers') ?? 2),
  });
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const stem = `${new Date().toISOString().slice(0, 19).replace(/:/g, '')}-jobs-${[...jobCases].join('-')}`;
  writeFileSync(path.join(root, 'bench/results', `${stem}.json`), JSON.stringify(run, null, 2));
  console.log(`written bench/results/${stem}.json`);
}
if (only.has('ledger')) {
  results.ledgerModel = ledgerModelBench(Number(arg('ledger-runs') ?? 2000), Number(arg('ledger-seed') ?? Math.floor(Math.random() * 2 ** 31)));
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results', `${new Date().toISOString().slice(0, 10)}-ledger.json`),
    JSON.stringify(results.ledgerModel, null, 2),
  );
}
process.exit(0);
