/**
 * Member portal sign-in (issue 26): log-in per workspace (header or host sub-domain), refresh, log-out, magic link,
 * forgot/reset, the staff invitation accepted, revoke and deactivation ending the sessions at once, a member of two
 * operators, portal off, and the two audiences kept apart with words.
 */
import { PORTAL_MESSAGES, PORTAL_SETTINGS_DEFAULTS, SESSION_MESSAGES } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, offices, portalAccess, teams, users } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';
import { PORTAL_ADMIN, PORTAL_MEMBER, mailedToken, portalCall, portalHeaders, portalLogin } from './support/portal-session.ts';
import { signUpOperator } from './support/new-operator.ts';
import { DEMO_OWNER, bearer, login } from './support/test-app.ts';

const { t, tok, ids, get, send } = useApiSession();

const post = (url: string, payload: object, workspace = 'demo', token?: string) =>
  t.app.inject({ method: 'POST', url, headers: portalHeaders(token, workspace), payload });

/** A new member of the demo operator created by staff, invited to the portal and accepted with a password. */
async function newPortalMember(email: string, password = 'Portal-Pass-42') {
  const created = await send('POST', '/api/profile/', {
    first_name: 'Pat',
    last_name: email.split('@')[0],
    email,
    office: 'shoreditch',
    role: 'team_member',
  });
  expect(created.statusCode, created.body).toBe(201);
  const slug = created.json().slug as string;
  const invited = await send('POST', '/api/portal-access/invite/', { members: [slug] });
  expect(invited.statusCode, invited.body).toBe(201);
  expect(invited.json().invited).toEqual([slug]);
  const { token } = await mailedToken(t.db, email);
  const accepted = await post('/api/portal/auth/invitation/accept', { token, password });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { slug, email, password, tokens: accepted.json() as { access: string; refresh: string } };
}

describe('log-in to a workspace', () => {
  it('logs in through the X-Portal-Workspace header or the host sub-domain; the wrong password or another workspace is 401', async () => {
    const viaHeader = await portalLogin(t.app, PORTAL_MEMBER);
    expect((await portalCall(t.app, viaHeader.access, 'GET', '/api/portal/me')).json().member.email).toBe(PORTAL_MEMBER.email);

    const viaHost = await t.app.inject({
      method: 'POST',
      url: '/api/portal/auth/login',
      headers: { host: 'demo.localhost:8080' },
      payload: PORTAL_MEMBER,
    });
    expect(viaHost.statusCode, viaHost.body).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/portal/me',
      headers: { host: 'demo.localhost:8080', ...bearer(viaHost.json().access) },
    });
    expect(me.json().workspace.slug).toBe('demo');

    const wrong = await post('/api/portal/auth/login', { ...PORTAL_MEMBER, password: 'Wrong-Pass-1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toBe(PORTAL_MESSAGES.loginError);
    // The demo member is nobody at Harbour: the same credentials there are refused.
    expect((await post('/api/portal/auth/login', PORTAL_MEMBER, 'harbour')).statusCode).toBe(401);
    // A staff member without a member row is no portal user.
    expect((await post('/api/portal/auth/login', DEMO_OWNER)).statusCode).toBe(401);
  });

  it('needs a workspace (400) that exists (404)', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/portal/auth/login', payload: PORTAL_MEMBER });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.workspace).toBe(PORTAL_MESSAGES.workspaceRequired);
    const unknown = await post('/api/portal/auth/login', PORTAL_MEMBER, 'no-such-workspace');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(PORTAL_MESSAGES.workspaceUnknown);
    const ws = await t.app.inject({ method: 'GET', url: '/api/portal/auth/workspace', headers: portalHeaders() });
    expect(ws.json()).toMatchObject({ slug: 'demo', name: 'Demo Coworking' });
  });

  it('refresh rotates; log-out revokes it; the staff and portal refresh tokens never cross', async () => {
    const first = await portalLogin(t.app, PORTAL_ADMIN);
    const rotated = await post('/api/portal/auth/refresh', { refresh: first.refresh });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const second = rotated.json();
    expect((await portalCall(t.app, second.access, 'GET', '/api/portal/me')).statusCode).toBe(200);
    // The portal refresh token is unknown to the staff endpoint, and a staff one to the portal's.
    expect((await t.app.inject({ method: 'POST', url: '/auth/jwt/refresh/', payload: { refresh: second.refresh } })).statusCode).toBe(401);
    const staff = await login(t.app, DEMO_OWNER);
    expect((await post('/api/portal/auth/refresh', { refresh: staff.refresh })).statusCode).toBe(401);
    // Refresh at another workspace: refused.
    expect((await post('/api/portal/auth/refresh', { refresh: second.refresh }, 'harbour')).statusCode).toBe(401);

    expect((await post('/api/portal/auth/logout', { refresh: second.refresh })).statusCode).toBe(204);
    expect((await post('/api/portal/auth/refresh', { refresh: second.refresh })).statusCode).toBe(401);
  });

  it('a magic link logs in once', async () => {
    expect((await post('/api/portal/auth/magic-link', { email: PORTAL_MEMBER.email })).statusCode).toBe(201);
    // Unknown e-mails get the same answer and no e-mail.
    const unknown = await post('/api/portal/auth/magic-link', { email: 'nobody@nowhere.example' });
    expect(unknown.statusCode).toBe(201);
    expect(unknown.json().detail).toBe(PORTAL_MESSAGES.linkSent);
    const { token, mail } = await mailedToken(t.db, PORTAL_MEMBER.email);
    expect(mail.link).toContain('/portal/demo/magic#token=');
    expect((await post('/api/portal/auth/magic-link/login', { token }, 'harbour')).statusCode).toBe(401);
    const ok = await post('/api/portal/auth/magic-link/login', { token });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await portalCall(t.app, ok.json().access, 'GET', '/api/portal/me')).statusCode).toBe(200);
    expect((await post('/api/portal/auth/magic-link/login', { token })).statusCode).toBe(400);
  });
});

