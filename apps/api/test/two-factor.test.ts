import { randomBytes } from 'node:crypto';
import { THROTTLE, TWO_FACTOR, TWO_FACTOR_MESSAGES } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, clients, staff, twoFactorRecoveryCodes, userTwoFactor, users } from '../src/db/schema/index.ts';
import { clock, setClock } from '../src/lib/clock.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { sha256 } from '../src/lib/tokens.ts';
import { PORTAL_MEMBER, mailedToken, portalHeaders } from './support/portal-session.ts';
import { DEMO_OWNER, HARBOUR_OWNER, bearer, login, useTestApp } from './support/test-app.ts';

const t = useTestApp({ throttle: { loginDelayBaseMs: 1, loginDelayMaxMs: 5 } });
const PASSWORD = 'Demo1234!';

// A frozen clock moved forward before each code, so two codes are never of the same 30-second step (a step's code is
// accepted once).
beforeAll(() => setClock(new Date('2026-11-27T10:00:05Z')));
afterAll(() => setClock(null));
const tick = (seconds = 90) => setClock(new Date(clock.now().getTime() + seconds * 1000));
const codeAt = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + offsetSeconds });
const nextCode = (secret: string, offsetSeconds = 0) => {
  tick();
  return codeAt(secret, offsetSeconds);
};

let n = 0;
const freshIp = () => `10.31.0.${++n}`;

/** A new staff user of an operator (role club_staff unless said). */
async function newStaff(clientSlug = 'demo', role = 'club_staff') {
  const [client] = await t.db.select().from(clients).where(eq(clients.slug, clientSlug));
  const email = `tf-${randomBytes(4).toString('hex')}@${clientSlug}.test`;
  const [user] = await t.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(PASSWORD), firstName: 'Two', lastName: 'Factor', validated: true })
    .returning();
  await t.db.insert(staff).values({ clientId: client.id, userId: user.id, slug: `tf-${user.id}`, role, webSections: ['dashboard', 'account'] });
  return { email, password: PASSWORD, userId: user.id };
}

const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

const loginRaw = (who: { email: string; password: string }, extra: object = {}, ip = '127.0.0.1') =>
  post('/auth/jwt/create/', { ...who, ...extra }, {}, ip);

/** Enrols the user (signed in with `access`): the secret as the answer gave it in text. */
async function enrol(access: string) {
  const started = await post('/api/two-factor/enrol/', {}, bearer(access));
  expect(started.statusCode, started.body).toBe(200);
  const { secret, otpauth_uri, qr_data_url } = started.json();
  expect(otpauth_uri).toContain(`secret=${secret}`);
  expect(qr_data_url).toMatch(/^data:image\/png;base64,/);
  const confirmed = await post('/api/two-factor/enrol/confirm/', { code: await nextCode(secret) }, bearer(access));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret: secret as string, recovery: confirmed.json().recovery_codes as string[] };
}

async function challengeOf(who: { email: string; password: string }, extra: object = {}) {
  const res = await loginRaw(who, extra);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.access).toBeUndefined();
  return body as { two_factor: string; challenge: string; detail: string };
}

const verify = (challenge: string, code: string, extra: object = {}, ip = '127.0.0.1') =>
  post('/auth/two-factor/verify/', { challenge, code, ...extra }, {}, ip);

