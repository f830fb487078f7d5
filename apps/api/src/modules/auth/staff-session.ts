import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../../app-types.ts';
import { users } from '../../db/schema/index.ts';
import type { SessionMeta } from '../../lib/session-meta.ts';
import { issueRefresh, sessionVersionOf } from './auth.repo.ts';

/** A new back-office login (access + refresh) for a user whose password (and two-factor code) were right. */
export async function startStaffSession(app: App, userId: number, meta?: SessionMeta) {
  const { db, config, tokens } = app;
  await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, userId));
  const session = randomUUID();
  return {
    access: await tokens.signAccess(userId, await sessionVersionOf(db, userId), session),
    refresh: await issueRefresh(db, userId, config.refreshTokenTtlSeconds, session, meta),
  };
}
