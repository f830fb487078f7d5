import { randomUUID } from 'node:crypto';
import { jobRetryDelayMs } from '@clubspace/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { runAsActor } from '../../lib/actor.ts';
import { startSchedule, type Recurring } from './job-schedule.ts';
import { claimJob, claimJobs, completeJob, completeJobs, extendLease, failJob, releaseExpiredJobs, type JobRow } from './job-queue.repo.ts';

/** What a handler gets besides the job: the database and a way to keep its lease while it works. */
export interface JobRun {
  job: JobRow;
  db: Db;
  log: FastifyBaseLogger;
  /** Extends the lease of a long job (call between units of work). */
  heartbeat(): Promise<void>;
}

/** How one kind of job runs. */
export interface JobHandler {
  run(run: JobRun): Promise<unknown>;
  /** How long a claim holds before another worker may take the job over (default 5 min). */
  leaseMs?: number;
  /** When a failed try runs again (default: the contract's jobRetryDelayMs); null: no more tries. */
  retryAt?(job: JobRow, now: Date): Date | null;
  /**
   * A kind whose jobs run best together (webhook deliveries, issue 32): a slot that claims one claims up to `size - 1`
   * more due jobs of the kind in one statement, and `run` answers each job's outcome in order (null: done, marked
   * in one statement; an error: that job's failed try, retried as any other). Used instead of `run` when present.
   */
  batch?: { size: number; run(jobs: JobRow[], run: Pick<JobRun, 'db' | 'log'>): Promise<(Error | null)[]> };
}

export type JobHandlers = Record<string, JobHandler>;

const DEFAULT_LEASE_MS = 5 * 60_000;
/** Without a wake-up (a lost LISTEN connection, a job that became due), the workers look this often. */
export const JOB_POLL_MS = Number(process.env.JOB_POLL_MS ?? 2_000);

/**
 * Runs queued jobs (issue 29). Each API process runs one worker with `concurrency` slots; a slot claims a due job
 * (SKIP LOCKED), runs its kind's handler as the system actor, and marks it done, or failed with a retry time, or dead.
 * Woken at once by `wake()` (the database's job notifications, heard by the live hub on both databases) and
 * otherwise polls every JOB_POLL_MS.
 */