describe('two-factor enrolment (staff)', () => {
  it('refuses a wrong code, turns on with the right one, answers ten recovery codes once and keeps only hashes', async () => {
    const who = await newStaff();
    const { access } = await login(t.app, who);
    expect((await t.app.inject({ method: 'GET', url: '/api/two-factor/', headers: bearer(access) })).json()).toMatchObject({ enabled: false });
    const started = (await post('/api/two-factor/enrol/', {}, bearer(access))).json();
    const wrong = await post('/api/two-factor/enrol/confirm/', { code: '000000' }, bearer(access));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toBe(TWO_FACTOR_MESSAGES.codeWrong);
    const badShape = await post('/api/two-factor/enrol/confirm/', { code: '12ab' }, bearer(access));
    expect(badShape.json().errors.code).toBe(TWO_FACTOR_MESSAGES.codeFormat);
    const ok = await post('/api/two-factor/enrol/confirm/', { code: await nextCode(started.secret) }, bearer(access));
    expect(ok.statusCode).toBe(200);
    const codes = ok.json().recovery_codes as string[];
    expect(codes).toHaveLength(TWO_FACTOR.recoveryCodes);
    expect(new Set(codes).size).toBe(TWO_FACTOR.recoveryCodes);
    // Stored: hashes only, and the secret sealed (not the plain text).
    const stored = await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, who.userId));
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
    const [row] = await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, who.userId));
    expect(row.secretSealed).not.toContain(started.secret);
    const status = (await t.app.inject({ method: 'GET', url: '/api/two-factor/', headers: bearer(access) })).json();
    expect(status).toMatchObject({ enabled: true, recovery_codes_left: 10, required: false });
    // On: no new enrolment (the secret is never answered again).
    expect((await post('/api/two-factor/enrol/', {}, bearer(access))).statusCode).toBe(409);
  });
});

