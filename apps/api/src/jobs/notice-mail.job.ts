import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../lib/mailer.ts';
import { runDueNotices } from '../modules/notices/notice-mail.ts';
import { startIntervalJob } from './interval-job.ts';

/** How often each API process looks for notices to e-mail (scheduled ones whose publish instant has come). */
export const NOTICE_JOB_INTERVAL_MS = 60_000;

/** Starts the in-process timer (the server only; tests call runDueNotices). Other processes are kept out by the claim. */
export function startNoticeMailJob(db: Db, mailer: Mailer, log: FastifyBaseLogger, intervalMs = NOTICE_JOB_INTERVAL_MS): () => Promise<void> {
  return startIntervalJob(log, {
    name: 'notice e-mail job',
    run: () => runDueNotices(db, mailer),
    report: (r, out) => r.notices && out.info(r, 'notice e-mails sent'),
    firstMs: 7_000,
    everyMs: intervalMs,
  });
}
