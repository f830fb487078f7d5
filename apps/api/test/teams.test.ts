import { MEMBER_MESSAGES, type TeamDashboard, type TeamItem } from '@clubspace/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, members, offices, teams } from '../src/db/schema/index.ts';
import { expectOrdered, useApiSession } from './support/api-session.ts';

const { t, tok, ids, get, send } = useApiSession();

async function demoOnlyTeam() {
  const harbourSlugs = (await t.db.select({ slug: teams.slug }).from(teams).where(eq(teams.clientId, ids.harbour))).map((r) => r.slug);
  const [team] = await t.db
    .select()
    .from(teams)
    .where(and(eq(teams.clientId, ids.demo), sql`${teams.slug} not in ${harbourSlugs}`))
    .orderBy(teams.id)
    .limit(1);
  return team;
}

const valid = {
  name: 'Quartz Collective',
  description: 'Makers of fine things',
  invoice_name: 'Quartz Collective Ltd',
  invoice_address: '1 Curtain Road',
  invoice_post_code: 'EC2A 3AY',
  invoice_city: 'London',
};

describe('GET /api/teams/', () => {
  it('lists the operator’s teams by name with their member counts', async () => {
    const res = await get('/api/teams/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [{ n }] = await t.db.select({ n: count() }).from(teams).where(eq(teams.clientId, ids.demo));
    expect(body).toMatchObject({ num_results: n, page_size: 10, current_page: 1, num_pages: Math.ceil(n / 10) });
    expectOrdered(body.teams.map((x: TeamItem) => x.name));
    expect(Object.keys(body.teams[0]).sort()).toEqual(
      ['slug', 'name', 'description', 'invoice_name', 'invoice_address', 'invoice_post_code', 'invoice_city', 'status', 'members', 'image'].sort(),
    );
    for (const item of body.teams as TeamItem[]) {
      const [team] = await t.db
        .select()
        .from(teams)
        .where(and(eq(teams.clientId, ids.demo), eq(teams.slug, item.slug)));
      const [{ n: m }] = await t.db.select({ n: count() }).from(members).where(eq(members.teamId, team.id));
      expect(item.members, item.slug).toBe(m);
    }
  });

  it('orders by name, status and members, both ways, and pages', async () => {
    const items = async (order: string) => (await get(`/api/teams/?order=${order}&page_size=100`)).json().teams as TeamItem[];
    expectOrdered(
      (await items('-name')).map((x) => x.name),
      true,
    );
    expectOrdered((await items('status')).map((x) => x.status));
    expectOrdered(
      (await items('-status')).map((x) => x.status),
      true,
    );
    expectOrdered((await items('members')).map((x) => x.members));
    expectOrdered(
      (await items('-members')).map((x) => x.members),
      true,
    );
    const p2 = (await get('/api/teams/?page_size=5&page_number=2')).json();
    expect(p2).toMatchObject({ current_page: 2, page_size: 5 });
    expect(p2.teams).toHaveLength(5);
  });

  it('searches the name with spaces stripped and filters by home office', async () => {
    const [team] = await t.db
      .select()
      .from(teams)
      .where(and(eq(teams.clientId, ids.demo), sql`${teams.name} like '% %'`))
      .limit(1);
    for (const q of [team.name.replace(/ /g, ''), team.name.toLowerCase()]) {
      const body = (await get(`/api/teams/?name=${encodeURIComponent(q)}`)).json();
      expect(
        body.teams.map((x: TeamItem) => x.slug),
        q,
      ).toContain(team.slug);
    }
    const [canary] = await t.db
      .select()
      .from(offices)
      .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, 'canary-wharf')));
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(teams)
      .where(and(eq(teams.clientId, ids.demo), eq(teams.officeId, canary.id)));
    const body = (await get('/api/teams/?club=canary-wharf&page_size=100')).json();
    expect(body.num_results).toBe(n);
    expect((await get('/api/teams/?club=all')).json().num_results).toBeGreaterThan(n);
  });

  it('exports the filtered teams as CSV', async () => {
    const res = await get('/api/teams/?club=canary-wharf&format=csv');
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    const body = (await get('/api/teams/?club=canary-wharf&page_size=100')).json();
    expect(lines).toHaveLength(body.num_results + 1);
    // Shaped like the table (issue 10 §17); raw=1 keeps the technical columns.
    expect(lines[0].split(',')).toEqual(['Team', 'Status', 'Members']);
    const raw = (await get('/api/teams/?club=canary-wharf&format=csv&raw=1')).body.trim().split('\n');
    expect(raw[0].split(',')).toEqual(expect.arrayContaining(['slug', 'name', 'members']));
  });
});