describe('log-in with two-factor (staff)', () => {
  it('answers a challenge instead of tokens; a wrong code is refused; the right code logs in; the challenge is no bearer', async () => {
    const who = await newStaff();
    const { secret } = await enrol((await login(t.app, who)).access);
    const step = await challengeOf(who);
    expect(step.two_factor).toBe('code_required');
    expect(step.detail).toBe(TWO_FACTOR_MESSAGES.codeStep);
    expect((await t.app.inject({ method: 'GET', url: '/api/two-factor/', headers: bearer(step.challenge) })).statusCode).toBe(401);
    const wrong = await verify(step.challenge, '123456');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toBe(TWO_FACTOR_MESSAGES.loginCodeWrong);
    const ok = await verify(step.challenge, await nextCode(secret));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/two-factor/', headers: bearer(ok.json().access) })).json().enabled).toBe(true);
    // A forged or expired challenge is refused.
    expect((await verify(`${step.challenge}x`, await nextCode(secret))).json().code).toBe('challenge_expired');
    tick(TWO_FACTOR.challengeMinutes * 60 + 1);
    expect((await verify(step.challenge, await codeAt(secret))).statusCode).toBe(401);
  });

  it('accepts one step of clock drift either way (±30 s), not two; a code is accepted once', async () => {
    const who = await newStaff();
    const { secret } = await enrol((await login(t.app, who)).access);
    expect((await verify((await challengeOf(who)).challenge, await nextCode(secret, -30))).statusCode).toBe(200);
    expect((await verify((await challengeOf(who)).challenge, await nextCode(secret, 30))).statusCode).toBe(200);
    expect((await verify((await challengeOf(who)).challenge, await nextCode(secret, -90))).statusCode).toBe(401);
    expect((await verify((await challengeOf(who)).challenge, await nextCode(secret, 90))).statusCode).toBe(401);
    const code = await nextCode(secret);
    expect((await verify((await challengeOf(who)).challenge, code)).statusCode).toBe(200);
    expect((await verify((await challengeOf(who)).challenge, code)).statusCode).toBe(401);
  });

  it('a recovery code logs in once', async () => {
    const who = await newStaff();
    const { recovery } = await enrol((await login(t.app, who)).access);
    expect((await verify((await challengeOf(who)).challenge, recovery[3].toUpperCase())).statusCode).toBe(200);
    expect((await verify((await challengeOf(who)).challenge, recovery[3])).statusCode).toBe(401);
    const left = await post('/auth/two-factor/verify/', { challenge: (await challengeOf(who)).challenge, code: recovery[4] });
    expect(left.statusCode).toBe(200);
    const status = (await t.app.inject({ method: 'GET', url: '/api/two-factor/', headers: bearer(left.json().access) })).json();
    expect(status.recovery_codes_left).toBe(8);
  });

  it('a remembered device skips the code; another user’s device token and a forgotten device do not', async () => {
    const who = await newStaff();
    const other = await newStaff();
    const { secret } = await enrol((await login(t.app, who)).access);
    const otherSecret = (await enrol((await login(t.app, other)).access)).secret;
    const remembered = await verify((await challengeOf(who)).challenge, await nextCode(secret), { remember_device: true });
    const device = remembered.json().device_token as string;
    expect(device).toMatch(/^ctd_/);
    const direct = await loginRaw(who, { device_token: device });
    expect(direct.json().access).toBeTruthy();
    // The token is the user's own: the other user with it still gets the code step.
    expect((await challengeOf(other, { device_token: device })).two_factor).toBe('code_required');
    const otherDevice = (await verify((await challengeOf(other)).challenge, await nextCode(otherSecret), { remember_device: true })).json()
      .device_token;
    expect((await challengeOf(who, { device_token: otherDevice })).two_factor).toBe('code_required');
    // Forgotten (revoked): the code again.
    const forgot = await post('/api/two-factor/devices/forget/', {}, bearer(direct.json().access));
    expect(forgot.json().detail).toBe(TWO_FACTOR_MESSAGES.devicesForgotten);
    expect((await challengeOf(who, { device_token: device })).two_factor).toBe('code_required');
    // Expired after 30 days.
    const fresh = (await verify((await challengeOf(who)).challenge, await nextCode(secret), { remember_device: true })).json().device_token;
    expect((await loginRaw(who, { device_token: fresh })).json().access).toBeTruthy();
    tick(TWO_FACTOR.rememberDays * 86_400 + 60);
    expect((await challengeOf(who, { device_token: fresh })).two_factor).toBe('code_required');
  });

  it('throttles code guesses like passwords: beyond the limit that address is refused, the right code included', async () => {
    const who = await newStaff();
    const { secret } = await enrol((await login(t.app, who)).access);
    const ip = freshIp();
    const { challenge } = await challengeOf(who);
    for (let i = 0; i < THROTTLE.loginPerAccountAddress; i++) expect((await verify(challenge, `00000${i}`, {}, ip)).statusCode).toBe(401);
    const refused = await verify(challenge, await nextCode(secret), {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A right password does not wipe the code failures.
    await challengeOf(who);
    expect((await loginRaw(who, {}, ip)).statusCode).toBe(200);
    expect((await verify(challenge, await nextCode(secret), {}, ip)).statusCode).toBe(429);
    // Another address is not refused.
    expect((await verify(challenge, await nextCode(secret), {}, freshIp())).statusCode).toBe(200);
  });
});

describe('disabling two-factor', () => {
  it('needs the password and a current code; then the log-in answers tokens again', async () => {
    const who = await newStaff();
    const { access } = await login(t.app, who);
    const { secret } = await enrol(access);
    const wrongPassword = await post('/api/two-factor/disable/', { password: 'nope-nope', code: await nextCode(secret) }, bearer(access));
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors.password).toBe(TWO_FACTOR_MESSAGES.passwordWrong);
    const wrongCode = await post('/api/two-factor/disable/', { password: PASSWORD, code: '000000' }, bearer(access));
    expect(wrongCode.json().errors.code).toBe(TWO_FACTOR_MESSAGES.codeWrong);
    const noCode = await post('/api/two-factor/disable/', { password: PASSWORD }, bearer(access));
    expect(noCode.statusCode).toBe(400);
    const ok = await post('/api/two-factor/disable/', { password: PASSWORD, code: await nextCode(secret) }, bearer(access));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().detail).toBe(TWO_FACTOR_MESSAGES.disabled);
    expect((await loginRaw(who)).json().access).toBeTruthy();
    expect(await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, who.userId))).toHaveLength(0);
  });
});

