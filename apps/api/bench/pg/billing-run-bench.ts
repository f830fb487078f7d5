/**
 * The billing run bench (issue 32): the run for next month over bench-a of a `npm run bench:seed` database, in its own
 * process (the time end to end, the process's peak RSS), `runs` times from the same state (what a run wrote for the
 * month is deleted before each: charges, lines, the invoices it opened, its run rows), and, unless `latency` is off,
 * the member list's p95 at 8 connections idle and during a run (the bundled server, autocannon). Writes to the database:
 * point it at a copy.
 *   npm run bench -- --only billing --database-url postgres://…/clubspace_bench_copy [--runs 3]
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import autocannon from 'autocannon';
import { median, startBenchServer } from './bench-process.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

export interface BillingBenchRun {
  ms: number;
  lines: number | null;
  invoices: number | null;
  peakRssMb: number;
  peakRssBeforeMb: number;
  load: string;
}

/**
 * The bench's reset: forgets what billing runs charged for the month's period (charges and run rows), so the next run
 * bills every membership again into new drafts. The earlier runs' lines and drafts stay (deleting 100k lines takes
 * minutes on a bench database's foreign keys): the database is a copy, dropped after the bench.
 */
async function reset(client: pg.Client, clientId: number, periodStart: string) {
  await client.query(`delete from billing_charges where client_id = $1 and period_start = $2`, [clientId, periodStart]);
  await client.query(`delete from billing_runs where client_id = $1 and month = $2`, [clientId, periodStart]);
}

function runChild(databaseUrl: string, clientId: number, month: string): Promise<BillingBenchRun> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'billing-run-child.ts'), databaseUrl, String(clientId), month],
    {
      cwd: path.join(root, 'apps/api'),
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...(process.env.BENCH_CPU_PROF ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF}` } : {}) },
    },
  );
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`billing run child exited ${code}: ${out}`));
      resolve({ ...JSON.parse(out.trim().split('\n').pop()!), load: load() });
    }),
  );
}

async function startServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  execFileSync(process.execPath, [path.join(root, 'apps/api/scripts/build.mjs')]);
  return startBenchServer(
    path.join(root, 'apps/api/dist/server.mjs'),
    { DATABASE_URL: databaseUrl, PORT: String(port), DATA_DIR: `/tmp/clubspace-billing-bench-${process.pid}`, BILLING_JOB: '0' },
    root,
  );
}

async function memberListP95(port: number, token: string, seconds: number) {
  const r = (await autocannon({
    url: `http://127.0.0.1:${port}/api/member-list/`,
    connections: 8,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
  })) as unknown as autocannon.Result;
  return { p95: r.latency.p97_5 ?? r.latency.p99, p50: r.latency.p50, non2xx: r.non2xx, load: load() };
}

export async function runBillingBench(opts: { databaseUrl: string; runs: number; latency: boolean; port?: number }) {
  const client = new pg.Client({ connectionString: opts.databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: number }>(`select id from clients where slug = 'bench-a'`);
  const clientId = Number(rows[0]!.id);
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const month = next.toISOString().slice(0, 7);
  const periodStart = `${month}-01`;
  const runs: BillingBenchRun[] = [];
  for (let i = 0; i < opts.runs; i++) {
    await reset(client, clientId, periodStart);
    const r = await runChild(opts.databaseUrl, clientId, month);
    console.log(
      `billing run ${i + 1}: ${r.ms} ms, ${r.lines} lines on ${r.invoices} invoices, peak RSS ${r.peakRssMb} MB (before ${r.peakRssBeforeMb} MB), load ${r.load}`,
    );
    runs.push(r);
  }
  let latency: Record<string, unknown> | null = null;
  if (opts.latency) {
    const port = opts.port ?? 8197;
    const server = await startServer(opts.databaseUrl, port);
    try {
      const login = await fetch(`http://127.0.0.1:${port}/auth/jwt/create/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@bench-a.test', password: 'Demo1234!' }),
      });
      const { access } = (await login.json()) as { access: string };
      await memberListP95(port, access, 2);
      const idle = await memberListP95(port, access, 8);
      console.log(`member list idle: p97.5 ${idle.p95} ms, p50 ${idle.p50} ms, load ${idle.load}`);
      await reset(client, clientId, periodStart);
      const during = runChild(opts.databaseUrl, clientId, month);
      await new Promise((r) => setTimeout(r, 1000));
      const busy = await memberListP95(port, access, 8);
      const run = await during;
      console.log(`member list during the run: p97.5 ${busy.p95} ms, p50 ${busy.p50} ms, load ${busy.load}; the run ${run.ms} ms`);
      latency = { idle, during: busy, run };
    } finally {
      server.kill('SIGTERM');
    }
  }
  await reset(client, clientId, periodStart);
  await client.end();
  const summary = { month, medianMs: median(runs.map((r) => r.ms)), medianPeakRssMb: median(runs.map((r) => r.peakRssMb)), runs, latency };
  console.log(`billing run median ${summary.medianMs} ms, peak RSS median ${summary.medianPeakRssMb} MB`);
  return summary;
}
