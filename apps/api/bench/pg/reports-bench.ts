/**
 * The Reports bench (issue 31): every report's GET, for one office over 12 months and for all offices, against a
 * `npm run bench:seed` database (bench-a's owner), timed one request at a time in process (the app on its pool, the
 * answer serialised and compressed as a browser asks), the median of `runs` after a warm-up. Targets: ≤ 300 ms one
 * office, ≤ 1 s all offices. A report not served on this branch (404 from the router) is skipped with a note.
 *   npm run bench -- --only reports --database-url postgres://…/clubspace_bench_large [--runs 7]
 * BENCH_REPORTS=churn,mrr times only those reports (their path's last segment).
 */
import { DEFAULT_TIME_ZONE, defaultReportRange, isoDayInZone } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { BENCH_ACCEPT_ENCODING } from '../endpoints.ts';
import { median } from './bench-process.ts';

/** The reports' paths, in the catalogue's order: the one list the bench reads. */
export const REPORT_BENCH_PATHS = [
  '/api/reports/mrr/',
  '/api/reports/churn/',
  '/api/reports/occupancy/',
  '/api/reports/utilisation/',
  '/api/reports/aged-debtors/',
  '/api/reports/forecast/',
] as const;

/** Targets of issue 31 (ms). */
export const REPORT_TARGETS = { oneOffice: 300, allOffices: 1_000 } as const;

export interface ReportBenchRow {
  path: string;
  scope: 'one office, 12 months' | 'all offices, 12 months';
  url: string;
  status: number;
  /** Median and slowest of the timed runs (ms). */
  median: number;
  max: number;
  bytes: number;
  target: number;
}

export async function runReportsBench(opts: { databaseUrl: string; runs: number; log?: (line: string) => void }) {
  const log = opts.log ?? ((line: string) => console.log(line));
  const database = await openDatabase(opts.databaseUrl);
  // Migrations merged after the data was generated (as the server does on start); BENCH_MIGRATE=0 leaves them.
  if (process.env.BENCH_MIGRATE !== '0') await database.migrate();
  const app = await buildApp(testConfig({ databaseUrl: opts.databaseUrl }), database.db);
  const rows: ReportBenchRow[] = [];
  const skipped: string[] = [];
  try {
    const login = await app.inject({ method: 'POST', url: '/auth/jwt/create/', payload: { email: 'owner@bench-a.test', password: 'Demo1234!' } });
    if (login.statusCode !== 200) throw new Error(`bench login failed: ${login.statusCode} ${login.body}`);
    const headers = { authorization: `Bearer ${login.json().access}`, 'accept-encoding': BENCH_ACCEPT_ENCODING };
    const { rows: offices } = await database.db.execute<{ slug: string; time_zone: string | null }>(
      sql`select o.slug, o.time_zone from offices o join clients c on c.id = o.client_id where c.slug = 'bench-a' order by o.id limit 1`,
    );
    const office = offices[0];
    if (!office) throw new Error('bench-a has no office: is this a bench database?');
    const range = defaultReportRange(isoDayInZone(new Date(), office.time_zone ?? DEFAULT_TIME_ZONE));
    const days = `from=${range.from}&to=${range.to}`;
    const call = (url: string) => app.inject({ method: 'GET', url, headers });

    const only = process.env.BENCH_REPORTS?.split(',').map((s) => s.trim());
    for (const path of REPORT_BENCH_PATHS.filter((p) => !only || only.some((name) => p === `/api/reports/${name}/`))) {
      const probe = await call(`${path}?${days}`);
      if (probe.statusCode === 404) {
        skipped.push(path);
        log(`reports: ${path} answers 404 (not served on this branch) — skipped`);
        continue;
      }
      const cases = [
        {
          scope: 'one office, 12 months' as const,
          url: `${path}?office=${encodeURIComponent(office.slug)}&${days}`,
          target: REPORT_TARGETS.oneOffice,
        },
        { scope: 'all offices, 12 months' as const, url: `${path}?${days}`, target: REPORT_TARGETS.allOffices },
      ];
      for (const c of cases) {
        await call(c.url); // warm-up: plans and caches, as a second visit finds them
        const times: number[] = [];
        let status = 0;
        let bytes = 0;
        for (let i = 0; i < opts.runs; i++) {
          const t0 = performance.now();
          const res = await call(c.url);
          times.push(performance.now() - t0);
          status = res.statusCode;
          bytes = res.rawPayload.length;
        }
        const row = { path, ...c, status, median: median(times), max: Math.max(...times), bytes };
        rows.push(row);
        const verdict = status !== 200 ? `✗ HTTP ${status}` : row.median <= c.target ? '✓' : '✗';
        log(
          `reports: ${path} ${c.scope}: median ${row.median.toFixed(1)} ms (max ${row.max.toFixed(1)}) of ${opts.runs}, ${bytes} B — target ≤ ${c.target} ms ${verdict}`,
        );
      }
    }
  } finally {
    await app.close();
    await database.close();
  }
  return { rows, skipped, runs: opts.runs };
}

/** The run as a markdown table (the figures docs/performance.md records). */
export function reportsTable(run: Awaited<ReturnType<typeof runReportsBench>>): string {
  const lines = [
    '| report | scope | median (ms) | max (ms) | target | |',
    '|---|---|---|---|---|---|',
    ...run.rows.map(
      (r) =>
        `| ${r.path} | ${r.scope} | ${r.median.toFixed(1)} | ${r.max.toFixed(1)} | ≤ ${r.target} ms | ${r.status !== 200 ? `✗ HTTP ${r.status}` : r.median <= r.target ? '✓' : '✗'} |`,
    ),
  ];
  if (run.skipped.length) lines.push('', `Not served on this branch (404, skipped): ${run.skipped.join(', ')}.`);
  return lines.join('\n');
}
