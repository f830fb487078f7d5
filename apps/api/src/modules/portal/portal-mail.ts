import { PORTAL_BASE_PATH, PORTAL_LINK_TTL_MINUTES, type MessageKind } from '@clubspace/contract';
import type { App } from '../../app-types.ts';
import type { Executor } from '../../db/client.ts';
import { portalLinkMail } from '../../mail/portal-link.mail.tsx';
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

/** The portal page each link opens. */
const PAGE: Record<PortalLinkPurpose, string> = { invite: 'accept', magic: 'magic', reset: 'reset' };

/** Creates a one-time link for the member and e-mails it (invitation, magic log-in or password reset). */
export async function mailPortalLink(app: App, db: Executor, purpose: PortalLinkPurpose, target: LinkTarget) {
  const token = await createPortalLink(db, target.client.id, target.member.id, purpose);
  const link = portalLinkUrl(app.config.publicUrl, target.client.slug, PAGE[purpose], token);
  await app.mailer.send({
    kind: PORTAL_LINK_KINDS[purpose],
    to: target.member.email,
    clientId: target.client.id,
    ...portalLinkMail(purpose, {
      firstName: target.member.firstName,
      operator: target.client.name,
      valid: hours(PORTAL_LINK_TTL_MINUTES[purpose]),
      link,
    }),
    link,
  });
}
