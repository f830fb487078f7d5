import { memberConsent, type CampaignContent, type ConsentRecipient, type PlaceholderValues } from '@clubspace/contract';
import { and, asc, eq, exists, inArray, isNull, not, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, memberPreferences, members, notificationCampaignUsers, notificationCampaigns, users } from '../../db/schema/index.ts';
import { memberConsentSql, preferenceColumns } from '../../lib/consent.ts';
import { unlessTransient, type Mailer } from '../../lib/mailer.ts';
import { campaignMail, personalCampaignMail } from '../../mail/campaign.mail.tsx';

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
    .returning({
      id: notificationCampaigns.id,
      clientId: notificationCampaigns.clientId,
      subject: notificationCampaigns.subject,
      body: notificationCampaigns.body,
    });
  return rows[0] ?? null;
}

export interface RenderedCampaign {
  subject: string;
  text: string;
  html: string;
}

/**
 * The campaign's e-mail rendered ONCE (issue 29): the operator's layout around the Markdown body, placeholders and the
 * unsubscribe line left in, for `mailOne` to fill per recipient.
 */
export async function renderCampaign(mailer: Mailer, clientId: number, content: CampaignContent): Promise<RenderedCampaign> {
  const template = campaignMail(content);
  return { subject: template.subject, text: template.text, html: await mailer.renderHtml(clientId, template) };
}

/**
 * One recipient's e-mail from the campaign's subject and Markdown body (HTML and text parts), through the outbox. A
 * recipient (member) is a campaign e-mail under their consent; without one it is the staff's own test, which always goes.
 * `rendered` is the campaign rendered once for all its recipients (else it is rendered here).
 */
export async function mailOne(
  mailer: Mailer,
  campaign: MailableCampaign,
  to: string,
  values: PlaceholderValues,
  recipient?: ConsentRecipient,
  rendered?: RenderedCampaign,
) {
  const mail = personalCampaignMail(rendered ?? (await renderCampaign(mailer, campaign.clientId, campaign)), values);
  const kind = recipient ? 'campaign' : 'campaign_test';
  return mailer.send({ kind, recipient, to, subject: mail.subject, text: mail.text, html: mail.html, clientId: campaign.clientId });
}

export async function operatorName(db: Db, clientId: number) {
  const [row] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId)).limit(1);
  return row?.name ?? '';
}

/**
 * E-mails every recipient who is a member of the operator and whose consent allows campaigns (allow_email and the
 * campaigns category, filtered in SQL: one query, no per-recipient look-up); marks the others `skipped` ('not_member',
 * 'no_consent') and the e-mailed `mailed_at`. Answers how many were e-mailed.
 */
export async function mailRecipients(db: Db, mailer: Mailer, campaign: MailableCampaign): Promise<number> {
  const ofCampaign = eq(notificationCampaignUsers.campaignId, campaign.id);
  const memberRow = (consent: ReturnType<typeof memberConsentSql>) =>
    db
      .select({ one: sql`1` })
      .from(members)
      .leftJoin(memberPreferences, eq(memberPreferences.memberId, members.id))
      .where(and(eq(members.userId, notificationCampaignUsers.userId), eq(members.clientId, campaign.clientId), consent));
  await db
    .update(notificationCampaignUsers)
    .set({ skipped: 'not_member' })
    .where(and(ofCampaign, notExists(memberRow(sql`true`))));
  await db
    .update(notificationCampaignUsers)
    .set({ skipped: 'no_consent' })
    .where(and(ofCampaign, exists(memberRow(not(memberConsentSql('campaigns'))))));
  const [operator, recipients] = await Promise.all([
    operatorName(db, campaign.clientId),
    db
      .select({
        rowId: notificationCampaignUsers.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        memberId: members.id,
        allowEmail: members.allowEmail,
        ...preferenceColumns,
      })
      .from(notificationCampaignUsers)
      .innerJoin(users, eq(users.id, notificationCampaignUsers.userId))
      .innerJoin(members, and(eq(members.userId, users.id), eq(members.clientId, campaign.clientId)))
      .leftJoin(memberPreferences, eq(memberPreferences.memberId, members.id))
      .where(and(ofCampaign, memberConsentSql('campaigns')))
      .orderBy(asc(users.id)),
  ]);
  const mailed: number[] = [];
  const rendered = recipients.length ? await renderCampaign(mailer, campaign.clientId, campaign) : null;
  for (const r of recipients) {
    const recipient: ConsentRecipient = { type: 'member', id: r.memberId, consent: memberConsent(r.allowEmail, r) };
    const values = { first_name: r.firstName, last_name: r.lastName, operator_name: operator };
    // A passing SMTP failure: the outbox row says 'failed' (for a retry); the other recipients still get theirs.
    if (await unlessTransient(mailOne(mailer, campaign, r.email, values, recipient, rendered!))) mailed.push(r.rowId);
  }
  if (mailed.length) await db.update(notificationCampaignUsers).set({ mailedAt: new Date() }).where(inArray(notificationCampaignUsers.id, mailed));
  return mailed.length;
}
