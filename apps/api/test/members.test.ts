import { MEMBER_MESSAGES, type MemberItem, type MemberProfile } from '@clubspace/contract';
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, members, offices, teams, users } from '../src/db/schema/index.ts';
import { expectOrdered, useApiSession } from './support/api-session.ts';

const { t, tok, ids, get, send } = useApiSession();
const office = {} as { shoreditch: number; canary: number };

/** A minimal CSV reader (quoted fields, doubled quotes). */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [[]];
  let field = '';
  let quoted = false;
  const endField = () => {
    rows[rows.length - 1].push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (!quoted && c === ',') endField();
    else if (!quoted && c === '\n') {
      endField();
      rows.push([]);
    } else if (quoted || c !== '\r') field += c;
  }
  if (field) endField();
  const [header, ...body] = rows.filter((r) => r.length);
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

const demoMembers = (where?: ReturnType<typeof and>) =>
  t.db
    .select({
      id: members.id,
      slug: members.slug,
      teamId: members.teamId,
      officeId: members.officeId,
      role: members.role,
      validated: users.validated,
      userId: users.id,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.clientId, ids.demo), where));

beforeAll(async () => {
  const rows = await t.db.select().from(offices).where(eq(offices.clientId, ids.demo));
  office.shoreditch = rows.find((o) => o.slug === 'shoreditch')!.id;
  office.canary = rows.find((o) => o.slug === 'canary-wharf')!.id;
});

/** A demo team whose slug the harbour operator does not also have. */
async function demoOnlyTeam() {
  const harbourSlugs = (await t.db.select({ slug: teams.slug }).from(teams).where(eq(teams.clientId, ids.harbour))).map((r) => r.slug);
  const [team] = await t.db
    .select()
    .from(teams)
    .where(and(eq(teams.clientId, ids.demo), harbourSlugs.length ? sql`${teams.slug} not in ${harbourSlugs}` : undefined))
    .orderBy(teams.id)
    .limit(1);
  return team;
}

