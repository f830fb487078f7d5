import { LIVE_MESSAGES } from '@clubspace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { LiveStreams } from '../src/modules/live/live-streams.ts';
import { DEMO_OWNER, DEMO_STAFF, HARBOUR_OWNER, login, useTestApp, type TestApp } from './support/test-app.ts';

// Issue 30 finding 6: live (SSE) streams capped per user and per operator, and ended when their login ends.
const LIMITS = { liveStreamsPerUser: 3, liveStreamsPerOperator: 5, liveSessionCheckSeconds: 0.2 };
const t = useTestApp(LIMITS);
let base = '';
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.app.close();
});

/** Opens a stream; `ended` resolves when the server closes it. */
async function open(at: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${at}/api/live/bookings/`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  let ended: Promise<boolean> = Promise.resolve(true);
  if (res.ok && res.body) {
    const reader = res.body.getReader();
    ended = (async () => {
      try {
        while (!(await reader.read()).done);
        return true;
      } catch {
        return false;
      }
    })();
  }
  return { res, ended, close: () => controller.abort() };
}
const within = <T>(p: Promise<T>, ms: number) => Promise.race([p, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms))]);

describe('live stream caps', () => {
  it('refuses a user beyond their cap and an operator beyond its cap with 429; another operator is unaffected; a closed stream frees its place', async () => {
    const owner = (await login(t.app, DEMO_OWNER)).access;
    const staff = (await login(t.app, DEMO_STAFF)).access;
    const harbour = (await login(t.app, HARBOUR_OWNER)).access;
    const mine = [await open(base, owner), await open(base, owner), await open(base, owner)];
    expect(mine.map((s) => s.res.status)).toEqual([200, 200, 200]);
    const fourth = await open(base, owner);
    expect(fourth.res.status).toBe(429);
    expect(Number(fourth.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await fourth.res.json()) as { detail: string }).detail).toBe(LIVE_MESSAGES.tooManyStreams);

    const colleague = [await open(base, staff), await open(base, staff)];
    expect(colleague.map((s) => s.res.status)).toEqual([200, 200]);
    expect((await open(base, staff)).res.status).toBe(429); // the operator's 5 are open
    const other = await open(base, harbour);
    expect(other.res.status).toBe(200);

    mine[0].close();
    await new Promise((r) => setTimeout(r, 100));
    const again = await open(base, owner);
    expect(again.res.status).toBe(200);
    for (const s of [...mine, ...colleague, other, again]) s.close();
  });

  it('logout ends the login’s streams at once, and its access token cannot open another', async () => {
    const pair = await login(t.app, DEMO_OWNER);
    const stream = await open(base, pair.access);
    expect(stream.res.status).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout/', payload: { refresh: pair.refresh } });
    expect(out.statusCode).toBe(204);
    expect(await within(stream.ended, 2_000)).toBe(true);
    expect((await open(base, pair.access)).res.status).toBe(401);
  });

  it('a login revoked through another API process ends its stream here within the check period', async () => {
    const other: TestApp = await buildApp(testConfig(LIMITS), t.db);
    try {
      const pair = await login(t.app, DEMO_STAFF);
      const stream = await open(base, pair.access);
      expect(stream.res.status).toBe(200);
      // Refresh-token reuse detection in the other process revokes the whole login.
      const next = await other.inject({ method: 'POST', url: '/auth/jwt/refresh/', payload: { refresh: pair.refresh } });
      expect(next.statusCode).toBe(200);
      expect((await other.inject({ method: 'POST', url: '/auth/logout/', payload: { refresh: next.json().refresh } })).statusCode).toBe(204);
      expect(await within(stream.ended, 3_000)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('a check ends only the streams whose login it asked about: one opened while its query runs stays open', async () => {
    // Session 17's race, made deterministic: checkSessions() takes the open logins, then awaits its query; a stream
    // added in between (a new login, alive but never asked about) was ended as "not alive" under load.
    const streams = new LiveStreams(t.app);
    try {
      const sid = async (who: typeof DEMO_OWNER) => (await t.app.tokens.verifyAccess((await login(t.app, who)).access))!.sessionId!;
      const [kept, revoked, late] = [await sid(DEMO_OWNER), await sid(DEMO_OWNER), await sid(DEMO_STAFF)];
      const ended = new Set<string>();
      const stream = (sessionId: string) => ({ userId: 1, clientId: 1, sessionId, end: () => ended.add(sessionId) });
      streams.add(stream(kept));
      streams.add(stream(revoked));
      await t.db.execute(sql`update refresh_tokens set revoked_at = now() where family_id = ${revoked}`);
      const check = streams.checkSessions();
      streams.add(stream(late)); // after the check took its logins, before its answer
      await check;
      expect([...ended]).toEqual([revoked]);
    } finally {
      streams.close();
    }
  });
});
