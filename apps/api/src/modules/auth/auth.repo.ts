import { randomUUID } from 'node:crypto';
import { resetWaitMinutes } from '@clubspace/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, refreshTokens, users } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';
import type { SessionMeta } from '../../lib/session-meta.ts';

export type RefreshOutcome = { userId: number; refresh: string; familyId: string } | { error: 'invalid' | 'reused' | 'expired'; familyId?: string };

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return user ?? null;
}

/**
 * Starts a new refresh-token family (one login), or continues one (a rotation). Its creation time is the settable
 * clock's (the session's "last use", which the idle timeout reads); `meta` is the device and address it came from.
 */
export async function issueRefresh(db: Db, userId: number, ttlSeconds: number, familyId: string = randomUUID(), meta?: SessionMeta) {
  const refresh = randomToken();
  await db.insert(refreshTokens).values({
    userId,
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
 * Rotates a refresh token: the presented one is used up and a new one of the same family returned. Presenting a token
 * again within `graceSeconds` of its rotation (two tabs refreshing at once) gets a sibling of the same family, so
 * neither tab is logged out; presenting it later, or a revoked one, means it leaked, so the whole family is revoked.
 */
export async function rotateRefresh(
  db: Db,
  presented: string,
  ttlSeconds: number,
  graceSeconds = 0,
  session: { meta?: SessionMeta; idleSeconds?: number } = {},
): Promise<RefreshOutcome> {
  return writeTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(presented)))
      .for('update')
      .limit(1);
    if (!row) return { error: 'invalid' as const };
    const now = Date.now();
    const inGrace = !row.revokedAt && row.usedAt !== null && now - row.usedAt.getTime() <= graceSeconds * 1000;
    if ((row.usedAt || row.revokedAt) && !inGrace) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { error: 'reused' as const, familyId: row.familyId };
    }
    if (row.expiresAt.getTime() <= now) return { error: 'expired' as const };
    // Idle too long (issue 30): the login ends here, and with it its listing.
    if (session.idleSeconds && clock.now().getTime() - row.createdAt.getTime() > session.idleSeconds * 1000) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { error: 'expired' as const, familyId: row.familyId };
    }
    if (!inGrace) await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    const refresh = await issueRefresh(tx as unknown as Db, row.userId, ttlSeconds, row.familyId, session.meta);
    return { userId: row.userId, refresh, familyId: row.familyId };
  });
}

/** Logout: revokes the login (refresh family) the presented token belongs to; unknown tokens are ignored. */
/** Logout: answers the revoked family's id (null for an unknown token), so its live streams can be ended. */
export async function revokeFamilyOf(db: Db, presented: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(presented)))
    .limit(1);
  if (!row) return null;
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
  return row.familyId;
}

/**
 * Ends every session of a user (deactivation, removal, password change; issue 13 §4): the session version goes up, so
 * each access token already out is refused by the auth hook, and every refresh token is revoked.
 */
export async function endUserSessions(db: Db, userId: number) {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** The session version new access tokens of a user carry. */
export async function sessionVersionOf(db: Db, userId: number) {
  const [row] = await db.select({ v: users.sessionVersion }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.v ?? 0;
}

export type AuthTokenPurpose = 'validate_email' | 'reset_password';

export async function createAuthToken(db: Db, userId: number, purpose: AuthTokenPurpose, ttlHours: number) {
  const token = randomToken();
  await db.insert(authTokens).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlHours * 3600 * 1000),
  });
  return token;
}

/** Uses up a one-time link token; returns the user id, or null when unknown, used or expired. */
export async function consumeAuthToken(db: Db, token: string, purpose: AuthTokenPurpose) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(authTokens.tokenHash, sha256(token)), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date())),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/** The user a link token belongs to, used or not (to tell a re-opened validation link from a forged one). */
export async function authTokenOwner(db: Db, token: string, purpose: AuthTokenPurpose) {
  const [row] = await db
    .select({ userId: authTokens.userId, validated: users.validated })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sha256(token)), eq(authTokens.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/** When the user's newest token of a purpose was made (null if never): the e-mail throttle reads it. */
export async function lastAuthTokenAt(db: Db, userId: number, purpose: AuthTokenPurpose) {
  const [row] = await db
    .select({ at: sql<Date>`max(${authTokens.createdAt})` })
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose)));
  return row?.at ? new Date(row.at) : null;
}

/**
 * Issues a reset token unless one went out within the throttle window (issue 10 §8). The user's row is locked first,
 * so concurrent clicks (or API processes) see each other's token: one e-mail per member per window.
 */
export async function issueThrottledResetToken(db: Db, userId: number, ttlHours: number, now: Date = new Date()) {
  return writeTransaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const last = await lastAuthTokenAt(tx as unknown as Db, userId, 'reset_password');
    const wait = resetWaitMinutes(last, now);
    if (wait > 0) return { wait } as const;
    return { token: await createAuthToken(tx as unknown as Db, userId, 'reset_password', ttlHours) } as const;
  });
}
