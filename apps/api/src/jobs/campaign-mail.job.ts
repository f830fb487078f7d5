import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notificationCampaigns } from '../db/schema/index.ts';
import type { Mailer } from '../lib/mailer.ts';
import { claimCampaign, sendCampaignBatch } from '../modules/campaigns/campaign-mail.ts';

/** How often the queue looks for due campaigns (the recurring 'campaign-schedule' job). */
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
 * The 'campaign-schedule' job (issue 29): claims every active campaign with content whose planned date has come and
 * that was never sent, queuing its batch jobs in the claim's transaction (campaign-mail.ts claimCampaign; with a mailer
 * the e-mail is rendered there, once for the campaign). Answers the claimed campaigns with their batches.
 */
export async function queueDueCampaigns(db: Db, now: Date = new Date(), mailer?: Mailer) {
  const due = await db
    .select({ id: notificationCampaigns.id })
    .from(notificationCampaigns)
    .where(
      and(isNull(notificationCampaigns.sentAt), lte(notificationCampaigns.datePlanned, now), eq(notificationCampaigns.status, 'active'), hasContent),
    )
    .orderBy(asc(notificationCampaigns.datePlanned), asc(notificationCampaigns.id))
    .limit(BATCH);
  const claimed = [];
  for (const { id } of due) {
    const campaign = await claimCampaign(db, id, now, mailer);
    if (campaign) claimed.push(campaign);
  }
  return claimed;
}

/**
 * Tests and tools: claims the due campaigns (queuing their batches) and sends those batches at once in this process,
 * as the queue's batch jobs would (a batch job run later finds its recipients mailed and sends nothing).
 */
export async function runDueCampaigns(db: Db, mailer: Mailer, now: Date = new Date()): Promise<CampaignRunResult> {
  const result: CampaignRunResult = { campaigns: 0, emails: 0 };
  for (const campaign of await queueDueCampaigns(db, now, mailer)) {
    result.campaigns++;
    for (const batch of campaign.batches) result.emails += await sendCampaignBatch(db, mailer, batch);
  }
  return result;
}
