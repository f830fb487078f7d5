import type { PortalStatus } from '@clubspace/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { portalAccess, portalLinks, portalRefreshTokens } from '../../db/schema/index.ts';

export type AccessRow = typeof portalAccess.$inferSelect;

/** A member's portal status as staff see it: no row is 'not invited'. */
export const portalStatusOf = (row: Pick<AccessRow, 'status'> | null | undefined): PortalStatus =>
  row ? (row.status as PortalStatus) : 'not_invited';

export async function accessOf(db: Executor, memberId: number): Promise<AccessRow | null> {
  const [row] = await db.select().from(portalAccess).where(eq(portalAccess.memberId, memberId)).limit(1);
  return row ?? null;
}

/** Records an invitation (again): invited unless the access is already active. */
export async function markInvited(db: Executor, clientId: number, memberId: number, staffId: number | null) {
  const now = new Date();
  await db
    .insert(portalAccess)
    .values({ clientId, memberId, status: 'invited', invitedAt: now, invitedByStaffId: staffId })
    .onConflictDoUpdate({
      target: portalAccess.memberId,
      set: {
        status: sql`case when ${portalAccess.status} = 'active' then 'active' else 'invited' end`,
        invitedAt: now,
        invitedByStaffId: staffId,
        revokedAt: null,
      },
    });
}

/** The invitation accepted (or a first log-in by magic link of an invited member): the access becomes active. */
export async function activateAccess(db: Executor, memberId: number) {
  await db
    .update(portalAccess)
    .set({ status: 'active', activatedAt: sql`coalesce(${portalAccess.activatedAt}, now())`, revokedAt: null })
    .where(eq(portalAccess.memberId, memberId));
}

/**
 * Ends a member's portal access: status revoked, the portal session version up (every portal token refused at once),
 * their portal refresh tokens and unused links revoked. Returns whether there was an access to revoke.
 */
export async function revokeAccess(db: Executor, memberId: number): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(portalAccess)
    .set({ status: 'revoked', revokedAt: now, sessionVersion: sql`${portalAccess.sessionVersion} + 1` })
    .where(and(eq(portalAccess.memberId, memberId), sql`${portalAccess.status} <> 'revoked'`))
    .returning({ id: portalAccess.id });
  await endPortalSessions(db, memberId);
  return rows.length > 0;
}

/** Revokes a member's portal refresh tokens and unused one-time links. */
export async function endPortalSessions(db: Executor, memberId: number) {
  const now = new Date();
  await db
    .update(portalRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(portalRefreshTokens.memberId, memberId), isNull(portalRefreshTokens.revokedAt)));
  await db
    .update(portalLinks)
    .set({ usedAt: now })
    .where(and(eq(portalLinks.memberId, memberId), isNull(portalLinks.usedAt)));
}

export async function touchLogin(db: Executor, memberId: number) {
  await db.update(portalAccess).set({ lastLoginAt: new Date() }).where(eq(portalAccess.memberId, memberId));
}
