/**
 * The member portal's staff side (issue 26): the bookings list's channel (filter, CSV column), team admins' invitation
 * requests that staff approve or decline, and a member deactivated by staff losing their portal session at once.
 */
import { PORTAL_MESSAGES, type BookingItem } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, members, offices, portalAccess, teams, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { useApiSession } from './support/api-session.ts';
import { PORTAL_ADMIN, PORTAL_MEMBER, portalCall, portalLogin } from './support/portal-session.ts';
import { deskDay, farDay, testDesks } from './support/sale-fixtures.ts';

const { t, tok, ids, get, send } = useApiSession();
const fx = {} as {
  office: string;
  desks: string[];
  admin: { access: string };
  member: { access: string };
  teamSlug: string;
  portalCode: string;
  staffCode: string;
};

beforeAll(async () => {
  ({ office: fx.office, desks: fx.desks } = await testDesks(t.db, ids.demo, 'pst', 2));
  fx.admin = await portalLogin(t.app, PORTAL_ADMIN);
  fx.member = await portalLogin(t.app, PORTAL_MEMBER);
  const [me] = await t.db
    .select({ slug: teams.slug })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(teams, eq(teams.id, members.teamId))
    .where(eq(users.email, PORTAL_ADMIN.email));
  fx.teamSlug = me.slug;
  const portal = await portalCall(t.app, fx.member.access, 'POST', '/api/portal/bookings/desk', { resource: fx.desks[0], days: [farDay(2)] });
  expect(portal.statusCode, portal.body).toBe(201);
  fx.portalCode = portal.json().bookings[0].code;
  const staff = await send('POST', '/api/member-bookings/', [deskDay(fx.office, fx.desks[1], fx.teamSlug, farDay(2))]);
  expect(staff.statusCode, staff.body).toBe(201);
  fx.staffCode = staff.json().bookings[0].code;
});

describe('booking channel', () => {
  const day = () => farDay(2);
  const codes = async (q: string) => {
    const res = await get(`/api/dashboard-member-bookings/?club=${fx.office}&start=${day()}&end=${day()}&page_size=100${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().bookings as BookingItem[]).map((b) => [b.code, b.channel]);
  };

  it('lists show the channel, and the channel filter keeps the bookings made through it', async () => {
    expect(await codes('')).toEqual(
      expect.arrayContaining([
        [fx.portalCode, 'portal'],
        [fx.staffCode, 'staff'],
      ]),
    );
    expect(await codes('&channel=portal')).toEqual([[fx.portalCode, 'portal']]);
    const staffOnly = await codes('&channel=staff');
    expect(staffOnly).toContainEqual([fx.staffCode, 'staff']);
    expect(staffOnly.map(([c]) => c)).not.toContain(fx.portalCode);
    expect(await codes('&channel=api')).toEqual([]);
    expect(await codes('&channel=')).toHaveLength(2);
    const bad = await get(`/api/dashboard-member-bookings/?channel=fax`);
    expect(bad.statusCode).toBe(400);
  });

  it('another operator’s list filtered by portal has none of demo’s', async () => {
    const res = await get(`/api/dashboard-member-bookings/?start=${day()}&end=${day()}&channel=portal`, tok.harbour);
    expect(res.statusCode).toBe(200);
    expect(res.json().bookings).toEqual([]);
  });

  it('the CSV export has a Channel column', async () => {
    const res = await get(`/api/dashboard-member-bookings/?club=${fx.office}&start=${day()}&end=${day()}&format=csv`);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = res.body.trim().split('\n');
    const col = header.split(',').indexOf('Channel');
    expect(col).toBeGreaterThan(-1);
    const byCode = Object.fromEntries(rows.map((r) => r.split(',')).map((cells) => [cells[0], cells[col]]));
    expect(byCode).toMatchObject({ [fx.portalCode]: 'Portal', [fx.staffCode]: 'Staff' });
  });
});

describe('team admins’ invitation requests', () => {
  let settings: Record<string, unknown>;
  const invite = (email: string, first = 'Rita') =>
    portalCall(t.app, fx.admin.access, 'POST', '/api/portal/team/invite', { first_name: first, last_name: 'Quest', email });
  const pending = async (token = tok.owner, team = fx.teamSlug) =>
    (await get(`/api/portal-invite-requests/?team=${team}`, token)).json().requests as {
      id: number;
      email: string;
      requested_by: { name: string } | null;
    }[];

  beforeAll(async () => {
    settings = (await get('/api/portal-settings/')).json();
    expect((await send('PUT', '/api/portal-settings/', { ...settings, invite_members: false })).statusCode).toBe(200);
  });

  it('a team admin’s invitation waits for staff; approving creates the member in the team and invites them', async () => {
    const asked = await invite('rita.quest@example.com');
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toEqual({ status: 'requested', detail: PORTAL_MESSAGES.inviteRequested('rita.quest@example.com') });
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'rita.quest@example.com'))).toEqual([]);
    const again = await invite('Rita.Quest@example.com');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(PORTAL_MESSAGES.requestPending);

    const [request] = (await pending()).filter((r) => r.email === 'rita.quest@example.com');
    expect(request.requested_by?.name).toBeTruthy();
    const bell = (await get('/api/notifications/')).json().items as { kind: string; count: number; link: string }[];
    expect(bell.find((i) => i.kind === 'portal_requests')).toMatchObject({ count: 1, link: '/members' });

    const approved = await send('POST', `/api/portal-invite-requests/${request.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().detail).toBe(PORTAL_MESSAGES.requestApproved('rita.quest@example.com'));
    const status = (await get(`/api/portal-access/?member=${approved.json().member}`)).json().members[0];
    expect(status).toMatchObject({ status: 'invited', email: 'rita.quest@example.com' });
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'rita.quest@example.com'));
    expect(mail.link).toContain('/portal/demo/accept#token=');
    const team = (await portalCall(t.app, fx.admin.access, 'GET', '/api/portal/team')).json().members as { email: string; portal_status: string }[];
    expect(team.find((m) => m.email === 'rita.quest@example.com')?.portal_status).toBe('invited');

    expect(await pending()).toEqual([]);
    expect((await send('POST', `/api/portal-invite-requests/${request.id}/approve`, {})).statusCode).toBe(409);
    const approvedList = (await get(`/api/portal-invite-requests/?team=${fx.teamSlug}&status=approved`)).json().requests;
    expect(approvedList).toContainEqual(expect.objectContaining({ id: request.id, member: approved.json().member }));
    // Now a member: a new request for the same e-mail is refused in words.
    expect((await invite('rita.quest@example.com')).json().detail).toBe(PORTAL_MESSAGES.memberExists);
  });

  it('declining invites nobody; the e-mail may be asked for again', async () => {
    expect((await invite('dec.line@example.com', 'Dec')).statusCode).toBe(201);
    const [request] = (await pending()).filter((r) => r.email === 'dec.line@example.com');
    const declined = await send('POST', `/api/portal-invite-requests/${request.id}/decline`, {});
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().detail).toBe(PORTAL_MESSAGES.requestDeclined('dec.line@example.com'));
    expect(await t.db.select().from(users).where(eq(users.email, 'dec.line@example.com'))).toEqual([]);
    expect((await send('POST', `/api/portal-invite-requests/${request.id}/approve`, {})).statusCode).toBe(409);
    expect((await invite('dec.line@example.com', 'Dec')).statusCode).toBe(201);
  });

  it('another operator’s staff see none of the requests and get 404 on them', async () => {
    const [request] = (await pending()).filter((r) => r.email === 'dec.line@example.com');
    expect((await get('/api/portal-invite-requests/', tok.harbour)).json().requests).toEqual([]);
    for (const action of ['approve', 'decline'])
      expect((await send('POST', `/api/portal-invite-requests/${request.id}/${action}`, {}, tok.harbour)).statusCode).toBe(404);
    expect((await send('POST', '/api/portal-invite-requests/abc/approve', {})).statusCode).toBe(400);
    expect((await send('POST', '/api/portal-invite-requests/999999/decline', {})).statusCode).toBe(404);
    expect((await pending()).map((r) => r.email)).toContain('dec.line@example.com');
  });

  it('with team admins allowed to invite, the invitation goes out at once', async () => {
    expect((await send('PUT', '/api/portal-settings/', { ...settings, invite_members: true })).statusCode).toBe(200);
    const res = await invite('direct.hire@example.com', 'Direct');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('invited');
    await send('PUT', '/api/portal-settings/', settings);
  });
});

