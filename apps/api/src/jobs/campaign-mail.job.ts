import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { startIntervalJob } from './interval-job.ts';
import { notificationCampaigns } from '../db/schema/index.ts';
import type { Mailer } from '../lib/mailer.ts';
import { claimCampaign, mailRecipients } from '../modules/campaigns/campaign-mail.ts';

/** How often each API process looks for due campaigns. */
export const CAMPAIGN_JOB_INTERVAL_MS = 60_000;
/** Campaigns claimed per run, so one run stays short. */
const BATCH = 20;

export interface CampaignRunResult {
  campaigns: number;
  emails: number;
}

/** A campaign without a subject and a body is not sendable: it waits, unsent, until it has them (issue 24 §2). */
const hasContent = and(sql`trim(coalesce(${notificationCampaigns.subject}, '')) <> ''`, sql`trim(coalesce(${notificationCampaigns.body}, '')) <> ''`);

/**
 * E-mails the members of every active campaign with content whose planned date has come and that was never sent. Claim first,
 * then send: a crash after the claim can lose the rest of that campaign's e-mails but never sends one twice.
 */
export async function runDueCampaigns(db: Db, mailer: Mailer, now: Date = new Date()): Promise<CampaignRunResult> {
  const due = await db
    .select({ id: notificationCampaigns.id })
    .from(notificationCampaigns)
    .where(
      and(isNull(notificationCampaigns.sentAt), lte(notificationCampaigns.datePlanned, now), eq(notificationCampaigns.status, 'active'), hasContent),
    )
    .orderBy(asc(notificationCampaigns.datePlanned), asc(notificationCampaigns.id))
    .limit(BATCH);
  const result: CampaignRunResult = { campaigns: 0, emails: 0 };
  for (const { id } of due) {
    const campaign = await claimCampaign(db, id, now);
    if (!campaign) continue;
    result.campaigns++;
    result.emails += await mailRecipients(db, mailer, campaign);
  }
  return result;
}

/** Starts the in-process timer (the server only; tests call runDueCampaigns directly). Returns the stop function. */
export function startCampaignJob(db: Db, mailer: Mailer, log: FastifyBaseLogger, intervalMs = CAMPAIGN_JOB_INTERVAL_MS): () => Promise<void> {
  // Other processes are kept out by the claim.
  return startIntervalJob(log, {
    name: 'campaign e-mail job',
    run: () => runDueCampaigns(db, mailer),
    report: (r, out) => r.campaigns && out.info(r, 'campaign e-mails sent'),
    firstMs: 5_000,
    everyMs: intervalMs,
  });
}
