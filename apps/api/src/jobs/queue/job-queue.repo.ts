import { JOB_DEFAULT_MAX_ATTEMPTS } from '@clubspace/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { JobState } from '../../db/schema/index.ts';

/** A job as the worker and the Jobs screen see it. */
export interface JobRow {
  id: number;
  clientId: number | null;
  kind: string;
  payload: Record<string, unknown>;
  uniqueKey: string | null;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lastError: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  clientId?: number | null;
  /** One job per (kind, key), ever: a second enqueue with the same key is a no-op (answers null). */
  uniqueKey?: string | null;
  runAt?: Date;
  maxAttempts?: number;
}

const columns = sql`id, client_id, kind, payload, unique_key, state, attempts, max_attempts, run_at, last_error, created_at, finished_at`;

type RawJob = Record<string, unknown>;
const toJob = (r: RawJob): JobRow => ({
  id: Number(r.id),
  clientId: r.client_id == null ? null : Number(r.client_id),
  kind: String(r.kind),
  payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
  uniqueKey: (r.unique_key as string | null) ?? null,
  state: r.state as JobState,
  attempts: Number(r.attempts),
  maxAttempts: Number(r.max_attempts),
  runAt: new Date(r.run_at as string),
  lastError: (r.last_error as string | null) ?? null,
  createdAt: new Date(r.created_at as string),
  finishedAt: r.finished_at ? new Date(r.finished_at as string) : null,
});

/**
 * Queues a job (in the caller's transaction when given one, so the job exists exactly when the change that asks for
 * it commits). Answers the job's id, or null when its unique key was already taken.
 */