describe('GET /api/member-list/', () => {
  it('answers the paged envelope ordered by first name, with every field of a member', async () => {
    const res = await get('/api/member-list/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [{ n }] = await t.db.select({ n: count() }).from(members).where(eq(members.clientId, ids.demo));
    expect(body).toMatchObject({ num_results: n, page_size: 10, current_page: 1, num_pages: Math.ceil(n / 10) });
    expect(body.members).toHaveLength(10);
    const first: MemberItem = body.members[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        'slug',
        'user',
        'job_title',
        'role',
        'team',
        'office',
        'status',
        'presence',
        'allow_email',
        'allow_push',
        'auto_assign',
        'auto_checking',
        'notify_now',
        'image',
        'billing_town',
        'billing_street',
        'billing_street_number',
      ].sort(),
    );
    expect(Object.keys(first.user).sort()).toEqual(
      ['avatar', 'email', 'first_name', 'last_login', 'last_name', 'onboarding', 'phone', 'validated', 'validation'].sort(),
    );
    expect(['YES', 'NO']).toContain(first.allow_email);
    expect(first.office).toMatchObject({ slug: expect.any(String), name: expect.any(String) });
    expectOrdered(body.members.map((m: MemberItem) => `${m.user.first_name}\u0000${m.user.last_name}`));
    // No password or user id leaks through the serializer.
    expect(res.body).not.toContain('password');
  });

  it('pages: page 2 of size 7 continues page 1 without overlap', async () => {
    const p1 = (await get('/api/member-list/?page_size=7&page_number=1')).json();
    const p2 = (await get('/api/member-list/?page_size=7&page_number=2')).json();
    expect(p2).toMatchObject({ current_page: 2, page_size: 7, num_pages: Math.ceil(p1.num_results / 7) });
    const slugs1 = p1.members.map((m: MemberItem) => m.slug);
    expect(p2.members.some((m: MemberItem) => slugs1.includes(m.slug))).toBe(false);
    expectOrdered([...p1.members, ...p2.members].map((m: MemberItem) => `${m.user.first_name}\u0000${m.user.last_name}`));
  });

  it('accepts the path without the trailing slash', async () => {
    expect((await get('/api/member-list')).statusCode).toBe(200);
  });

  it('filters by team, presence, role and club', async () => {
    const [team] = await t.db.select().from(teams).where(eq(teams.clientId, ids.demo)).orderBy(teams.id).limit(1);
    const byTeam = (await get(`/api/member-list/?team=${team.slug}&page_size=100`)).json();
    expect(byTeam.num_results).toBe((await demoMembers(eq(members.teamId, team.id))).length);
    expect(byTeam.members.every((m: MemberItem) => m.team?.slug === team.slug)).toBe(true);

    for (const presence of ['checked_in', 'out', 'network_on']) {
      const body = (await get(`/api/member-list/?presence=${presence}&page_size=100`)).json();
      const [{ n }] = await t.db
        .select({ n: count() })
        .from(members)
        .where(and(eq(members.clientId, ids.demo), eq(members.presence, presence)));
      expect(body.num_results, presence).toBe(n);
      expect(body.members.every((m: MemberItem) => m.presence === presence)).toBe(true);
    }
    const referral = (await get('/api/member-list/?role=referral&page_size=100')).json();
    expect(referral.num_results).toBe((await demoMembers(eq(members.role, 'referral'))).length);
    expect(referral.members.every((m: MemberItem) => m.role === 'referral')).toBe(true);

    const canary = (await get('/api/member-list/?club=canary-wharf&page_size=100')).json();
    expect(canary.num_results).toBe((await demoMembers(eq(members.officeId, office.canary))).length);
    expect(canary.members.every((m: MemberItem) => m.office?.slug === 'canary-wharf')).toBe(true);
    const all = (await get('/api/member-list/?club=all')).json();
    expect(all.num_results).toBe((await demoMembers()).length);
    expect((await get('/api/member-list/?club=no-such-office')).json().num_results).toBe(0);
    // Empty filters (as a cleared select sends them) mean no filter.
    expect((await get('/api/member-list/?presence=&role=')).json().num_results).toBe(all.num_results);
  });

  it('searches first name, last name, full name, e-mail and team name with spaces stripped', async () => {
    const [m] = await t.db
      .select({ slug: members.slug, first: users.firstName, last: users.lastName, email: users.email })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(eq(members.clientId, ids.demo))
      .orderBy(members.id)
      .limit(1);
    for (const q of [`${m.first}${m.last}`, `${m.first} ${m.last}`, m.last.toUpperCase(), m.email.split('@')[0]]) {
      const body = (await get(`/api/member-list/?name=${encodeURIComponent(q)}&page_size=100`)).json();
      expect(
        body.members.map((x: MemberItem) => x.slug),
        q,
      ).toContain(m.slug);
    }
    const team = (
      await t.db
        .select()
        .from(teams)
        .where(and(eq(teams.clientId, ids.demo), sql`${teams.name} like '% %'`))
        .limit(1)
    )[0];
    const mates = await demoMembers(eq(members.teamId, team.id));
    const body = (await get(`/api/member-list/?name=${encodeURIComponent(team.name.replace(/ /g, ''))}&page_size=100`)).json();
    expect(body.members.map((x: MemberItem) => x.slug)).toEqual(expect.arrayContaining(mates.map((x) => x.slug)));
    expect((await get('/api/member-list/?name=zzzz%25_nobody')).json().num_results).toBe(0);
  });

  it('orders by each column, ascending and descending', async () => {
    const items = async (order: string) => (await get(`/api/member-list/?order=${order}&page_size=100`)).json().members as MemberItem[];
    expectOrdered(
      (await items('-user__first_name')).map((m) => `${m.user.first_name}\u0000${m.user.last_name}`),
      true,
    );
    expectOrdered((await items('user__last_name')).map((m) => `${m.user.last_name}\u0000${m.user.first_name}`));
    expectOrdered((await items('user__email')).map((m) => m.user.email.toLowerCase()));
    expectOrdered(
      (await items('-user__email')).map((m) => m.user.email.toLowerCase()),
      true,
    );
    expectOrdered((await items('team__name')).map((m) => m.team?.name ?? null));
    expectOrdered(
      (await items('-team__name')).map((m) => m.team?.name ?? null),
      true,
    );
    expectOrdered((await items('role')).map((m) => m.role));
    expectOrdered(
      (await items('-presence')).map((m) => m.presence),
      true,
    );
    expectOrdered((await items('user__last_login')).map((m) => m.user.last_login));
    expectOrdered(
      (await items('-user__last_login')).map((m) => m.user.last_login),
      true,
    );
    expectOrdered((await items('office__name')).map((m) => m.office?.name ?? null));
    // Unknown orders fall back to the default instead of failing.
    expect((await get('/api/member-list/?order=password')).statusCode).toBe(200);
  });

  it('exports exactly the filtered rows as CSV', async () => {
    const [team] = await t.db.select().from(teams).where(eq(teams.clientId, ids.demo)).orderBy(teams.id).limit(1);
    const res = await get(`/api/member-list/?team=${team.slug}&format=csv&raw=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = parseCsv(res.body);
    const expected = await demoMembers(eq(members.teamId, team.id));
    expect(rows.map((r) => r.slug).sort()).toEqual(expected.map((m) => m.slug).sort());
    expect(rows.every((r) => r['team.slug'] === team.slug)).toBe(true);
    expect(Object.keys(rows[0])).toEqual(expect.arrayContaining(['user.email', 'office.name', 'role', 'presence']));
  });
});

describe('GET /api/email-is-valid/{email}', () => {
  it("answers 'present' for a member of the caller's operator, case-insensitive, and 'free' otherwise (issue 30 §7: never about another operator)", async () => {
    const [member] = await t.db
      .select({ email: users.email })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(eq(members.clientId, ids.demo))
      .limit(1);
    expect((await get(`/api/email-is-valid/${member.email.toUpperCase()}`)).json()).toEqual({ message: 'present' });
    expect((await get('/api/email-is-valid/owner@harbour.test/')).json()).toEqual({ message: 'free' });
    expect((await get('/api/email-is-valid/nobody.here@example.com')).json()).toEqual({ message: 'free' });
    const bad = await get('/api/email-is-valid/not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBe(MEMBER_MESSAGES.emailValid);
  });

  it('is open to any staff, without the members sections', async () => {
    expect((await get('/api/email-is-valid/owner@demo.test', tok.staff)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/email-is-valid/owner@demo.test' })).statusCode).toBe(401);
  });
});

describe('POST /api/profile/ (create member)', () => {
  const valid = { first_name: 'Nina', last_name: 'Newcomer', email: 'nina.newcomer@example.com', office: 'shoreditch', role: 'team_member' };

  it('reports every form message', async () => {
    const res = await send('POST', '/api/profile/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      first_name: MEMBER_MESSAGES.firstNameRequired,
      last_name: MEMBER_MESSAGES.lastNameRequired,
      office: MEMBER_MESSAGES.officeRequired,
      email: MEMBER_MESSAGES.emailRequired,
      role: MEMBER_MESSAGES.roleRequired,
    });
    const bad = await send('POST', '/api/profile/', { ...valid, email: 'nope', first_name: '  ', phone: 'abc' });
    expect(bad.json().errors).toMatchObject({
      email: MEMBER_MESSAGES.emailValid,
      first_name: MEMBER_MESSAGES.firstNameRequired,
      phone: MEMBER_MESSAGES.phoneInvalid,
    });
  });

  it("answers 409 'This mail already exists' for a member of the operator (another operator's user is attached: email-enumeration.test.ts)", async () => {
    const [member] = await t.db
      .select({ email: users.email })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(eq(members.clientId, ids.demo))
      .limit(1);
    const res = await send('POST', '/api/profile/', { ...valid, email: member.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'email_taken', errors: { email: MEMBER_MESSAGES.emailTaken } });
  });

  it('refuses an office outside the caller’s scope and a team of another operator', async () => {
    const outside = await send('POST', '/api/profile/', { ...valid, office: 'canary-wharf' }, tok.staff);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual({ office: MEMBER_MESSAGES.officeRequired });
    const [harbourTeam] = await t.db.select().from(teams).where(eq(teams.clientId, ids.harbour)).limit(1);
    const foreignTeam = await send('POST', '/api/profile/', { ...valid, team: `${harbourTeam.slug}-x` });
    expect(foreignTeam.json().errors).toEqual({ team: MEMBER_MESSAGES.teamRequired });
    const foreignOffice = await send('POST', '/api/profile/', { ...valid, office: 'leith-docks' });
    expect(foreignOffice.json().errors).toEqual({ office: MEMBER_MESSAGES.officeRequired });
  });

  it('creates the user and member, e-mails a set-password link that activates the account', async () => {
    const team = await demoOnlyTeam();
    const res = await send('POST', '/api/profile/', {
      ...valid,
      team: team.slug,
      phone: '+44 7700 900777',
      job_title: 'Designer',
      billing_town: 'London',
      billing_street: 'Old Street',
      billing_street_number: '12',
    });
    expect(res.statusCode).toBe(201);
    const item: MemberItem = res.json();
    expect(item).toMatchObject({
      slug: 'nina-newcomer',
      role: 'team_member',
      job_title: 'Designer',
      team: { slug: team.slug, name: team.name },
      office: { slug: 'shoreditch' },
      billing_town: 'London',
      billing_street: 'Old Street',
      billing_street_number: '12',
      user: { first_name: 'Nina', last_name: 'Newcomer', email: valid.email, validated: false, phone: '+44 7700 900777' },
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, valid.email));
    expect(user.passwordHash).toBeNull();
    expect((await get(`/api/email-is-valid/${valid.email.toUpperCase()}`)).json().message).toBe('present');

    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, valid.email)).orderBy(desc(emailOutbox.id)).limit(1);
    expect(mail.link).toMatch(/\/reset-password\/[\w-]+$/);
    expect(mail.clientId).toBe(ids.demo);

    // Resending works while the member has not chosen a password.
    const resent = await send('POST', '/api/invite/', { member_slug: item.slug });
    expect(resent.statusCode).toBe(201);
    expect(resent.json()).toEqual({ detail: MEMBER_MESSAGES.invitationResent });
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, valid.email));
    expect(mails).toHaveLength(2);

    const token = mail.link!.split('/reset-password/')[1];
    const set = await t.app.inject({ method: 'POST', url: '/api/reset-password/', payload: { token, password: 'a-good-password' } });
    expect(set.statusCode).toBe(200);
    const again = await send('POST', '/api/invite/', { member_slug: item.slug });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_validated');

    // A second member with the same name gets the next free slug.
    const twin = await send('POST', '/api/profile/', { ...valid, email: 'nina.two@example.com' });
    expect(twin.json()).toMatchObject({ slug: 'nina-newcomer-2', team: null });
  });
});

describe('PUT /api/profile/{slug}', () => {
  it('requires the team and never changes the e-mail', async () => {
    const [m] = await demoMembers(eq(members.officeId, office.shoreditch)).orderBy(members.id).limit(1);
    const base = { first_name: 'Renamed', last_name: 'Person', office: 'canary-wharf', role: 'team_admin' };
    const missing = await send('PUT', `/api/profile/${m.slug}`, base);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ team: MEMBER_MESSAGES.teamRequired });

    const team = await demoOnlyTeam();
    const [before] = await t.db.select().from(users).where(eq(users.id, m.userId));
    const res = await send('PUT', `/api/profile/${m.slug}/`, { ...base, team: team.slug, email: 'changed@example.com', status: 'inactive' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      role: 'team_admin',
      status: 'inactive',
      office: { slug: 'canary-wharf' },
      team: { slug: team.slug },
      user: { first_name: 'Renamed', email: before.email },
    });

    expect((await send('PUT', '/api/profile/no-such-member', { ...base, team: team.slug })).statusCode).toBe(404);
    expect((await send('PUT', `/api/profile/${m.slug}`, { ...base, team: team.slug }, tok.harbour)).statusCode).toBe(404);
  });
});

describe('GET /api/dashboard-profile/', () => {
  it('bundles the member, team mates, latest bookings, orders and memberships', async () => {
    // The member with the most orders, so every block has rows.
    const [busiest] = await t.db
      .execute<{ slug: string }>(
        sql`select m.slug from members m join orders o on o.member_id = m.id where m.client_id = ${ids.demo} and m.team_id is not null group by m.slug order by count(*) desc, m.slug limit 1`,
      )
      .then((r) => (r as unknown as { rows?: { slug: string }[] }).rows ?? (r as unknown as { slug: string }[]));
    const res = await get(`/api/dashboard-profile/?member=${busiest.slug}`);
    expect(res.statusCode).toBe(200);
    const body: MemberProfile = res.json();
    expect(body.member.slug).toBe(busiest.slug);
    expect(body.team_mates.length).toBeGreaterThan(0);
    expect(body.team_mates.every((m) => m.team?.slug === body.member.team?.slug && m.slug !== busiest.slug)).toBe(true);

    expect(body.bookings.length).toBeGreaterThan(0);
    expect(body.bookings.length).toBeLessThanOrEqual(5);
    expectOrdered(
      body.bookings.map((b) => b.planned_start),
      true,
    );
    expect(body.bookings[0]).toMatchObject({ code: expect.any(String), booking_type: expect.any(String), office: { slug: expect.any(String) } });

    expect(body.orders.length).toBeGreaterThan(0);
    expect(body.orders.length).toBeLessThanOrEqual(10);
    expectOrdered(
      body.orders.map((o) => o.open_date),
      true,
    );
    for (const o of body.orders) {
      expect(o.items_total).toBe(o.order_lines.reduce((s, l) => s + l.quantity, 0));
      expect(Math.round(o.price * 100)).toBeCloseTo(o.price * 100, 6);
      expect(o.member?.user.first_name).toBe(body.member.user.first_name);
    }
    expect(body.memberships.length).toBeLessThanOrEqual(5);
    expectOrdered(
      body.memberships.map((m) => m.create_date),
      true,
    );
  });

  it('answers 400 without a member and 404 for an unknown or foreign one', async () => {
    expect((await get('/api/dashboard-profile/')).json().errors).toEqual({ member: MEMBER_MESSAGES.memberRequired });
    expect((await get('/api/dashboard-profile/?member=nobody')).statusCode).toBe(404);
    const harbourSlugs = (await t.db.select({ slug: members.slug }).from(members).where(eq(members.clientId, ids.harbour))).map((r) => r.slug);
    const [m] = await demoMembers(harbourSlugs.length ? sql`${members.slug} not in ${harbourSlugs}` : undefined).limit(1);
    expect((await get(`/api/dashboard-profile/?member=${m.slug}`, tok.harbour)).statusCode).toBe(404);
  });
});

describe('GET /api/team-members/', () => {
  it('lists the team, or only its referral members', async () => {
    const [row] = await t.db
      .select({ teamId: members.teamId })
      .from(members)
      .where(and(eq(members.clientId, ids.demo), eq(members.role, 'referral'), isNotNull(members.teamId)))
      .limit(1);
    const [team] = await t.db.select().from(teams).where(eq(teams.id, row.teamId!));
    const all: MemberItem[] = (await get(`/api/team-members/?team=${team.slug}`)).json();
    expect(all.map((m) => m.slug).sort()).toEqual((await demoMembers(eq(members.teamId, team.id))).map((m) => m.slug).sort());
    const referral: MemberItem[] = (await get(`/api/team-members/?team=${team.slug}&referral=true`)).json();
    expect(referral.length).toBeGreaterThan(0);
    expect(referral.every((m) => m.role === 'referral')).toBe(true);
    expect((await get('/api/team-members/?team=no-such-team')).statusCode).toBe(404);
  });
});

describe('POST /api/invite/', () => {
  it('answers 404 for an unknown member and 409 for one who already activated', async () => {
    expect((await send('POST', '/api/invite/', { member_slug: 'nobody' })).statusCode).toBe(404);
    const [validated] = await demoMembers(eq(users.validated, true)).limit(1);
    const res = await send('POST', '/api/invite/', { member_slug: validated.slug });
    expect(res.statusCode).toBe(409);
  });
});

describe('a staff member limited to one office, without the teams, guests and membership sections', () => {
  it('sees only its office’s members and gets 404 for the others', async () => {
    const body = (await get('/api/member-list/?page_size=1000', tok.staff)).json();
    const expected = await demoMembers(eq(members.officeId, office.shoreditch));
    expect(body.num_results).toBe(expected.length);
    expect(body.members.every((m: MemberItem) => m.office?.slug === 'shoreditch')).toBe(true);
    expect((await get('/api/member-list/?club=canary-wharf', tok.staff)).json().num_results).toBe(0);

    const [outside] = await demoMembers(eq(members.officeId, office.canary)).limit(1);
    expect((await get(`/api/dashboard-profile/?member=${outside.slug}`, tok.staff)).statusCode).toBe(404);
    expect((await send('POST', '/api/invite/', { member_slug: outside.slug }, tok.staff)).statusCode).toBe(404);
    const lookups = (await get('/api/lookups/members/?limit=1000', tok.staff)).json();
    expect(lookups).toHaveLength(expected.length);
  });

  it('gets 403 on teams, guests and memberships but may use the pickers', async () => {
    for (const url of [
      '/api/teams/',
      '/api/dashboard-team/?team=x',
      '/api/guests/',
      '/api/team-guests/?team=x',
      '/api/dashboard-memberships/',
      '/api/memberships/x',
    ]) {
      expect((await get(url, tok.staff)).statusCode, url).toBe(403);
    }
    expect((await send('POST', '/api/teams/', {}, tok.staff)).statusCode).toBe(403);
    expect((await send('POST', '/api/guests/', {}, tok.staff)).statusCode).toBe(403);
    expect((await send('POST', '/api/memberships/', {}, tok.staff)).statusCode).toBe(403);
    for (const url of ['/api/membership-plans/', '/api/lookups/teams/', '/api/lookups/members/']) {
      expect((await get(url, tok.staff)).statusCode, url).toBe(200);
    }
  });
});

describe('member picker lookups', () => {
  it('returns slug, "first last", team slug, e-mail and status (issue 24), filtered by team and name, capped', async () => {
    const team = await demoOnlyTeam();
    const rows = (await get(`/api/lookups/members/?team=${team.slug}`)).json();
    const expected = await demoMembers(eq(members.teamId, team.id));
    expect(rows).toHaveLength(expected.length);
    expect(rows[0]).toEqual({
      slug: expect.any(String),
      name: expect.stringMatching(/^\S+ \S+/),
      team: team.slug,
      email: expect.stringContaining('@'),
      status: expect.stringMatching(/^(active|inactive)$/),
    });
    const limited = (await get('/api/lookups/members/?limit=3')).json();
    expect(limited).toHaveLength(3);
    expect((await get('/api/lookups/members/')).json().length).toBeLessThanOrEqual(100);
    expect((await get('/api/lookups/members/?limit=1001')).statusCode).toBe(400);
    const name = rows[0].name as string;
    const found = (await get(`/api/lookups/members/?name=${encodeURIComponent(name)}`)).json();
    expect(found.map((r: { slug: string }) => r.slug)).toContain(rows[0].slug);
    // Another operator's team slug matches nothing.
    expect((await get(`/api/lookups/members/?team=${team.slug}`, tok.harbour)).json()).toEqual([]);
  });
});
