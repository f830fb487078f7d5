/**
 * Active sessions (issue 30): the list (device, address, created, last use, this device), ending one or all others,
 * the owner's "sign out everywhere" for a staff member, tenant isolation, the idle timeout and the portal's sessions.
 */
import { SESSION_IDLE_HOURS, SESSIONS_MESSAGES, type SessionItem } from '@clubspace/contract';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { staff, users } from '../src/db/schema/index.ts';
import { testConfig } from '../src/config.ts';
import { setClock } from '../src/lib/clock.ts';
import { PORTAL_MEMBER, portalCall, portalHeaders } from './support/portal-session.ts';
import { DEMO_OWNER, DEMO_STAFF, HARBOUR_OWNER, bearer, login, useTestApp, type TestApp } from './support/test-app.ts';

const t = useTestApp();

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

afterEach(() => setClock(null));

async function loginFrom(app: TestApp, who: { email: string; password: string }, userAgent: string, address = '127.0.0.1') {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/jwt/create/',
    payload: who,
    headers: { 'user-agent': userAgent },
    remoteAddress: address,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { access: string; refresh: string };
}

const refresh = (app: TestApp, token: string, userAgent?: string) =>
  app.inject({ method: 'POST', url: '/auth/jwt/refresh/', payload: { refresh: token }, headers: userAgent ? { 'user-agent': userAgent } : {} });

