/**
 * `npm run faults` (issue 13), on a PRIVATE PostgreSQL instance (initdb + pg_ctl in /tmp on FAULTS_PG_PORT, 5319 —
 * never the machine's shared server):
 *  1. kill -9 the API during a write load (guest creates from 8 clients), restart it → every acknowledged write is
 *     present (multi-entry writes — invoices with lines, booking series — are not yet part of this script);
 *  2. stop PostgreSQL during load → the API answers 503 (not 500) while it is down, and recovers by itself once
 *     PostgreSQL is back (no API restart).
 * Prints what it saw; exits 1 on any lost or half-applied write or an unexpected status.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '..');
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const pgPort = Number(process.env.FAULTS_PG_PORT ?? 5319);
const apiPort = Number(process.env.FAULTS_API_PORT ?? 5320);
const base = `http://127.0.0.1:${apiPort}`;
const pgData = mkdtempSync(path.join(tmpdir(), 'cs-faults-pg-'));
const dbUrl = `postgres://postgres@127.0.0.1:${pgPort}/clubspace`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let failures = 0;
const fail = (what: string) => {
  failures++;
  console.log(`  FAIL ${what}`);
};

// PostgreSQL refuses to run as root: its tools then run as the postgres system user.
const asPg = process.getuid?.() === 0;
function run(cmd: string, args: string[]) {
  const res = asPg ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' }) : spawnSync(cmd, args, { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${res.stderr || res.stdout}`);
}
const pgCtl = (action: 'start' | 'stop') =>
  run(`${PG_BIN}/pg_ctl`, ['-D', pgData, '-w', '-l', path.join(pgData, 'log'), ...(action === 'start' ? ['-o', `-p ${pgPort} -k ${pgData} -c listen_addresses=127.0.0.1`] : ['-m', 'fast']), action]);

function startApi(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(apiPort), HOST: '127.0.0.1', LOG_LEVEL: 'fatal', BILLING_JOB: '0', XERO_PULL_MINUTES: '0', TRUST_PROXY: '1', DATA_DIR: path.join(pgData, 'api') },
    stdio: 'ignore',
  });
}
async function waitUp() {
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${base}/api/client/`).then((r) => r.ok).catch(() => false)) return;
    await sleep(500);
  }
  throw new Error('API did not start');
}

let token = '';
async function call(method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}
async function login() {
  const res = await call('POST', '/auth/jwt/create/', { email: 'owner@demo.test', password: 'Demo1234!' });
  token = String(res.body?.access ?? '');
}

try {
  console.log(`private PostgreSQL in ${pgData} on port ${pgPort}`);
  if (asPg) spawnSync('chown', ['-R', 'postgres', pgData]);
  run(`${PG_BIN}/initdb`, ['-D', pgData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  pgCtl('start');
  run(`${PG_BIN}/createdb`, ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'postgres', 'clubspace']);

  // 1. kill -9 during writes.
  let api = startApi();
  await waitUp();
  await login();
  const acknowledgedGuests: string[] = [];
  let writing = true;
  const writer = async (w: number) => {
    for (let i = 0; writing; i++) {
      try {
        const email = `fault.${w}.${i}.${Date.now()}@faults.test`;
        const g = await call('POST', '/api/guests/', { name: `Fault ${w}-${i}`, email });
        if (g.status === 201 || g.status === 200) acknowledgedGuests.push(email);
      } catch {
        await sleep(50); // the API is down: keep trying, as a client would
      }
    }
  };
  const writers = Array.from({ length: 8 }, (_, w) => writer(w));
  await sleep(4000);
  api.kill('SIGKILL');
  console.log(`1. API killed (-9) after ${acknowledgedGuests.length} acknowledged guest creates`);
  await sleep(1000);
  api = startApi();
  await waitUp();
  await sleep(3000);
  writing = false;
  await Promise.all(writers);

  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const found = await client.query('select email from guests where email like $1', ['%@faults.test']);
  const present = new Set(found.rows.map((r: { email: string }) => r.email));
  const lost = acknowledgedGuests.filter((e) => !present.has(e));
  console.log(`   acknowledged guests ${acknowledgedGuests.length}, present ${acknowledgedGuests.length - lost.length}, lost ${lost.length}`);
  if (lost.length) fail(`${lost.length} acknowledged guests lost`);
  await client.end();

  // 2. PostgreSQL down during load → 503, then recovery without restarting the API.
  await login();
  pgCtl('stop');
  const down: Record<number, number> = {};
  for (let i = 0; i < 20; i++) {
    const r = await call('GET', '/api/teams/?page_size=5').catch(() => ({ status: 0, body: null }));
    down[r.status] = (down[r.status] ?? 0) + 1;
  }
  console.log(`2. PostgreSQL stopped: statuses ${JSON.stringify(down)}`);
  if (Object.keys(down).some((s) => s !== '503')) fail('answers other than 503 while the database is down');
  pgCtl('start');
  let recoveredAfter = -1;
  for (let i = 0; i < 60; i++) {
    const r = await call('GET', '/api/teams/?page_size=5').catch(() => ({ status: 0, body: null }));
    if (r.status === 200) {
      recoveredAfter = i;
      break;
    }
    await sleep(500);
  }
  console.log(`   PostgreSQL restarted: API answered 200 again after ${recoveredAfter < 0 ? 'NEVER' : `${recoveredAfter} retries`}`);
  if (recoveredAfter < 0) fail('no recovery');
  api.kill('SIGTERM');
  await sleep(500);
} finally {
  try {
    pgCtl('stop');
  } catch {
    // already stopped
  }
  rmSync(pgData, { recursive: true, force: true });
}
console.log(failures ? `faults: ${failures} failure(s)` : 'faults: all survived, writes lost: 0');
process.exit(failures ? 1 : 0);
