import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clientTwoFactorPolicies, staff, twoFactorDevices, twoFactorRecoveryCodes, userTwoFactor } from '../../db/schema/index.ts';

/**
 * Two-factor rows (issue 30). They belong to a user, not an operator (the password is the user's too), so they are
 * keyed by the user id the caller proved; the one operator-scoped row is the requirement, keyed by client_id.
 */

export async function twoFactorOf(db: Executor, userId: number) {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  return row ?? null;
}

/** A new (or restarted) enrolment: the sealed secret, not on yet. Refused (false) when two-factor is already on. */
export async function saveEnrolment(db: Executor, userId: number, secretSealed: string, now: Date) {
  const rows = await db
    .insert(userTwoFactor)
    .values({ userId, secretSealed, createdAt: now })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secretSealed, createdAt: now, lastStep: null },
      setWhere: isNull(userTwoFactor.enabledAt),
    })
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/** Turns a pending enrolment on and stores its recovery codes (hashed); false when it was not pending. */
export async function enable(db: Executor, userId: number, step: number, codeHashes: string[], now: Date) {
  const rows = await db
    .update(userTwoFactor)
    .set({ enabledAt: now, lastStep: step })
    .where(and(eq(userTwoFactor.userId, userId), isNull(userTwoFactor.enabledAt)))
    .returning({ userId: userTwoFactor.userId });
  if (!rows.length) return false;
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  return true;
}

/** Records the accepted time step, only if it is later than the last one (a code is never accepted twice). */
export async function takeStep(db: Executor, userId: number, step: number) {
  const rows = await db
    .update(userTwoFactor)
    .set({ lastStep: step })
    .where(and(eq(userTwoFactor.userId, userId), or(isNull(userTwoFactor.lastStep), sql`${userTwoFactor.lastStep} < ${step}`)))
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/** Spends an unused recovery code of the user; false when there is none with that hash. */
export async function spendRecoveryCode(db: Executor, userId: number, codeHash: string, now: Date) {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, codeHash), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: Executor, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Two-factor off: the secret, the recovery codes and the remembered devices go. */
export async function disable(db: Executor, userId: number) {
  await db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(twoFactorDevices).where(eq(twoFactorDevices.userId, userId));
}

export async function rememberDevice(db: Executor, userId: number, tokenHash: string, now: Date, expiresAt: Date) {
  await db.insert(twoFactorDevices).values({ userId, tokenHash, createdAt: now, expiresAt });
}

/** Whether the token is a live remembered device of this user (another user's token, revoked or expired: false). */
export async function deviceKnown(db: Executor, userId: number, tokenHash: string, now: Date) {
  const rows = await db
    .update(twoFactorDevices)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(twoFactorDevices.userId, userId),
        eq(twoFactorDevices.tokenHash, tokenHash),
        isNull(twoFactorDevices.revokedAt),
        gt(twoFactorDevices.expiresAt, now),
      ),
    )
    .returning({ id: twoFactorDevices.id });
  return rows.length > 0;
}

export async function liveDevices(db: Executor, userId: number, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorDevices)
    .where(and(eq(twoFactorDevices.userId, userId), isNull(twoFactorDevices.revokedAt), gt(twoFactorDevices.expiresAt, now)));
  return Number(row?.n ?? 0);
}

export async function revokeDevices(db: Executor, userId: number, now: Date) {
  await db
    .update(twoFactorDevices)
    .set({ revokedAt: now })
    .where(and(eq(twoFactorDevices.userId, userId), isNull(twoFactorDevices.revokedAt)));
}

/** Whether some operator where the user is active staff requires two-factor of its staff. */
export async function requiredForStaffUser(db: Executor, userId: number) {
  const rows = await db
    .select({ clientId: staff.clientId })
    .from(staff)
    .innerJoin(clientTwoFactorPolicies, eq(clientTwoFactorPolicies.clientId, staff.clientId))
    .where(and(eq(staff.userId, userId), eq(staff.status, 'active'), eq(clientTwoFactorPolicies.requireStaff, true)))
    .limit(1);
  return rows.length > 0;
}

export async function policyOf(db: Executor, clientId: number) {
  const [row] = await db.select().from(clientTwoFactorPolicies).where(eq(clientTwoFactorPolicies.clientId, clientId));
  return { requireStaff: row?.requireStaff ?? false };
}

export async function savePolicy(db: Executor, clientId: number, requireStaff: boolean, now: Date) {
  await db
    .insert(clientTwoFactorPolicies)
    .values({ clientId, requireStaff, updatedAt: now })
    .onConflictDoUpdate({ target: clientTwoFactorPolicies.clientId, set: { requireStaff, updatedAt: now } });
}
