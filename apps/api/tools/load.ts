/**
 * `npm run load` (issue 13): the API on PostgreSQL under LOAD_CONNECTIONS (200) concurrent clients for LOAD_SECONDS
 * (60) over a realistic mix — lists, details, creates, logins. Prints requests, errors, non-2xx (the login throttle's 429s apart), p50/p95/p99 and the
 * API process's RSS before and after; exits 1 on any error, 5xx or non-2xx other than 429.
 *
 * The API runs as its own process (tsx src/server.ts) on a fresh database LOAD_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/cs_rel_load, dropped and recreated, seeded with the demo data), behind a
 * trusted proxy (TRUST_PROXY=1) so that every simulated client has its own X-Forwarded-For address.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '..');
const connections = Number(process.env.LOAD_CONNECTIONS ?? 200);
const duration = Number(process.env.LOAD_SECONDS ?? 60);
const port = Number(process.env.LOAD_PORT ?? 5410);
const dbUrl = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cs_rel_load';
const base = `http://127.0.0.1:${port}`;

async function recreateDatabase() {
  const url = new URL(dbUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}

const rss = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function json<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-forwarded-for': '10.1.0.1' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

await recreateDatabase();
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: apiDir,
  env: {
    ...process.env,
    // Absolute: the root script's relative --tsconfig path would be read from apps/api (see faults/api-process.ts).
    TSX_TSCONFIG_PATH: path.join(apiDir, 'tsconfig.json'),
    DATABASE_URL: dbUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'error',
    BILLING_JOB: '0',
    XERO_PULL_MINUTES: '0',
    DATA_DIR: '/tmp/cs-rel-load',
    DB_POOL_SIZE: process.env.DB_POOL_SIZE ?? '20',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);
for (let i = 0; i < 240; i++) {
  const ok = await fetch(`${base}/api/client/`)
    .then((r) => r.ok)
    .catch(() => false);
  if (ok) break;
  await new Promise((r) => setTimeout(r, 1000));
}

const owner = { email: 'owner@demo.test', password: 'Demo1234!' };
const { access } = await json<{ access: string }>('POST', '/auth/jwt/create/', owner);
const teams = await json<{ teams: { slug: string }[] }>('GET', '/api/teams/?page_size=20', undefined, access);
const guests = await json<{ guests: { slug: string }[] }>('GET', '/api/guests/?page_size=20', undefined, access);
const offices = await json<{ offices: { slug: string }[] }>('GET', '/api/dashboard-offices/?page_size=5', undefined, access);
// The availability call needs an office (the owner has none selected): today's floor map, as the map screen asks.
const today = new Date().toISOString().slice(0, 10);
const availability = `/api/space-availability/?club=${offices.offices[0]?.slug}&start=${today}&end=${today}`;
await json('GET', availability, undefined, access); // fails loudly here rather than as 400s under load
const auth = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
let n = 0;
const next = () => ++n;
const ip = () => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

// Weighted mix: mostly reads, some creates, a few logins (every request its own client address).
const requests: autocannon.Request[] = [
  { method: 'GET', path: '/api/teams/?page_size=10', headers: auth },
  { method: 'GET', path: '/api/member-list/?page_size=10', headers: auth },
  { method: 'GET', path: '/api/guests/?page_size=10&name=a', headers: auth },
  { method: 'GET', path: '/api/dashboard-member-bookings/?page_size=10', headers: auth },
  { method: 'GET', path: '/api/dashboard-invoices/?page_size=10', headers: auth },
  { method: 'GET', path: `/api/guests/${guests.guests[0]?.slug}`, headers: auth },
  { method: 'GET', path: '/api/session/', headers: auth },
  { method: 'GET', path: `/api/dashboard-team/?team=${teams.teams[0]?.slug}`, headers: auth },
  {
    method: 'POST',
    path: '/api/guests/',
    headers: auth,
    setupRequest: (req) => ({ ...req, body: JSON.stringify({ name: `Load guest ${next()}`, email: `load.${process.pid}.${n}@load.test` }) }),
  },
  { method: 'GET', path: availability, headers: auth },
  {
    method: 'POST',
    path: '/auth/jwt/create/',
    setupRequest: (req) => ({
      ...req,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': (next(), ip()) },
      body: JSON.stringify(owner),
    }),
  },
];

const rssBefore = rss(server.pid!);
const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const latencies: number[] = [];
const statuses: Record<string, number> = {};
const instance = autocannon({ url: base, connections, duration, requests, timeout: 30 });
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  latencies.push(responseTime);
  statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
});
const result = await new Promise<autocannon.Result>((resolve, reject) => instance.once('done', resolve).once('error', reject));
const rssAfter = rss(server.pid!);
latencies.sort((a, b) => a - b);

const fivexx = Object.entries(statuses)
  .filter(([s]) => Number(s) >= 500)
  .reduce((sum, [, c]) => sum + c, 0);
// 429 is the login throttle (issue 13 §2) answering the login share of the mix, as designed; any other non-2xx
// means the mix sent an invalid request or the API refused a valid one.
const throttled = statuses['429'] ?? 0;
const unexpected = Object.entries(statuses)
  .filter(([s]) => (Number(s) < 200 || Number(s) >= 300) && s !== '429')
  .reduce((sum, [, c]) => sum + c, 0);
console.log(
  `load: ${connections} connections for ${duration} s on PostgreSQL — ${result.requests.total} requests (${Math.round(result.requests.average)}/s)`,
);
console.log(
  `errors: ${result.errors} (timeouts ${result.timeouts}); 5xx: ${fivexx}; unexpected non-2xx: ${unexpected}; login throttle 429: ${throttled}; statuses ${JSON.stringify(statuses)}`,
);
console.log(
  `latency ms: p50 ${percentile(latencies, 50).toFixed(1)}  p95 ${percentile(latencies, 95).toFixed(1)}  p99 ${percentile(latencies, 99).toFixed(1)}  max ${latencies.at(-1)?.toFixed(1)}`,
);
console.log(`API RSS: before ${rssBefore} MB, after ${rssAfter} MB`);
console.log(`load average: before ${loadBefore}, after ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
stop();
process.exit(result.errors || fivexx || unexpected ? 1 : 0);
