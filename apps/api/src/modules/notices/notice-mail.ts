import { memberConsent, type ConsentRecipient } from '@clubspace/contract';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { clients, memberPreferences, members, noticeOffices, notices, users } from '../../db/schema/index.ts';
import { clock } from '../../lib/clock.ts';
import { memberConsentSql, preferenceColumns } from '../../lib/consent.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { personalCampaignMail } from '../../mail/campaign.mail.tsx';
import { renderCampaign } from '../campaigns/campaign-mail.ts';

interface MailableNotice {
  id: number;
  clientId: number;
  title: string;
  body: string;
}

/** Asked for, never sent, and live at `now` (an expired notice is never e-mailed late). */
const mailDue = (now: Date) =>
  and(
    eq(notices.emailRequested, true),
    isNull(notices.emailedAt),
    lte(notices.publishAt, now),
    or(isNull(notices.expireAt), gt(notices.expireAt, now)),
  );

/**
 * Claims one notice's e-mail: `UPDATE … SET emailed_at = now WHERE … AND emailed_at IS NULL RETURNING`. Exactly one
 * caller (a request's background send, the job of any process, a retry) gets the row; the others get nothing.
 */
export async function claimNoticeMail(db: Db, id: number, now: Date): Promise<MailableNotice | null> {
  const rows = await db
    .update(notices)
    .set({ emailedAt: now })
    .where(and(eq(notices.id, id), mailDue(now)))
    .returning({ id: notices.id, clientId: notices.clientId, title: notices.title, body: notices.body });
  return rows[0] ?? null;
}

/**
 * E-mails the notice to the active members of its offices (every office when it names none) whose consent allows
 * community e-mails (allow_email and the community category, filtered in SQL), through the Mailer with the
 * `community_notice` kind (unsubscribe link included). Answers how many were e-mailed.
 */
export async function mailNotice(db: Db, mailer: Mailer, notice: MailableNotice): Promise<number> {
  const linked = db.select({ officeId: noticeOffices.officeId }).from(noticeOffices).where(eq(noticeOffices.noticeId, notice.id));
  const [operator] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, notice.clientId));
  const recipients = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      memberId: members.id,
      allowEmail: members.allowEmail,
      ...preferenceColumns,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .leftJoin(memberPreferences, eq(memberPreferences.memberId, members.id))
    .where(
      and(
        eq(members.clientId, notice.clientId),
        eq(members.status, 'active'),
        memberConsentSql('community'),
        or(sql`not exists (${linked})`, inArray(members.officeId, linked)),
      ),
    )
    .orderBy(asc(members.id));
  let sent = 0;
  // Rendered once for every recipient (issue 29); names and the unsubscribe line are filled per recipient.
  const rendered = recipients.length ? await renderCampaign(mailer, notice.clientId, { subject: notice.title, body: notice.body }) : null;
  for (const r of recipients) {
    const recipient: ConsentRecipient = { type: 'member', id: r.memberId, consent: memberConsent(r.allowEmail, r) };
    const mail = personalCampaignMail(rendered!, { first_name: r.firstName, last_name: r.lastName, operator_name: operator?.name ?? '' });
    // A passing SMTP failure: the outbox row says 'failed' (for a retry); the other members still get theirs.
    const ok = await mailer.send({
      kind: 'community_notice',
      recipient,
      to: r.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      clientId: notice.clientId,
    });
    if (ok) sent++;
  }
  await db.update(notices).set({ emailedCount: sent }).where(eq(notices.id, notice.id));
  return sent;
}

/** Notices claimed per job run, so one run stays short. */
const BATCH = 20;

/** E-mails every notice whose e-mail was asked for and which is live now, claiming each first (never twice). */
export async function runDueNotices(db: Db, mailer: Mailer, now: Date = clock.now()): Promise<{ notices: number; emails: number }> {
  const due = await db.select({ id: notices.id }).from(notices).where(mailDue(now)).orderBy(asc(notices.publishAt), asc(notices.id)).limit(BATCH);
  const result = { notices: 0, emails: 0 };
  for (const { id } of due) {
    const notice = await claimNoticeMail(db, id, now);
    if (!notice) continue;
    result.notices++;
    result.emails += await mailNotice(db, mailer, notice);
  }
  return result;
}

const inFlight = new Set<Promise<unknown>>();

/**
 * After a save that asks for an e-mail of a live notice: send it in the background (the request answers at once, however
 * large the audience). The claim keeps it to one send with the job and with a retried request.
 */
export function queueNoticeMail(db: Db, mailer: Mailer, log: FastifyBaseLogger, id: number): void {
  const work = (async () => {
    await new Promise((resolve) => setImmediate(resolve));
    const notice = await claimNoticeMail(db, id, clock.now());
    if (notice) await mailNotice(db, mailer, notice);
  })().catch((err: unknown) => log.error({ err, notice: id }, 'notice e-mail failed'));
  inFlight.add(work);
  void work.finally(() => inFlight.delete(work));
}

/** Tests: wait for the background sends started so far. */
export async function noticeMailsSettled(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight]);
}
