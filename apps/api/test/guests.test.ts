import { MEMBER_MESSAGES, type GuestDetail, type GuestItem } from '@clubspace/contract';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guests, members, staff, teams, users } from '../src/db/schema/index.ts';
import { contextWritten, login } from './support/test-app.ts';
import { expectOrdered, useApiSession } from './support/api-session.ts';

const { t, tok, ids, get, send } = useApiSession();

const aHost = async () => {
  const [host] = await t.db
    .select({ slug: members.slug, teamId: members.teamId, officeId: members.officeId })
    .from(members)
    .where(and(eq(members.clientId, ids.demo), isNotNull(members.teamId)))
    .orderBy(members.id)
    .limit(1);
  const [team] = await t.db.select().from(teams).where(eq(teams.id, host.teamId!));
  return { host, team };
};

describe('GET /api/guests/', () => {
  it('lists the operator’s guests by name in pages of 15 with every field', async () => {
    const res = await get('/api/guests/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [{ n }] = await t.db.select({ n: count() }).from(guests).where(eq(guests.clientId, ids.demo));
    expect(body).toMatchObject({ num_results: n, page_size: 15, current_page: 1, num_pages: Math.ceil(n / 15) });
    expectOrdered(body.guests.map((g: GuestItem) => g.name));
    const g: GuestItem = body.guests[0];
    expect(Object.keys(g).sort()).toEqual(
      ['id', 'slug', 'name', 'phone', 'email', 'host', 'status', 'origin', 'team', 'reference', 'create_date', 'consent_marketing', 'image'].sort(),
    );
    expect(g.host).toMatchObject({ slug: expect.any(String), user: { first_name: expect.any(String), last_name: expect.any(String) } });
  });

  it('orders by each column both ways and searches name and e-mail', async () => {
    const items = async (order: string) => (await get(`/api/guests/?order=${order}&page_size=100`)).json().guests as GuestItem[];
    expectOrdered(
      (await items('-name')).map((g) => g.name),
      true,
    );
    expectOrdered((await items('email')).map((g) => g.email!.toLowerCase()));
    expectOrdered(
      (await items('-create_date')).map((g) => g.create_date),
      true,
    );
    expectOrdered((await items('status')).map((g) => g.status));
    expectOrdered((await items('origin')).map((g) => g.origin));
    expectOrdered(
      (await items('-team')).map((g) => g.team?.name ?? null),
      true,
    );
    expectOrdered((await items('host')).map((g) => (g.host ? `${g.host.user.first_name}\u0000${g.host.user.last_name}` : null)));

    const [guest] = await t.db.select().from(guests).where(eq(guests.clientId, ids.demo)).orderBy(guests.id).limit(1);
    const body = (await get(`/api/guests/?name=${encodeURIComponent(guest.name)}`)).json();
    expect(body.guests.map((g: GuestItem) => g.slug)).toContain(guest.slug);
    const csv = await get(`/api/guests/?name=${encodeURIComponent(guest.name)}&format=csv`);
    expect(csv.body.trim().split('\n')).toHaveLength(body.num_results + 1);
  });
});

describe('POST /api/guests/ and PUT /api/guests/{slug}', () => {
  it('validates name and e-mail with the seed messages', async () => {
    const res = await send('POST', '/api/guests/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ name: MEMBER_MESSAGES.nameRequired, email: MEMBER_MESSAGES.guestEmailInvalid });
    const bad = await send('POST', '/api/guests/', { name: 'X', email: 'not-mail' });
    expect(bad.json().errors).toEqual({ email: MEMBER_MESSAGES.guestEmailInvalid });
  });

  it("answers 409 'Email duplicated' for an e-mail another guest of the operator has, in any case", async () => {
    const [guest] = await t.db.select().from(guests).where(eq(guests.clientId, ids.demo)).limit(1);
    const res = await send('POST', '/api/guests/', { name: 'Copy Cat', email: guest.email!.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: MEMBER_MESSAGES.guestEmailDuplicated, errors: { email: MEMBER_MESSAGES.guestEmailDuplicated } });
    // Another operator may have a guest with the same e-mail.
    expect((await send('POST', '/api/guests/', { name: 'Copy Cat', email: guest.email! }, tok.harbour)).statusCode).toBe(201);
  });

  it('refuses team and host slugs of another operator', async () => {
    const [hTeam] = await t.db.select().from(teams).where(eq(teams.clientId, ids.harbour)).limit(1);
    const res = await send('POST', '/api/guests/', { name: 'Gina', email: 'gina@example.org', team: `${hTeam.slug}-zz`, host: 'no-such-member' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ team: MEMBER_MESSAGES.teamUnknown, host: MEMBER_MESSAGES.hostUnknown });
  });

  it('creates a guest of a host (joining the host’s team), shows it and updates it', async () => {
    const { host, team } = await aHost();
    const res = await send('POST', '/api/guests/', {
      name: 'Gary Guest',
      email: 'Gary.Guest@Example.org',
      phone: '+44 7700 900321',
      host: host.slug,
      origin: 'Website',
      consent_marketing: true,
    });
    expect(res.statusCode).toBe(201);
    const created: GuestItem = res.json();
    expect(created).toMatchObject({
      slug: 'gary-guest',
      name: 'Gary Guest',
      email: 'Gary.Guest@Example.org',
      host: { slug: host.slug },
      team: { slug: team.slug },
      origin: 'Website',
      status: 'active',
      consent_marketing: true,
    });
    const [row] = await t.db
      .select()
      .from(guests)
      .where(and(eq(guests.clientId, ids.demo), eq(guests.slug, 'gary-guest')));
    expect(row.officeId).toBe(host.officeId);

    const detail: GuestDetail = (await get('/api/guests/gary-guest')).json();
    expect(detail.team_members.length).toBeGreaterThan(0);
    expect(detail.team_members.every((m) => m.team?.slug === team.slug)).toBe(true);

    const upd = await send('PUT', '/api/guests/gary-guest/', {
      name: 'Gary G.',
      email: 'other@example.org',
      team: null,
      host: null,
      status: 'former',
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ name: 'Gary G.', email: 'Gary.Guest@Example.org', team: null, host: null, status: 'former' });
    expect((await get('/api/guests/gary-guest')).json().team_members).toEqual([]);
    expect((await send('PUT', '/api/guests/gary-guest', { name: '' })).json().errors).toEqual({ name: MEMBER_MESSAGES.nameRequired });
  });
});

describe('GET /api/guests/{slug} and /api/team-guests/', () => {
  it('answers 404 for unknown and foreign guests and teams', async () => {
    expect((await get('/api/guests/nobody')).statusCode).toBe(404);
    const harbourSlugs = (await t.db.select({ slug: guests.slug }).from(guests).where(eq(guests.clientId, ids.harbour))).map((r) => r.slug);
    const [g] = await t.db
      .select()
      .from(guests)
      .where(and(eq(guests.clientId, ids.demo), sql`${guests.slug} not in ${harbourSlugs}`))
      .limit(1);
    expect((await get(`/api/guests/${g.slug}`, tok.harbour)).statusCode).toBe(404);
    expect((await send('PUT', `/api/guests/${g.slug}`, { name: 'x' }, tok.harbour)).statusCode).toBe(404);
    expect((await get('/api/team-guests/?team=nope')).statusCode).toBe(404);
  });

  it('lists a team’s guests', async () => {
    const [{ teamId }] = await t.db
      .select({ teamId: guests.teamId })
      .from(guests)
      .where(and(eq(guests.clientId, ids.demo), isNotNull(guests.teamId)))
      .limit(1);
    const [team] = await t.db.select().from(teams).where(eq(teams.id, teamId!));
    const rows: GuestItem[] = (await get(`/api/team-guests/?team=${team.slug}`)).json();
    const [{ n }] = await t.db.select({ n: count() }).from(guests).where(eq(guests.teamId, team.id));
    expect(rows).toHaveLength(n);
    expect(rows.every((g) => g.team?.slug === team.slug)).toBe(true);
  });

  it('follows the office scope of a limited staff member', async () => {
    // Give the demo staff member the guests tab for this check.
    const [demoStaff] = await t.db
      .select({ id: staff.id })
      .from(staff)
      .innerJoin(users, eq(users.id, staff.userId))
      .where(eq(users.email, 'staff@demo.test'));
    await t.db
      .update(staff)
      .set({ webSections: sql`array_append(${staff.webSections}, 'guests')` })
      .where(eq(staff.id, demoStaff.id));
    contextWritten(t.app);
    const { access } = await login(t.app, { email: 'staff@demo.test', password: 'Demo1234!' });
    const body = (await get('/api/guests/?page_size=100', access)).json();
    const [{ id: shoreditch }] = await t.db
      .execute<{ id: number }>(sql`select id from offices where client_id = ${ids.demo} and slug = 'shoreditch'`)
      .then((r) => (r as unknown as { rows?: { id: number }[] }).rows ?? (r as unknown as { id: number }[]));
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(guests)
      .where(and(eq(guests.clientId, ids.demo), eq(guests.officeId, shoreditch)));
    expect(body.num_results).toBe(n);
    const [outside] = await t.db
      .select()
      .from(guests)
      .where(and(eq(guests.clientId, ids.demo), sql`${guests.officeId} <> ${shoreditch}`))
      .limit(1);
    expect((await get(`/api/guests/${outside.slug}`, access)).statusCode).toBe(404);
  });
});
