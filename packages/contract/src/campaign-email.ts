import { escapeHtml, markdownToHtml, markdownToText } from './markdown-lite.ts';

/** The placeholders a campaign's subject and body may hold, filled per recipient. */
export const CAMPAIGN_PLACEHOLDERS = ['first_name', 'last_name', 'operator_name'] as const;
export type CampaignPlaceholder = (typeof CAMPAIGN_PLACEHOLDERS)[number];
export type PlaceholderValues = Record<CampaignPlaceholder, string>;

/** The help text under the body field. */
export const CAMPAIGN_BODY_HINT = `Markdown: **bold**, *italic*, [link](https://…), "- " lists. Placeholders: ${CAMPAIGN_PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}`;

const PLACEHOLDER = /\{(first_name|last_name|operator_name)\}/g;

/**
 * Replaces every known placeholder with its value (run through `escape` first, e.g. escapeHtml for the HTML part);
 * unknown `{words}` stay as written, so a typo shows in the test e-mail instead of vanishing.
 */
export function substitutePlaceholders(template: string, values: PlaceholderValues, escape: (v: string) => string = (v) => v): string {
  return template.replace(PLACEHOLDER, (_, key: CampaignPlaceholder) => escape(values[key] ?? ''));
}

export interface CampaignContent {
  subject: string | null | undefined;
  body: string | null | undefined;
}

/** A campaign can be sent (or test-sent) only with both a subject and a body. */
export const hasCampaignContent = (c: CampaignContent) => Boolean(c.subject?.trim() && c.body?.trim());

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * One recipient's e-mail: the Markdown body rendered to a simple HTML document and to a text part, placeholders
 * filled after rendering (values HTML-escaped in the HTML part, so a name can never add markup or links). The subject
 * is plain text on one line.
 */
export function renderCampaignEmail(content: CampaignContent, values: PlaceholderValues): RenderedEmail {
  const body = content.body ?? '';
  const subject = substitutePlaceholders((content.subject ?? '').replace(/\s+/g, ' ').trim(), values);
  const inner = substitutePlaceholders(markdownToHtml(body), values, escapeHtml);
  const footer = `Sent by ${escapeHtml(values.operator_name)}`;
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f4f5">',
    '<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1f2933">',
    inner,
    `<p style="margin:24px 0 0 0;font-size:12px;color:#6b7280">${footer}</p>`,
    '</div></body></html>',
  ].join('\n');
  const text = `${substitutePlaceholders(markdownToText(body), values)}\n\n--\nSent by ${values.operator_name}`;
  return { subject, html, text };
}
