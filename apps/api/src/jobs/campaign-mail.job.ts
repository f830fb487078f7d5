import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { clients, members, notificationCampaignUsers, notificationCampaigns, users } from '../db/schema/index.ts';
import type { Mailer } from '../lib/mailer.ts';

/** How often each API process looks for due campaigns. */
export const CAMPAIGN_JOB_INTERVAL_MS = 60_000;
/** Campaigns claimed per run, so one run stays short. */
const BATCH = 20;

export interface CampaignRunResult {
  campaigns: number;
  emails: number;
}

/**
 * Claims one due campaign: `UPDATE … SET sent_at = now WHERE id = … AND sent_at IS NULL RETURNING`. Exactly one
 * caller (of any API process, before or after a restart) gets the row back; everyone else gets nothing.
 */
async function claim(db: Db, id: number, now: Date) {
  const rows = await db
    .update(notificationCampaigns)
    .set({ sentAt: now })
    .where(and(eq(notificationCampaigns.id, id), isNull(notificationCampaigns.sentAt)))
    .returning({ id: notificationCampaigns.id, name: notificationCampaigns.name, clientId: notificationCampaigns.clientId });
  return rows[0] ?? null;
}

/**
 * E-mails the members of every active campaign whose planned date has come and that was never sent. Claim first,
 * then send: a crash after the claim can lose the rest of that campaign's e-mails but never sends one twice.
 */
export async function runDueCampaigns(db: Db, mailer: Mailer, now: Date = new Date()): Promise<CampaignRunResult> {
  const due = await db
    .select({ id: notificationCampaigns.id })
    .from(notificationCampaigns)
    .where(and(isNull(notificationCampaigns.sentAt), lte(notificationCampaigns.datePlanned, now), eq(notificationCampaigns.status, 'active')))
    .orderBy(asc(notificationCampaigns.datePlanned), asc(notificationCampaigns.id))
    .limit(BATCH);
  const result: CampaignRunResult = { campaigns: 0, emails: 0 };
  for (const { id } of due) {
    const campaign = await claim(db, id, now);
    if (!campaign) continue;
    result.campaigns++;
    const recipients = await db
      .select({ email: users.email, firstName: users.firstName, operator: clients.name })
      .from(notificationCampaignUsers)
      .innerJoin(users, eq(users.id, notificationCampaignUsers.userId))
      .innerJoin(members, and(eq(members.userId, users.id), eq(members.clientId, campaign.clientId)))
      .innerJoin(clients, eq(clients.id, campaign.clientId))
      // Members who turned e-mails off are skipped.
      .where(and(eq(notificationCampaignUsers.campaignId, id), eq(members.allowEmail, true)))
      .orderBy(asc(users.id));
    for (const r of recipients) {
      await mailer.send({
        to: r.email,
        subject: `${r.operator}: ${campaign.name}`,
        text: `Hello ${r.firstName},\n\n${campaign.name} — news from ${r.operator}.\n\nOpen the app to read more.`,
        clientId: campaign.clientId,
      });
      result.emails++;
    }
  }
  return result;
}

/** Starts the in-process timer (the server only; tests call runDueCampaigns directly). Returns the stop function. */
export function startCampaignJob(db: Db, mailer: Mailer, log: FastifyBaseLogger, intervalMs = CAMPAIGN_JOB_INTERVAL_MS): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return; // one run at a time in this process; other processes are kept out by the claim
    running = runDueCampaigns(db, mailer)
      .then((r) => r.campaigns && log.info(r, 'campaign e-mails sent'))
      .catch((err) => log.error({ err }, 'campaign e-mail job failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  const first = setTimeout(tick, 5_000);
  first.unref();
  return async () => {
    clearInterval(timer);
    clearTimeout(first);
    await running;
  };
}

