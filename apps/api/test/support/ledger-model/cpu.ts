import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.ts';

/**
 * CPU seconds the run costs: this process (the API and, on PGlite, the database too) plus, on PostgreSQL, the server
 * processes of this test's database. On a shared machine wall time says more about the neighbours than about the
 * test; CPU time is close to what a dedicated CI machine's wall time would be.
 */
const TICKS = 100;

function procSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the line; after "pid (comm) " they are the 12th and 13th.
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

async function backends(db: Db): Promise<number[]> {
  if (process.env.TEST_DB_KIND !== 'postgres') return [];
  const rows = await db.execute<{ pid: number }>(sql`select pid from pg_stat_activity where datname = current_database()`);
  return rows.rows.map((r) => Number(r.pid));
}

export async function cpuMeter(db: Db) {
  const self = process.cpuUsage();
  const start = new Map((await backends(db)).map((pid) => [pid, procSeconds(pid)]));
  return async () => {
    const used = process.cpuUsage(self);
    let server = 0;
    for (const pid of await backends(db)) server += procSeconds(pid) - (start.get(pid) ?? 0);
    return { api: (used.user + used.system) / 1e6, database: server };
  };
}
