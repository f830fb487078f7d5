import { PORTAL_BASE_PATH, PORTAL_LINK_TTL_MINUTES, type MessageKind } from '@clubspace/contract';
import type { App } from '../../app-types.ts';
import type { Executor } from '../../db/client.ts';
import { createPortalLink, type PortalLinkPurpose } from './portal-links.repo.ts';

export interface LinkTarget {
  client: { id: number; slug: string; name: string };
  member: { id: number; email: string; firstName: string };
}

/** A portal page address with a one-time token in its #fragment (never sent to a server or in a Referer). */
export const portalLinkUrl = (publicUrl: string, workspace: string, page: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}${PORTAL_BASE_PATH}/${encodeURIComponent(workspace)}/${page}#token=${token}`;

/** Portal links are required messages: the member asked for them, or staff invited them. */
const PORTAL_LINK_KINDS: Record<PortalLinkPurpose, MessageKind> = { invite: 'invitation', magic: 'magic_link', reset: 'password_reset' };

const hours = (minutes: number) => (minutes >= 120 ? `${Math.round(minutes / 60)} hours` : `${minutes} minutes`);

const TEXT: Record<PortalLinkPurpose, { page: string; subject: (operator: string) => string; body: (operator: string, valid: string) => string }> = {
  invite: {
    page: 'accept',
    subject: (operator) => `You are invited to the ${operator} member portal`,
    body: (operator, valid) =>
      `${operator} has invited you to its member portal, where you book desks and rooms, check in and see your invoices.\nOpen this link to choose your password (valid ${valid}):`,
  },
  magic: {
    page: 'magic',
    subject: (operator) => `Your ${operator} portal log-in link`,
    body: (_operator, valid) => `Open this link to log in to the member portal (it works once, for ${valid}):`,
  },
  reset: {
    page: 'reset',
    subject: (operator) => `Reset your ${operator} portal password`,
    body: (_operator, valid) => `Open this link to choose a new password (valid ${valid}):`,
  },
};

/** Creates a one-time link for the member and e-mails it (invitation, magic log-in or password reset). */
export async function mailPortalLink(app: App, db: Executor, purpose: PortalLinkPurpose, target: LinkTarget) {
  const token = await createPortalLink(db, target.client.id, target.member.id, purpose);
  const t = TEXT[purpose];
  const link = portalLinkUrl(app.config.publicUrl, target.client.slug, t.page, token);
  await app.mailer.send({
    kind: PORTAL_LINK_KINDS[purpose],
    to: target.member.email,
    clientId: target.client.id,
    subject: t.subject(target.client.name),
    text: `Hello ${target.member.firstName},\n\n${t.body(target.client.name, hours(PORTAL_LINK_TTL_MINUTES[purpose]))}\n${link}\n\nIf you did not expect this e-mail, ignore it.\n${target.client.name}`,
    link,
  });
}
