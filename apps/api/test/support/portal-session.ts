import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { PORTAL_WORKSPACE_HEADER } from '@clubspace/contract';
import { emailOutbox } from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/client.ts';
import type { TestApp } from './test-app.ts';

export const PORTAL_ADMIN = { email: 'teamadmin@demo.test', password: 'Demo1234!' };
export const PORTAL_MEMBER = { email: 'member@demo.test', password: 'Demo1234!' };

/** Headers of a portal request: the workspace, and the bearer when given. */
export const portalHeaders = (token?: string, workspace = 'demo') => ({
  [PORTAL_WORKSPACE_HEADER]: workspace,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

export async function portalLogin(app: TestApp, who: { email: string; password: string }, workspace = 'demo') {
  const res = await app.inject({ method: 'POST', url: '/api/portal/auth/login', headers: portalHeaders(undefined, workspace), payload: who });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { access: string; refresh: string };
}

/** A portal call as a member (workspace demo unless said). */
export function portalCall(
  app: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  workspace = 'demo',
) {
  return app.inject({ method, url, headers: portalHeaders(token, workspace), payload });
}

/** The token of the newest e-mail to an address whose link carries `#token=`. */
export async function mailedToken(db: Db, to: string) {
  const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).limit(1);
  const token = mail?.link?.split('#token=')[1];
  expect(token, `no link e-mailed to ${to}`).toBeTruthy();
  return { token: token!, mail };
}
