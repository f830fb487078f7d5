/**
 * The CSV exports bench (issue 32 target 4): the bookings export of ~100k and ~1M rows of bench-a, each timed from
 * outside (an HTTP client reading the whole body, decompressed as a browser asks for it) and the server's peak RSS
 * while it streams, the median of `runs` (3), the machine's load (uptime's 1-minute figure) printed beside each run.
 * Memory flat = the 1M export's peak RSS about the 100k one's.
 *   npm run bench -- --only exports --database-url postgres://…/clubspace_bench_large [--runs 3] [--sizes 100000,1000000]
 *   [--source-root <a checkout of the repository>]   (e.g. `git archive <ref>` extracted: the same bench, that code)
 *
 * The database is only read: the server is the API's own app (no migration, no background jobs) on connections whose
 * transactions are read-only (PGOPTIONS default_transaction_read_only), and the bench signs the owner's access token
 * itself instead of logging in (a login writes its session). BENCH_SERVER_NODE_ARGS adds node flags (--cpu-prof …).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { TokenService } from '../../src/lib/tokens.ts';
import { BENCH_ACCEPT_ENCODING } from '../endpoints.ts';
import { median, rssMb, startBenchServer } from './bench-process.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

export const EXPORT_TARGETS: Record<number, number> = { 100_000: 3_000, 1_000_000: 30_000 };

/** The server entry: the app listening, nothing else (no migrate, no seed, no jobs). */
const entry = (root: string) => `import { buildApp } from '${root}/apps/api/src/app.ts';
import { loadConfig } from '${root}/apps/api/src/config.ts';
import { openDatabase } from '${root}/apps/api/src/db/client.ts';
const config = loadConfig();
const database = await openDatabase(config.databaseUrl);
const app = await buildApp(config, database.db);
await app.listen({ port: config.port, host: config.host });
console.log('Clubspace is running');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
`;

/** The bundled app-only server of a checkout (also the rush bench's). */
export async function buildExportServer(root: string): Promise<string> {
  const outdir = path.join(REPO_ROOT, 'apps/api/bench/dist', root === REPO_ROOT ? 'exports-here' : 'exports-other');
  mkdirSync(outdir, { recursive: true });
  // The entry outside the repository: the type check of apps/api covers bench/, and the entry imports another tree.
  const entryDir = mkdtempSync(path.join(os.tmpdir(), 'clubspace-exports-entry-'));
  const entryFile = path.join(entryDir, 'entry.ts');
  writeFileSync(entryFile, entry(root));
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'apps/api/package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const external = Object.keys(pkg.dependencies)
    .filter((n) => !n.startsWith('@clubspace/'))
    .flatMap((n) => [n, `${n}/*`]);
  await build({
    entryPoints: [entryFile],
    outfile: path.join(outdir, 'server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    // The contract of the checkout built (a workspace link would resolve to this one's).
    alias: { '@clubspace/contract': path.join(root, 'packages/contract/src/index.ts') },
    nodePaths: [path.join(REPO_ROOT, 'node_modules')],
    logLevel: 'warning',
  });
  rmSync(entryDir, { recursive: true, force: true });
  return path.join(outdir, 'server.mjs');
}

export interface ExportRun {
  rows: number;
  mb: number;
  ms: number;
  rssBeforeMb: number;
  peakRssMb: number;
  load1: number;
  status: number;
}

