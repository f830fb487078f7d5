/**
 * `npm run faults` (issue 13). Three faults, each under a write load of single and multi-entry writes
 * (faults/write-mix.ts: invoices with lines, credit notes, billing runs, three-booking requests, booking series):
 *  1. PostgreSQL — kill -9 of the API twice during the load, restart → every acknowledged write is present and
 *     complete, nothing half-applied (faults/integrity-checks.ts, read straight from the database);
 *  2. PostgreSQL stopped during load → the API answers 503 (not 500) while it is down, and recovers by itself once
 *     PostgreSQL is back (no API restart);
 *  3. PGlite (the embedded file-backed database `npm start` uses: DATA_DIR/pglite) — kill -9 of the API during the
 *     load, restart on the same data directory → it reopens and every acknowledged write is intact.
 * PostgreSQL runs PRIVATELY (initdb + pg_ctl in /tmp on FAULTS_PG_PORT, 5412 — never the machine's shared server).
 * Prints figures; exits 1 on any lost or half-applied write or an unexpected status. FAULTS_ONLY=pg|pglite runs one.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { ApiClient, exited, sleep, startApi, waitUp } from './faults/api-process.ts';
import { checkIntegrity, printFigures, type Figures, type Query } from './faults/integrity-checks.ts';
import { findFixtures, WriteMix } from './faults/write-mix.ts';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const pgPort = Number(process.env.FAULTS_PG_PORT ?? 5412);
const apiPort = Number(process.env.FAULTS_API_PORT ?? 5411);
const base = `http://127.0.0.1:${apiPort}`;
const only = process.env.FAULTS_ONLY ?? '';
const WRITE_SECONDS = Number(process.env.FAULTS_WRITE_SECONDS ?? 8);
// A restart on a busy machine can be slow (tsx compiles the sources; PGlite replays its WAL): how long to wait.
const RESTART_SECONDS = Number(process.env.FAULTS_RESTART_SECONDS ?? 600);
let failures = 0;
const fail = (what: string) => {
  failures++;
  console.log(`  FAIL ${what}`);
};
const loadavg = () => spawnSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).stdout.split(' ').slice(0, 3).join(' ');

function judge(f: Figures) {
  if (f.lost.length) fail(`${f.lost.length} acknowledged write(s) lost or incomplete`);
  if (f.halfApplied.length) fail(`${f.halfApplied.length} half-applied write(s)`);
}

/** Runs the mix, kills the API with SIGKILL `kills` times (restarting it each time), then stops the mix. */
async function killDuringWrites(
  mix: WriteMix,
  restart: () => ReturnType<typeof startApi>,
  api: { current: ReturnType<typeof startApi> },
  kills: number,
) {
  mix.start(2);
  for (let k = 1; k <= kills; k++) {
    await sleep(WRITE_SECONDS * 1000);
    // The first kill waits (up to 2 minutes more) until every kind of multi-entry write has been acknowledged once, so
    // the checks cover each kind whatever the machine's speed; later kills come at WRITE_SECONDS.
    for (let waited = 0; k === 1 && !mix.kindsAcknowledged().done && waited < 120; waited++) await sleep(1000);
    if (k === 1 && !mix.kindsAcknowledged().done) console.log(`   (no acknowledgement yet for: ${mix.kindsAcknowledged().missing.join(', ')})`);
    api.current.kill('SIGKILL');
    await exited(api.current);
    console.log(`   kill -9 #${k} after ${mix.acknowledged()} acknowledged multi-entry writes (${mix.acks.guests.length} guests)`);
    await sleep(500);
    api.current = restart();
    const ms = await waitUp(base, RESTART_SECONDS).catch((err: Error) => {
      throw new Error(`${err.message}\n${api.current.errors()}`);
    });
    console.log(`   restarted: answering again after ${(ms / 1000).toFixed(1)} s`);
  }
  await sleep(WRITE_SECONDS * 500); // writes continue on the restarted API
  await mix.stop();
  console.log(
    `   answers by write: ${Object.entries(mix.answers)
      .map(([k, v]) => `${k} ${JSON.stringify(v)}`)
      .join('; ')}`,
  );
}

