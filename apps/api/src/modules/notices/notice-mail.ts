import { memberConsent, type ConsentRecipient } from '@clubspace/contract';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { clients, memberPreferences, members, noticeOffices, noticeRecipients, notices, users } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { enqueueJob } from '../../jobs/queue/job-queue.repo.ts';
import { clock } from '../../lib/clock.ts';
import { memberConsentSql, preferenceColumns } from '../../lib/consent.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { personalCampaignMail } from '../../mail/campaign.mail.tsx';
import { renderCampaign } from '../campaigns/campaign-mail.ts';

/** Recipients per notice batch job (issue 29), as a campaign's. */
export const NOTICE_BATCH_SIZE = 50;
/** The job kind that claims one live notice's e-mail and queues its batches (queued in the save's transaction). */
export const NOTICE_SEND_JOB = 'notice-send';
/** The job kind that mails one batch of a notice's recipients. */
export const NOTICE_BATCH_JOB = 'notice-batch';

export interface NoticeBatchPayload {
  noticeId: number;
  batch: number;
  /** The batch's notice_recipients ids. */
  rows: number[];
}

/** The Message-ID of a notice's e-mail to one member: the same on every send, so a re-send after a crash is one message. */
export const noticeMessageId = (noticeId: number, memberId: number) => `<notice-${noticeId}-${memberId}@clubspace>`;

/** Asked for, never sent, and live at `now` (an expired notice is never e-mailed late). */
const mailDue = (now: Date) =>
  and(
    eq(notices.emailRequested, true),
    isNull(notices.emailedAt),
    lte(notices.publishAt, now),
    or(isNull(notices.expireAt), gt(notices.expireAt, now)),
  );

/**
 * Queues the claim of a live notice's e-mail in the caller's transaction (a save asking for it): the job exists
 * exactly when the save commits, once per notice (unique key).
 */
export const enqueueNoticeSend = (tx: Executor, clientId: number, noticeId: number) =>
  enqueueJob(tx, { kind: NOTICE_SEND_JOB, clientId, payload: { noticeId }, uniqueKey: `${NOTICE_SEND_JOB}:${noticeId}` });

/**
 * Claims one notice's e-mail and writes its audience in the SAME transaction: `UPDATE … SET emailed_at = now WHERE …
 * AND emailed_at IS NULL RETURNING`, then one notice_recipients row per active member of its offices (every office
 * when it names none) whose consent allows community e-mails, and one batch job per NOTICE_BATCH_SIZE of them (unique
 * key `notice:<id>:batch:<n>`). Exactly one caller (the save's job, the schedule of any process, a retry) gets the
 * row; a crash before the commit leaves the notice unclaimed. Answers the batches, or null when not claimed.
 */
export async function claimNoticeMail(db: Db, id: number, now: Date): Promise<NoticeBatchPayload[] | null> {
  return writeTransaction(db, async (tx) => {
    const [notice] = await tx
      .update(notices)
      .set({ emailedAt: now })
      .where(and(eq(notices.id, id), mailDue(now)))
      .returning({ id: notices.id, clientId: notices.clientId });
    if (!notice) return null;
    const linked = tx.select({ officeId: noticeOffices.officeId }).from(noticeOffices).where(eq(noticeOffices.noticeId, notice.id));
    const audience = tx
      .select({ memberId: members.id })
      .from(members)
      .leftJoin(memberPreferences, eq(memberPreferences.memberId, members.id))
      .where(
        and(
          eq(members.clientId, notice.clientId),
          eq(members.status, 'active'),
          memberConsentSql('community'),
          or(sql`not exists (${linked})`, inArray(members.officeId, linked)),
        ),
      );
    const { rows } = await tx.execute<{ id: number }>(sql`
      insert into notice_recipients (client_id, notice_id, member_id)
      select ${notice.clientId}::int, ${notice.id}::int, a.member_id from (${audience}) a (member_id)
      on conflict do nothing
      returning id`);
    const ids = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    const batches: NoticeBatchPayload[] = [];
    for (let i = 0; i < ids.length; i += NOTICE_BATCH_SIZE)
      batches.push({ noticeId: id, batch: batches.length + 1, rows: ids.slice(i, i + NOTICE_BATCH_SIZE) });
    for (const b of batches)
      await enqueueJob(tx, { kind: NOTICE_BATCH_JOB, clientId: notice.clientId, uniqueKey: `notice:${id}:batch:${b.batch}`, payload: { ...b } });
    return batches;
  });
}

