import pg from 'pg';
import { backendCpuSeconds, CopySink, figureLine, type TableFigure } from './copy.ts';
import { IdCounter, tenantTasks, type CopyTask } from './generate.ts';
import { BENCH_TENANTS, SCALES, type ScaleName } from './scales.ts';

/**
 * Load groups: the big tables each get their own generator (a worker thread) and connection(s), so COPYs run side by
 * side; `dims` is everything else (small), loaded first and committed before the others start, so triggers that read
 * other tables (members_keys_fill reads users and teams) see committed rows.
 */
export const LOAD_GROUPS = ['dims', 'bookings', 'invoices', 'orders'] as const;
export type LoadGroup = (typeof LOAD_GROUPS)[number];
const groupOf = (task: CopyTask): LoadGroup => {
  const first = task.tables[0]!.table;
  return first === 'bookings' || first === 'invoices' || first === 'orders' ? first : 'dims';
};

export interface LoadJob {
  group: LoadGroup;
  scale: ScaleName;
  seed: number;
  now: string;
  passwordHash: string;
  databaseUrl: string;
}

/**
 * Generates and COPYs one group for both tenants. Ids stay those of a single sequential run: a table's ids are taken
 * either all when the tasks are built or all while its rows are generated, and every group runs the tenants in order.
 * Each connection truncates its own tables in its own transaction, so COPY … FREEZE is allowed on each (rows land
 * frozen and all-visible). `ready` is awaited after the tasks are built and before any COPY starts.
 */
export interface GroupResult {
  figures: TableFigure[];
  pgCpuSeconds: number;
}

export async function loadGroup(job: LoadJob, log: (line: string) => void, ready: () => Promise<void> = async () => undefined): Promise<GroupResult> {
  const ids = new IdCounter();
  const now = new Date(job.now);
  const perTenant = BENCH_TENANTS.map((tenant, tenantIndex) =>
    tenantTasks({ tenant, tenantIndex, scale: SCALES[job.scale], seed: job.seed, now, passwordHash: job.passwordHash, ids }).filter(
      (t) => groupOf(t) === job.group,
    ),
  );
  // Connection k carries the k-th table of every task (parent on 0, lines on 1).
  const width = Math.max(...perTenant.flat().map((t) => t.tables.length));
  const tablesOf = Array.from({ length: width }, (_, k) => [...new Set(perTenant.flat().flatMap((t) => (t.tables[k] ? [t.tables[k]!.table] : [])))]);
  await ready();
  const clients = await Promise.all(
    tablesOf.map(async (tables) => {
      const c = new pg.Client({ connectionString: job.databaseUrl });
      await c.connect();
      await c.query('SET synchronous_commit = off');
      await c.query('BEGIN');
      await c.query(`select set_config('clubspace.audit_rewrite', 'on', true)`);
      await c.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')}`);
      return c;
    }),
  );
  const figures = new Map<string, TableFigure>();
  let pgCpuSeconds: number;
  try {
    for (const [tenantIndex, tasks] of perTenant.entries()) {
      if (job.group === 'dims') log(`-- ${BENCH_TENANTS[tenantIndex]!.slug} (${BENCH_TENANTS[tenantIndex]!.owner})`);
      for (const task of tasks) {
        const sinks = task.tables.map((t, k) => {
          const sink = new CopySink(t.table, t.columns, log);
          sink.open(clients[k]!, { freeze: true });
          return sink;
        });
        for (const _ of task.run((k, line) => sinks[k]!.add(line))) {
          for (const sink of sinks) await sink.flush();
        }
        for (const f of await Promise.all(sinks.map((s) => s.end()))) {
          const label = `${f.table} (${BENCH_TENANTS[tenantIndex]!.slug})`;
          if (f.rows >= 10_000 || job.group === 'dims') log(figureLine(f, label));
          const sum = figures.get(f.table);
          figures.set(f.table, sum ? { table: f.table, rows: sum.rows + f.rows, ms: sum.ms + f.ms, rowsPerSec: 0 } : f);
        }
      }
    }
    await Promise.all(clients.map((c) => c.query('COMMIT')));
    pgCpuSeconds = (await Promise.all(clients.map(backendCpuSeconds))).reduce((a, b) => a + b, 0);
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
  return { figures: [...figures.values()].map((f) => ({ ...f, rowsPerSec: Math.round(f.rows / Math.max(f.ms / 1000, 0.001)) })), pgCpuSeconds };
}
