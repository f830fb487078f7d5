import { SESSION_MESSAGES, THEME_DEFAULTS } from '@clubspace/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, refreshTokens, users } from '../src/db/schema/index.ts';
import { sha256 } from '../src/lib/tokens.ts';
import { DEMO_OWNER, DEMO_STAFF, bearer, login, useTestApp } from './support/test-app.ts';

const t = useTestApp();

describe('login and tokens', () => {
  it('logs in with the right password and returns both tokens', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/jwt/create/', payload: DEMO_OWNER });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access.split('.')).toHaveLength(3);
    expect(body.refresh.length).toBeGreaterThan(20);
    const [user] = await t.db.select().from(users).where(eq(users.email, DEMO_OWNER.email));
    expect(user.lastLogin).not.toBeNull();
  });

  it('accepts the path without the trailing slash too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/jwt/create', payload: DEMO_OWNER });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 and the login error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/jwt/create/', payload: { ...DEMO_OWNER, password: 'nope' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe(SESSION_MESSAGES.loginError);
  });

  it('answers missing fields with 400 and field messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/jwt/create/', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ email: SESSION_MESSAGES.emailRequired, password: SESSION_MESSAGES.passwordRequired });
  });

  it('rejects calls without a token, and with a forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/session/' })).statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: '/api/session/', headers: bearer('a.b.c') });
    expect(forged.statusCode).toBe(401);
  });

  it('rotates the refresh token, and reusing an old one after the grace window revokes the whole family', async () => {
    const first = await login(t.app, DEMO_OWNER);
    const r1 = await t.app.inject({ method: 'POST', url: '/auth/jwt/refresh/', payload: { refresh: first.refresh } });
    expect(r1.statusCode).toBe(200);
    const second = r1.json();
    expect(second.refresh).not.toBe(first.refresh);
    const session = await t.app.inject({ method: 'GET', url: '/api/session/', headers: bearer(second.access) });
    expect(session.statusCode).toBe(200);

    // Past the two-tab grace window (issue 13 §3): the old token was used a minute ago.
    await t.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, sha256(first.refresh)));
    const reuse = await t.app.inject({ method: 'POST', url: '/auth/jwt/refresh/', payload: { refresh: first.refresh } });
    expect(reuse.statusCode).toBe(401);
    // The newer token of the same family is now revoked too.
    const after = await t.app.inject({ method: 'POST', url: '/auth/jwt/refresh/', payload: { refresh: second.refresh } });
    expect(after.statusCode).toBe(401);
  });
});

describe('branding', () => {
  it('returns the defaults for an unknown domain', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client/?domain=nobody-here' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      navigation_color: THEME_DEFAULTS.navigation_color,
      button_color: THEME_DEFAULTS.button_color,
      font: 'Lato',
      name: null,
    });
  });

  it('returns the operator colours for its sub-domain', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client/?domain=demo' });
    expect(res.json().navigation_color).not.toBe(THEME_DEFAULTS.navigation_color);
    expect(res.json().domain).toBe('demo');
  });
});

describe('session and staff profile', () => {
  it('gives the owner every section and both offices', async () => {
    const { access } = await login(t.app, DEMO_OWNER);
    const res = await t.app.inject({ method: 'GET', url: '/api/session/', headers: bearer(access) });
    const body = res.json();
    expect(body.active_client.slug).toBe('demo');
    expect(body.offices.length).toBeGreaterThanOrEqual(2);
    expect(body.web_sections.map((s: { code: string }) => s.code)).toEqual(
      expect.arrayContaining(['dashboard', 'users', 'members', 'bookings', 'account']),
    );
  });

  it('limits the staff member to its sections and its one office', async () => {
    const { access } = await login(t.app, DEMO_STAFF);
    const body = (await t.app.inject({ method: 'GET', url: '/api/staff-profile/', headers: bearer(access) })).json();
    const codes = body.web_sections.map((s: { code: string }) => s.code);
    expect(codes).toContain('users');
    expect(codes).not.toContain('account');
    expect(body.offices).toHaveLength(1);
    expect(body).not.toHaveProperty('password_hash');
  });

  it('switches the active office within scope and refuses an office outside it', async () => {
    const { access } = await login(t.app, DEMO_OWNER);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/staff-profile/', headers: bearer(access) })).json();
    const other = profile.offices.find((o: { slug: string }) => o.slug !== profile.active_office.slug);
    const res = await t.app.inject({ method: 'POST', url: '/api/staff-profile/', headers: bearer(access), payload: { active_office: other.slug } });
    expect(res.statusCode).toBe(200);
    expect(res.json().active_office.slug).toBe(other.slug);

    const staffLogin = await login(t.app, DEMO_STAFF);
    const staffProfile = (await t.app.inject({ method: 'GET', url: '/api/staff-profile/', headers: bearer(staffLogin.access) })).json();
    const outside = profile.offices.find((o: { slug: string }) => !staffProfile.offices.some((s: { slug: string }) => s.slug === o.slug));
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/staff-profile/',
      headers: bearer(staffLogin.access),
      payload: { active_office: outside.slug },
    });
    expect(denied.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/staff-profile/',
      headers: bearer(access),
      payload: { active_office: 'no-such-office' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('updates own name and job title', async () => {
    const { access } = await login(t.app, DEMO_OWNER);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff-profile/',
      headers: bearer(access),
      payload: { user: { first_name: 'Olive', job_title: 'Founder' } },
    });
    expect(res.json()).toMatchObject({ first_name: 'Olive', job_title: 'Founder' });
  });
});

