import { memberConsent, type CampaignContent, type ConsentRecipient, type PlaceholderValues } from '@clubspace/contract';
import { and, asc, eq, exists, inArray, isNull, not, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { enqueueJob } from '../../jobs/queue/job-queue.repo.ts';
import { clients, memberPreferences, members, notificationCampaignUsers, notificationCampaigns, users } from '../../db/schema/index.ts';
import { memberConsentSql, preferenceColumns } from '../../lib/consent.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { campaignMail, personalCampaignMail } from '../../mail/campaign.mail.tsx';

export interface MailableCampaign extends CampaignContent {
  id: number;
  clientId: number;
}

/** Recipients per campaign batch job (issue 29): one job mails at most this many. */
export const CAMPAIGN_BATCH_SIZE = 50;
/** A batch extends its job's lease at most this often while it sends (well under any lease: the crash test's is 2 s). */
const HEARTBEAT_MS = 500;
/** The job kind that mails one batch of a campaign's recipients (jobs/job-kinds.ts registers it). */
export const CAMPAIGN_BATCH_JOB = 'campaign-batch';

export interface CampaignBatchPayload {
  campaignId: number;
  batch: number;
  /** The batch's notification_campaign_users ids. */
  rows: number[];
}

/** The Message-ID of a campaign's e-mail to one user: the same on every send, so a re-send after a crash is one message. */
export const campaignMessageId = (campaignId: number, userId: number) => `<campaign-${campaignId}-${userId}@clubspace>`;

/**
 * Claims one due campaign and queues its batches in the SAME transaction: `UPDATE … SET sent_at = now WHERE id = …
 * AND sent_at IS NULL RETURNING`, then one job per CAMPAIGN_BATCH_SIZE recipients (unique key
 * `campaign:<id>:batch:<n>`). Exactly one caller (of any API process, before or after a restart) gets the row back and
 * queues the batches; everyone else gets null. A crash before the commit leaves the campaign unsent and unqueued.
 *
 * With a mailer, the campaign's e-mail is rendered here ONCE (issue 29), before the transaction (the brand is read
 * outside it), and stored on the campaign by the claim when the content it was rendered from is still the campaign's;
 * every batch reuses it (a batch finding none renders and stores it: sendCampaignBatch).
 */
export async function claimCampaign(db: Db, id: number, now: Date, mailer?: Mailer) {
  let render: { content: CampaignContent; rendered: RenderedCampaign } | null = null;
  if (mailer) {
    const [row] = await db
      .select({ clientId: notificationCampaigns.clientId, subject: notificationCampaigns.subject, body: notificationCampaigns.body })
      .from(notificationCampaigns)
      .where(and(eq(notificationCampaigns.id, id), isNull(notificationCampaigns.sentAt)))
      .limit(1);
    if (!row) return null;
    const content = { subject: row.subject, body: row.body };
    render = { content, rendered: await renderCampaign(mailer, row.clientId, content) };
  }
  return writeTransaction(db, async (tx) => {
    const rendered = render
      ? sql`case when ${notificationCampaigns.subject} is not distinct from ${render.content.subject}
          and ${notificationCampaigns.body} is not distinct from ${render.content.body} then ${JSON.stringify(render.rendered)}::jsonb end`
      : sql`null`;
    const rows = await tx
      .update(notificationCampaigns)
      .set({ sentAt: now, rendered })
      .where(and(eq(notificationCampaigns.id, id), isNull(notificationCampaigns.sentAt)))
      .returning({
        id: notificationCampaigns.id,
        clientId: notificationCampaigns.clientId,
        subject: notificationCampaigns.subject,
        body: notificationCampaigns.body,
      });
    const campaign = rows[0];
    if (!campaign) return null;
    const recipients = await tx
      .select({ id: notificationCampaignUsers.id })
      .from(notificationCampaignUsers)
      .where(and(eq(notificationCampaignUsers.campaignId, id), isNull(notificationCampaignUsers.mailedAt)))
      .orderBy(asc(notificationCampaignUsers.id));
    const batches: CampaignBatchPayload[] = [];
    for (let i = 0; i < recipients.length; i += CAMPAIGN_BATCH_SIZE)
      batches.push({ campaignId: id, batch: batches.length + 1, rows: recipients.slice(i, i + CAMPAIGN_BATCH_SIZE).map((r) => r.id) });
    for (const b of batches)
      await enqueueJob(tx, {
        kind: CAMPAIGN_BATCH_JOB,
        clientId: campaign.clientId,
        uniqueKey: `campaign:${id}:batch:${b.batch}`,
        payload: { ...b },
      });
    return { ...campaign, batches };
  });
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
  messageId?: string,
) {
  const mail = personalCampaignMail(rendered ?? (await renderCampaign(mailer, campaign.clientId, campaign)), values);
  const kind = recipient ? 'campaign' : 'campaign_test';
  return mailer.send({ kind, recipient, to, subject: mail.subject, text: mail.text, html: mail.html, clientId: campaign.clientId, messageId });
}

export async function operatorName(db: Db, clientId: number) {
  const [row] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId)).limit(1);
  return row?.name ?? '';
}

