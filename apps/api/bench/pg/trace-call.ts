/**
 * Traces one API call statement by statement (issue 14): the app in process against a bench database, every SQL
 * statement timed at the driver (pg.Client#query), the call repeated so warm figures show. For finding what a slow
 * call spends; the load figures come from `npm run bench`.
 *   tsx bench/pg/trace-call.ts <database-url> <METHOD> <url> [json-body] [--runs N] [--explain]
 * `{{start}}`/`{{end}}` in a body become a new far-ahead 30-minute slot per run (as in the load bench), `{{day}}` its day.
 * `--portal <email>` calls as that member of the demo workspace's portal (password `--password`, e.g. the rush
 * bench's members: rush-1@rush.test / Rush1234!rush) instead of bench-a's owner.
 */
import { BENCH_ACCEPT_ENCODING } from '../endpoints.ts';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { fillBody } from './cases.ts';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const explain = args.includes('--explain') ? (args.splice(args.indexOf('--explain'), 1), true) : false;
const runs = Number(flag('--runs') ?? 5);
const portal = flag('--portal');
const password = flag('--password') ?? 'Demo1234!';
const [databaseUrl, method, url, body] = args;
if (!databaseUrl || !method || !url) throw new Error('usage: trace-call.ts <database-url> <METHOD> <url> [json-body] [--runs N] [--explain]');

type Trace = { text: string; values: unknown[]; ms: number };
let trace: Trace[] | null = null;
const original = pg.Client.prototype.query as (...a: unknown[]) => Promise<unknown>;
(pg.Client.prototype as unknown as { query: unknown }).query = function (this: pg.Client, ...a: unknown[]) {
  const t0 = performance.now();
  const q = a[0] as string | { text: string; values?: unknown[] };
  const entry = {
    text: typeof q === 'string' ? q : q.text,
    values: ((typeof q === 'object' && q.values) || (Array.isArray(a[1]) ? a[1] : [])) as unknown[],
    ms: 0,
  };
  const done = () => {
    entry.ms = performance.now() - t0;
  };
  if (trace && entry.text) trace.push(entry);
  // pg.Pool#query passes a callback; drizzle's transactions await the promise.
  const last = a.length - 1;
  if (typeof a[last] === 'function') {
    const callback = a[last] as (...r: unknown[]) => void;
    a[last] = (...r: unknown[]) => {
      done();
      callback(...r);
    };
    return original.apply(this, a);
  }
  const result = original.apply(this, a);
  if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
  return result;
};

const database = await openDatabase(databaseUrl);
const app = await buildApp(testConfig({ databaseUrl }), database.db);
const login = portal
  ? await app.inject({
      method: 'POST',
      url: '/api/portal/auth/login',
      headers: { 'x-portal-workspace': 'demo' },
      payload: { email: portal, password },
    })
  : await app.inject({ method: 'POST', url: '/auth/jwt/create/', payload: { email: 'owner@bench-a.test', password } });
if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
const headers = {
  authorization: `Bearer ${login.json().access}`,
  'content-type': 'application/json',
  'accept-encoding': BENCH_ACCEPT_ENCODING,
  ...(portal ? { 'x-portal-workspace': 'demo' } : {}),
};
const day0 = Date.UTC(2031, 0, 6, 0, 0) + Math.floor(Math.random() * 3000) * 86_400_000;
const totals: number[] = [];
for (let run = 0; run < runs; run++) {
  const slot = day0 + run * 90_000_000;
  const payload = body && fillBody(body.replaceAll('{{day}}', new Date(slot).toISOString().slice(0, 10)), slot);
  trace = [];
  const t0 = performance.now();
  const res = await app.inject({ method: method as 'GET', url, headers, payload });
  const total = performance.now() - t0;
  const sqlMs = trace.reduce((s, t) => s + t.ms, 0);
  totals.push(total);
  if (run < 3 || run === runs - 1)
    console.log(`run ${run + 1}: ${res.statusCode} in ${total.toFixed(1)} ms; ${trace.length} statements, ${sqlMs.toFixed(1)} ms at the driver`);
  if (res.statusCode >= 400) console.log(res.body.slice(0, 300));
  if (run === runs - 1) {
    for (const t of trace) console.log(`  ${t.ms.toFixed(2).padStart(7)} ms  ${t.text.replace(/\s+/g, ' ').slice(0, 160)}`);
    if (explain) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      for (const t of [...trace].sort((a, b) => b.ms - a.ms).slice(0, 3)) {
        if (!/^\s*(select|with)\b/i.test(t.text)) continue;
        const { rows } = (await original.call(client, `EXPLAIN (ANALYZE, BUFFERS) ${t.text}`, t.values)) as { rows: Record<string, string>[] };
        console.log(`\n-- ${t.text.replace(/\s+/g, ' ').slice(0, 300)}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
      await client.end();
    }
  }
}
trace = null;
totals.sort((a, b) => a - b);
const at = (p: number) => totals[Math.min(totals.length - 1, Math.floor(p * totals.length))]!.toFixed(1);
console.log(`${runs} runs: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
await app.close();
await database.close();
