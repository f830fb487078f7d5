import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.ts';
import { Worker } from 'node:worker_threads';
import {
  drain,
  dropSecondary,
  IndexBuilder,
  isFigureTable,
  rebuildFigures,
  resetSequences,
  restoreForeignKeys,
  setTriggers,
  tableSizes,
  verifyBlockedUntil,
} from './bulk.ts';
import { backendCpuSeconds, figureLine, type TableFigure } from './copy.ts';
import { LOAD_GROUPS, loadGroup, type GroupResult, type LoadJob } from './load.ts';
import { BENCH_PASSWORD, BENCH_TENANTS, type ScaleName } from './scales.ts';

/** Connections that rebuild indexes (during and after the load), check foreign keys and vacuum. */
const REBUILD_CONNECTIONS = Number(process.env.BENCH_SEED_REBUILD_CONNECTIONS ?? 3);
/** Per index build: enough to sort the biggest index (10 M bookings) in memory; and one parallel worker each. */
const MAINTENANCE_WORK_MEM = process.env.BENCH_SEED_MAINTENANCE_WORK_MEM ?? '1GB';
const PARALLEL_MAINTENANCE_WORKERS = Number(process.env.BENCH_SEED_PARALLEL_MAINTENANCE_WORKERS ?? 1);
/** Generation of the big tables in worker threads (0: in this thread, interleaved; the tiny scale's default). */
const useWorkers = (scale: ScaleName) => (process.env.BENCH_SEED_WORKERS ?? (scale === 'tiny' ? '0' : '1')) !== '0';

/**
 * Runs one load group in a worker thread (or in this thread); `onReady` fires once its tasks are built, and the COPY
 * starts when `go` resolves.
 */
function startGroup(job: LoadJob, log: (line: string) => void, go: Promise<void>): Promise<GroupResult> {
  if (!useWorkers(job.scale)) return loadGroup(job, log, () => go);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: job });
    void go.then(() => worker.postMessage('go'));
    worker.on('message', (m: { type: 'log'; line: string } | { type: 'done'; result: GroupResult }) => {
      if (m.type === 'log') log(m.line);
      else resolve(m.result);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => (code === 0 ? undefined : reject(new Error(`${job.group} loader exited with ${code}`))));
  });
}

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/clubspace_bench';

export interface SeedResult {
  scale: ScaleName;
  databaseUrl: string;
  seed: number;
  now: string;
  ms: number;
  phases: Record<string, number>;
  totalRows: number;
  tables: TableFigure[];
  databaseSize: string;
  databaseBytes: number;
}

/** The URL of the maintenance database on the same server (to drop and create the bench database). */
function adminUrl(url: URL): { admin: string; name: string } {
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  const admin = new URL(url.toString());
  admin.pathname = '/postgres';
  return { admin: admin.toString(), name };
}

/**
 * Generates the bench database: drop + create + migrate; one committed transaction that truncates every table, drops
 * the secondary indexes and constraints and disables the generator-computed triggers; then the load: the small tables
 * first (one transaction), then bookings, invoices + lines and orders + lines side by side (worker threads, each
 * connection truncating its own tables so COPY … FREEZE applies). Each group's indexes and unique/exclusion
 * constraints are rebuilt as soon as it commits (validating every row), on several connections; then the dashboard's
 * and the reports' figures are rebuilt set-based, in slices side by side (their triggers were off during the load),
 * and their tables' indexes built; then foreign keys (validated), the trigger-computed column is checked, the
 * sequences moved; then VACUUM (ANALYZE) per table.
 * A failure leaves a broken database and an error: rerun. Only clubspace_bench* names.
 */