/**
 * One batch job of a campaign (issue 29): e-mails the batch's recipients who are members of the operator and whose
 * consent allows campaigns (allow_email and the campaigns category, filtered in SQL: one query, no per-recipient
 * look-up); marks the others `skipped` ('not_member', 'no_consent'). Each recipient is marked sending_at before the
 * send and mailed_at after it, each in its own statement: a batch run again after a crash (kill -9, a lost machine)
 * skips the mailed and sends again only the one(s) in flight, with the same Message-ID. Answers how many were e-mailed.
 */
export async function sendCampaignBatch(
  db: Db,
  mailer: Mailer,
  batch: Pick<CampaignBatchPayload, 'campaignId' | 'rows'>,
  heartbeat: () => Promise<void> = async () => {},
): Promise<number> {
  const [campaign] = await db
    .select({
      id: notificationCampaigns.id,
      clientId: notificationCampaigns.clientId,
      subject: notificationCampaigns.subject,
      body: notificationCampaigns.body,
      rendered: notificationCampaigns.rendered,
    })
    .from(notificationCampaigns)
    .where(eq(notificationCampaigns.id, batch.campaignId))
    .limit(1);
  if (!campaign || !batch.rows.length) return 0;
  const ofBatch = and(
    eq(notificationCampaignUsers.campaignId, campaign.id),
    inArray(notificationCampaignUsers.id, batch.rows),
    isNull(notificationCampaignUsers.mailedAt),
  );
  const memberRow = (consent: ReturnType<typeof memberConsentSql>) =>
    db
      .select({ one: sql`1` })
      .from(members)
      .leftJoin(memberPreferences, eq(memberPreferences.memberId, members.id))
      .where(and(eq(members.userId, notificationCampaignUsers.userId), eq(members.clientId, campaign.clientId), consent));
  await writeTransaction(db, async (tx) => {
    await tx
      .update(notificationCampaignUsers)
      .set({ skipped: 'not_member' })
      .where(and(ofBatch, notExists(memberRow(sql`true`))));
    await tx
      .update(notificationCampaignUsers)
      .set({ skipped: 'no_consent' })
      .where(and(ofBatch, exists(memberRow(not(memberConsentSql('campaigns'))))));
  });
  const [operator, recipients] = await Promise.all([
    operatorName(db, campaign.clientId),
    db
      .select({
        rowId: notificationCampaignUsers.id,
        userId: users.id,
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
      .where(and(ofBatch, memberConsentSql('campaigns')))
      .orderBy(asc(notificationCampaignUsers.id)),
  ]);
  let mailed = 0;
  // Rendered once for the campaign (at its claim, or here by the first batch that finds none, stored for the others);
  // each recipient's copy only substitutes their values (issue 29).
  const rendered = recipients.length ? (campaign.rendered ?? (await storeRendering(db, mailer, campaign))) : undefined;
  // Each recipient is marked sending_at before its e-mail and mailed_at after it (markRecipients); the lease is extended
  // at most every HEARTBEAT_MS, not after every e-mail (issue 32).
  let finished: { rowId: number; sent: boolean } | null = null;
  let beatAt = Date.now();
  for (const r of recipients) {
    const recipient: ConsentRecipient = { type: 'member', id: r.memberId, consent: memberConsent(r.allowEmail, r) };
    await markRecipients(db, finished, r.rowId);
    const values = { first_name: r.firstName, last_name: r.lastName, operator_name: operator };
    const sent = await mailOne(mailer, campaign, r.email, values, recipient, rendered, campaignMessageId(campaign.id, r.userId));
    finished = { rowId: r.rowId, sent };
    if (sent) mailed++;
    if (Date.now() - beatAt >= HEARTBEAT_MS) {
      await heartbeat();
      beatAt = Date.now();
    }
  }
  if (finished) await markRecipients(db, finished, null);
  return mailed;
}

/**
 * The mailed mark of one recipient (or its skip) and the sending mark of the next, in one transaction (issue 32: half
 * the writes of a mark each), so at most one recipient of a batch is ever in flight.
 */
function markRecipients(db: Db, finished: { rowId: number; sent: boolean } | null, next: number | null) {
  return writeTransaction(db, async (tx) => {
    if (finished)
      await tx
        .update(notificationCampaignUsers)
        .set(finished.sent ? { mailedAt: new Date() } : { skipped: 'no_consent' })
        .where(eq(notificationCampaignUsers.id, finished.rowId));
    if (next !== null) await tx.update(notificationCampaignUsers).set({ sendingAt: new Date() }).where(eq(notificationCampaignUsers.id, next));
  });
}

/** A campaign claimed without its rendering (no mailer at the claim): rendered now and stored; a stored one wins a race. */
async function storeRendering(db: Db, mailer: Mailer, campaign: MailableCampaign): Promise<RenderedCampaign> {
  const rendered = await renderCampaign(mailer, campaign.clientId, campaign);
  const [row] = await db
    .update(notificationCampaigns)
    .set({ rendered: sql`coalesce(${notificationCampaigns.rendered}, ${JSON.stringify(rendered)}::jsonb)` })
    .where(eq(notificationCampaigns.id, campaign.id))
    .returning({ rendered: notificationCampaigns.rendered });
  return row?.rendered ?? rendered;
}
