/**
 * What a member may see and do in the portal (issue 26): their own bookings and invoices only, their team's as its
 * admin, nothing of another operator (404); the operator's settings switching features off (403 in words); the team
 * admin's colleagues; guests; profile, consent and password.
 */
import { PORTAL_MESSAGES } from '@clubspace/contract';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, guests, invoices, memberPreferences, members, offices, portalAccess, teams, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { useApiSession } from './support/api-session.ts';
import { PORTAL_ADMIN, PORTAL_MEMBER, portalCall, portalLogin } from './support/portal-session.ts';
import { farDay, testDesks } from './support/sale-fixtures.ts';

const { t, ids, get, send } = useApiSession();
const fx = {} as {
  desks: string[];
  member: { access: string };
  admin: { access: string };
  outsider: { access: string };
  harbour: { access: string };
  memberCode: string;
  adminCode: string;
  teamId: number;
};

/** A portal member with a password, straight in the database (another team of demo, or Harbour). */
async function portalUser(clientId: number, email: string, teamId: number | null) {
  const [office] = await t.db.select().from(offices).where(eq(offices.clientId, clientId)).limit(1);
  const [user] = await t.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword('Other-Pass-42'), firstName: 'Otto', lastName: 'Other', validated: true })
    .returning();
  const [member] = await t.db
    .insert(members)
    .values({ clientId, slug: email.split('@')[0], userId: user.id, teamId, officeId: office.id, role: 'team_admin' })
    .returning();
  await t.db.insert(portalAccess).values({ clientId, memberId: member.id, status: 'active', activatedAt: new Date() });
  return { email, password: 'Other-Pass-42' };
}

beforeAll(async () => {
  fx.desks = (await testDesks(t.db, ids.demo, 'ps', 3)).desks;
  fx.member = await portalLogin(t.app, PORTAL_MEMBER);
  fx.admin = await portalLogin(t.app, PORTAL_ADMIN);
  const [me] = await t.db
    .select({ teamId: members.teamId })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(users.email, PORTAL_MEMBER.email));
  fx.teamId = me.teamId!;
  const [otherTeam] = await t.db
    .select()
    .from(teams)
    .where(and(eq(teams.clientId, ids.demo), ne(teams.id, fx.teamId)))
    .limit(1);
  fx.outsider = await portalLogin(t.app, await portalUser(ids.demo, 'outsider@elsewhere.example', otherTeam.id));
  fx.harbour = await portalLogin(t.app, await portalUser(ids.harbour, 'harbourite@harbour.example', null), 'harbour');
  const book = async (token: string, desk: string, day: string) => {
    const res = await portalCall(t.app, token, 'POST', '/api/portal/bookings/desk', { resource: desk, days: [day] });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().bookings[0].code as string;
  };
  fx.memberCode = await book(fx.member.access, fx.desks[0], farDay(1));
  fx.adminCode = await book(fx.admin.access, fx.desks[1], farDay(1));
});