export class JobWorker {
  readonly id = `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
  private kinds: string[];
  /** Jobs queued once per period by every process's schedule (job-schedule.ts). */
  readonly recurring: Recurring[] = [];
  private stopSchedule: (() => void) | null = null;
  private running = 0;
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  private pumping: Promise<void> | null = null;
  private again = false;
  private releasedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly handlers: JobHandlers = {},
    private readonly concurrency = Number(process.env.JOB_CONCURRENCY ?? 2),
  ) {
    this.kinds = Object.keys(handlers);
  }

  /** Adds a kind of job (modules register theirs when the app is built). */
  register(kind: string, handler: JobHandler): this {
    this.handlers[kind] = handler;
    this.kinds = Object.keys(this.handlers);
    return this;
  }

  /** Adds a kind that recurs: queued once per `everyMs` period (across processes) while the worker runs. */
  every(kind: string, everyMs: number, handler: JobHandler, opts: { maxAttempts?: number } = {}): this {
    this.recurring.push({ kind, everyMs, ...opts });
    return this.register(kind, handler);
  }

  /** The kinds this worker runs. */
  get registered(): readonly string[] {
    return this.kinds;
  }

  /** Starts claiming (and, unless `schedule` is false, queuing the recurring jobs). */
  start(opts: { schedule?: boolean } = {}): this {
    if (opts.schedule !== false) this.stopSchedule = startSchedule(this.db, this.recurring, this.log);
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), JOB_POLL_MS);
    this.timer.unref();
    this.wake();
    return this;
  }

  /** Looks for due jobs now (a notification, a test). */
  wake(): void {
    if (this.stopped) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = this.pump()
      .catch((err) => this.log.error({ err }, 'job worker failed to claim'))
      .finally(() => {
        this.pumping = null;
        if (this.again && !this.stopped) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async pump(): Promise<void> {
    // Expired leases are looked for at most once per poll (issue 32: not before every claim; a lease lasts minutes).
    if (Date.now() - this.releasedAt >= JOB_POLL_MS) {
      this.releasedAt = Date.now();
      await releaseExpiredJobs(this.db);
    }
    while (!this.stopped && this.running < this.concurrency) {
      const job = await claimJob(this.db, this.id, this.kinds, DEFAULT_LEASE_MS);
      if (!job) return;
      this.running++;
      const done = this.execute(job).finally(() => {
        this.running--;
        this.inFlight.delete(done);
        this.wake();
      });
      this.inFlight.add(done);
    }
  }

  /** Runs one claimed job to its outcome (with more of its kind when its handler works in batches). */
  async execute(job: JobRow): Promise<void> {
    const handler = this.handlers[job.kind];
    if (!handler) return failJob(this.db, job.id, this.id, `No handler for ${job.kind}`, null);
    const leaseMs = handler.leaseMs ?? DEFAULT_LEASE_MS;
    if (leaseMs !== DEFAULT_LEASE_MS) await extendLease(this.db, job.id, this.id, leaseMs);
    if (handler.batch && handler.batch.size > 1) return this.executeBatch(handler, handler.batch, job, leaseMs);
    try {
      await runAsActor({ kind: 'system', clientId: job.clientId, job: job.kind }, () =>
        handler.run({ job, db: this.db, log: this.log, heartbeat: () => extendLease(this.db, job.id, this.id, leaseMs) }),
      );
      await completeJob(this.db, job.id, this.id);
    } catch (err) {
      await this.failed(handler, job, err);
    }
  }

  /** The claimed job and up to `size - 1` more of its kind, run together; the done ones marked in one statement. */
  private async executeBatch(handler: JobHandler, batch: NonNullable<JobHandler['batch']>, job: JobRow, leaseMs: number): Promise<void> {
    const jobs = [job, ...(await claimJobs(this.db, this.id, job.kind, leaseMs, batch.size - 1))];
    // Each operator's jobs run as that operator's system actor (the audit log's author), as one job would.
    const byOperator = new Map<number | null, JobRow[]>();
    for (const j of jobs) byOperator.set(j.clientId, [...(byOperator.get(j.clientId) ?? []), j]);
    const outcome = new Map<JobRow, Error | null>();
    await Promise.all(
      [...byOperator].map(async ([clientId, group]) => {
        let results: (Error | null)[];
        try {
          results = await runAsActor({ kind: 'system', clientId, job: job.kind }, () => batch.run(group, { db: this.db, log: this.log }));
        } catch (err) {
          results = group.map(() => (err instanceof Error ? err : new Error(String(err))));
        }
        group.forEach((j, i) => outcome.set(j, results[i] ?? null));
      }),
    );
    await completeJobs(
      this.db,
      jobs.filter((j) => outcome.get(j) == null).map((j) => j.id),
      this.id,
    );
    for (const j of jobs) if (outcome.get(j) != null) await this.failed(handler, j, outcome.get(j));
  }

  /** A failed try: queued again at the handler's (or the contract's) retry time, or dead. */
  private async failed(handler: JobHandler, job: JobRow, err: unknown): Promise<void> {
    const now = new Date();
    const retryAt = handler.retryAt ? handler.retryAt(job, now) : new Date(now.getTime() + jobRetryDelayMs(job.attempts));
    const message = err instanceof Error ? err.message : String(err);
    this.log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, err: message }, 'job failed');
    await failJob(this.db, job.id, this.id, message, retryAt);
  }

  /**
   * Tests and tools: claims and runs due jobs one at a time until none is due. Answers how many ran.
   */
  async drain(limit = 10_000): Promise<number> {
    let ran = 0;
    await releaseExpiredJobs(this.db);
    for (; ran < limit; ran++) {
      const job = await claimJob(this.db, this.id, this.kinds, DEFAULT_LEASE_MS);
      if (!job) break;
      await this.execute(job);
    }
    return ran;
  }

  /** Stops claiming and waits for the jobs under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopSchedule?.();
    if (this.timer) clearInterval(this.timer);
    await this.pumping;
    await Promise.all([...this.inFlight]);
  }
}
