import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { portalRefreshTokens } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { clock } from '../../lib/clock.ts';
import type { SessionMeta } from '../../lib/session-meta.ts';

export interface PortalSessionOwner {
  clientId: number;
  memberId: number;
  userId: number;
}

export type PortalRefreshOutcome = (PortalSessionOwner & { refresh: string; familyId: string }) | { error: 'invalid' | 'reused' | 'expired' };

/** Starts (or continues) a portal refresh-token family: one portal login; made at the settable clock's time (issue 30). */
export async function issuePortalRefresh(
  db: Executor,
  owner: PortalSessionOwner,
  ttlSeconds: number,
  familyId: string = randomUUID(),
  meta?: SessionMeta,
) {
  const refresh = randomToken();
  await db.insert(portalRefreshTokens).values({
    ...owner,
    familyId,
    tokenHash: sha256(refresh),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    createdAt: clock.now(),
    userAgent: meta?.userAgent ?? null,
    address: meta?.address ?? null,
  });
  return refresh;
}

/**
 * Rotates a portal refresh token as the staff one rotates (auth.repo rotateRefresh): the same token again within the
 * grace seconds gets a sibling; later, or a revoked one, revokes the whole family.
 */
export async function rotatePortalRefresh(
  db: Db,
  presented: string,
  ttlSeconds: number,
  graceSeconds: number,
  session: { meta?: SessionMeta; idleSeconds?: number } = {},
): Promise<PortalRefreshOutcome> {
  return writeTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(portalRefreshTokens)
      .where(eq(portalRefreshTokens.tokenHash, sha256(presented)))
      .for('update')
      .limit(1);
    if (!row) return { error: 'invalid' as const };
    const now = Date.now();
    const inGrace = !row.revokedAt && row.usedAt !== null && now - row.usedAt.getTime() <= graceSeconds * 1000;
    if ((row.usedAt || row.revokedAt) && !inGrace) {
      await tx
        .update(portalRefreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(portalRefreshTokens.familyId, row.familyId), isNull(portalRefreshTokens.revokedAt)));
      return { error: 'reused' as const };
    }
    if (row.expiresAt.getTime() <= now) return { error: 'expired' as const };
    // Idle too long (issue 30): the login ends here.
    if (session.idleSeconds && clock.now().getTime() - row.createdAt.getTime() > session.idleSeconds * 1000) {
      await tx
        .update(portalRefreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(portalRefreshTokens.familyId, row.familyId), isNull(portalRefreshTokens.revokedAt)));
      return { error: 'expired' as const };
    }
    if (!inGrace) await tx.update(portalRefreshTokens).set({ usedAt: new Date() }).where(eq(portalRefreshTokens.id, row.id));
    const owner = { clientId: row.clientId, memberId: row.memberId, userId: row.userId };
    return { ...owner, familyId: row.familyId, refresh: await issuePortalRefresh(tx, owner, ttlSeconds, row.familyId, session.meta) };
  });
}

/** Portal log-out: revokes the family of the presented token (unknown tokens are ignored). */
export async function revokePortalFamily(db: Db, presented: string) {
  await db
    .update(portalRefreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        isNull(portalRefreshTokens.revokedAt),
        eq(portalRefreshTokens.familyId, sql`(select family_id from portal_refresh_tokens where token_hash = ${sha256(presented)})`),
      ),
    );
}

/** A new password ends every portal login of the user, at every operator. */
export async function endUserPortalSessions(db: Executor, userId: number) {
  await db
    .update(portalRefreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(portalRefreshTokens.userId, userId), isNull(portalRefreshTokens.revokedAt)));
}