describe('required by the owner for all staff', () => {
  it('owner only; staff without two-factor enrol inside the log-in before any session; cannot turn it off while required; per operator', async () => {
    const owner = (await login(t.app, DEMO_OWNER)).access;
    const plain = await newStaff();
    const plainAccess = (await login(t.app, plain)).access;
    const notOwner = await post('/api/two-factor/policy/', { require_staff: true }, bearer(plainAccess));
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().detail).toBe(TWO_FACTOR_MESSAGES.ownerOnly);
    expect((await post('/api/two-factor/policy/', { require_staff: true }, bearer(owner))).json()).toEqual({ require_staff: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/two-factor/policy/', headers: bearer(owner) })).json().require_staff).toBe(true);
    // Another operator's setting is its own.
    const harbour = (await login(t.app, HARBOUR_OWNER)).access;
    expect((await t.app.inject({ method: 'GET', url: '/api/two-factor/policy/', headers: bearer(harbour) })).json().require_staff).toBe(false);
    expect((await loginRaw(await newStaff('harbour'))).json().access).toBeTruthy();

    const step = await challengeOf(plain);
    expect(step).toMatchObject({ two_factor: 'enrolment_required', detail: TWO_FACTOR_MESSAGES.enrolStep });
    // The enrolment challenge allows only the enrolment: not the code step, and it is no bearer.
    expect((await verify(step.challenge, '123456')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/two-factor/', headers: bearer(step.challenge) })).statusCode).toBe(401);
    const started = await post('/auth/two-factor/enrol/', { challenge: step.challenge });
    expect(started.statusCode).toBe(200);
    const { secret } = started.json();
    expect((await post('/auth/two-factor/enrol/confirm/', { challenge: step.challenge, code: '000000' })).statusCode).toBe(400);
    const done = await post('/auth/two-factor/enrol/confirm/', { challenge: step.challenge, code: await nextCode(secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().recovery_codes).toHaveLength(10);
    const access = done.json().access as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/two-factor/', headers: bearer(access) })).json()).toMatchObject({
      enabled: true,
      required: true,
    });
    // A code challenge cannot enrol; next log-in is the code step.
    const codeStep = await challengeOf(plain);
    expect(codeStep.two_factor).toBe('code_required');
    expect((await post('/auth/two-factor/enrol/', { challenge: codeStep.challenge })).statusCode).toBe(401);
    const off = await post('/api/two-factor/disable/', { password: PASSWORD, code: await nextCode(secret) }, bearer(access));
    expect(off.statusCode).toBe(409);
    expect(off.json().detail).toBe(TWO_FACTOR_MESSAGES.requiredByOperator);

    expect((await post('/api/two-factor/policy/', { require_staff: false }, bearer(owner))).statusCode).toBe(200);
    expect((await loginRaw(await newStaff())).json().access).toBeTruthy();
  });

  it('an API key never reaches two-factor management; a portal token neither', async () => {
    const [demo] = await t.db.select().from(clients).where(eq(clients.slug, 'demo'));
    const [owner] = await t.db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.clientId, demo.id), eq(staff.role, 'club_owner')))
      .limit(1);
    const secret = `csk_${randomBytes(32).toString('base64url')}`;
    await t.db.insert(apiKeys).values({
      clientId: demo.id,
      name: 'tf',
      prefix: secret.slice(0, 12),
      secretHash: sha256(secret),
      scopes: { dashboard: 'write', users: 'write' },
      createdByStaffId: owner.id,
    });
    for (const [method, url] of [
      ['GET', '/api/two-factor/'],
      ['POST', '/api/two-factor/enrol/'],
      ['POST', '/api/two-factor/policy/'],
      ['POST', '/api/two-factor/devices/forget/'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(secret), payload: method === 'POST' ? { require_staff: true } : undefined });
      expect(res.statusCode, url).toBe(403);
    }
    const portal = (await post('/api/portal/auth/login', PORTAL_MEMBER, portalHeaders())).json().access;
    expect((await t.app.inject({ method: 'GET', url: '/api/two-factor/', headers: bearer(portal) })).statusCode).toBe(403);
  });
});