describe('invitation, reset, revoke, deactivation', () => {
  it('staff invite → the member sets a password → logs in; staff see invited then active with the last log-in; resend only while invited', async () => {
    const created = await send('POST', '/api/profile/', {
      first_name: 'Ivy',
      last_name: 'Invite',
      email: 'ivy.invite@example.com',
      office: 'shoreditch',
      role: 'team_member',
    });
    const slug = created.json().slug as string;
    const before = await get(`/api/portal-access/?member=${slug}`);
    expect(before.json().members[0].status).toBe('not_invited');
    expect((await send('POST', '/api/portal-access/resend/', { member: slug })).statusCode).toBe(409);
    expect((await send('POST', '/api/portal-access/invite/', { members: [slug] })).statusCode).toBe(201);
    expect((await get(`/api/portal-access/?member=${slug}`)).json().members[0].status).toBe('invited');
    expect((await send('POST', '/api/portal-access/resend/', { member: slug })).statusCode).toBe(201);

    const { token, mail } = await mailedToken(t.db, 'ivy.invite@example.com');
    expect(mail.link).toContain('/portal/demo/accept#token=');
    const inspected = await post('/api/portal/auth/invitation', { token });
    expect(inspected.json()).toMatchObject({ email: 'ivy.invite@example.com', needs_password: true, workspace: { slug: 'demo' } });
    const noPassword = await post('/api/portal/auth/invitation/accept', { token });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors.password).toBe(PORTAL_MESSAGES.choosePassword);
    const weak = await post('/api/portal/auth/invitation/accept', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    const accepted = await post('/api/portal/auth/invitation/accept', { token, password: 'Ivy-Portal-2024' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().detail).toBe(PORTAL_MESSAGES.passwordSet);
    expect((await post('/api/portal/auth/invitation/accept', { token, password: 'Ivy-Portal-2024' })).statusCode).toBe(400);

    const status = (await get(`/api/portal-access/?member=${slug}`)).json().members[0];
    expect(status).toMatchObject({ status: 'active', member: slug });
    expect(status.last_login).not.toBeNull();
    expect((await send('POST', '/api/portal-access/resend/', { member: slug })).statusCode).toBe(409);
    await portalLogin(t.app, { email: 'ivy.invite@example.com', password: 'Ivy-Portal-2024' });
  });

  it('forgot/reset sets a new password and ends the other sessions', async () => {
    const m = await newPortalMember('rita.reset@example.com');
    expect((await post('/api/portal/auth/forgot', { email: m.email })).statusCode).toBe(201);
    const { token, mail } = await mailedToken(t.db, m.email);
    expect(mail.link).toContain('/portal/demo/reset#token=');
    const reset = await post('/api/portal/auth/reset', { token, password: 'Rita-New-Pass-7' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().detail).toBe(SESSION_MESSAGES.resetDone);
    // The session that knew the old password is over, its refresh token too.
    expect((await portalCall(t.app, m.tokens.access, 'GET', '/api/portal/me')).statusCode).toBe(401);
    expect((await post('/api/portal/auth/refresh', { refresh: m.tokens.refresh })).statusCode).toBe(401);
    expect((await post('/api/portal/auth/login', { email: m.email, password: m.password })).statusCode).toBe(401);
    await portalLogin(t.app, { email: m.email, password: 'Rita-New-Pass-7' });
  });

  it('revoking the access ends the portal sessions at once', async () => {
    const m = await newPortalMember('rex.revoke@example.com');
    expect((await portalCall(t.app, m.tokens.access, 'GET', '/api/portal/home')).statusCode).toBe(200);
    const revoked = await send('POST', '/api/portal-access/revoke/', { member: m.slug });
    expect(revoked.statusCode).toBe(200);
    const after = await portalCall(t.app, m.tokens.access, 'GET', '/api/portal/home');
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toBe(PORTAL_MESSAGES.sessionEnded);
    expect((await post('/api/portal/auth/refresh', { refresh: m.tokens.refresh })).statusCode).toBe(401);
    const again = await post('/api/portal/auth/login', { email: m.email, password: m.password });
    expect(again.statusCode).toBe(401);
    expect(again.json().detail).toBe(PORTAL_MESSAGES.noAccess);
    expect((await get(`/api/portal-access/?member=${m.slug}`)).json().members[0].status).toBe('revoked');
  });

  it('deactivating the member (the staff form) ends the portal sessions at once, and reactivating does not revive them', async () => {
    const m = await newPortalMember('dee.deactivate@example.com');
    const [team] = await t.db.select().from(teams).where(eq(teams.clientId, ids.demo)).limit(1);
    const body = { first_name: 'Dee', last_name: 'Deactivate', office: 'shoreditch', role: 'team_member', team: team.slug };
    expect((await send('PUT', `/api/profile/${m.slug}`, { ...body, status: 'inactive' })).statusCode).toBe(200);
    expect((await portalCall(t.app, m.tokens.access, 'GET', '/api/portal/home')).statusCode).toBe(401);
    expect((await send('PUT', `/api/profile/${m.slug}`, { ...body, status: 'active' })).statusCode).toBe(200);
    expect((await portalCall(t.app, m.tokens.access, 'GET', '/api/portal/home')).statusCode).toBe(401);
    expect((await post('/api/portal/auth/refresh', { refresh: m.tokens.refresh })).statusCode).toBe(401);
    // A fresh log-in works again (the access itself was not revoked).
    await portalLogin(t.app, { email: m.email, password: m.password });
  });
});

describe('two operators, two portals', () => {
  it('a member of both logs in to each separately; one workspace’s token is refused on the other', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, PORTAL_MEMBER.email));
    const [leith] = await t.db.select().from(offices).where(eq(offices.clientId, ids.harbour)).limit(1);
    const [member] = await t.db
      .insert(members)
      .values({ clientId: ids.harbour, slug: 'two-portals', userId: user.id, officeId: leith.id, role: 'team_member' })
      .returning();
    await t.db.insert(portalAccess).values({ clientId: ids.harbour, memberId: member.id, status: 'active', activatedAt: new Date() });

    const demo = await portalLogin(t.app, PORTAL_MEMBER, 'demo');
    const harbour = await portalLogin(t.app, PORTAL_MEMBER, 'harbour');
    expect((await portalCall(t.app, harbour.access, 'GET', '/api/portal/me', undefined, 'harbour')).json().workspace.slug).toBe('harbour');
    expect((await portalCall(t.app, demo.access, 'GET', '/api/portal/me', undefined, 'demo')).json().workspace.slug).toBe('demo');
    const crossed = await portalCall(t.app, demo.access, 'GET', '/api/portal/me', undefined, 'harbour');
    expect(crossed.statusCode).toBe(403);
    expect(crossed.json().detail).toBe(PORTAL_MESSAGES.otherWorkspace);
    const byHost = await t.app.inject({ method: 'GET', url: '/api/portal/me', headers: { host: 'harbour.localhost', ...bearer(demo.access) } });
    expect(byHost.statusCode).toBe(403);
    // Harbour's data stays Harbour's: the demo member's bookings are not in the Harbour session.
    const theirs = (await portalCall(t.app, harbour.access, 'GET', '/api/portal/bookings', undefined, 'harbour')).json().bookings;
    expect(theirs).toEqual([]);
    await t.db.delete(portalAccess).where(and(eq(portalAccess.memberId, member.id)));
  });
});

