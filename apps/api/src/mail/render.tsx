import { escapeHtml } from '@clubspace/contract';
import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { MailBrand } from './brand.ts';
import { MailLayout, UNSUBSCRIBE_MARKER } from './layout.mail.tsx';
import { TextBody, type MailAction } from './parts.tsx';

/**
 * A message from a template: its subject and text part, and its HTML content (inside the shared layout) built from the
 * same words. `body` gets the operator's brand (button and link colours).
 */
export interface MailContent {
  subject: string;
  text: string;
  body: (brand: MailBrand) => ReactElement;
  /** The inbox preview line (defaults to none: clients show the first words). */
  preview?: string;
}

/** A template whose HTML is its text part's paragraphs, with the given URLs as buttons. */
export function textMail(subject: string, text: string, actions: MailAction[] = []): MailContent {
  return { subject, text, body: (brand) => <TextBody text={text} brand={brand} actions={actions} /> };
}

/** How many HTML documents were rendered (a campaign renders one for all its recipients; tests read it). */
export const mailRenders = { count: 0 };

/** The full HTML document of a message, with the unsubscribe marker still in its footer. */
export async function renderMailHtml(brand: MailBrand, content: Pick<MailContent, 'subject' | 'body' | 'preview'>): Promise<string> {
  mailRenders.count++;
  return render(
    <MailLayout brand={brand} subject={content.subject} preview={content.preview}>
      {content.body(brand)}
    </MailLayout>,
  );
}

/** Replaces the footer's unsubscribe marker: the category's line with its link, or nothing. The URL is escaped. */
export function withUnsubscribe(html: string, unsubscribe: { page: string; hint: string } | null): string {
  const line = unsubscribe
    ? `Stop e-mails about ${escapeHtml(unsubscribe.hint)}: <a href="${escapeHtml(unsubscribe.page)}" style="color:#6b7280">unsubscribe</a>`
    : '';
  return html.split(UNSUBSCRIBE_MARKER).join(line);
}

export const hasUnsubscribeMarker = (html: string) => html.includes(UNSUBSCRIBE_MARKER);
