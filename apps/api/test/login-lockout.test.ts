import { THROTTLE } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { accountDelayNow } from '../src/lib/login-guard.ts';
import { PORTAL_MEMBER, portalHeaders } from './support/portal-session.ts';
import { DEMO_OWNER, DEMO_STAFF, HARBOUR_OWNER, useTestApp, type TestApp } from './support/test-app.ts';

// Issue 30 finding 1: nobody can lock an account out. Small delays so the test stays fast; the shape is the default's.
const DELAY = { loginDelayBaseMs: 10, loginDelayMaxMs: 150 };
const t = useTestApp({ throttle: DELAY });

let n = 0;
const freshIp = () => `10.30.${Math.floor(++n / 250)}.${(n % 250) + 1}`;
const staffLogin = (app: TestApp, remoteAddress: string, payload: { email: string; password: string }) =>
  app.inject({ method: 'POST', url: '/auth/jwt/create/', payload, remoteAddress });
const portalLogin = (remoteAddress: string, payload: { email: string; password: string }) =>
  t.app.inject({ method: 'POST', url: '/api/portal/auth/login', payload, remoteAddress, headers: portalHeaders(undefined, 'demo') });

describe('log-in lock-out policy', () => {
  it('a scripted attack from 40 addresses cannot lock the owner out: the right password from a clean address logs in, slowed at most by the cap', async () => {
    const attackers = Array.from({ length: 40 }, freshIp);
    for (let round = 0; round < 4; round++) {
      const codes = await Promise.all(attackers.map((ip) => staffLogin(t.app, ip, { ...HARBOUR_OWNER, password: `guess-${round}` })));
      expect(codes.every((r) => r.statusCode === 401)).toBe(true);
    }
    // 160 failures on the account: the delay is at its cap, never a refusal.
    expect(await accountDelayNow(t.app, HARBOUR_OWNER.email)).toBe(DELAY.loginDelayMaxMs);
    const started = performance.now();
    const owner = await staffLogin(t.app, freshIp(), HARBOUR_OWNER);
    const took = performance.now() - started;
    expect(owner.statusCode).toBe(200);
    expect(took).toBeGreaterThanOrEqual(DELAY.loginDelayMaxMs - 5);
    expect(took).toBeLessThan(DELAY.loginDelayMaxMs + 2_000);
  });

  it('per (account, address): the limit-th failure is 401, then that address is refused for that account, right password included; other addresses are not', async () => {
    const ip = freshIp();
    for (let i = 0; i < THROTTLE.loginPerAccountAddress; i++)
      expect((await staffLogin(t.app, ip, { ...DEMO_STAFF, password: `no-${i}` })).statusCode).toBe(401);
    const refused = await staffLogin(t.app, ip, DEMO_STAFF);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(THROTTLE.loginWindowSeconds);
    // The same address may still log in to another account, and the account from another address.
    expect((await staffLogin(t.app, ip, DEMO_OWNER)).statusCode).toBe(200);
    expect((await staffLogin(t.app, freshIp(), DEMO_STAFF)).statusCode).toBe(200);
  });

  it('per address: beyond the limit of failures over any accounts the address is refused', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < THROTTLE.loginPerIp + 2; i++)
      codes.push((await staffLogin(t.app, ip, { email: `nobody${i}@example.test`, password: 'x-wrong' })).statusCode);
    expect(codes.slice(0, THROTTLE.loginPerIp).every((c) => c === 401)).toBe(true);
    expect(codes.slice(THROTTLE.loginPerIp).every((c) => c === 429)).toBe(true);
    expect((await staffLogin(t.app, ip, DEMO_OWNER)).statusCode).toBe(429);
  });

  it('the portal log-in follows the same policy: a pair is refused, the member still logs in from a clean address', async () => {
    const ip = freshIp();
    for (let i = 0; i < THROTTLE.loginPerAccountAddress; i++)
      expect((await portalLogin(ip, { ...PORTAL_MEMBER, password: `Wrong-${i}-x` })).statusCode).toBe(401);
    expect((await portalLogin(ip, PORTAL_MEMBER)).statusCode).toBe(429);
    expect((await portalLogin(freshIp(), PORTAL_MEMBER)).statusCode).toBe(200);
  });

  it('the delay is bounded however many failures, and the counts are in the database: a second process sees them', async () => {
    await t.db.execute(sql`insert into login_failures (account, address)
      select ${DEMO_OWNER.email}, '192.0.2.' || (g % 200) from generate_series(1, 5000) g`);
    const other = await buildApp(testConfig({ throttle: DELAY }), t.db);
    try {
      expect(await accountDelayNow(other, DEMO_OWNER.email)).toBe(DELAY.loginDelayMaxMs);
      const started = performance.now();
      expect((await staffLogin(other, freshIp(), DEMO_OWNER)).statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(DELAY.loginDelayMaxMs + 2_000);
      // A pair refused through one process is refused through the other.
      const ip = freshIp();
      for (let i = 0; i < THROTTLE.loginPerAccountAddress; i++) await staffLogin(t.app, ip, { ...DEMO_STAFF, password: `p-${i}` });
      expect((await staffLogin(other, ip, DEMO_STAFF)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
