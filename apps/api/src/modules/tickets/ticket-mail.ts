import { PORTAL_BASE_PATH } from '@clubspace/contract';
import type { App } from '../../app-types.ts';
import { ticketReplyMail, ticketResolvedMail } from '../../mail/ticket.mail.tsx';

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
    ...ticketReplyMail({ firstName: t.firstName, operator: t.clientName, number: t.number, subject: t.subject, link, body }),
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
    ...ticketResolvedMail({ firstName: t.firstName, operator: t.clientName, number: t.number, subject: t.subject, link, autoCloseDays }),
    link,
  });
}
