import {
  escapeHtml,
  markdownToHtml,
  markdownToText,
  substitutePlaceholders,
  type CampaignContent,
  type PlaceholderValues,
} from '@clubspace/contract';
import type { MailContent } from './render.tsx';

/**
 * A campaign's (or a notice's) e-mail from its subject and Markdown body, placeholders ({first_name} …) left in: it
 * is rendered to HTML once for all recipients, then `personalCampaignMail` fills each recipient's values.
 */
export function campaignMail(content: CampaignContent): MailContent {
  const markdown = content.body ?? '';
  return {
    subject: (content.subject ?? '').replace(/\s+/g, ' ').trim(),
    text: markdownToText(markdown),
    // The contract's Markdown HTML as is (the staff's preview shows the same).
    body: () => <div dangerouslySetInnerHTML={{ __html: markdownToHtml(markdown) }} />,
  };
}

/**
 * One recipient's subject, text and HTML from the campaign rendered once: placeholders filled after rendering, the
 * values HTML-escaped in the HTML part (a name can never add markup or links). Same words as the contract's
 * renderCampaignEmail (the staff's preview).
 */
export function personalCampaignMail(rendered: { subject: string; text: string; html: string }, values: PlaceholderValues) {
  return {
    subject: substitutePlaceholders(rendered.subject, values),
    text: `${substitutePlaceholders(rendered.text, values)}\n\n--\nSent by ${values.operator_name}`,
    html: substitutePlaceholders(rendered.html, values, escapeHtml),
  };
}
