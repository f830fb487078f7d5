import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { JobHandler } from './queue/job-worker.ts';

/** Tries a retried operator run gets (Retry on the Jobs screen) before it is dead again. */
const OPERATOR_RUN_ATTEMPTS = 3;

/**
 * A recurring system-wide job (no-show release, ticket auto-close, collection, chasing) run operator by operator
 * (issue 29): the schedule still queues one job per period with no operator, and its handler does each operator's
 * work in turn. When one operator's work throws, the others still run, and the failure is recorded as that operator's
 * dead job of the same kind (one row per operator, kind and UK day; a later failure that day updates its error), so it
 * shows on that operator's Account → Jobs screen and on no other. "Retry" there queues the row again: the handler
 * then runs that operator's work only, and a failure fails that job (retried with backoff, then dead).
 */
export function perOperator(db: Db, kind: string, log: FastifyBaseLogger, work: (clientId: number) => Promise<unknown>): JobHandler['run'] {
  return async ({ job }) => {
    if (job.clientId !== null) return work(job.clientId);
    const { rows } = await db.execute<{ id: number }>(sql`select id from clients where role <> 'pending' order by id`);
    let failed = 0;
    for (const row of rows) {
      const clientId = Number(row.id);
      try {
        await work(clientId);
      } catch (err) {
        failed++;
        log.warn({ err, kind, clientId }, 'recurring job failed for an operator');
        await recordOperatorFailure(db, kind, clientId, err);
      }
    }
    return { operators: rows.length, failed };
  };
}

/** One operator's failed run of a recurring kind, as a dead job of that operator (listed on its Jobs screen). */
export async function recordOperatorFailure(db: Db, kind: string, clientId: number, err: unknown, now = new Date()): Promise<void> {
  // A failed statement's own words (the database's error), not the query text the driver wraps it in.
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : null;
  const message = cause?.message ?? (err instanceof Error ? err.message : String(err));
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
  await db.execute(sql`
    insert into jobs (client_id, kind, unique_key, state, attempts, max_attempts, last_error, finished_at)
    values (${clientId}, ${kind}, ${`failed:${clientId}:${day}`}, 'dead', 1, ${OPERATOR_RUN_ATTEMPTS}, ${message}, now())
    on conflict (kind, unique_key) do update
      set state = 'dead', last_error = excluded.last_error, finished_at = now(), updated_at = now()
      where jobs.state not in ('queued', 'running')`);
}