describe('portal members', () => {
  it('a member enrols in the portal and then logs in with password and code; the challenge is for its workspace only', async () => {
    const first = await post('/api/portal/auth/login', PORTAL_MEMBER, portalHeaders());
    const access = first.json().access as string;
    const started = await post('/api/portal/two-factor/enrol', {}, portalHeaders(access));
    expect(started.statusCode, started.body).toBe(200);
    const { secret } = started.json();
    expect((await post('/api/portal/two-factor/enrol/confirm', { code: '000000' }, portalHeaders(access))).statusCode).toBe(400);
    const ok = await post('/api/portal/two-factor/enrol/confirm', { code: await nextCode(secret) }, portalHeaders(access));
    expect(ok.json().recovery_codes).toHaveLength(10);
    expect((await t.app.inject({ method: 'GET', url: '/api/portal/two-factor', headers: portalHeaders(access) })).json().enabled).toBe(true);

    const step = (await post('/api/portal/auth/login', PORTAL_MEMBER, portalHeaders())).json();
    expect(step.two_factor).toBe('code_required');
    expect(step.access).toBeUndefined();
    // A portal challenge is not a staff one, and not another workspace's.
    expect((await verify(step.challenge, await nextCode(secret))).statusCode).toBe(401);
    expect(
      (
        await post(
          '/api/portal/auth/two-factor/verify',
          { challenge: step.challenge, code: await nextCode(secret) },
          portalHeaders(undefined, 'harbour'),
        )
      ).statusCode,
    ).toBe(401);
    expect((await post('/api/portal/auth/two-factor/verify', { challenge: step.challenge, code: '000000' }, portalHeaders())).statusCode).toBe(401);
    const done = await post('/api/portal/auth/two-factor/verify', { challenge: step.challenge, code: await nextCode(secret) }, portalHeaders());
    expect(done.statusCode, done.body).toBe(200);
    const member = done.json().access as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/portal/two-factor', headers: portalHeaders(member) })).statusCode).toBe(200);

    // Off again with the password and a code.
    const off = await post(
      '/api/portal/two-factor/disable',
      { password: PORTAL_MEMBER.password, code: await nextCode(secret) },
      portalHeaders(member),
    );
    expect(off.statusCode, off.body).toBe(200);
    expect((await post('/api/portal/auth/login', PORTAL_MEMBER, portalHeaders())).json().access).toBeTruthy();
  });
});

describe('portal invitation with two-factor on', () => {
  it('accepting the invitation (setting a password or not) asks for the code like a portal log-in, then logs in', async () => {
    // A staff user with two-factor on, then made a member of the same operator (one e-mail is one user) and invited.
    const who = await newStaff();
    const { secret } = await enrol((await login(t.app, who)).access);
    const owner = (await login(t.app, DEMO_OWNER)).access;
    const created = await post(
      '/api/profile/',
      { first_name: 'Two', last_name: 'Factor', email: who.email, office: 'shoreditch', role: 'team_member' },
      bearer(owner),
    );
    expect(created.statusCode, created.body).toBe(201);
    const slug = created.json().slug as string;
    const invite = async () => {
      expect((await post('/api/portal-access/invite/', { members: [slug] }, bearer(owner))).statusCode).toBe(201);
      return (await mailedToken(t.db, who.email)).token;
    };

    // With a new password: the password is set and the access activated, but no session without the code.
    const accepted = await post('/api/portal/auth/invitation/accept', { token: await invite(), password: 'Invited-Pass-2026' }, portalHeaders());
    expect(accepted.statusCode, accepted.body).toBe(200);
    const step = accepted.json();
    expect(step).toMatchObject({ two_factor: 'code_required' });
    expect(step.access).toBeUndefined();
    expect((await post('/api/portal/auth/two-factor/verify', { challenge: step.challenge, code: '000000' }, portalHeaders())).statusCode).toBe(401);
    const done = await post('/api/portal/auth/two-factor/verify', { challenge: step.challenge, code: await nextCode(secret) }, portalHeaders());
    expect(done.statusCode, done.body).toBe(200);
    const member = done.json().access as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/portal/me', headers: portalHeaders(member) })).json().member.email).toBe(who.email);

    // Revoked and invited again, accepted without a password (the person has one): the code step again.
    expect((await post('/api/portal-access/revoke/', { member: slug }, bearer(owner))).statusCode).toBe(200);
    const again = await post('/api/portal/auth/invitation/accept', { token: await invite() }, portalHeaders());
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ two_factor: 'code_required' });
    expect(again.json().access).toBeUndefined();
  });
});
