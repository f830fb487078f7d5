import { sql } from 'drizzle-orm';
import type { App } from '../app-types.ts';
import { clock } from '../lib/clock.ts';
import { MAIL_RETRY_JOB } from '../lib/mailer.ts';
import { CAMPAIGN_BATCH_JOB, sendCampaignBatch, type CampaignBatchPayload } from '../modules/campaigns/campaign-mail.ts';
import { DEV_FAIL_JOB } from '../modules/dev/outbox.routes.ts';
import { BOOKING_MAIL_JOB, runBookingMailJob } from '../modules/bookings/booking-mail.service.ts';
import {
  NOTICE_BATCH_JOB,
  NOTICE_SEND_JOB,
  claimNoticeMail,
  queueDueNotices,
  sendNoticeBatch,
  type NoticeBatchPayload,
} from '../modules/notices/notice-mail.ts';
import { BILLING_JOB_INTERVAL_MS, BILLING_RUN_JOB, queueBillingRuns, runOperatorBilling } from './billing-run.job.ts';
import { CAMPAIGN_JOB_INTERVAL_MS, queueDueCampaigns } from './campaign-mail.job.ts';
import { COLLECTION_JOB_INTERVAL_MS, runCollection } from './collection.job.ts';
import { DUNNING_JOB_INTERVAL_MS, runDunning } from './dunning.job.ts';
import { NO_SHOW_JOB_INTERVAL_MS, runNoShowRelease } from './no-show-release.job.ts';
import { perOperator } from './operator-runs.ts';
import { RESOURCE_FIGURES_REBUILD_JOB, rebuildIds, rebuildResourceFigures } from './resource-figures-rebuild.job.ts';
import { purgeFinishedJobs } from './queue/job-queue.repo.ts';
import type { JobWorker } from './queue/job-worker.ts';
import { TICKET_CLOSE_JOB_INTERVAL_MS, runTicketClose } from './ticket-close.job.ts';
import { XERO_PULL_JOB, queueXeroPulls, runOperatorPull } from './xero-pull.job.ts';

/** What the job kinds use: the app's database, configuration, mailer and log (a worker process passes its own). */
export type JobDeps = Pick<App, 'db' | 'config' | 'mailer' | 'log'>;

/** How long a campaign batch's claim holds between two recipients (each send extends it): a dead worker's batch is taken over after this. */
export const CAMPAIGN_BATCH_LEASE_MS = Number(process.env.CAMPAIGN_BATCH_LEASE_MS ?? 60_000);
/** Finished recurring runs (system-wide, no operator) are kept this long; an operator's finished jobs FINISHED_JOBS_KEPT_DAYS. */
const RECURRING_DONE_KEPT_HOURS = 24;

/**
 * Every kind of background job (issue 29), registered in one place on the app's worker (app.ts) or a worker process.
 * Recurring kinds are queued once per period by every process (unique period key); per-unit kinds are queued by the
 * recurring ones or by a request, with the operator's client_id wherever the work is one operator's (the Jobs screen
 * shows those). A handler that throws fails its job: the queue retries it with backoff, then lays it dead. The
 * system-wide recurring kinds that work on every operator's records run operator by operator (operator-runs.ts), so
 * one operator's failure is a dead job on that operator's Jobs screen.
 */
