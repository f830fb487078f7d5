import { describeUserAgent, SESSION_IDLE_HOURS, type SessionItem } from '@clubspace/contract';
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { portalRefreshTokens, refreshTokens } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';

type SessionRow = {
  family_id: string;
  created_at: Date | string;
  last_used_at: Date | string;
  user_agent: string | null;
  address: string | null;
};

const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * The live logins of one owner, newest use first: a family is live while it has a token neither used nor revoked and
 * not expired, and its latest token is younger than the idle time. Its creation is its first token's, its last use
 * its latest token's (each refresh makes one), and its device and address are the latest token's.
 */
async function liveSessions(db: Db, table: 'refresh_tokens' | 'portal_refresh_tokens', owner: SQL, idleHours: number, current?: string) {
  const idleSince = new Date(clock.now().getTime() - idleHours * 3600 * 1000);
  const { rows } = await db.execute<SessionRow>(sql`
    select t.family_id, min(t.created_at) as created_at, max(t.created_at) as last_used_at,
      (array_agg(t.user_agent order by t.created_at desc, t.id desc))[1] as user_agent,
      (array_agg(t.address order by t.created_at desc, t.id desc))[1] as address
    from ${sql.identifier(table)} t
    where t.family_id in (select l.family_id from ${sql.identifier(table)} l
      where ${owner} and l.revoked_at is null and l.used_at is null and l.expires_at > now())
    group by t.family_id
    having max(t.created_at) > ${idleSince.toISOString()}::timestamptz
    order by max(t.created_at) desc, t.family_id`);
  return rows.map((r): SessionItem => ({
    id: r.family_id,
    device: describeUserAgent(r.user_agent),
    address: r.address,
    created_at: iso(r.created_at),
    last_used_at: iso(r.last_used_at),
    current: r.family_id === current,
  }));
}

/** The user's live back-office logins. */
export const staffSessions = (db: Db, userId: number, current?: string) =>
  liveSessions(db, 'refresh_tokens', sql`l.user_id = ${userId}`, SESSION_IDLE_HOURS.staff, current);

/** The member's live portal logins at their operator. */
export const portalSessions = (db: Db, clientId: number, memberId: number, current?: string) =>
  liveSessions(db, 'portal_refresh_tokens', sql`l.client_id = ${clientId} and l.member_id = ${memberId}`, SESSION_IDLE_HOURS.portal, current);

/**
 * Revokes the user's back-office logins picked by `which` (one family, or all but one), answering the ids ended. The
 * revocation notifies context_changes (migration trigger), so every process re-reads the user's live logins.
 */
export async function endStaffSessions(db: Db, userId: number, which: { only?: string; except?: string } = {}) {
  return writeTransaction(db, async (tx) => {
    const rows = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          which.only ? eq(refreshTokens.familyId, which.only) : undefined,
          which.except ? ne(refreshTokens.familyId, which.except) : undefined,
        ),
      )
      .returning({ familyId: refreshTokens.familyId });
    return [...new Set(rows.map((r) => r.familyId))];
  });
}

/** As `endStaffSessions`, for a member's portal logins at one operator. */
export async function endPortalSessions(db: Db, clientId: number, memberId: number, which: { only?: string; except?: string } = {}) {
  return writeTransaction(db, async (tx) => {
    const rows = await tx
      .update(portalRefreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(portalRefreshTokens.clientId, clientId),
          eq(portalRefreshTokens.memberId, memberId),
          isNull(portalRefreshTokens.revokedAt),
          which.only ? eq(portalRefreshTokens.familyId, which.only) : undefined,
          which.except ? ne(portalRefreshTokens.familyId, which.except) : undefined,
        ),
      )
      .returning({ familyId: portalRefreshTokens.familyId });
    return [...new Set(rows.map((r) => r.familyId))];
  });
}

/** Whether a family id is one of the listed (live) ones: ending an idle or expired login is a 404 like a stranger's. */
export const isListed = (sessions: SessionItem[], id: string) => sessions.some((s) => s.id === id);