describe('sign-up → validation → login → onboarding', () => {
  const signup = {
    email: 'new.owner@example.com',
    password: 'secret-pass',
    full_name: 'Nia Newman',
    first_name: 'Nia',
    last_name: 'Newman',
    company: 'Nest Spaces',
    workspace: 'Nest Spaces',
  };

  async function lastLink(email: string) {
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.to}) = ${email}`)
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return mail.link!;
  }

  it('reports every missing sign-up field with the seed messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/client-signup/', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      first_name: SESSION_MESSAGES.nameRequired,
      last_name: SESSION_MESSAGES.surnameRequired,
      company: SESSION_MESSAGES.companyRequired,
      workspace: SESSION_MESSAGES.workspaceRequired,
      email: SESSION_MESSAGES.emailRequired,
      password: SESSION_MESSAGES.passwordRequired,
    });
  });

  it('walks the whole flow', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/client-signup/', payload: signup });
    expect(created.statusCode).toBe(201);

    const again = await t.app.inject({ method: 'POST', url: '/api/client-signup/', payload: signup });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('email_already_registered');

    const early = await t.app.inject({ method: 'POST', url: '/auth/jwt/create/', payload: signup });
    expect(early.statusCode).toBe(401);
    expect(early.json().code).toBe('email_not_validated');

    const token = (await lastLink(signup.email)).split('/validate/')[1];
    const validated = await t.app.inject({ method: 'POST', url: '/api/validate-email/', payload: { token } });
    expect(validated.statusCode).toBe(200);
    // Re-opening the used link says the account is already validated (issue 10 §15).
    const reused = await t.app.inject({ method: 'POST', url: '/api/validate-email/', payload: { token } });
    expect(reused.statusCode).toBe(200);
    expect(reused.json().detail).toBe(SESSION_MESSAGES.validationAlready);

    const { access } = await login(t.app, signup);
    const session = (await t.app.inject({ method: 'GET', url: '/api/session/', headers: bearer(access) })).json();
    // A new operator's catalogue prices include VAT (issue 23); operators older than migration 0031 exclude it.
    expect(session.active_client).toMatchObject({ role: 'pending', slug: 'nest-spaces', prices_include_vat: true });
    expect(session.web_sections.map((s: { code: string }) => s.code)).toContain('on_boarding');

    const plans = (await t.app.inject({ method: 'GET', url: '/api/client-plan-type/?type=private', headers: bearer(access) })).json();
    expect(plans.length).toBeGreaterThan(0);
    expect(plans[0]).toHaveProperty('text_price');

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/client/',
      headers: bearer(access),
      payload: { role: 'private', club: '', visibility: 'private', email: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ club: SESSION_MESSAGES.officeNameMandatory, email: SESSION_MESSAGES.validMail });

    const done = await t.app.inject({
      method: 'PUT',
      url: '/api/client/',
      headers: bearer(access),
      payload: { role: 'private', club: 'Nest Central', visibility: 'protected', email: 'hello@nest.example', employees: 12, plan: plans[0].slug },
    });
    expect(done.statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/api/session/', headers: bearer(access) })).json();
    expect(after.active_client.role).toBe('private');
    expect(after.offices.map((o: { name: string }) => o.name)).toEqual(['Nest Central']);
    expect(after.active_office.name).toBe('Nest Central');

    const twice = await t.app.inject({
      method: 'PUT',
      url: '/api/client/',
      headers: bearer(access),
      payload: { role: 'other', club: 'X', visibility: 'public', email: 'a@b.co' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('resets a password through the e-mailed link', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/forgot/', payload: { email: DEMO_STAFF.email } });
    expect(res.statusCode).toBe(201);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/forgot/', payload: { email: 'nobody@nowhere.test' } });
    expect(unknown.statusCode).toBe(201);
    const token = (await lastLink(DEMO_STAFF.email)).split('/reset-password/')[1];
    const short = await t.app.inject({ method: 'POST', url: '/api/reset-password/', payload: { token, password: 'short' } });
    expect(short.statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'POST', url: '/api/reset-password/', payload: { token, password: 'a-new-password' } });
    expect(ok.statusCode).toBe(200);
    await login(t.app, { email: DEMO_STAFF.email, password: 'a-new-password' });
    const old = await t.app.inject({ method: 'POST', url: '/auth/jwt/create/', payload: DEMO_STAFF });
    expect(old.statusCode).toBe(401);
  });
});

describe('brokers', () => {
  it('lists only the operator’s brokers in the paged envelope', async () => {
    const { access } = await login(t.app, DEMO_OWNER);
    const res = await t.app.inject({ method: 'GET', url: '/api/clients/?role=broker&page_size=2', headers: bearer(access) });
    const body = res.json();
    expect(body).toMatchObject({ page_size: 2, current_page: 1 });
    expect(body.clients.length).toBeLessThanOrEqual(2);
    expect(body.num_results).toBeGreaterThan(0);
    expect(body.clients[0].role).toBe('broker');
  });

  it('exports the list as CSV', async () => {
    const { access } = await login(t.app, DEMO_OWNER);
    const res = await t.app.inject({ method: 'GET', url: '/api/clients/?role=broker&format=csv', headers: bearer(access) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('slug,name,email,role');
    expect(lines.length).toBeGreaterThan(1);
  });
});

describe('openapi', () => {
  it('documents every call of the foundation', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\.1/);
    for (const path of [
      '/auth/jwt/create/',
      '/auth/jwt/refresh/',
      '/api/client/',
      '/api/staff-profile/',
      '/api/session/',
      '/api/client-signup/',
      '/api/client-plan-type/',
      '/api/forgot/',
      '/api/clients/',
      '/api/validate-email/',
      '/api/reset-password/',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