describe('POST /api/teams/ and PUT /api/teams/{slug}', () => {
  it('requires every field with the seed messages', async () => {
    const res = await send('POST', '/api/teams/', { name: '', description: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: MEMBER_MESSAGES.nameRequired,
      description: MEMBER_MESSAGES.descriptionRequired,
      invoice_name: MEMBER_MESSAGES.invoiceNameRequired,
      invoice_address: MEMBER_MESSAGES.invoiceAddressRequired,
      invoice_post_code: MEMBER_MESSAGES.invoicePostCodeRequired,
      invoice_city: MEMBER_MESSAGES.invoiceCityRequired,
    });
    for (const field of Object.keys(valid)) {
      const one = await send('POST', '/api/teams/', { ...valid, [field]: '' });
      expect(Object.keys(one.json().errors), field).toEqual([field]);
    }
  });

  it('creates a team in the selected office and updates it', async () => {
    const res = await send('POST', '/api/teams/', valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...valid, slug: 'quartz-collective', status: 'active', members: 0, image: null });
    const [row] = await t.db
      .select()
      .from(teams)
      .where(and(eq(teams.clientId, ids.demo), eq(teams.slug, 'quartz-collective')));
    expect(row.officeId).not.toBeNull();
    const again = await send('POST', '/api/teams/', valid);
    expect(again.json().slug).toBe('quartz-collective-2');
    // Its billing fields became its default invoice data, so it can be invoiced at once (issue 24 first hour).
    const data = (await get('/api/invoice-datas/?team=quartz-collective')).json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      name: valid.invoice_name,
      address_1: valid.invoice_address,
      post_code: valid.invoice_post_code,
      town: valid.invoice_city,
      default: true,
      status: 'active',
    });

    const updated = await send('PUT', '/api/teams/quartz-collective/', { ...valid, name: 'Quartz & Co', invoice_city: 'Leeds', status: 'inactive' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ slug: 'quartz-collective', name: 'Quartz & Co', invoice_city: 'Leeds', status: 'inactive' });
    const invalid = await send('PUT', '/api/teams/quartz-collective', { ...valid, invoice_post_code: '' });
    expect(invalid.json().errors).toEqual({ invoice_post_code: MEMBER_MESSAGES.invoicePostCodeRequired });
    expect((await send('PUT', '/api/teams/quartz-collective', valid, tok.harbour)).statusCode).toBe(404);
  });
});

describe('GET /api/dashboard-team/', () => {
  it('bundles the team, members, memberships, bookings, invoices and invoice data', async () => {
    // The team with the most invoices.
    const [{ teamId }] = await t.db
      .select({ teamId: invoices.teamId, n: count() })
      .from(invoices)
      .where(eq(invoices.clientId, ids.demo))
      .groupBy(invoices.teamId)
      .orderBy(sql`count(*) desc`, invoices.teamId)
      .limit(1);
    const [team] = await t.db.select().from(teams).where(eq(teams.id, teamId!));
    const res = await get(`/api/dashboard-team/?team=${team.slug}`);
    expect(res.statusCode).toBe(200);
    const body: TeamDashboard = res.json();
    expect(body.team).toMatchObject({
      slug: team.slug,
      name: team.name,
      status: team.status,
      description: team.description,
      invoice_name: team.invoiceName,
    });
    expect(body.team_mates.length).toBeGreaterThan(0);
    expect(body.team_mates.every((m) => m.team?.slug === team.slug)).toBe(true);
    expect(body.invoices.length).toBeGreaterThan(0);
    expect(body.invoices.length).toBeLessThanOrEqual(10);
    expectOrdered(
      body.invoices.map((i) => i.date),
      true,
    );
    expect(body.invoices[0]).toEqual({
      slug: expect.any(String),
      name: expect.any(String),
      status: expect.any(String),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      date_due: expect.anything(),
      gross_price: expect.any(Number),
    });
    expect(body.invoice_datas.length).toBeLessThanOrEqual(10);
    if (body.invoice_datas.length) expect(typeof body.invoice_datas[0].default).toBe('boolean');
    expect(body.memberships.length).toBeLessThanOrEqual(10);
    expectOrdered(
      body.memberships.map((m) => m.create_date),
      true,
    );
    expect(body.bookings.length).toBeLessThanOrEqual(10);
    expectOrdered(
      body.bookings.map((b) => b.planned_start),
      true,
    );
  });

  it('answers 404 for an unknown team or another operator’s', async () => {
    expect((await get('/api/dashboard-team/?team=nope')).statusCode).toBe(404);
    const team = await demoOnlyTeam();
    expect((await get(`/api/dashboard-team/?team=${team.slug}`, tok.harbour)).statusCode).toBe(404);
    expect((await get(`/api/team-members/?team=${team.slug}`, tok.harbour)).statusCode).toBe(404);
    expect((await send('PUT', `/api/teams/${team.slug}`, valid, tok.harbour)).statusCode).toBe(404);
  });
});

describe('team picker lookup', () => {
  it('returns slug and name, searchable and capped', async () => {
    const rows = (await get('/api/lookups/teams/')).json();
    const [{ n }] = await t.db.select({ n: count() }).from(teams).where(eq(teams.clientId, ids.demo));
    expect(rows).toHaveLength(Math.min(n, 100));
    expect(Object.keys(rows[0]).sort()).toEqual(['name', 'slug']);
    expectOrdered(rows.map((r: { name: string }) => r.name));
    expect((await get('/api/lookups/teams/?limit=2')).json()).toHaveLength(2);
    const named = (await get(`/api/lookups/teams/?name=${encodeURIComponent(rows[0].name.replace(/ /g, ''))}`)).json();
    expect(named.map((r: { slug: string }) => r.slug)).toContain(rows[0].slug);
  });
});
