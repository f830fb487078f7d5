import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig, type Config } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { openTestDatabase } from './databases.ts';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export const DEMO_OWNER = { email: 'owner@demo.test', password: 'Demo1234!' };
export const DEMO_STAFF = { email: 'staff@demo.test', password: 'Demo1234!' };
export const HARBOUR_OWNER = { email: 'owner@harbour.test', password: 'Demo1234!' };

/**
 * One app per test file on its own copy of the seeded database. Use inside a describe/file scope:
 * `const t = useTestApp();` then `t.app`, `t.db`.
 */
export function useTestApp(overrides: Partial<Config> = {}) {
  const state = {} as { app: TestApp; db: Db; drop: () => Promise<void> };
  beforeAll(async () => {
    const database = await openTestDatabase();
    state.db = database.db;
    state.drop = database.drop;
    state.app = await buildApp(testConfig(overrides), database.db);
  });
  afterAll(async () => {
    await state.app?.close();
    await state.drop?.();
  });
  return state;
}

export async function login(app: TestApp, who: { email: string; password: string }) {
  const res = await app.inject({ method: 'POST', url: '/auth/jwt/create/', payload: who });
  if (res.statusCode !== 200) throw new Error(`login ${who.email} failed: ${res.statusCode} ${res.body}`);
  return res.json() as { access: string; refresh: string };
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/**
 * After a write straight to users, staff, staff_offices or clients (not through the API): the app's kept request
 * contexts drop on the database's NOTIFY context_changes (migration 0030), which PostgreSQL delivers to the listener
 * a moment after the commit; a test that asks at once drops them as that notification will (the notification itself
 * is tested in context-cache.test.ts).
 */
export const contextWritten = (app: TestApp) => app.contexts.clear();
