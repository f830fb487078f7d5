import { PORTAL_LINK_TTL_MINUTES } from '@clubspace/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { portalLinks } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';

export type PortalLinkPurpose = keyof typeof PORTAL_LINK_TTL_MINUTES;

/** A one-time link token for a member (stored hashed), valid for its purpose's minutes. */
export async function createPortalLink(db: Executor, clientId: number, memberId: number, purpose: PortalLinkPurpose) {
  const token = randomToken();
  await db.insert(portalLinks).values({
    clientId,
    memberId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + PORTAL_LINK_TTL_MINUTES[purpose] * 60_000),
  });
  return token;
}

const live = (token: string, purpose: PortalLinkPurpose) =>
  and(eq(portalLinks.tokenHash, sha256(token)), eq(portalLinks.purpose, purpose), isNull(portalLinks.usedAt), gt(portalLinks.expiresAt, new Date()));

/** The member and operator of a live link, without using it up. */
export async function peekPortalLink(db: Executor, token: string, purpose: PortalLinkPurpose) {
  const [row] = await db
    .select({ clientId: portalLinks.clientId, memberId: portalLinks.memberId })
    .from(portalLinks)
    .where(live(token, purpose))
    .limit(1);
  return row ?? null;
}

/** Uses up a live link; null when unknown, used or expired (two clicks at once: one wins). */
export async function consumePortalLink(db: Executor, token: string, purpose: PortalLinkPurpose) {
  const [row] = await db
    .update(portalLinks)
    .set({ usedAt: new Date() })
    .where(live(token, purpose))
    .returning({ clientId: portalLinks.clientId, memberId: portalLinks.memberId });
  return row ?? null;
}

/** When the member's newest link of a purpose was made (a throttle reads it). */
export async function lastPortalLinkAt(db: Executor, memberId: number, purpose: PortalLinkPurpose) {
  const [row] = await db
    .select({ at: portalLinks.createdAt })
    .from(portalLinks)
    .where(and(eq(portalLinks.memberId, memberId), eq(portalLinks.purpose, purpose)))
    .orderBy(desc(portalLinks.createdAt))
    .limit(1);
  return row?.at ?? null;
}