/**
 * One batch job of a notice (issue 29): e-mails the batch's recipients not yet mailed whose consent still allows
 * community e-mails, through the Mailer with the `community_notice` kind (unsubscribe link included) and a fixed
 * Message-ID. Each recipient is marked sending_at before the send and mailed_at after it: a batch run again after a
 * crash skips the mailed and sends again only the one in flight. Updates the notice's emailed_count. Answers how many
 * were e-mailed by this run.
 */
export async function sendNoticeBatch(
  db: Db,
  mailer: Mailer,
  batch: Pick<NoticeBatchPayload, 'noticeId' | 'rows'>,
  heartbeat: () => Promise<void> = async () => {},
): Promise<number> {
  const [notice] = await db
    .select({ id: notices.id, clientId: notices.clientId, title: notices.title, body: notices.body })
    .from(notices)
    .where(eq(notices.id, batch.noticeId))
    .limit(1);
  if (!notice || !batch.rows.length) return 0;
  const ofBatch = and(eq(noticeRecipients.noticeId, notice.id), inArray(noticeRecipients.id, batch.rows), isNull(noticeRecipients.mailedAt));
  const [operator] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, notice.clientId));
  const recipients = await db
    .select({
      rowId: noticeRecipients.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      memberId: members.id,
      allowEmail: members.allowEmail,
      ...preferenceColumns,
    })
    .from(noticeRecipients)
    .innerJoin(members, eq(members.id, noticeRecipients.memberId))
    .innerJoin(users, eq(users.id, members.userId))
    .leftJoin(memberPreferences, eq(memberPreferences.memberId, members.id))
    .where(and(ofBatch, isNull(noticeRecipients.skipped)))
    .orderBy(asc(noticeRecipients.id));
  let mailed = 0;
  // Rendered once for the batch; names and the unsubscribe line are filled per recipient.
  const rendered = recipients.length ? await renderCampaign(mailer, notice.clientId, { subject: notice.title, body: notice.body }) : null;
  for (const r of recipients) {
    const recipient: ConsentRecipient = { type: 'member', id: r.memberId, consent: memberConsent(r.allowEmail, r) };
    const row = eq(noticeRecipients.id, r.rowId);
    await db.update(noticeRecipients).set({ sendingAt: new Date() }).where(row);
    const mail = personalCampaignMail(rendered!, { first_name: r.firstName, last_name: r.lastName, operator_name: operator?.name ?? '' });
    // A passing SMTP failure is the Mailer's: the outbox row says 'failed' and a mail-retry job sends it again.
    const ok = await mailer.send({
      kind: 'community_notice',
      recipient,
      to: r.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      clientId: notice.clientId,
      messageId: noticeMessageId(notice.id, r.memberId),
    });
    await db
      .update(noticeRecipients)
      .set(ok ? { mailedAt: new Date() } : { skipped: 'no_consent' })
      .where(row);
    if (ok) mailed++;
    await heartbeat();
  }
  await db
    .update(notices)
    .set({
      emailedCount: sql`(select count(*)::int from ${noticeRecipients} where ${and(eq(noticeRecipients.noticeId, notice.id), isNotNull(noticeRecipients.mailedAt))})`,
    })
    .where(eq(notices.id, notice.id));
  return mailed;
}

/** Notices claimed per schedule run, so one run stays short. */
const BATCH = 20;

/**
 * The recurring 'notice-mail' job: claims every notice whose e-mail was asked for and which is live now (a scheduled
 * one once its time comes), queuing its batches. Answers the notices claimed and the recipients queued.
 */
export async function queueDueNotices(db: Db, now: Date = clock.now()): Promise<{ notices: number; recipients: number }> {
  const due = await db.select({ id: notices.id }).from(notices).where(mailDue(now)).orderBy(asc(notices.publishAt), asc(notices.id)).limit(BATCH);
  const result = { notices: 0, recipients: 0 };
  for (const { id } of due) {
    const batches = await claimNoticeMail(db, id, now);
    if (!batches) continue;
    result.notices++;
    result.recipients += batches.reduce((n, b) => n + b.rows.length, 0);
  }
  return result;
}

/**
 * Tests and tools: claims the due notices and sends their batches at once in this process, as the queue's batch jobs
 * would (a batch job run later finds its recipients mailed and sends nothing).
 */
export async function runDueNotices(db: Db, mailer: Mailer, now: Date = clock.now()): Promise<{ notices: number; emails: number }> {
  const due = await db.select({ id: notices.id }).from(notices).where(mailDue(now)).orderBy(asc(notices.publishAt), asc(notices.id)).limit(BATCH);
  const result = { notices: 0, emails: 0 };
  for (const { id } of due) {
    const batches = await claimNoticeMail(db, id, now);
    if (!batches) continue;
    result.notices++;
    for (const b of batches) result.emails += await sendNoticeBatch(db, mailer, b);
  }
  return result;
}
