import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to the text part (campaign e-mails). */
  html?: string;
  link?: string;
  clientId?: number | null;
  /** Attachments (a booking's .ics invitation, an invoice PDF). */
  attachments?: MailAttachment[];
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
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | null,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(mail: Mail): Promise<void> {
    const [row] = await this.db
      .insert(emailOutbox)
      .values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        link: mail.link ?? null,
        clientId: mail.clientId ?? null,
        attachments: mail.attachments?.length ? mail.attachments : null,
      })
      .returning({ id: emailOutbox.id });
    if (!this.transport) {
      this.log.info({ to: mail.to, link: mail.link }, `e-mail "${mail.subject}" kept in the outbox: ${mail.link ?? ''}`);
      return;
    }
    try {
      await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments });
      await this.db.update(emailOutbox).set({ sentAt: new Date() }).where(eqId(row.id));
    } catch (err) {
      this.log.error({ err, to: mail.to }, 'e-mail could not be sent');
      await this.db.update(emailOutbox).set({ error: String(err) }).where(eqId(row.id));
    }
  }
}

const eqId = (id: number) => eq(emailOutbox.id, id);
