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
}

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
      })
      .returning({ id: emailOutbox.id });
    if (!this.transport) {
      this.log.info({ to: mail.to, link: mail.link }, `e-mail "${mail.subject}" kept in the outbox: ${mail.link ?? ''}`);
      return true;
    }
    try {
      const { to, subject, text, html, attachments, headers } = mail;
      await this.transport.sendMail({ from: this.from, to, subject, text, html, attachments, headers });
      await this.db.update(emailOutbox).set({ sentAt: new Date() }).where(eqId(row.id));
    } catch (err) {
      this.log.error({ err, to: mail.to }, 'e-mail could not be sent');
      await this.db
        .update(emailOutbox)
        .set({ error: String(err) })
        .where(eqId(row.id));
    }
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