export async function generateBenchDatabase(opts: {
  scale: ScaleName;
  databaseUrl?: string;
  seed?: number;
  now?: Date;
  log?: (line: string) => void;
}): Promise<SeedResult> {
  const log = opts.log ?? console.log;
  const databaseUrl = opts.databaseUrl ?? DEFAULT_BENCH_URL;
  const url = new URL(databaseUrl);
  const { admin, name } = adminUrl(url);
  if (!/^clubspace_bench\w*$/.test(name)) throw new Error(`refusing to drop "${name}": the bench database must be named clubspace_bench…`);
  const seed = opts.seed ?? 14;
  // Same day, same data: dates are laid out around 10:00 UTC of today unless --now says otherwise.
  const now = opts.now ?? new Date(`${new Date().toISOString().slice(0, 10)}T10:00:00Z`);
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  const phases: Record<string, number> = {};
  const phase = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const out = await fn();
    phases[label] = Math.round(performance.now() - t0);
    log(`[${label}] ${(phases[label]! / 1000).toFixed(1)} s`);
    return out;
  };
  log(`bench seed: scale ${opts.scale} ×${BENCH_TENANTS.length} tenants, seed ${seed}, now ${now.toISOString()}, database ${name}`);

  await phase('create+migrate', async () => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${name}"`);
    await c.end();
    const database = await openDatabase(databaseUrl);
    await database.migrate();
    await database.close();
  });

  const passwordHash = await hash(BENCH_PASSWORD);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const helpers: pg.Client[] = [];
  try {
    await client.query(`SET synchronous_commit = off`);
    const deferred = await phase('drop-indexes', async () => {
      await client.query('BEGIN');
      // A fresh bench database: emptying the append-only audit log too is allowed here (migration 0058's guard).
      await client.query(`select set_config('clubspace.audit_rewrite', 'on', true)`);
      const { rows } = await client.query<{ t: string }>(
        `select string_agg(format('%I', relname), ', ') as t from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`,
      );
      await client.query(`TRUNCATE ${rows[0]!.t}`);
      await setTriggers(client, false);
      const dropped = await dropSecondary(client);
      await client.query('COMMIT');
      return dropped;
    });
    helpers.push(
      ...(await Promise.all(
        Array.from({ length: REBUILD_CONNECTIONS }, async () => {
          const c = new pg.Client({ connectionString: databaseUrl });
          await c.connect();
          await c.query(`SET maintenance_work_mem = '${MAINTENANCE_WORK_MEM}'`);
          await c.query(`SET max_parallel_maintenance_workers = ${PARALLEL_MAINTENANCE_WORKERS}`);
          return c;
        }),
      )),
    );
    const indexes = new IndexBuilder(helpers, log);
    const tables: TableFigure[] = [];
    let pgCpu = 0;
    await phase('load', async () => {
      const job = (group: LoadJob['group']): LoadJob => ({ group, scale: opts.scale, seed, now: now.toISOString(), passwordHash, databaseUrl });
      // Small tables first and committed; the big groups build their tasks meanwhile and start when it is done.
      let dimsDone!: () => void;
      const go = new Promise<void>((resolve) => (dimsDone = resolve));
      const big = LOAD_GROUPS.filter((g) => g !== 'dims').map((g) =>
        startGroup(job(g), log, go).then(async ({ figures, pgCpuSeconds }) => {
          pgCpu += pgCpuSeconds;
          tables.push(...figures);
          indexes.add(
            deferred.filter((d) => figures.some((f) => f.table === d.table)),
            await tableSizes(client),
          );
        }),
      );
      try {
        const { figures: dims, pgCpuSeconds } = await loadGroup(job('dims'), log);
        pgCpu += pgCpuSeconds;
        tables.push(...dims);
        indexes.add(
          deferred.filter((d) => dims.some((f) => f.table === d.table)),
          await tableSizes(client),
        );
      } finally {
        dimsDone();
      }
      await Promise.all(big);
      for (const f of tables.filter((t) => t.rows >= 100_000)) log(figureLine(f, `${f.table} (both)`));
    });
    await phase('indexes+constraints', async () => {
      // Tables no load group writes (billing charges and runs, say) get their indexes back too: their unique keys
      // guard exactly-once writes made on the bench database later.
      // The figure tables wait for their rebuild (below).
      const loaded = new Set(tables.map((t) => t.table));
      indexes.add(
        deferred.filter((d) => !loaded.has(d.table) && !isFigureTable(d.table)),
        await tableSizes(client),
      );
      await indexes.finish();
      log(`  index builds: ${(indexes.busyMs / 1000).toFixed(1)} s of build time in all, on ${helpers.length} connections (started during the load)`);
    });
    // After the loaded tables' indexes (the hour slices read bookings by office), before the figure tables' own
    // indexes and every foreign key, and before VACUUM (ANALYZE), which then covers the figure tables too.
    await phase('figures', async () => {
      await rebuildFigures([client, ...helpers], log);
      const figureIndexes = new IndexBuilder(helpers, log);
      figureIndexes.add(
        deferred.filter((d) => isFigureTable(d.table)),
        await tableSizes(client),
      );
      await figureIndexes.finish();
    });
    await phase('foreign-keys+verify', async () => {
      await setTriggers(client, true);
      const [wrong] = await Promise.all([verifyBlockedUntil(client), restoreForeignKeys(helpers, deferred, log)]);
      if (wrong > 0) throw new Error(`${wrong} bookings have a blocked_until the trigger would not have written`);
      await resetSequences(client);
    });
    await phase('vacuum-analyze', async () => {
      const sizes = await tableSizes(client);
      await drain(
        [client, ...helpers],
        [...sizes.keys()].sort((a, b) => sizes.get(b)! - sizes.get(a)!),
        (c, t) => c.query(`VACUUM (ANALYZE) "${t}"`).then(() => undefined),
      );
    });
    const { rows } = await client.query<{ size: string; bytes: string }>(
      `select pg_size_pretty(pg_database_size(current_database())) as size, pg_database_size(current_database()) as bytes`,
    );
    const totalRows = tables.reduce((s, t) => s + t.rows, 0);
    const ms = Math.round(performance.now() - started);
    // CPU actually spent (the wall time grows with whatever else the machine runs): this process, all its threads,
    // and the PostgreSQL backends of the load, the rebuilds and the vacuum (not parallel index-build workers).
    pgCpu += (await Promise.all([client, ...helpers].map(backendCpuSeconds))).reduce((a, b) => a + b, 0);
    const nodeCpu = (process.cpuUsage(cpuAtStart).user + process.cpuUsage(cpuAtStart).system) / 1e6;
    log(
      `cpu: node ${nodeCpu.toFixed(1)} s, postgres backends ${pgCpu.toFixed(1)} s; load average ${(await import('node:os'))
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    log(
      `total: ${totalRows.toLocaleString('en-GB')} rows in ${(ms / 1000).toFixed(1)} s (${Math.round(totalRows / (ms / 1000)).toLocaleString('en-GB')} rows/s overall); database ${rows[0]!.size}`,
    );
    return {
      scale: opts.scale,
      databaseUrl: databaseUrl.replace(/:[^:@/]*@/, '@'),
      seed,
      now: now.toISOString(),
      ms,
      phases,
      totalRows,
      tables,
      databaseSize: rows[0]!.size,
      databaseBytes: Number(rows[0]!.bytes),
    };
  } finally {
    await Promise.all([client, ...helpers].map((c) => c.end().catch(() => undefined)));
  }
}