export function registerJobKinds(jobs: JobWorker, deps: JobDeps, options: { campaignBatchLeaseMs?: number } = {}): JobWorker {
  const { db, config, mailer, log } = deps;

  // Membership billing (issue 12): hourly, one 'billing-run' job per operator and UK day (unique key); BILLING_JOB=0 turns it off (e2e).
  if (process.env.BILLING_JOB !== '0') {
    jobs.every('billing-schedule', BILLING_JOB_INTERVAL_MS, { run: () => queueBillingRuns(db, clock.now()) });
  }
  jobs.register(BILLING_RUN_JOB, {
    leaseMs: 30 * 60_000,
    run: ({ job }) => runOperatorBilling(db, job.clientId!, clock.now(), log),
  });

  // Automatic collection (issue 27 flow 3): each attempt claimed with SKIP LOCKED and charged with its idempotency key.
  const collectionMs = Number(process.env.COLLECTION_JOB_SECONDS ?? COLLECTION_JOB_INTERVAL_MS / 1000) * 1000;
  jobs.every('collection', collectionMs, {
    run: perOperator(db, 'collection', log, async (clientId) => {
      const r = await runCollection(deps, clock.now(), clientId);
      if (r.attempts) log.info({ ...r, clientId }, 'invoices collected automatically');
    }),
  });

  // Chasing unpaid invoices (issue 27 flow 5): an advisory lock and each step's unique event keep it to one run.
  jobs.every('dunning', DUNNING_JOB_INTERVAL_MS, {
    run: perOperator(db, 'dunning', log, async (clientId) => {
      const r = await runDunning(db, mailer, config.publicUrl, clock.now(), log, clientId);
      if (r.reminders || r.fees || r.holds) log.info({ ...r, clientId }, 'unpaid invoices chased');
    }),
  });

  // No-show release (issue 11): a one-statement claim releases each booking once.
  jobs.every('no-show-release', NO_SHOW_JOB_INTERVAL_MS, {
    run: perOperator(db, 'no-show-release', log, async (clientId) => {
      const r = await runNoShowRelease(db, mailer, new Date(), clientId);
      if (r.length) log.info({ released: r.map((b) => b.code) }, 'no-show bookings released');
    }),
  });

  // Campaign e-mails (issue 29): the schedule claims due campaigns and queues their batches in the claim's transaction.
  jobs.every('campaign-schedule', CAMPAIGN_JOB_INTERVAL_MS, { run: () => queueDueCampaigns(db, new Date(), mailer) });
  jobs.register(CAMPAIGN_BATCH_JOB, {
    leaseMs: options.campaignBatchLeaseMs ?? CAMPAIGN_BATCH_LEASE_MS,
    run: async ({ job, heartbeat }) => {
      const mailed = await sendCampaignBatch(db, mailer, job.payload as unknown as CampaignBatchPayload, heartbeat);
      log.info({ jobId: job.id, mailed }, 'campaign batch e-mailed');
    },
  });

  registerMailKinds(jobs, deps, options.campaignBatchLeaseMs ?? CAMPAIGN_BATCH_LEASE_MS);

  // Xero payment pull (issue 12): every minute the schedule claims the connections due (XERO_PULL_MINUTES, 0 = off)
  // and queues one pull per operator.
  if ((config.xeroPullMinutes ?? 0) > 0) jobs.every('xero-schedule', 60_000, { run: () => queueXeroPulls(db, config) });
  jobs.register(XERO_PULL_JOB, {
    run: async ({ job }) => {
      const previous = typeof job.payload.previous === 'string' ? new Date(job.payload.previous) : null;
      const paid = await runOperatorPull(db, config, job.clientId!, previous);
      if (paid) log.info({ clientId: job.clientId, paid }, 'xero payment pull');
    },
  });

  // Help-desk auto-close (issue 28): a one-statement claim closes each resolved ticket once.
  jobs.every('ticket-close', TICKET_CLOSE_JOB_INTERVAL_MS, {
    run: perOperator(db, 'ticket-close', log, async (clientId) => {
      const r = await runTicketClose(db, clock.now(), clientId);
      if (r.length) log.info({ closed: r.map((t) => t.slug) }, 'resolved tickets closed');
    }),
  });

  // Utilisation figures (issue 31): queued by the database on a rules, resource or zone change (migration 0067), the
  // resources rebuilt 50 per transaction so no request and no booking waits for the whole rebuild.
  jobs.register(RESOURCE_FIGURES_REBUILD_JOB, {
    run: async ({ job, heartbeat }) => {
      const ids = rebuildIds(job.payload);
      const chunks = await rebuildResourceFigures(db, ids, heartbeat);
      log.info({ jobId: job.id, clientId: job.clientId, resources: ids.length, chunks }, 'utilisation figures rebuilt');
    },
  });

  // Transactional e-mail (issue 29): a transport failure queues the outbox row's re-send with backoff.
  jobs.register(MAIL_RETRY_JOB, { run: ({ job }) => mailer.resend(Number(job.payload.outboxId)) });

  // The queue's own housekeeping: finished jobs go after their time (the recurring runs' sooner).
  jobs.every('jobs-purge', 60 * 60_000, {
    run: async () => {
      await purgeFinishedJobs(db);
      await db.execute(sql`
        delete from jobs where client_id is null and state = 'done'
          and finished_at < now() - ${`${RECURRING_DONE_KEPT_HOURS} hours`}::interval`);
    },
  });

  // Development only (DEV_OUTBOX=1): a job that fails its first try (the Jobs screen's end-to-end test).
  if (config.devOutbox)
    jobs.register(DEV_FAIL_JOB, {
      run: async ({ job }) => {
        if (!job.lastError) throw new Error('This development job fails its first try');
      },
    });
  return jobs;
}

/** The transactional e-mails' kinds (issue 29): notices (a claim, then per-recipient batches) and booking changes. */
function registerMailKinds(jobs: JobWorker, { db, mailer, log }: JobDeps, leaseMs: number) {
  // Notice e-mails (issues 28, 29): a save asking for a live notice's e-mail queues its 'notice-send' in the save's
  // transaction, the recurring schedule claims the scheduled ones once live; either claim writes the audience and
  // queues one batch job per 50 recipients (per-recipient sent marks, fixed Message-IDs), as campaigns.
  jobs.every('notice-mail', 60_000, {
    run: async () => {
      const r = await queueDueNotices(db);
      if (r.notices) log.info(r, 'notice e-mails queued');
    },
  });
  jobs.register(NOTICE_SEND_JOB, { run: ({ job }) => claimNoticeMail(db, Number(job.payload.noticeId), clock.now()) });
  jobs.register(NOTICE_BATCH_JOB, {
    leaseMs,
    run: async ({ job, heartbeat }) => {
      const mailed = await sendNoticeBatch(db, mailer, job.payload as unknown as NoticeBatchPayload, heartbeat);
      log.info({ jobId: job.id, mailed }, 'notice batch e-mailed');
    },
  });

  // Booking e-mails (issue 29): one job per booking change, queued right after the write commits (unique key).
  jobs.register(BOOKING_MAIL_JOB, { run: ({ job }) => runBookingMailJob(db, mailer, job) });
}
