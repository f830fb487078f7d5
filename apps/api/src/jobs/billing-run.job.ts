import { isoDayInZone } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { startIntervalJob } from './interval-job.ts';
import { runBilling } from '../modules/billing-run/billing-run.service.ts';

/** How often each API process checks whether today's billing run of each operator has happened. */
export const BILLING_JOB_INTERVAL_MS = 60 * 60_000;
/** The first check after start-up (not at once: a starting server has other work). */
const FIRST_CHECK_MS = 2 * 60_000;

/**
 * One pass of the daily job (issue 12): for every active operator that has not had a finished scheduled run today
 * (UK day), bill the current month. Billing is idempotent, so the daily repeat bills only what changed (new
 * memberships, ended ones, price or plan changes). State lives in billing_runs, so a restart neither loses nor repeats
 * a day; the run's claim (claimRun) keeps two processes from running one operator at once.
 * Returns the operators billed in this pass.
 */
export async function runBillingJob(db: Db, now: Date = new Date(), log?: FastifyBaseLogger): Promise<number[]> {
  const today = isoDayInZone(now);
  const month = today.slice(0, 7);
  const due = await db.execute<{ id: number }>(sql`
    select c.id from clients c
    where c.role <> 'pending'
      and exists (select 1 from memberships m where m.client_id = c.id)
      and not exists (select 1 from billing_runs r where r.client_id = c.id and r.triggered_by = 'job' and r.finished_at is not null
        and r.error is null and r.started_at >= ${`${today}T00:00:00Z`}::timestamptz - interval '1 hour')
    order by c.id`);
  const billed: number[] = [];
  for (const row of due.rows) {
    const clientId = Number(row.id);
    try {
      const outcome = await runBilling(db, clientId, month, { triggeredBy: 'job', now });
      if (outcome) {
        billed.push(clientId);
        if (outcome.linesCreated) log?.info({ clientId, month, lines: outcome.linesCreated, skipped: outcome.skipped.length }, 'billing run');
      }
    } catch (err) {
      log?.error({ err, clientId }, 'billing run failed');
    }
  }
  return billed;
}

/** Starts the hourly check (the server only, unless BILLING_JOB=0; tests call runBillingJob). Returns the stop function. */
export function startBillingRunJob(db: Db, log: FastifyBaseLogger, intervalMs = BILLING_JOB_INTERVAL_MS): () => Promise<void> {
  return startIntervalJob(log, { name: 'billing job', run: () => runBillingJob(db, new Date(), log), firstMs: FIRST_CHECK_MS, everyMs: intervalMs });
}
