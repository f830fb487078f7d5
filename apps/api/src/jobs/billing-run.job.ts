import { isoDayInZone } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { runBilling } from '../modules/billing-run/billing-run.service.ts';
import { enqueueJob } from './queue/job-queue.repo.ts';

/** How often the 'billing-schedule' job queues the day's billing runs. */
export const BILLING_JOB_INTERVAL_MS = 60 * 60_000;
/** The job kind of one operator's billing run on one day (unique key `billing-run:<clientId>:<YYYY-MM-DD>`). */
export const BILLING_RUN_JOB = 'billing-run';

/** The operators that have not had a finished scheduled run today (UK day): active, with memberships. */
async function dueOperators(db: Db, today: string): Promise<number[]> {
  const due = await db.execute<{ id: number }>(sql`
    select c.id from clients c
    where c.role <> 'pending'
      and exists (select 1 from memberships m where m.client_id = c.id)
      and not exists (select 1 from billing_runs r where r.client_id = c.id and r.triggered_by = 'job' and r.finished_at is not null
        and r.error is null and r.started_at >= ${`${today}T00:00:00Z`}::timestamptz - interval '1 hour')
    order by c.id`);
  return due.rows.map((r) => Number(r.id));
}

/** The unique key of an operator's billing run job on a day: one job per operator and day, however often queued. */
export const billingRunKey = (clientId: number, day: string) => `billing-run:${clientId}:${day}`;

/**
 * The hourly 'billing-schedule' job (issue 12, issue 29): one 'billing-run' job per due operator and UK day (unique
 * key), so a day's run is queued once however many processes or hours queue it. Answers the ids of the jobs it queued.
 */
export async function queueBillingRuns(db: Db, now: Date = new Date()): Promise<number[]> {
  const today = isoDayInZone(now);
  const queued: number[] = [];
  for (const clientId of await dueOperators(db, today)) {
    const id = await enqueueJob(db, { kind: BILLING_RUN_JOB, clientId, uniqueKey: billingRunKey(clientId, today), payload: { day: today } });
    if (id !== null) queued.push(id);
  }
  return queued;
}

/**
 * One operator's daily billing run: bill the current month. Billing is idempotent, so the daily repeat bills only what
 * changed (new memberships, ended ones, price or plan changes); the run's claim (claimRun) keeps two processes from
 * running one operator at once. An error throws (the job queue retries it, then lays it dead). Answers whether it billed.
 */
export async function runOperatorBilling(db: Db, clientId: number, now: Date, log?: FastifyBaseLogger): Promise<boolean> {
  const month = isoDayInZone(now).slice(0, 7);
  const outcome = await runBilling(db, clientId, month, { triggeredBy: 'job', now });
  if (outcome?.linesCreated) log?.info({ clientId, month, lines: outcome.linesCreated, skipped: outcome.skipped.length }, 'billing run');
  return Boolean(outcome);
}

/**
 * Tests and tools: one pass at once in this process, for every due operator (a failing operator is logged and the
 * others still run). The server queues the runs as jobs instead. Returns the operators billed.
 */
export async function runBillingJob(db: Db, now: Date = new Date(), log?: FastifyBaseLogger): Promise<number[]> {
  const billed: number[] = [];
  for (const clientId of await dueOperators(db, isoDayInZone(now))) {
    try {
      if (await runOperatorBilling(db, clientId, now, log)) billed.push(clientId);
    } catch (err) {
      log?.error({ err, clientId }, 'billing run failed');
    }
  }
  return billed;
}
