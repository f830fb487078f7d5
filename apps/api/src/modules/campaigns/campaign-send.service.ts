import { MARKETING_MESSAGES, campaignTestSentMessage, hasCampaignContent, type CampaignTestSend } from '@clubspace/contract';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { claimCampaign, mailOne } from './campaign-mail.ts';
import { findCampaign } from './campaigns.repo.ts';
import { campaignDetail } from './campaigns.service.ts';

const noContent = () =>
  badRequest({ subject: MARKETING_MESSAGES.contentRequired, body: MARKETING_MESSAGES.contentRequired }, MARKETING_MESSAGES.contentRequired);

/**
 * "Send test to me": the campaign's e-mail (or the unsaved subject/body the editor sends) to the caller's own address,
 * placeholders filled with the caller's name. Nothing about the campaign changes.
 */
export async function sendCampaignTest(db: Db, mailer: Mailer, ctx: StaffContext, slug: string, draft: CampaignTestSend = {}) {
  const row = await findCampaign(db, ctx, slug);
  if (!row) throw notFound('Campaign not found');
  const content = { subject: draft.subject === undefined ? row.subject : draft.subject, body: draft.body === undefined ? row.body : draft.body };
  if (!hasCampaignContent(content)) throw noContent();
  await mailOne(mailer, { id: row.id, clientId: ctx.client.id, ...content }, ctx.user.email, {
    first_name: ctx.user.firstName,
    last_name: ctx.user.lastName,
    operator_name: ctx.client.name,
  });
  return { detail: campaignTestSentMessage(ctx.user.email), to: ctx.user.email };
}

/**
 * "Send now": claims the campaign as the e-mail job does (so it is never sent twice) and queues its batch jobs in the
 * same transaction (issue 29); the job queue e-mails the recipients within moments.
 */
export async function sendCampaignNow(db: Db, ctx: StaffContext, slug: string, mailer?: Mailer) {
  const row = await findCampaign(db, ctx, slug);
  if (!row) throw notFound('Campaign not found');
  if (!hasCampaignContent(row)) throw noContent();
  if (row.status !== 'active') throw conflict(MARKETING_MESSAGES.campaignNotActive, 'campaign_not_active');
  const campaign = await claimCampaign(db, row.id, new Date(), mailer);
  if (!campaign) throw conflict(MARKETING_MESSAGES.campaignAlreadySent, 'campaign_sent');
  return campaignDetail(db, ctx, slug);
}
