import { PORTAL_BASE_PATH } from '@clubspace/contract';
import type { App } from '../../app-types.ts';

export interface TicketMailTarget {
  clientId: number;
  clientSlug: string;
  clientName: string;
  email: string | null;
  firstName: string | null;
  number: number;
  slug: string;
  subject: string;
}

/** The member's page of the ticket in the portal. */
export const portalTicketUrl = (publicUrl: string, workspace: string, slug: string) =>
  `${publicUrl.replace(/\/$/, '')}${PORTAL_BASE_PATH}/${encodeURIComponent(workspace)}/help/${encodeURIComponent(slug)}`;

/**
 * E-mails to the member (issue 28): each staff reply and the resolution, of the consent category "community" (the
 * member's preferences and unsubscribe links apply). Sent after the commit, never inside the transaction.
 */
export async function mailTicketReply(app: App, t: TicketMailTarget, body: string) {
  if (!t.email) return false;
  const link = portalTicketUrl(app.config.publicUrl, t.clientSlug, t.slug);
  return app.mailer.send({
    kind: 'ticket_reply',
    to: t.email,
    clientId: t.clientId,
    subject: `Re: ${t.subject} [#${t.number}]`,
    text: `Hello ${t.firstName ?? ''},\n\n${t.clientName} replied to your ticket #${t.number} "${t.subject}":\n\n${body}\n\nReply in the member portal: ${link}`,
    link,
  });
}

export async function mailTicketResolved(app: App, t: TicketMailTarget, autoCloseDays: number) {
  if (!t.email) return false;
  const link = portalTicketUrl(app.config.publicUrl, t.clientSlug, t.slug);
  return app.mailer.send({
    kind: 'ticket_resolved',
    to: t.email,
    clientId: t.clientId,
    subject: `Resolved: ${t.subject} [#${t.number}]`,
    text:
      `Hello ${t.firstName ?? ''},\n\n${t.clientName} has marked your ticket #${t.number} "${t.subject}" as resolved.\n\n` +
      `If something is still wrong, reply in the member portal within ${autoCloseDays} days and it reopens: ${link}`,
    link,
  });
}
