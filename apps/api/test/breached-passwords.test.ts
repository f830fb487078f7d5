/**
 * Breached passwords (issue 30, OWASP ASVS 2.1.7): every place a password is chosen refuses the common leaked ones —
 * the contract's short rule ("password1", "qwerty123") and the shipped top-100,000 list ("elephant", "Startrek") —
 * and takes a strong one.
 */
import { CREDENTIAL_MESSAGES } from '@clubspace/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/index.ts';
import { breachedPasswords, isBreachedPassword } from '../src/lib/breached-passwords.ts';
import { PORTAL_MEMBER, portalCall, portalHeaders } from './support/portal-session.ts';
import { DEMO_OWNER, bearer, login, useTestApp } from './support/test-app.ts';

const t = useTestApp();

/** Refused by the contract's short rule (also in the web forms) and by the list alone (the server only). */
const WEAK: [string, string][] = [
  ['password1', CREDENTIAL_MESSAGES.passwordCommon],
  ['qwerty123', CREDENTIAL_MESSAGES.passwordCommon],
  ['elephant', CREDENTIAL_MESSAGES.passwordBreached],
  ['Startrek', CREDENTIAL_MESSAGES.passwordBreached],
];
const STRONG = 'violet-harbour-kettle-42';
const TOKEN = 'x'.repeat(40);
let ip = 0;
const freshIp = () => `10.30.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

describe('the list', () => {
  it('is the top-100,000 list (entries of 8 characters or more), read once, checked in any case', () => {
    const list = breachedPasswords();
    expect(list.size).toBeGreaterThan(38_000);
    expect(breachedPasswords()).toBe(list);
    expect(isBreachedPassword('ELEPHANT')).toBe(true);
    expect(isBreachedPassword('password')).toBe(true);
    expect(isBreachedPassword(STRONG)).toBe(false);
  });
});

describe('every entry point refuses a breached password and takes a strong one', () => {
  const errorsOf = (res: { statusCode: number; json: () => { errors?: Record<string, string> } }) =>
    res.statusCode === 400 ? (res.json().errors ?? {}) : {};

  it('sign-up', async () => {
    const signup = (password: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/client-signup/',
        remoteAddress: freshIp(),
        payload: { first_name: 'Bree', last_name: 'Chen', company: 'Breach', workspace: 'Breach', email, password },
      });
    for (const [weak, message] of WEAK) {
      const res = await signup(weak, 'bree.weak@example.com');
      expect(res.statusCode, weak).toBe(400);
      expect(res.json().errors.password, weak).toBe(message);
    }
    expect((await signup(STRONG, 'bree.chen@example.com')).statusCode).toBe(201);
  });

  it('password reset and staff invitation acceptance (the invitation link is a reset link)', async () => {
    for (const [weak, message] of WEAK) {
      const res = await t.app.inject({ method: 'POST', url: '/api/reset-password/', payload: { token: TOKEN, password: weak } });
      expect(res.statusCode, weak).toBe(400);
      expect(res.json().errors.password, weak).toBe(message);
    }
    // A real invitation: the owner invites a staff member, who chooses a password through the e-mailed link.
    const owner = await login(t.app, DEMO_OWNER);
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard-staff/',
      headers: bearer(owner.access),
      payload: { first_name: 'Ira', last_name: 'Invite', email: 'ira.invite@example.com', role: 'club_staff', web_sections: ['dashboard'] },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ira.invite@example.com')).orderBy(desc(emailOutbox.id)).limit(1);
    const token = mail.link!.split('/reset-password/')[1];
    const weak = await t.app.inject({ method: 'POST', url: '/api/reset-password/', payload: { token, password: 'elephant' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBe(CREDENTIAL_MESSAGES.passwordBreached);
    const ok = await t.app.inject({ method: 'POST', url: '/api/reset-password/', payload: { token, password: STRONG } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await login(t.app, { email: 'ira.invite@example.com', password: STRONG })).access).toBeTruthy();
  });

  it('password change (staff)', async () => {
    const { access } = await login(t.app, DEMO_OWNER);
    for (const [weak, message] of WEAK) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/change-password/',
        headers: bearer(access),
        payload: { current_password: DEMO_OWNER.password, new_password: weak },
      });
      expect(res.statusCode, weak).toBe(400);
      expect(res.json().errors.new_password, weak).toBe(message);
    }
  });

  it('portal: password set by reset and invitation, and password change', async () => {
    for (const [weak, message] of WEAK) {
      for (const url of ['/api/portal/auth/reset', '/api/portal/auth/invitation/accept']) {
        const res = await t.app.inject({ method: 'POST', url, headers: portalHeaders(), payload: { token: TOKEN, password: weak } });
        expect(res.statusCode, `${url} ${weak}`).toBe(400);
        expect(res.json().errors.password, `${url} ${weak}`).toBe(message);
      }
    }
    // A strong password passes the rule (the made-up link is what is refused then).
    const strong = await t.app.inject({
      method: 'POST',
      url: '/api/portal/auth/reset',
      headers: portalHeaders(),
      payload: { token: TOKEN, password: STRONG },
    });
    expect(errorsOf(strong).password).toBeUndefined();
    expect(errorsOf(strong).token).toBeTruthy();

    const member = (await t.app.inject({ method: 'POST', url: '/api/portal/auth/login', headers: portalHeaders(), payload: PORTAL_MEMBER })).json();
    for (const [weak, message] of WEAK) {
      const res = await portalCall(t.app, member.access, 'POST', '/api/portal/password', {
        current_password: PORTAL_MEMBER.password,
        new_password: weak,
      });
      expect(res.statusCode, weak).toBe(400);
      expect(res.json().errors.new_password, weak).toBe(message);
    }
    const ok = await portalCall(t.app, member.access, 'POST', '/api/portal/password', {
      current_password: PORTAL_MEMBER.password,
      new_password: STRONG,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
