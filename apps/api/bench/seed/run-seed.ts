import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.ts';
import { dropSecondary, resetSequences, restoreSecondary, setTriggers, verifyBlockedUntil } from './bulk.ts';
import { copyRows, type TableFigure } from './copy.ts';
import { IdCounter, tenantTasks } from './generate.ts';
import { BENCH_PASSWORD, BENCH_TENANTS, SCALES, type ScaleName } from './scales.ts';

/** Connections that rebuild indexes and check foreign keys after the load (the machine has 2 cores). */
const REBUILD_CONNECTIONS = Number(process.env.BENCH_SEED_REBUILD_CONNECTIONS ?? 3);

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
 * Generates the bench database: drop + create + migrate, then one transaction that truncates every table, drops the
 * secondary indexes and constraints and COPYs both tenants (FREEZE); after it commits, every index and constraint is
 * recreated (validating every row) on several connections, the trigger-computed column is checked, the sequences
 * moved; then VACUUM (ANALYZE). A failure leaves a broken database and an error: rerun. Only clubspace_bench* names.
 */
export async function generateBenchDatabase(opts: { scale: ScaleName; databaseUrl?: string; seed?: number; now?: Date; log?: (line: string) => void }): Promise<SeedResult> {
  const log = opts.log ?? console.log;
  const databaseUrl = opts.databaseUrl ?? DEFAULT_BENCH_URL;
  const url = new URL(databaseUrl);
  const { admin, name } = adminUrl(url);
  if (!/^clubspace_bench\w*$/.test(name)) throw new Error(`refusing to drop "${name}": the bench database must be named clubspace_bench…`);
  const scale = SCALES[opts.scale];
  const seed = opts.seed ?? 14;
  // Same day, same data: dates are laid out around 10:00 UTC of today unless --now says otherwise.
  const now = opts.now ?? new Date(`${new Date().toISOString().slice(0, 10)}T10:00:00Z`);
  const started = performance.now();
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
  const tables: TableFigure[] = [];
  try {
    await client.query(`SET synchronous_commit = off`);
    await client.query(`SET maintenance_work_mem = '512MB'`);
    await client.query(`SET max_parallel_maintenance_workers = 2`);
    await client.query('BEGIN');
    const deferred = await phase('drop-indexes', async () => {
      const { rows } = await client.query<{ t: string }>(`select string_agg(format('%I', relname), ', ') as t from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`);
      await client.query(`TRUNCATE ${rows[0]!.t}`);
      await setTriggers(client, false);
      return dropSecondary(client);
    });
    const ids = new IdCounter();
    await phase('copy', async () => {
      for (const [tenantIndex, tenant] of BENCH_TENANTS.entries()) {
        log(`-- ${tenant.slug} (${tenant.owner})`);
        for (const t of tenantTasks({ tenant, tenantIndex, scale, seed, now, passwordHash, ids }))
          tables.push(await copyRows(client, t.table, t.columns, t.rows(), { freeze: true, log }));
      }
    });
    // Commit the load, then rebuild with several connections (index builds and FK checks run side by side).
    await phase('commit', () => client.query('COMMIT'));
    const helpers = await Promise.all(Array.from({ length: REBUILD_CONNECTIONS - 1 }, async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`SET maintenance_work_mem = '512MB'`);
      return c;
    }));
    try {
      await phase('indexes+constraints', () => restoreSecondary([client, ...helpers], deferred, log));
    } finally {
      await Promise.all(helpers.map((c) => c.end()));
    }
    await phase('verify+sequences', async () => {
      await setTriggers(client, true);
      const wrong = await verifyBlockedUntil(client);
      if (wrong > 0) throw new Error(`${wrong} bookings have a blocked_until the trigger would not have written`);
      await resetSequences(client);
    });
    await phase('vacuum-analyze', () => client.query('VACUUM (ANALYZE)'));
    const { rows } = await client.query<{ size: string; bytes: string }>(`select pg_size_pretty(pg_database_size(current_database())) as size, pg_database_size(current_database()) as bytes`);
    const totalRows = tables.reduce((s, t) => s + t.rows, 0);
    return { scale: opts.scale, databaseUrl: databaseUrl.replace(/:[^:@/]*@/, '@'), seed, now: now.toISOString(), ms: Math.round(performance.now() - started), phases,
      totalRows, tables, databaseSize: rows[0]!.size, databaseBytes: Number(rows[0]!.bytes) };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}
