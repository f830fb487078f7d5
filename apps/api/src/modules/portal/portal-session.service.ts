import { randomUUID } from 'node:crypto';
import { PORTAL_MESSAGES, REFRESH_GRACE_SECONDS, SESSION_IDLE_HOURS } from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import type { App } from '../../app-types.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError, unauthorized } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { portalTokensFor } from '../../lib/portal-tokens.ts';
import { endUserSessions } from '../auth/auth.repo.ts';
import { touchLogin } from './portal-access.repo.ts';
import { portalMemberById, type PortalMemberRow } from './portal-members.repo.ts';
import { endUserPortalSessions, issuePortalRefresh, rotatePortalRefresh } from './portal-sessions.repo.ts';
import type { Workspace } from './portal-workspace.ts';
import type { SessionMeta } from '../../lib/session-meta.ts';

/** Refused unless the member is active and their portal access too (401 in words, after the password was right). */
export function assertPortalAccess(m: PortalMemberRow | null): asserts m is PortalMemberRow {
  if (!m || m.member_status !== 'active' || m.access_status !== 'active')
    throw new HttpError(401, PORTAL_MESSAGES.noAccess, undefined, 'no_portal_access');
}

const accessToken = (app: App, m: PortalMemberRow, sessionId: string) =>
  portalTokensFor(app).sign({
    userId: m.user_id,
    memberId: m.member_id,
    clientId: m.client_id,
    sessionVersion: m.session_version,
    portalVersion: m.portal_version ?? 0,
    sessionId,
  });

/** A new portal login (access + refresh) for a member whose access is active; stamps the last log-in. */
export async function startPortalSession(app: App, memberId: number, meta?: SessionMeta) {
  const m = await portalMemberById(app.db, memberId);
  assertPortalAccess(m);
  const session = randomUUID();
  const refresh = await issuePortalRefresh(
    app.db,
    { clientId: m.client_id, memberId: m.member_id, userId: m.user_id },
    app.config.refreshTokenTtlSeconds,
    session,
    meta,
  );
  await touchLogin(app.db, m.member_id);
  await app.db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, m.user_id));
  return { access: await accessToken(app, m, session), refresh };
}

/** Rotates a portal refresh token of this workspace; a member no longer allowed in gets 401. */
export async function refreshPortalSession(app: App, ws: Workspace, presented: string, meta?: SessionMeta) {
  const outcome = await rotatePortalRefresh(
    app.db,
    presented,
    app.config.refreshTokenTtlSeconds,
    app.config.refreshGraceSeconds ?? REFRESH_GRACE_SECONDS,
    { meta, idleSeconds: SESSION_IDLE_HOURS.portal * 3600 },
  );
  if ('error' in outcome)
    throw unauthorized(outcome.error === 'reused' ? 'Token reuse detected; please log in again' : 'Invalid or expired refresh token');
  if (outcome.clientId !== ws.client.id) throw unauthorized('Invalid or expired refresh token');
  const m = await portalMemberById(app.db, outcome.memberId);
  if (!m || m.member_status !== 'active' || m.access_status !== 'active') throw unauthorized(PORTAL_MESSAGES.sessionEnded);
  return { access: await accessToken(app, m, outcome.familyId), refresh: outcome.refresh };
}

/**
 * A new password for the user (reset, invitation): validates the account, and ends every session that knew the old
 * password — staff and portal, at every operator (the user's session version goes up).
 */
export async function setUserPassword(app: App, userId: number, password: string) {
  await app.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), validated: true })
    .where(eq(users.id, userId));
  await endUserSessions(app.db, userId);
  await endUserPortalSessions(app.db, userId);
}
