import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { clients } from '../../src/db/schema/index.ts';
import { DEMO_OWNER, DEMO_STAFF, HARBOUR_OWNER, bearer, login, useTestApp } from './test-app.ts';

/**
 * A test file's app plus logged-in tokens for the demo owner, the limited demo staff and Harbour's owner, the two
 * operators' ids, and short request helpers (default caller: the demo owner).
 */
export function useApiSession() {
  const t = useTestApp();
  const tok = {} as { owner: string; staff: string; harbour: string };
  const ids = { demo: 0, harbour: 0 };
  beforeAll(async () => {
    const byslug = async (slug: string) => (await t.db.select({ id: clients.id }).from(clients).where(eq(clients.slug, slug)))[0].id;
    ids.demo = await byslug('demo');
    ids.harbour = await byslug('harbour');
    tok.owner = (await login(t.app, DEMO_OWNER)).access;
    tok.staff = (await login(t.app, DEMO_STAFF)).access;
    tok.harbour = (await login(t.app, HARBOUR_OWNER)).access;
  });
  const get = (url: string, token = tok.owner) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, token = tok.owner) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  return { t, tok, ids, get, send };
}

/** Values are in order (C collation, as both test databases use); `null`s sort last ascending, first descending. */
export function expectOrdered(values: (string | number | boolean | null)[], descending = false) {
  for (let i = 1; i < values.length; i++) {
    const [a, b] = descending ? [values[i], values[i - 1]] : [values[i - 1], values[i]];
    if (a === null || b === null) {
      expect(descending ? a !== null || b === null : b === null || a !== null, `nulls at ${i}`).toBe(true);
      continue;
    }
    expect(a <= b, `${JSON.stringify(values[i - 1])} then ${JSON.stringify(values[i])}`).toBe(true);
  }
}