describe('bookings are the member’s own', () => {
  it('another member, of the team or not, and another operator’s member get 404 on my booking', async () => {
    for (const [who, token, workspace] of [
      ['admin', fx.admin.access, 'demo'],
      ['outsider', fx.outsider.access, 'demo'],
      ['harbour', fx.harbour.access, 'harbour'],
    ] as const) {
      for (const [method, path] of [
        ['POST', 'cancel'],
        ['POST', 'check-in'],
        ['GET', 'ics'],
      ] as const) {
        const res = await portalCall(t.app, token, method, `/api/portal/bookings/${fx.memberCode}/${path}`, undefined, workspace);
        expect(res.statusCode, `${who} ${path}`).toBe(404);
      }
      const list = await portalCall(t.app, token, 'GET', '/api/portal/bookings?page_size=50', undefined, workspace);
      expect(
        list.json().bookings.map((b: { code: string }) => b.code),
        who,
      ).not.toContain(fx.memberCode);
    }
  });

  it('a team admin sees the team’s bookings with who booked them; a member asking for the team sees only their own', async () => {
    const team = (await portalCall(t.app, fx.admin.access, 'GET', '/api/portal/bookings?scope=team&page_size=50')).json().bookings as {
      code: string;
      member: string | null;
    }[];
    const theirs = team.find((b) => b.code === fx.memberCode);
    expect(theirs?.member).toBeTruthy();
    expect(team.find((b) => b.code === fx.adminCode)?.member).toBeNull();
    const asMember = (await portalCall(t.app, fx.member.access, 'GET', '/api/portal/bookings?scope=team&page_size=50')).json().bookings as {
      code: string;
    }[];
    expect(asMember.map((b) => b.code)).not.toContain(fx.adminCode);
    const outsiderTeam = (await portalCall(t.app, fx.outsider.access, 'GET', '/api/portal/bookings?scope=team&page_size=50')).json().bookings as {
      code: string;
    }[];
    expect(outsiderTeam.map((b) => b.code)).not.toContain(fx.memberCode);
  });

  it('the desk map says mine for my desk and booked for a colleague’s, without names', async () => {
    const map = await portalCall(t.app, fx.member.access, 'GET', `/api/portal/desks?office=shoreditch&day=${farDay(1)}`);
    expect(map.statusCode).toBe(200);
    const desks = map.json().desks as { slug: string; status: string }[];
    expect(desks.find((d) => d.slug === fx.desks[0])?.status).toBe('mine');
    expect(desks.find((d) => d.slug === fx.desks[1])?.status).toBe('booked');
    expect(desks.find((d) => d.slug === fx.desks[2])?.status).toBe('free');
    expect(map.body).not.toContain('Otto');
    expect(
      (await portalCall(t.app, fx.harbour.access, 'GET', `/api/portal/desks?office=shoreditch&day=${farDay(1)}`, undefined, 'harbour')).statusCode,
    ).toBe(400);
  });
});