describe('deactivating a member ends their portal sessions at once', () => {
  async function portalMember(email: string) {
    const [office] = await t.db
      .select()
      .from(offices)
      .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, 'shoreditch')));
    const [team] = await t.db.select().from(teams).where(eq(teams.slug, fx.teamSlug));
    const [user] = await t.db
      .insert(users)
      .values({ email, passwordHash: await hashPassword('Leaver-Pass-42'), firstName: 'Lee', lastName: 'Ver', validated: true })
      .returning();
    const [member] = await t.db
      .insert(members)
      .values({ clientId: ids.demo, slug: email.split('@')[0], userId: user.id, teamId: team.id, officeId: office.id, role: 'team_member' })
      .returning();
    await t.db.insert(portalAccess).values({ clientId: ids.demo, memberId: member.id, status: 'active', activatedAt: new Date() });
    return { slug: member.slug, id: member.id, session: await portalLogin(t.app, { email, password: 'Leaver-Pass-42' }) };
  }

  it('through the staff form: the next portal request is 401 and the refresh token is refused', async () => {
    const m = await portalMember('leaver.one@example.com');
    expect((await portalCall(t.app, m.session.access, 'GET', '/api/portal/me')).statusCode).toBe(200);
    const res = await send('PUT', `/api/profile/${m.slug}`, {
      first_name: 'Lee',
      last_name: 'Ver',
      office: 'shoreditch',
      role: 'team_member',
      team: fx.teamSlug,
      status: 'inactive',
    });
    expect(res.statusCode, res.body).toBe(200);
    const next = await portalCall(t.app, m.session.access, 'GET', '/api/portal/me');
    expect(next.statusCode).toBe(401);
    expect(next.json().detail).toBe(PORTAL_MESSAGES.sessionEnded);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/portal/auth/refresh',
      headers: { 'x-portal-workspace': 'demo' },
      payload: { refresh: m.session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('by another process (straight in the database, with the staff context cache listening): portal contexts are never kept', async () => {
    const m = await portalMember('leaver.two@example.com');
    t.app.contexts.clear();
    expect((await portalCall(t.app, m.session.access, 'GET', '/api/portal/me')).statusCode).toBe(200);
    expect(t.app.contexts.size).toBe(0);
    await t.db.update(members).set({ status: 'inactive' }).where(eq(members.id, m.id));
    expect((await portalCall(t.app, m.session.access, 'GET', '/api/portal/me')).statusCode).toBe(401);
  });
});
