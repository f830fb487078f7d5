import {
  CONSENT_CATEGORY_HINTS,
  LIST_UNSUBSCRIBE_POST,
  MESSAGE_KINDS,
  hasUnsubscribeLink,
  mayEmail,
  type ConsentRecipient,
  type MessageKind,
} from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';
import { enqueueJob } from '../jobs/queue/job-queue.repo.ts';
import { resolveRecipient } from './consent.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

export interface Mail {
  /** What the message is (contract MESSAGE_KINDS): its category decides, with the recipient's consent, whether it goes. */
  kind: MessageKind;
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to the text part (campaign e-mails). */
  html?: string;
  link?: string;
  clientId?: number | null;
  /** Attachments (a booking's .ics invitation, an invoice PDF). */
  attachments?: MailAttachment[];
  /** The recipient's consent when the sender already loaded it (a campaign's recipients, in one query). */
  recipient?: ConsentRecipient;
  /** A fixed Message-ID (`<…@…>`): a message sent again after a crash keeps it, so mail clients see one message. */
  messageId?: string;
}

/** The job kind that sends an outbox row again after a transport failure (jobs/job-kinds.ts registers it). */
export const MAIL_RETRY_JOB = 'mail-retry';

/** Where unsubscribe links point and what signs them. */
export interface UnsubscribeLinks {
  publicUrl: string;
  tokens: UnsubscribeTokens;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text, or base64 of binary content (a PDF) when encoding is 'base64'. */
  content: string;
  encoding?: 'base64';
}

/**
 * Every message is written to the outbox; with SMTP_URL it is also sent by nodemailer. Without SMTP a log line
 * prints the link, so a local user can finish sign-up or a reset from the console.
 *
 * Consent (issue 26): a message that is not of a required kind goes only when the contract's `mayEmail` allows it for
 * the recipient's consent at the message's operator (else it is skipped, logged, and `send` answers false), and it
 * carries a one-click unsubscribe link for its category: a line at the end of the text (and HTML) and the
 * List-Unsubscribe and List-Unsubscribe-Post headers of RFC 8058.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | null,
    private readonly from: string,
    private readonly links: UnsubscribeLinks | null = null,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  /** Sends (or keeps in the outbox) one message; false when the recipient's consent says no and nothing was sent. */
  async send(input: Mail): Promise<boolean> {
    const mail = await this.withConsent(input);
    if (!mail) return false;
    const [row] = await this.db
      .insert(emailOutbox)
      .values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        link: mail.link ?? null,
        clientId: mail.clientId ?? null,
        kind: mail.kind,
        headers: mail.headers ?? null,
        attachments: mail.attachments?.length ? mail.attachments : null,
        messageId: mail.messageId ?? null,
      })
      .returning({ id: emailOutbox.id });
    if (!this.transport) {
      this.log.info({ to: mail.to, link: mail.link }, `e-mail "${mail.subject}" kept in the outbox: ${mail.link ?? ''}`);
      return true;
    }
    try {
      const { to, subject, text, html, attachments, headers, messageId } = mail;
      await this.transport.sendMail({ from: this.from, to, subject, text, html, attachments, headers, messageId });
      await this.db.update(emailOutbox).set({ sentAt: new Date() }).where(eqId(row.id));
    } catch (err) {
      // A transport failure (the SMTP server down, a timeout) is retried by the job queue with backoff (issue 29).
      this.log.error({ err, to: mail.to }, 'e-mail could not be sent: queued to try again');
      await this.db
        .update(emailOutbox)
        .set({ error: String(err) })
        .where(eqId(row.id));
      await enqueueJob(this.db, {
        kind: MAIL_RETRY_JOB,
        clientId: mail.clientId ?? null,
        payload: { outboxId: row.id },
        uniqueKey: `outbox:${row.id}`,
      });
    }
    return true;
  }

  /**
   * The mail-retry job: sends an outbox row again as it was written. Throws when the transport fails again (the queue
   * retries, then lays the job dead); answers false when there is nothing to send (sent already, no SMTP).
   */
  async resend(outboxId: number): Promise<boolean> {
    const [row] = await this.db.select().from(emailOutbox).where(eqId(outboxId)).limit(1);
    if (!row || row.sentAt || !this.transport) return false;
    try {
      await this.transport.sendMail({
        from: this.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        attachments: row.attachments ?? undefined,
        headers: row.headers ?? undefined,
        messageId: row.messageId ?? undefined,
      });
    } catch (err) {
      await this.db
        .update(emailOutbox)
        .set({ error: String(err) })
        .where(eqId(outboxId));
      throw err;
    }
    await this.db.update(emailOutbox).set({ sentAt: new Date(), error: null }).where(eqId(outboxId));
    return true;
  }

  /** The message as it goes (with its unsubscribe link and headers), or null when consent stops it. */
  private async withConsent(mail: Mail): Promise<(Mail & { headers?: Record<string, string> }) | null> {
    const category = MESSAGE_KINDS[mail.kind];
    if (category === 'required' || !mail.clientId) return mail;
    const recipient = mail.recipient ?? (await resolveRecipient(this.db, mail.clientId, mail.to));
    if (!mayEmail(mail.kind, recipient)) {
      this.log.info(
        { to: mail.to, kind: mail.kind, clientId: mail.clientId },
        `e-mail "${mail.subject}" skipped: the recipient turned ${category} e-mails off`,
      );
      return null;
    }
    if (!this.links || recipient.type === 'other' || !hasUnsubscribeLink(mail.kind, recipient)) return mail;
    const token = this.links.tokens.sign({ clientId: mail.clientId, recipient: recipient.type, id: recipient.id, category });
    const base = this.links.publicUrl.replace(/\/+$/, '');
    const page = `${base}/unsubscribe#${token}`;
    const line = `Stop e-mails about ${CONSENT_CATEGORY_HINTS[category]}: ${page}`;
    return {
      ...mail,
      text: `${mail.text}\n\n--\n${line}`,
      html: mail.html ? withHtmlFooter(mail.html, page, CONSENT_CATEGORY_HINTS[category]) : undefined,
      headers: { 'List-Unsubscribe': `<${base}/api/unsubscribe/?token=${token}>`, 'List-Unsubscribe-Post': LIST_UNSUBSCRIBE_POST },
    };
  }
}

/** The unsubscribe line at the end of an HTML part (before `</body>` when it has one). The page URL is ours: no user text. */
function withHtmlFooter(html: string, page: string, hint: string): string {
  const footer = `<p style="margin-top:24px;font-size:12px;color:#666">Stop e-mails about ${hint}: <a href="${page}">unsubscribe</a></p>`;
  const at = html.lastIndexOf('</body>');
  return at < 0 ? `${html}${footer}` : `${html.slice(0, at)}${footer}${html.slice(at)}`;
}

const eqId = (id: number) => eq(emailOutbox.id, id);