export async function runExportsBench(opts: { databaseUrl: string; runs: number; sizes: number[]; sourceRoot?: string; log?: (s: string) => void }) {
  const log = opts.log ?? console.log;
  const root = path.resolve(opts.sourceRoot ?? REPO_ROOT);
  const control = new pg.Client({ connectionString: opts.databaseUrl });
  await control.connect();
  const one = async <T>(text: string, params: unknown[] = []) => (await control.query(text, params)).rows[0] as T;
  const owner = await one<{ id: number; session_version: number; client_id: number }>(
    `select u.id, u.session_version, c.id as client_id from users u, clients c where u.email = 'owner@bench-a.test' and c.slug = 'bench-a'`,
  );
  if (!owner) throw new Error('no owner@bench-a.test: is this a bench database?');
  // The window of each size: from the day that leaves about that many bookings of bench-a after it.
  const froms: Record<number, string> = {};
  for (const size of opts.sizes) {
    const from = await one<{ day: string } | undefined>(
      `select to_char(planned_start, 'YYYY-MM-DD') as day from bookings where client_id = $1 order by planned_start desc offset $2 limit 1`,
      [owner.client_id, size],
    );
    froms[size] = from?.day ?? '2000-01-01';
  }
  await control.end();
  const token = await new TokenService(JWT_SECRET, 86_400).signAccess(owner.id, owner.session_version);
  const file = await buildExportServer(root);
  const port = 8800 + (process.pid % 100);
  const server = await startBenchServer(
    file,
    {
      DATABASE_URL: opts.databaseUrl,
      PGOPTIONS: '-c default_transaction_read_only=on',
      PORT: String(port),
      JWT_SECRET,
      SECRET_KEY: 'bench-secret-key',
      DATA_DIR: `/tmp/clubspace-bench-exports-${process.pid}`,
    },
    path.join(REPO_ROOT, 'apps/api'),
  );
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid!))), 50);
  const figures: { size: number; url: string; runs: ExportRun[]; median: ExportRun; target?: number }[] = [];
  try {
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': BENCH_ACCEPT_ENCODING };
    const session = await fetch(`http://127.0.0.1:${port}/api/session/`, { headers });
    if (session.status !== 200) throw new Error(`signed token refused: ${session.status} ${await session.text()}`);
    for (const size of opts.sizes) {
      const url = `/api/dashboard-member-bookings/?format=csv&start=${froms[size]}`;
      const runs: ExportRun[] = [];
      for (let i = 0; i < opts.runs; i++) {
        const rssBeforeMb = rssMb(server.pid!);
        peak = rssBeforeMb;
        const load1 = +os.loadavg()[0]!.toFixed(2);
        const t0 = performance.now();
        const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers });
        let lines = 0;
        let bytes = 0;
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          bytes += chunk.length;
          for (let j = 0; j < chunk.length; j++) if (chunk[j] === 10) lines++;
        }
        const run = {
          status: res.status,
          rows: Math.max(0, lines - 1),
          mb: +(bytes / 1048576).toFixed(1),
          ms: Math.round(performance.now() - t0),
          rssBeforeMb,
          peakRssMb: Math.max(peak, rssMb(server.pid!)),
          load1,
        };
        runs.push(run);
        log(
          `exports: ${run.rows} bookings (${run.mb} MB) in ${run.ms} ms, server RSS ${rssBeforeMb} → peak ${run.peakRssMb} MB; load ${load1} (${os
            .loadavg()
            .map((x) => x.toFixed(2))
            .join(' ')} after)`,
        );
      }
      const byTime = [...runs].sort((a, b) => a.ms - b.ms);
      const med = byTime[Math.floor(byTime.length / 2)]!;
      figures.push({ size, url, runs, median: { ...med, peakRssMb: median(runs.map((r) => r.peakRssMb)) }, target: EXPORT_TARGETS[size] });
    }
  } finally {
    clearInterval(sampler);
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
  }
  return { sourceRoot: root, figures, runs: opts.runs, acceptEncoding: BENCH_ACCEPT_ENCODING };
}

export function exportsTable(run: Awaited<ReturnType<typeof runExportsBench>>): string {
  return [
    '| export | rows | MB | median ms (runs) | load (1 min) | server RSS before → peak (median) | target | |',
    '|---|---|---|---|---|---|---|---|',
    ...run.figures.map(
      (f) =>
        `| bookings ~${f.size.toLocaleString('en-GB')} | ${f.median.rows} | ${f.median.mb} | ${f.median.ms} (${f.runs.map((r) => r.ms).join(', ')}) | ${f.runs.map((r) => r.load1).join(', ')} | ${f.median.rssBeforeMb} → ${f.median.peakRssMb} MB | ${f.target ? `≤ ${f.target / 1000} s` : ''} | ${f.target ? (f.median.ms <= f.target ? '✓' : '✗') : ''} |`,
    ),
  ].join('\n');
}
