import { renderCampaignEmail, type CampaignContent, type PlaceholderValues } from '@clubspace/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, members, notificationCampaignUsers, notificationCampaigns, users } from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mailer.ts';

export interface MailableCampaign extends CampaignContent {
  id: number;
  clientId: number;
}

/**
 * Claims one due campaign: `UPDATE … SET sent_at = now WHERE id = … AND sent_at IS NULL RETURNING`. Exactly one
 * caller (of any API process, before or after a restart) gets the row back; everyone else gets nothing.
 */
export async function claimCampaign(db: Db, id: number, now: Date) {
  const rows = await db
    .update(notificationCampaigns)
    .set({ sentAt: now })
    .where(and(eq(notificationCampaigns.id, id), isNull(notificationCampaigns.sentAt)))
    .returning({ id: notificationCampaigns.id, clientId: notificationCampaigns.clientId, subject: notificationCampaigns.subject, body: notificationCampaigns.body });
  return rows[0] ?? null;
}

/** One recipient's e-mail from the campaign's subject and Markdown body (HTML and text parts), through the outbox. */
export async function mailOne(mailer: Mailer, campaign: MailableCampaign, to: string, values: PlaceholderValues) {
  const mail = renderCampaignEmail(campaign, values);
  await mailer.send({ to, subject: mail.subject, text: mail.text, html: mail.html, clientId: campaign.clientId });
}

export async function operatorName(db: Db, clientId: number) {
  const [row] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId)).limit(1);
  return row?.name ?? '';
}

/** E-mails every recipient who is a member of the operator and allows e-mails; answers how many were sent. */
export async function mailRecipients(db: Db, mailer: Mailer, campaign: MailableCampaign): Promise<number> {
  const [operator, recipients] = await Promise.all([
    operatorName(db, campaign.clientId),
    db
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(notificationCampaignUsers)
      .innerJoin(users, eq(users.id, notificationCampaignUsers.userId))
      .innerJoin(members, and(eq(members.userId, users.id), eq(members.clientId, campaign.clientId)))
      // Members who turned e-mails off are skipped.
      .where(and(eq(notificationCampaignUsers.campaignId, campaign.id), eq(members.allowEmail, true)))
      .orderBy(asc(users.id)),
  ]);
  for (const r of recipients) await mailOne(mailer, campaign, r.email, { first_name: r.firstName, last_name: r.lastName, operator_name: operator });
  return recipients.length;
}
