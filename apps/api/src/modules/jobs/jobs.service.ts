import { JOB_MESSAGES, JOBS_PAGE_LIMIT, jobKindLabel, jobViewState, type JobFilter, type JobItem } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { discardJob, findJob, listClientJobs, retryJob, type JobRow } from '../../jobs/queue/job-queue.repo.ts';

/** The jobs are the owner's to see: an admin with the Account section does not, nor can a key (issue 29). */
function ownerOnly(ctx: StaffContext) {
  if (ctx.apiKey || ctx.staff.role !== 'club_owner') throw forbidden(JOB_MESSAGES.ownerOnly);
}

const toItem = (j: JobRow): JobItem => ({
  id: j.id,
  kind: j.kind,
  label: jobKindLabel(j.kind),
  state: jobViewState(j.state, j.attempts, j.lastError),
  attempts: j.attempts,
  max_attempts: j.maxAttempts,
  run_at: j.runAt.toISOString(),
  created_at: j.createdAt.toISOString(),
  finished_at: j.finishedAt?.toISOString() ?? null,
  last_error: j.lastError,
});

/** The SQL condition of a filter ('failed': queued again after a failed try). */
function filterSql(filter: JobFilter) {
  const failed = sql`(state = 'queued' and attempts > 0 and last_error is not null)`;
  switch (filter) {
    case 'attention':
      return sql`(state = 'dead' or ${failed})`;
    case 'failed':
      return failed;
    case 'queued':
      return sql`(state = 'queued' and not ${failed})`;
    case 'all':
      return sql`true`;
    default:
      return sql`state = ${filter}`;
  }
}

/**
 * The operator's jobs, newest first (only jobs queued with its client_id: system-wide ones, e.g. the recurring
 * schedules, never show).
 */
export async function listJobs(db: Db, ctx: StaffContext, filter: JobFilter) {
  ownerOnly(ctx);
  const jobs = (await listClientJobs(db, ctx.client.id, filterSql(filter), JOBS_PAGE_LIMIT)).map(toItem);
  return { jobs };
}

async function ownJob(db: Db, ctx: StaffContext, id: number) {
  const job = await findJob(db, id);
  if (!job || job.clientId !== ctx.client.id) throw notFound(JOB_MESSAGES.notFound);
  return job;
}

/** "Retry": a dead or discarded job runs again now, its tries reset (the workers are woken by the insert's notice). */
export async function retryOwnJob(db: Db, ctx: StaffContext, id: number) {
  ownerOnly(ctx);
  await ownJob(db, ctx, id);
  const done = await writeTransaction(db, (tx) => retryJob(tx, ctx.client.id, id));
  if (!done) throw conflict(JOB_MESSAGES.cannotRetry, 'job_not_retryable');
  return toItem((await findJob(db, id))!);
}

/** "Discard": a queued or dead job is given up. */
export async function discardOwnJob(db: Db, ctx: StaffContext, id: number) {
  ownerOnly(ctx);
  await ownJob(db, ctx, id);
  const done = await writeTransaction(db, (tx) => discardJob(tx, ctx.client.id, id));
  if (!done) throw conflict(JOB_MESSAGES.cannotDiscard, 'job_not_discardable');
  return toItem((await findJob(db, id))!);
}
