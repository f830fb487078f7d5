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
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';
import { loadBrand, type MailBrand } from '../mail/brand.ts';
import { hasUnsubscribeMarker, renderMailHtml, withUnsubscribe, type MailContent } from '../mail/render.tsx';
import { enqueueJob } from '../jobs/queue/job-queue.repo.ts';
import { resolveRecipient } from './consent.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';
import { smtpTransport } from './smtp-transport.ts';

export interface Mail {
  /** What the message is (contract MESSAGE_KINDS): its category decides, with the recipient's consent, whether it goes. */
  kind: MessageKind;
  to: string;
  subject: string;
  text: string;
  /**
   * The HTML content from a template (apps/api/src/mail/*.mail.tsx), rendered by the Mailer inside the shared layout
   * with the operator's brand. Templates give `subject`, `text` and `body` together: spread one into the mail.
   */
  body?: MailContent['body'];
  preview?: string;
  /**
   * An HTML part rendered already (a campaign renders once for all its recipients, see `Mailer.renderHtml`). Its
   * unsubscribe marker is filled per recipient.
   */
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

/** What nodemailer's error says about the SMTP exchange. */
interface SmtpError {
  responseCode?: number;
  response?: string;
  command?: string;
  rejected?: string[];
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
 *
 * HTML (issue 29): a template's `body` is rendered here in the shared layout with the operator's logo and colours;
 * the unsubscribe line goes in its footer. The outbox row keeps the HTML and each attachment's name, type and size.
 *
 * Delivery (issue 29): the row's `status` is 'kept' (no SMTP), 'sent', 'bounced' or 'failed'. A recipient the server
 * refuses for good (a 5xx answer to the address, or an address in nodemailer's `rejected`) is a bounce: recorded on
 * the row (status, code, time, error) and `send` still answers true (nothing to retry). Any other 5xx is recorded as
 * 'failed' and not thrown (retrying will not help). A passing failure (4xx, no connection) is recorded as 'failed'
 * and a `mail-retry` job is queued (the queue's backoff, then dead letters): `send` answers true, the mail is on its way.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | null,
    private readonly from: string,
    private readonly links: UnsubscribeLinks | null = null,
    pool = 0,
  ) {
    // A pool (issue 32) keeps `pool` connections open and sends on them one message after another: no connect, greeting
    // and QUIT per e-mail (a campaign's 100k). Without one, each message opens its own connection.
    this.transport = smtpUrl ? smtpTransport(smtpUrl, pool) : null;
  }

  /** Closes the pool's connections (the app's onClose). */
  close(): void {
    this.transport?.close();
  }

  /** Sends (or keeps in the outbox) one message; false when the recipient's consent says no and nothing was sent. */
  async send(input: Mail): Promise<boolean> {
    const consented = await this.withConsent(input);
    if (!consented) return false;
    const { mail, unsubscribe } = consented;
    let html = mail.html ?? null;
    if (!html && mail.body) html = await this.renderHtml(mail.clientId, { subject: mail.subject, body: mail.body, preview: mail.preview });
    if (html)
      html = hasUnsubscribeMarker(html)
        ? withUnsubscribe(html, unsubscribe)
        : unsubscribe
          ? withHtmlFooter(html, unsubscribe.page, unsubscribe.hint)
          : html;
    const attachments = mail.attachments?.length ? mail.attachments.map((a) => ({ ...a, size: attachmentSize(a) })) : null;
    const [row] = await this.db
      .insert(emailOutbox)
      .values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html,
        link: mail.link ?? null,
        clientId: mail.clientId ?? null,
        kind: mail.kind,
        headers: mail.headers ?? null,
        attachments,
        status: this.transport ? 'sending' : 'kept',
        messageId: mail.messageId ?? null,
      })
      .returning({ id: emailOutbox.id });
    if (!this.transport) {
      this.log.info({ to: mail.to, link: mail.link }, `e-mail "${mail.subject}" kept in the outbox: ${mail.link ?? ''}`);
      return true;
    }
    try {
      const { to, subject, text, attachments: files, headers, messageId } = mail;
      const info = await this.transport.sendMail({
        from: this.from,
        to,
        subject,
        text,
        html: html ?? undefined,
        attachments: files,
        headers,
        messageId,
      });
      const rejected = (info.rejected ?? []).map(String);
      if (rejected.length) await this.bounce(row.id, mail.to, { rejected, response: info.response });
      else await this.db.update(emailOutbox).set({ sentAt: new Date(), status: 'sent' }).where(eqId(row.id));
    } catch (err) {
      const smtp = err as SmtpError;
      const code = smtp.responseCode ?? 0;
      if (code >= 500 && (smtp.rejected?.length || /^RCPT/i.test(smtp.command ?? ''))) {
        await this.bounce(row.id, mail.to, smtp);
        return true;
      }
      this.log.error({ err, to: mail.to }, 'e-mail could not be sent: queued to try again');
      await this.db
        .update(emailOutbox)
        .set({ status: 'failed', error: String(err) })
        .where(eqId(row.id));
      // A passing failure (a 4xx answer, no connection, a time-out) is retried by the job queue with backoff (issue 29).
      if (code < 500) {
        await enqueueJob(this.db, {
          kind: MAIL_RETRY_JOB,
          clientId: mail.clientId ?? null,
          payload: { outboxId: row.id },
          uniqueKey: `outbox:${row.id}`,
        });
        return true;
      }
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

  /** Renders a template's HTML in the shared layout with the operator's brand (the unsubscribe marker left in). */
  async renderHtml(clientId: number | null | undefined, content: Pick<MailContent, 'subject' | 'body' | 'preview'>): Promise<string> {
    return renderMailHtml(await this.brand(clientId), content);
  }

  brand(clientId: number | null | undefined): Promise<MailBrand> {
    return loadBrand(this.db, clientId, this.links?.publicUrl ?? null);
  }

  /** The server refused the recipient for good: the row says so (no retry), and the log. */
  private async bounce(id: number, to: string, smtp: SmtpError) {
    this.log.warn({ to, code: smtp.responseCode, response: smtp.response }, 'e-mail bounced: the server refused the recipient');
    await this.db
      .update(emailOutbox)
      .set({ status: 'bounced', bouncedAt: new Date(), bounceCode: smtp.responseCode ?? null, error: smtp.response ?? 'recipient rejected' })
      .where(eqId(id));
  }

  /** The message as it goes (with its unsubscribe text line and headers, and the link for the HTML footer), or null when consent stops it. */
  private async withConsent(
    mail: Mail,
  ): Promise<{ mail: Mail & { headers?: Record<string, string> }; unsubscribe: { page: string; hint: string } | null } | null> {
    const category = MESSAGE_KINDS[mail.kind];
    if (category === 'required' || !mail.clientId) return { mail, unsubscribe: null };
    const recipient = mail.recipient ?? (await resolveRecipient(this.db, mail.clientId, mail.to));
    if (!mayEmail(mail.kind, recipient)) {
      this.log.info(
        { to: mail.to, kind: mail.kind, clientId: mail.clientId },
        `e-mail "${mail.subject}" skipped: the recipient turned ${category} e-mails off`,
      );
      return null;
    }
    if (!this.links || recipient.type === 'other' || !hasUnsubscribeLink(mail.kind, recipient)) return { mail, unsubscribe: null };
    const token = this.links.tokens.sign({ clientId: mail.clientId, recipient: recipient.type, id: recipient.id, category });
    const base = this.links.publicUrl.replace(/\/+$/, '');
    const page = `${base}/unsubscribe#${token}`;
    const hint = CONSENT_CATEGORY_HINTS[category];
    const line = `Stop e-mails about ${hint}: ${page}`;
    return {
      mail: {
        ...mail,
        text: `${mail.text}\n\n--\n${line}`,
        headers: { 'List-Unsubscribe': `<${base}/api/unsubscribe/?token=${token}>`, 'List-Unsubscribe-Post': LIST_UNSUBSCRIBE_POST },
      },
      unsubscribe: { page, hint },
    };
  }
}

/** Bytes of an attachment as sent (base64 content decoded). */
const attachmentSize = (a: MailAttachment) => (a.encoding === 'base64' ? Buffer.from(a.content, 'base64') : Buffer.from(a.content, 'utf8')).length;

/** The unsubscribe line at the end of an HTML part (before `</body>` when it has one). The page URL is ours: no user text. */
function withHtmlFooter(html: string, page: string, hint: string): string {
  const footer = `<p style="margin-top:24px;font-size:12px;color:#666">Stop e-mails about ${hint}: <a href="${page}">unsubscribe</a></p>`;
  const at = html.lastIndexOf('</body>');
  return at < 0 ? `${html}${footer}` : `${html.slice(0, at)}${footer}${html.slice(at)}`;
}

const eqId = (id: number) => eq(emailOutbox.id, id);