// ---- 1 and 2: PostgreSQL ----
async function postgresFaults() {
  const pgData = mkdtempSync(path.join(tmpdir(), 'cs-faults-pg-'));
  const dbUrl = `postgres://postgres@127.0.0.1:${pgPort}/clubspace`;
  // PostgreSQL refuses to run as root: its tools then run as the postgres system user.
  const asPg = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const res = asPg
      ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
      : spawnSync(cmd, args, { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${res.stderr || res.stdout}`);
  };
  const pgCtl = (action: 'start' | 'stop') =>
    run(`${PG_BIN}/pg_ctl`, [
      '-D',
      pgData,
      '-w',
      '-l',
      path.join(pgData, 'log'),
      ...(action === 'start' ? ['-o', `-p ${pgPort} -k ${pgData} -c listen_addresses=127.0.0.1`] : ['-m', 'fast']),
      action,
    ]);
  const env = { DATABASE_URL: dbUrl, DATA_DIR: path.join(pgData, 'api') };
  const api = { current: null as unknown as ReturnType<typeof startApi> };
  try {
    console.log(`1. PostgreSQL (private, ${pgData}, port ${pgPort}): kill -9 of the API during writes`);
    if (asPg) spawnSync('chown', ['-R', 'postgres', pgData]);
    run(`${PG_BIN}/initdb`, ['-D', pgData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    pgCtl('start');
    run(`${PG_BIN}/createdb`, ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'postgres', 'clubspace']);
    api.current = startApi(apiPort, env);
    await waitUp(base);
    const client = new ApiClient(base);
    await client.signIn();
    const tag = `pg${Date.now().toString(36)}`;
    const mix = new WriteMix(client, await findFixtures(client), tag);
    await killDuringWrites(mix, () => startApi(apiPort, env), api, 2);
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    const figures = await checkIntegrity((sql, params) => db.query(sql, params) as unknown as ReturnType<Query>, mix.acks, tag);
    await db.end();
    printFigures('after 2 × kill -9', figures);
    judge(figures);

    console.log('2. PostgreSQL stopped under traffic');
    await client.signIn();
    pgCtl('stop');
    const down: Record<number, number> = {};
    for (let i = 0; i < 20; i++) {
      const r = await client.call('GET', '/api/teams/?page_size=5').catch(() => ({ status: 0 }));
      down[r.status] = (down[r.status] ?? 0) + 1;
    }
    console.log(`   statuses while down: ${JSON.stringify(down)}`);
    if (Object.keys(down).some((s) => s !== '503')) fail('answers other than 503 while the database is down');
    pgCtl('start');
    let recoveredAfter = -1;
    for (let i = 0; i < 60 && recoveredAfter < 0; i++) {
      const r = await client.call('GET', '/api/teams/?page_size=5').catch(() => ({ status: 0 }));
      if (r.status === 200) recoveredAfter = i;
      else await sleep(500);
    }
    console.log(`   PostgreSQL restarted: API answered 200 again after ${recoveredAfter < 0 ? 'NEVER' : `${recoveredAfter} retries`}`);
    if (recoveredAfter < 0) fail('no recovery');
  } finally {
    api.current?.kill('SIGKILL');
    if (api.current) await exited(api.current);
    try {
      pgCtl('stop');
    } catch {
      // already stopped
    }
    rmSync(pgData, { recursive: true, force: true });
  }
}

// ---- 3: PGlite ----
async function pgliteFaults() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-faults-pglite-'));
  const env = { DATA_DIR: dataDir }; // no DATABASE_URL: DATA_DIR/pglite, as `npm start` uses ./data/pglite
  const api = { current: null as unknown as ReturnType<typeof startApi> };
  try {
    console.log(`3. PGlite (file-backed, ${dataDir}/pglite): kill -9 of the API during writes, restart on the same folder`);
    api.current = startApi(apiPort, env);
    const firstStart = await waitUp(base, 600);
    console.log(`   new data directory created, migrated and seeded in ${(firstStart / 1000).toFixed(1)} s`);
    const client = new ApiClient(base);
    await client.signIn();
    const tag = `pgl${Date.now().toString(36)}`;
    const mix = new WriteMix(client, await findFixtures(client), tag);
    await killDuringWrites(mix, () => startApi(apiPort, env), api, 2);
    // A clean stop, then the folder is read in this process (PGlite allows one process at a time).
    api.current.kill('SIGTERM');
    await exited(api.current);
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { btree_gist, pg_trgm } });
    const figures = await checkIntegrity((sql, params) => db.query(sql, params) as unknown as ReturnType<Query>, mix.acks, tag);
    await db.close();
    printFigures('PGlite after 2 × kill -9', figures);
    judge(figures);
  } finally {
    if (api.current && api.current.exitCode === null && api.current.signalCode === null) {
      api.current.kill('SIGKILL');
      await exited(api.current);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`faults: load average ${loadavg()} at ${new Date().toISOString()}`);
if (only !== 'pglite') await postgresFaults();
if (only !== 'pg') await pgliteFaults();
console.log(failures ? `faults: ${failures} failure(s)` : 'faults: all survived — half-applied: 0, writes lost: 0');
process.exit(failures ? 1 : 0);