export async function enqueueJob(db: Executor, job: NewJob): Promise<number | null> {
  const runAt = job.runAt ?? null;
  const { rows } = await db.execute<{ id: number }>(sql`
    insert into jobs (client_id, kind, payload, unique_key, run_at, max_attempts)
    values (${job.clientId ?? null}, ${job.kind}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.uniqueKey ?? null},
      coalesce(${runAt}::timestamptz, now()), ${job.maxAttempts ?? JOB_DEFAULT_MAX_ATTEMPTS})
    on conflict do nothing
    returning id`);
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * Claims the next due job of the given kinds for `worker`: one statement, FOR UPDATE SKIP LOCKED, so concurrent
 * workers (threads or processes) never claim one job twice. The lease (locked_until) bounds how long a crashed
 * worker keeps it.
 */
export async function claimJob(db: Executor, worker: string, kinds: readonly string[], leaseMs: number): Promise<JobRow | null> {
  if (!kinds.length) return null;
  const { rows } = await db.execute<RawJob>(sql`
    update jobs set state = 'running', attempts = attempts + 1, locked_by = ${worker},
      locked_until = now() + ${`${leaseMs} milliseconds`}::interval, updated_at = now()
    where id = (
      select id from jobs
      where state = 'queued' and run_at <= now() and kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})
      order by run_at, id
      limit 1
      for update skip locked)
    returning ${columns}`);
  return rows[0] ? toJob(rows[0]) : null;
}

/**
 * Claims up to `limit` due jobs of one kind for `worker` in one statement (FOR UPDATE SKIP LOCKED, as claimJob): a
 * handler that works in batches (webhook deliveries) takes its kind's due jobs together instead of one claim each.
 */
export async function claimJobs(db: Executor, worker: string, kind: string, leaseMs: number, limit: number): Promise<JobRow[]> {
  if (limit < 1) return [];
  const { rows } = await db.execute<RawJob>(sql`
    update jobs set state = 'running', attempts = attempts + 1, locked_by = ${worker},
      locked_until = now() + ${`${leaseMs} milliseconds`}::interval, updated_at = now()
    where id in (
      select id from jobs
      where state = 'queued' and run_at <= now() and kind = ${kind}
      order by run_at, id
      limit ${limit}
      for update skip locked)
    returning ${columns}`);
  return rows.map(toJob);
}

/** Marks several of the worker's jobs done in one statement (completeJob's rule: only those it still holds). */
export async function completeJobs(db: Executor, ids: readonly number[], worker: string): Promise<number> {
  if (!ids.length) return 0;
  const { rows } = await db.execute(sql`
    update jobs set state = 'done', finished_at = now(), updated_at = now(), locked_by = null, locked_until = null, last_error = null
    where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and state = 'running' and locked_by = ${worker} returning id`);
  return rows.length;
}

/** Marks the worker's job done (only while it still holds the lease: a job reclaimed after expiry is not its own). */
export async function completeJob(db: Executor, id: number, worker: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update jobs set state = 'done', finished_at = now(), updated_at = now(), locked_by = null, locked_until = null, last_error = null
    where id = ${id} and state = 'running' and locked_by = ${worker} returning id`);
  return rows.length > 0;
}

/** Records a failed try: queued again at `retryAt`, or dead when no tries are left (retryAt null). */
export async function failJob(db: Executor, id: number, worker: string, error: string, retryAt: Date | null): Promise<void> {
  await db.execute(sql`
    update jobs set
      state = case when ${retryAt === null} or attempts >= max_attempts then 'dead' else 'queued' end,
      run_at = coalesce(${retryAt}::timestamptz, run_at),
      last_error = ${error.slice(0, 2000)}, locked_by = null, locked_until = null, updated_at = now(),
      finished_at = case when ${retryAt === null} or attempts >= max_attempts then now() else null end
    where id = ${id} and state = 'running' and locked_by = ${worker}`);
}

/**
 * Running jobs whose lease ran out (their worker died: kill -9, a lost machine) are queued again; a job out of tries
 * lies dead. Answers how many were released.
 */
export async function releaseExpiredJobs(db: Executor): Promise<number> {
  const { rows } = await db.execute(sql`
    update jobs set
      state = case when attempts >= max_attempts then 'dead' else 'queued' end,
      last_error = coalesce(last_error, 'The worker stopped while running this job'),
      finished_at = case when attempts >= max_attempts then now() else null end,
      locked_by = null, locked_until = null, updated_at = now()
    where state = 'running' and locked_until < now()
    returning id`);
  return rows.length;
}

/** Extends a long job's lease (a campaign batch, a Xero pull). */
export async function extendLease(db: Executor, id: number, worker: string, leaseMs: number): Promise<void> {
  await db.execute(sql`
    update jobs set locked_until = now() + ${`${leaseMs} milliseconds`}::interval
    where id = ${id} and state = 'running' and locked_by = ${worker}`);
}

/** "Retry" on the Jobs screen: a dead or discarded job of the operator runs again now, with its tries reset. */
export async function retryJob(db: Executor, clientId: number, id: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update jobs set state = 'queued', attempts = 0, run_at = now(), finished_at = null, updated_at = now()
    where id = ${id} and client_id = ${clientId} and state in ('dead', 'discarded') returning id`);
  return rows.length > 0;
}

/** "Discard" on the Jobs screen: a queued or dead job of the operator is given up. */
export async function discardJob(db: Executor, clientId: number, id: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update jobs set state = 'discarded', finished_at = now(), updated_at = now()
    where id = ${id} and client_id = ${clientId} and state in ('queued', 'dead') returning id`);
  return rows.length > 0;
}

/** Finished jobs are kept this long for the Jobs screen, then deleted (their unique keys with them). */
export const FINISHED_JOBS_KEPT_DAYS = 30;

export async function purgeFinishedJobs(db: Executor): Promise<number> {
  const { rows } = await db.execute(sql`
    delete from jobs where state in ('done', 'discarded') and finished_at < now() - ${`${FINISHED_JOBS_KEPT_DAYS} days`}::interval returning id`);
  return rows.length;
}

export async function findJob(db: Executor, id: number): Promise<JobRow | null> {
  const { rows } = await db.execute<RawJob>(sql`select ${columns} from jobs where id = ${id}`);
  return rows[0] ? toJob(rows[0]) : null;
}

/** The Jobs screen: one operator's jobs meeting `condition` (on the jobs columns), newest first. */
export async function listClientJobs(db: Executor, clientId: number, condition: SQL, limit: number): Promise<JobRow[]> {
  const { rows } = await db.execute<RawJob>(sql`
    select ${columns} from jobs where client_id = ${clientId} and ${condition} order by id desc limit ${limit}`);
  return rows.map(toJob);
}