describe('invoices', () => {
  it('a team admin sees the team’s issued invoices and their PDFs; a member only theirs; nobody another team’s', async () => {
    const team = await portalCall(t.app, fx.admin.access, 'GET', '/api/portal/invoices?scope=team');
    expect(team.statusCode).toBe(200);
    const list = team.json().invoices as { slug: string; status: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((i) => i.status !== 'open')).toBe(true);
    const teamRows = await t.db
      .select({ slug: invoices.slug })
      .from(invoices)
      .where(and(eq(invoices.clientId, ids.demo), eq(invoices.teamId, fx.teamId), ne(invoices.status, 'open')));
    expect(new Set(list.map((i) => i.slug))).toEqual(new Set(teamRows.map((r) => r.slug)));

    const pdf = await portalCall(t.app, fx.admin.access, 'GET', `/api/portal/invoices/${list[0].slug}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    // The member's own: their team's invoices are addressed to the admin (the seed), so none are theirs.
    const mine = await portalCall(t.app, fx.member.access, 'GET', '/api/portal/invoices');
    expect(mine.json().invoices).toEqual([]);
    expect((await portalCall(t.app, fx.member.access, 'GET', '/api/portal/invoices?scope=team')).statusCode).toBe(403);
    expect((await portalCall(t.app, fx.member.access, 'GET', `/api/portal/invoices/${list[0].slug}/pdf`)).statusCode).toBe(404);
    expect((await portalCall(t.app, fx.outsider.access, 'GET', `/api/portal/invoices/${list[0].slug}/pdf`)).statusCode).toBe(404);
    expect((await portalCall(t.app, fx.harbour.access, 'GET', `/api/portal/invoices/${list[0].slug}/pdf`, undefined, 'harbour')).statusCode).toBe(
      404,
    );
    const [other] = await t.db
      .select({ slug: invoices.slug })
      .from(invoices)
      .where(and(eq(invoices.clientId, ids.demo), ne(invoices.teamId, fx.teamId), ne(invoices.status, 'open')))
      .limit(1);
    expect((await portalCall(t.app, fx.admin.access, 'GET', `/api/portal/invoices/${other.slug}/pdf`)).statusCode).toBe(404);
  });

  it('the home page lists the unpaid ones and today’s and upcoming bookings', async () => {
    const home = await portalCall(t.app, fx.admin.access, 'GET', '/api/portal/home');
    expect(home.statusCode).toBe(200);
    const body = home.json();
    expect(body.welcome_text).toBeTruthy();
    expect(body.unpaid_invoices.every((i: { status: string }) => i.status === 'pending_payment')).toBe(true);
    expect([...body.today, ...body.upcoming].every((b: { member: string | null }) => b.member === null)).toBe(true);
  });
});

describe('the operator’s settings', () => {
  it('switch desk booking, room booking and invoices off with 403 in words', async () => {
    const settings = (await get('/api/portal-settings/')).json();
    await send('PUT', '/api/portal-settings/', { ...settings, book_desks: false, book_rooms: false, see_invoices: false });
    const desk = await portalCall(t.app, fx.member.access, 'POST', '/api/portal/bookings/desk', { resource: fx.desks[2], days: [farDay(5)] });
    expect(desk.statusCode).toBe(403);
    expect(desk.json().detail).toBe(PORTAL_MESSAGES.desksOff);
    const room = await portalCall(t.app, fx.member.access, 'POST', '/api/portal/bookings/room', {
      resource: 'x',
      start: new Date().toISOString(),
      end: new Date().toISOString(),
    });
    expect(room.json().detail).toBe(PORTAL_MESSAGES.roomsOff);
    const inv = await portalCall(t.app, fx.admin.access, 'GET', '/api/portal/invoices?scope=team');
    expect(inv.statusCode).toBe(403);
    expect(inv.json().detail).toBe(PORTAL_MESSAGES.invoicesOff);
    expect((await portalCall(t.app, fx.admin.access, 'GET', '/api/portal/home')).json().unpaid_invoices).toEqual([]);
    const me = (await portalCall(t.app, fx.member.access, 'GET', '/api/portal/me')).json();
    expect(me.settings).toMatchObject({ book_desks: false, book_rooms: false, see_invoices: false });
    await send('PUT', '/api/portal-settings/', settings);
  });
});

describe('team admin', () => {
  it('sees the team with portal statuses, invites a colleague and removes one (whose portal session ends)', async () => {
    expect((await portalCall(t.app, fx.member.access, 'GET', '/api/portal/team')).statusCode).toBe(403);
    const team = await portalCall(t.app, fx.admin.access, 'GET', '/api/portal/team');
    expect(team.statusCode).toBe(200);
    expect(team.json().members.find((m: { email: string }) => m.email === PORTAL_MEMBER.email).portal_status).toBe('active');

    const invited = await portalCall(t.app, fx.admin.access, 'POST', '/api/portal/team/invite', {
      first_name: 'Cole',
      last_name: 'League',
      email: 'cole.league@example.com',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'cole.league@example.com'));
    expect(mail.link).toContain('/portal/demo/accept#token=');
    const again = await portalCall(t.app, fx.admin.access, 'POST', '/api/portal/team/invite', {
      first_name: 'Cole',
      last_name: 'League',
      email: 'cole.league@example.com',
    });
    expect(again.statusCode).toBe(409);
    const listed = (await portalCall(t.app, fx.admin.access, 'GET', '/api/portal/team'))
      .json()
      .members.find((m: { email: string }) => m.email === 'cole.league@example.com');
    expect(listed.portal_status).toBe('invited');
    expect(
      (
        await portalCall(t.app, fx.member.access, 'POST', '/api/portal/team/invite', {
          first_name: 'No',
          last_name: 'Way',
          email: 'no.way@example.com',
        })
      ).statusCode,
    ).toBe(403);

    const settings = (await get('/api/portal-settings/')).json();
    await send('PUT', '/api/portal-settings/', { ...settings, invite_members: false });
    // Staff keep invitations: the team admin's becomes a request the front desk approves (test/portal-staff.test.ts).
    const off = await portalCall(t.app, fx.admin.access, 'POST', '/api/portal/team/invite', {
      first_name: 'Off',
      last_name: 'Now',
      email: 'off.now@example.com',
    });
    expect(off.statusCode, off.body).toBe(201);
    expect(off.json()).toEqual({ status: 'requested', detail: PORTAL_MESSAGES.inviteRequested('off.now@example.com') });
    await send('PUT', '/api/portal-settings/', settings);

    const removed = await portalCall(t.app, fx.admin.access, 'DELETE', `/api/portal/team/${listed.slug}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const self = (await portalCall(t.app, fx.admin.access, 'GET', '/api/portal/me')).json().member.slug;
    expect((await portalCall(t.app, fx.admin.access, 'DELETE', `/api/portal/team/${self}`)).statusCode).toBe(400);
    // Another team's member is not found.
    const [outsider] = await t.db.select({ slug: members.slug }).from(members).where(eq(members.slug, 'outsider'));
    expect((await portalCall(t.app, fx.admin.access, 'DELETE', `/api/portal/team/${outsider.slug}`)).statusCode).toBe(404);
  });
});

describe('guests, profile, consent, password', () => {
  it('pre-registers a guest: staff see them in the guests list and the guest gets a welcome e-mail', async () => {
    const day = farDay(3);
    const res = await portalCall(t.app, fx.member.access, 'POST', '/api/portal/guests', { name: 'Gail Guest', email: 'gail.guest@example.com', day });
    expect(res.statusCode, res.body).toBe(201);
    expect((await portalCall(t.app, fx.member.access, 'GET', '/api/portal/guests')).json().guests).toEqual([
      expect.objectContaining({ name: 'Gail Guest', day }),
    ]);
    const staffList = await get('/api/guests/?name=Gail');
    expect(staffList.json().guests.map((g: { email: string }) => g.email)).toContain('gail.guest@example.com');
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'gail.guest@example.com'));
    expect(mail.subject).toBe('Welcome to Demo Coworking');
    const [row] = await t.db.select().from(guests).where(eq(guests.email, 'gail.guest@example.com'));
    expect(row.origin).toBe('portal');
    const past = await portalCall(t.app, fx.member.access, 'POST', '/api/portal/guests', {
      name: 'Late',
      email: 'late@example.com',
      day: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
  });

  it('updates the profile and the consent, and changes the password (ending the other sessions)', async () => {
    const profile = await portalCall(t.app, fx.outsider.access, 'PUT', '/api/portal/profile', {
      first_name: 'Otto',
      last_name: 'Renamed',
      phone: '+44 7700 900999',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ last_name: 'Renamed', phone: '+44 7700 900999' });
    const prefs = await portalCall(t.app, fx.outsider.access, 'PUT', '/api/portal/preferences', {
      allow_email: true,
      bookings: true,
      invoices: false,
      campaigns: false,
      community: true,
    });
    expect(prefs.json().preferences).toEqual({ allow_email: true, bookings: true, invoices: false, campaigns: false, community: true });
    const [stored] = await t.db
      .select()
      .from(memberPreferences)
      .innerJoin(members, eq(members.id, memberPreferences.memberId))
      .where(eq(members.slug, 'outsider'));
    expect(stored.member_preferences.campaigns).toBe(false);

    const wrong = await portalCall(t.app, fx.outsider.access, 'POST', '/api/portal/password', {
      current_password: 'nope',
      new_password: 'Brand-New-Pass-9',
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await portalCall(t.app, fx.outsider.access, 'POST', '/api/portal/password', {
      current_password: 'Other-Pass-42',
      new_password: 'Brand-New-Pass-9',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await portalCall(t.app, fx.outsider.access, 'GET', '/api/portal/me')).statusCode).toBe(401);
    expect((await portalCall(t.app, changed.json().access, 'GET', '/api/portal/me')).statusCode).toBe(200);
  });

  it('gives me a personal calendar feed link', async () => {
    expect((await portalCall(t.app, fx.member.access, 'GET', '/api/portal/calendar-feed')).json().feed).toBeNull();
    const created = await portalCall(t.app, fx.member.access, 'POST', '/api/portal/calendar-feed');
    expect(created.statusCode).toBe(201);
    const url = created.json().feed.url as string;
    const feed = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('BEGIN:VEVENT');
  });
});