describe('the two audiences', () => {
  it('a portal token is refused by staff routes and a staff token by portal routes, in words', async () => {
    const portal = await portalLogin(t.app, PORTAL_ADMIN);
    const onStaff = await t.app.inject({ method: 'GET', url: '/api/member-list/', headers: bearer(portal.access) });
    expect(onStaff.statusCode).toBe(403);
    expect(onStaff.json().detail).toBe(PORTAL_MESSAGES.portalTokenOnStaff);
    const onUser = await t.app.inject({
      method: 'POST',
      url: '/api/change-password/',
      headers: bearer(portal.access),
      payload: { current_password: 'x', new_password: 'y' },
    });
    expect(onUser.statusCode).toBe(403);
    const onPortal = await portalCall(t.app, tok.owner, 'GET', '/api/portal/home');
    expect(onPortal.statusCode).toBe(403);
    expect(onPortal.json().detail).toBe(PORTAL_MESSAGES.staffTokenOnPortal);
    expect((await portalCall(t.app, 'not-a-token', 'GET', '/api/portal/home')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/portal/home', headers: portalHeaders() })).statusCode).toBe(401);
  });
});

describe('portal off', () => {
  it('answers 403 in words on sign-in and on every member route, and staff cannot invite', async () => {
    const session = await portalLogin(t.app, PORTAL_ADMIN);
    const settings = (await get('/api/portal-settings/')).json();
    expect(settings.enabled).toBe(true);
    const off = await send('PUT', '/api/portal-settings/', { ...settings, enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/portal/home'],
      ['GET', '/api/portal/bookings'],
      ['POST', '/api/portal/bookings/desk'],
    ] as const) {
      const res = await portalCall(t.app, session.access, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().detail).toBe(PORTAL_MESSAGES.portalOff);
    }
    const signIn = await post('/api/portal/auth/login', PORTAL_ADMIN);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().detail).toBe(PORTAL_MESSAGES.portalOff);
    const [m] = await t.db.select({ slug: members.slug }).from(members).where(eq(members.clientId, ids.demo)).limit(1);
    const invite = await send('POST', '/api/portal-access/invite/', { members: [m.slug] });
    expect(invite.statusCode).toBe(409);
    expect(invite.json().detail).toBe(PORTAL_MESSAGES.turnOnFirst);
    expect((await send('PUT', '/api/portal-settings/', settings)).statusCode).toBe(200);
    expect((await portalCall(t.app, session.access, 'GET', '/api/portal/home')).statusCode).toBe(200);
  });

  it('a new operator’s portal is off until staff turn it on (the defaults)', async () => {
    const fresh = await signUpOperator(t, 'portalfresh');
    expect((await get('/api/portal-settings/', fresh.access)).json()).toEqual({ ...PORTAL_SETTINGS_DEFAULTS });
    const harbourSettings = await get('/api/portal-settings/', tok.harbour);
    expect(harbourSettings.json()).toMatchObject({ enabled: true, invite_members: false });
    const bad = await send('PUT', '/api/portal-settings/', { ...harbourSettings.json(), cancel_hours: -1 }, tok.harbour);
    expect(bad.statusCode).toBe(400);
    // Staff without the account section cannot read them.
    expect((await get('/api/portal-settings/', tok.staff)).statusCode).toBe(403);
  });
});

describe('the OpenAPI document', () => {
  it('lists the portal’s operations under their own tag, sign-in without a bearer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      tags: { name: string }[];
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
    };
    expect(doc.tags.map((tag) => tag.name)).toContain('portal');
    const portalPaths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/portal/'));
    expect(portalPaths.length).toBeGreaterThan(25);
    for (const path of portalPaths) for (const op of Object.values(doc.paths[path])) expect(op.tags, path).toEqual(['portal']);
    expect(doc.paths['/api/portal/auth/login'].post.security).toEqual([]);
    expect(doc.paths['/api/portal/home'].get.security).toEqual([{ portalBearer: [] }]);
  });
});