async function mySessions(app: TestApp, access: string): Promise<SessionItem[]> {
  const res = await app.inject({ method: 'GET', url: '/api/my-sessions/', headers: bearer(access) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sessions;
}

const me = (app: TestApp, access: string) => app.inject({ method: 'GET', url: '/api/session/', headers: bearer(access) });

/** Ends every session of a user through the API (so each test starts from the logins it makes itself). */
async function signOutAll(app: TestApp, who: { email: string; password: string }) {
  const { access } = await login(app, who);
  await app.inject({ method: 'POST', url: '/api/my-sessions/end-others/', headers: bearer(access) });
  await app.inject({ method: 'POST', url: '/auth/logout/', payload: { refresh: (await login(app, who)).refresh } });
}

describe('staff sessions', () => {
  it('lists each login with its device, address, creation and last use, and marks this device', async () => {
    await signOutAll(t.app, DEMO_OWNER);
    const laptop = await loginFrom(t.app, DEMO_OWNER, CHROME_MAC, '203.0.113.7');
    const desktop = await loginFrom(t.app, DEMO_OWNER, FIREFOX_WINDOWS, '198.51.100.20');
    const list = await mySessions(t.app, laptop.access);
    const mine = list.filter((s) => s.device === 'Chrome on macOS' || s.device === 'Firefox on Windows');
    expect(mine).toHaveLength(2);
    const here = list.find((s) => s.current)!;
    expect(here).toMatchObject({ device: 'Chrome on macOS', address: '203.0.113.7', current: true });
    expect(list.find((s) => s.device === 'Firefox on Windows')).toMatchObject({ address: '198.51.100.20', current: false });
    expect(Date.parse(here.created_at)).toBeLessThanOrEqual(Date.parse(here.last_used_at));
    expect(Date.now() - Date.parse(here.last_used_at)).toBeLessThan(60_000);

    // A refresh is a use: the last use moves on, the creation stays, and the device is the latest one seen.
    setClock(new Date(Date.now() + 60 * 60 * 1000));
    const renewed = await refresh(t.app, desktop.refresh, SAFARI_IPHONE);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const after = (await mySessions(t.app, laptop.access)).find((s) => s.device === 'Safari on iPhone')!;
    expect(after).toBeTruthy();
    expect(Date.parse(after.last_used_at) - Date.parse(after.created_at)).toBeGreaterThanOrEqual(59 * 60 * 1000);
  });

  it('ends one session: its refresh is refused and its access token on its very next request', async () => {
    const a = await loginFrom(t.app, DEMO_OWNER, CHROME_MAC);
    const b = await loginFrom(t.app, DEMO_OWNER, FIREFOX_WINDOWS);
    expect((await me(t.app, b.access)).statusCode).toBe(200);
    const target = (await mySessions(t.app, b.access)).find((s) => s.current)!;

    const res = await t.app.inject({ method: 'DELETE', url: `/api/my-sessions/${target.id}`, headers: bearer(a.access) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: SESSIONS_MESSAGES.ended, ended: 1 });

    expect((await me(t.app, b.access)).statusCode).toBe(401);
    expect((await refresh(t.app, b.refresh)).statusCode).toBe(401);
    expect((await me(t.app, a.access)).statusCode).toBe(200);
    expect((await mySessions(t.app, a.access)).some((s) => s.id === target.id)).toBe(false);
    // Gone now: ending it again is a 404, as is a made-up id or one that is no id at all.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/my-sessions/${target.id}`, headers: bearer(a.access) })).statusCode).toBe(404);
    const made = await t.app.inject({ method: 'DELETE', url: '/api/my-sessions/2b0a4b8e-9f7c-4a51-8d0e-3f1c2b7a9e10', headers: bearer(a.access) });
    expect(made.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/my-sessions/not-a-uuid', headers: bearer(a.access) })).statusCode).toBe(404);
  });

  it('an ended session is refused by another API process once it hears the change (context_changes)', async () => {
    const other = await buildApp(testConfig(), t.db);
    try {
      const a = await loginFrom(t.app, DEMO_OWNER, CHROME_MAC);
      const b = await loginFrom(t.app, DEMO_OWNER, FIREFOX_WINDOWS);
      // The other process keeps b's context.
      expect((await me(other, b.access)).statusCode).toBe(200);
      const target = (await mySessions(t.app, b.access)).find((s) => s.current)!;
      expect((await t.app.inject({ method: 'DELETE', url: `/api/my-sessions/${target.id}`, headers: bearer(a.access) })).statusCode).toBe(200);
      let status = 200;
      for (let i = 0; i < 40 && status === 200; i++) {
        await new Promise((r) => setTimeout(r, 50));
        status = (await me(other, b.access)).statusCode;
      }
      expect(status).toBe(401);
      expect((await me(other, a.access)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('"Sign out other sessions" keeps only the current one', async () => {
    const a = await loginFrom(t.app, DEMO_OWNER, CHROME_MAC);
    const b = await loginFrom(t.app, DEMO_OWNER, FIREFOX_WINDOWS);
    const c = await loginFrom(t.app, DEMO_OWNER, SAFARI_IPHONE);
    const res = await t.app.inject({ method: 'POST', url: '/api/my-sessions/end-others/', headers: bearer(c.access) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().detail).toBe(SESSIONS_MESSAGES.othersEnded);
    expect(res.json().ended).toBeGreaterThanOrEqual(2);
    const left = await mySessions(t.app, c.access);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true, device: 'Safari on iPhone' });
    for (const gone of [a, b]) {
      expect((await me(t.app, gone.access)).statusCode).toBe(401);
      expect((await refresh(t.app, gone.refresh)).statusCode).toBe(401);
    }
    expect((await refresh(t.app, c.refresh)).statusCode).toBe(200);
  });

  it('the owner signs a staff member out everywhere; other staff cannot; another operator gets a 404', async () => {
    const staffLogin = await loginFrom(t.app, DEMO_STAFF, FIREFOX_WINDOWS);
    const owner = await login(t.app, DEMO_OWNER);
    const [{ slug }] = await t.db
      .select({ slug: staff.slug })
      .from(staff)
      .innerJoin(users, eq(users.id, staff.userId))
      .where(eq(users.email, DEMO_STAFF.email));

    // Another operator's owner: the slug is not theirs.
    const harbour = await login(t.app, HARBOUR_OWNER);
    const foreign = await t.app.inject({ method: 'POST', url: `/api/dashboard-staff/${slug}/sign-out/`, headers: bearer(harbour.access) });
    expect(foreign.statusCode).toBe(404);
    // The staff member themself (no owner): 403, whatever sections they hold.
    const self = await t.app.inject({ method: 'POST', url: `/api/dashboard-staff/${slug}/sign-out/`, headers: bearer(staffLogin.access) });
    expect(self.statusCode).toBe(403);
    expect((await me(t.app, staffLogin.access)).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'POST', url: `/api/dashboard-staff/${slug}/sign-out/`, headers: bearer(owner.access) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ detail: SESSIONS_MESSAGES.staffEnded });
    expect(res.json().ended).toBeGreaterThanOrEqual(1);
    expect((await me(t.app, staffLogin.access)).statusCode).toBe(401);
    expect((await refresh(t.app, staffLogin.refresh)).statusCode).toBe(401);
    // The staff member can log in again (nothing else changed), and the owner is still in.
    expect((await login(t.app, DEMO_STAFF)).access).toBeTruthy();
    expect((await me(t.app, owner.access)).statusCode).toBe(200);
  });

  it('another user’s session id is a 404 and stays alive', async () => {
    const harbour = await loginFrom(t.app, HARBOUR_OWNER, CHROME_MAC);
    const harbourSession = (await mySessions(t.app, harbour.access)).find((s) => s.current)!;
    const owner = await login(t.app, DEMO_OWNER);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/my-sessions/${harbourSession.id}`, headers: bearer(owner.access) });
    expect(res.statusCode).toBe(404);
    expect((await mySessions(t.app, owner.access)).some((s) => s.id === harbourSession.id)).toBe(false);
    expect((await me(t.app, harbour.access)).statusCode).toBe(200);
    expect((await refresh(t.app, harbour.refresh)).statusCode).toBe(200);
  });

  it(`a session idle for more than ${SESSION_IDLE_HOURS.staff} hours is refused at its refresh and no longer listed`, async () => {
    const quiet = await loginFrom(t.app, DEMO_OWNER, FIREFOX_WINDOWS);
    const busy = await loginFrom(t.app, DEMO_OWNER, CHROME_MAC);
    const quietId = (await mySessions(t.app, quiet.access)).find((s) => s.current)!.id;

    // Just inside the idle time a refresh still works (and counts as a use).
    const start = Date.now();
    setClock(new Date(start + (SESSION_IDLE_HOURS.staff - 1) * 3600 * 1000));
    const kept = await refresh(t.app, busy.refresh);
    expect(kept.statusCode, kept.body).toBe(200);
    const busyNow = kept.json() as { access: string; refresh: string };

    setClock(new Date(start + (SESSION_IDLE_HOURS.staff + 1) * 3600 * 1000));
    const listed = await mySessions(t.app, busyNow.access);
    expect(listed.some((s) => s.id === quietId)).toBe(false);
    expect(listed.find((s) => s.current)).toBeTruthy();
    expect((await refresh(t.app, quiet.refresh)).statusCode).toBe(401);
    expect((await refresh(t.app, busyNow.refresh)).statusCode).toBe(200);
  });

  it('API keys and portal tokens never reach session management', async () => {
    const { access } = await login(t.app, DEMO_OWNER);
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys/',
      headers: bearer(access),
      payload: { name: 'Sessions probe', scopes: { dashboard: 'write' } },
    });
    expect(key.statusCode, key.body).toBe(201);
    const secret = key.json().secret as string;
    for (const [method, url] of [
      ['GET', '/api/my-sessions/'],
      ['POST', '/api/my-sessions/end-others/'],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: bearer(secret) })).statusCode).toBe(403);
    }
    const portal = (await t.app.inject({ method: 'POST', url: '/api/portal/auth/login', headers: portalHeaders(), payload: PORTAL_MEMBER })).json();
    expect((await t.app.inject({ method: 'GET', url: '/api/my-sessions/', headers: bearer(portal.access) })).statusCode).toBe(403);
  });
});

describe('portal sessions', () => {
  async function portalLoginFrom(userAgent: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/portal/auth/login',
      headers: { ...portalHeaders(), 'user-agent': userAgent },
      payload: PORTAL_MEMBER,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { access: string; refresh: string };
  }
  const portalRefresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/portal/auth/refresh', headers: portalHeaders(), payload: { refresh: token } });
  const portalMe = (access: string) => portalCall(t.app, access, 'GET', '/api/portal/me');

  it('lists the member’s portal sessions and ends one or all others; ended tokens are refused at once', async () => {
    const phone = await portalLoginFrom(SAFARI_IPHONE);
    const laptop = await portalLoginFrom(CHROME_MAC);
    const third = await portalLoginFrom(FIREFOX_WINDOWS);
    const list = (await portalCall(t.app, laptop.access, 'GET', '/api/portal/sessions/')).json().sessions as SessionItem[];
    expect(list.find((s) => s.current)).toMatchObject({ device: 'Chrome on macOS' });
    const phoneId = list.find((s) => s.device === 'Safari on iPhone')!.id;

    const ended = await portalCall(t.app, laptop.access, 'DELETE', `/api/portal/sessions/${phoneId}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await portalMe(phone.access)).statusCode).toBe(401);
    expect((await portalRefresh(phone.refresh)).statusCode).toBe(401);
    expect((await portalMe(laptop.access)).statusCode).toBe(200);

    const others = await portalCall(t.app, laptop.access, 'POST', '/api/portal/sessions/end-others/');
    expect(others.statusCode, others.body).toBe(200);
    expect((await portalMe(third.access)).statusCode).toBe(401);
    const left = (await portalCall(t.app, laptop.access, 'GET', '/api/portal/sessions/')).json().sessions as SessionItem[];
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });

  it('a staff session id is a 404 on the portal, and a staff token is refused there', async () => {
    const staffLogin = await loginFrom(t.app, DEMO_OWNER, CHROME_MAC);
    const staffId = (await mySessions(t.app, staffLogin.access)).find((s) => s.current)!.id;
    const member = await portalLoginFrom(CHROME_MAC);
    expect((await portalCall(t.app, member.access, 'DELETE', `/api/portal/sessions/${staffId}`)).statusCode).toBe(404);
    expect((await me(t.app, staffLogin.access)).statusCode).toBe(200);
    expect((await portalCall(t.app, staffLogin.access, 'GET', '/api/portal/sessions/')).statusCode).toBe(403);
  });

  it(`a portal session idle for more than ${SESSION_IDLE_HOURS.portal} hours ends`, async () => {
    const member = await portalLoginFrom(CHROME_MAC);
    const start = Date.now();
    setClock(new Date(start + (SESSION_IDLE_HOURS.portal - 1) * 3600 * 1000));
    const kept = await portalRefresh(member.refresh);
    expect(kept.statusCode, kept.body).toBe(200);
    const quiet = await portalLoginFrom(FIREFOX_WINDOWS);
    setClock(new Date(start + (2 * SESSION_IDLE_HOURS.portal + 1) * 3600 * 1000));
    expect((await portalRefresh(kept.json().refresh)).statusCode).toBe(401);
    expect((await portalRefresh(quiet.refresh)).statusCode).toBe(401);
  });
});

afterAll(() => setClock(null));
