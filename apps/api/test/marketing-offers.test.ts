import { MARKETING_MESSAGES as M, offerLimitMessage, type OfferItem, type OfferUserItem } from '@clubspace/contract';
import { and, asc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, memberPreferences, members, memberships, offices, users } from '../src/db/schema/index.ts';
import { expectOrdered, useApiSession } from './support/api-session.ts';

const { t, ids, get, send, tok } = useApiSession();

async function officeSlugs(clientId: number) {
  return (await t.db.select({ slug: offices.slug }).from(offices).where(eq(offices.clientId, clientId)).orderBy(asc(offices.id))).map((o) => o.slug);
}
async function createOffer(over: Record<string, unknown> = {}) {
  const res = await send('POST', '/api/dashboard-offers/', { code: 'T-OFFER', title: 'Test offer', offer_type: 'bar', ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as OfferItem;
}
/** Active demo members with a team, grouped by team. */
async function teamMembers() {
  const rows = await t.db
    .select({ id: members.id, slug: members.slug, teamId: members.teamId, role: members.role, email: users.email })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.clientId, ids.demo), isNotNull(members.teamId), eq(members.status, 'active')))
    .orderBy(asc(members.id));
  const byTeam = new Map<number, typeof rows>();
  for (const r of rows) byTeam.set(r.teamId!, [...(byTeam.get(r.teamId!) ?? []), r]);
  return { rows, teams: [...byTeam.values()].sort((a, b) => b.length - a.length) };
}
const assign = (user: string, offer: string, status = 'new', send_notification = false) =>
  send('POST', '/api/offer-users/', { user, offer, status, send_notification });

describe('offers', () => {
  it('requires code and offer type, the start before the end, and the operator’s offices', async () => {
    expect((await send('POST', '/api/dashboard-offers/', {})).json().errors).toEqual({ code: M.codeRequired, offer_type: M.offerTypeRequired });
    expect((await send('POST', '/api/dashboard-offers/', { code: '', offer_type: '' })).json().errors).toEqual({
      code: M.codeRequired,
      offer_type: M.offerTypeRequired,
    });
    const late = await send('POST', '/api/dashboard-offers/', {
      code: 'X',
      offer_type: 'bar',
      date_start: '2026-03-02T09:00:00Z',
      date_end: '2026-03-01T18:00:00Z',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual({ date_end: M.endBeforeStart });
    const [theirs] = await officeSlugs(ids.harbour);
    const foreign = await send('POST', '/api/dashboard-offers/', { code: 'X', offer_type: 'bar', offices: [theirs] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ offices: M.officesUnknown });
  });

  it('creates with every field and updates with PUT', async () => {
    const mine = await officeSlugs(ids.demo);
    const created = await createOffer({
      code: 'SPRING-25',
      title: 'Spring bundle',
      subtitle: 'Three days',
      description: 'A quiet spring deal',
      offices: mine,
      screen_after_accept: 'Bookings',
      price: 120.5,
      discount: 20,
      date_start: '2026-04-01T09:00:00+01:00',
      date_end: '2026-04-30T18:00:00+01:00',
      limit_per_campaign: 10,
      limit_per_team: 3,
      limit_per_member: 1,
      work_only: true,
      only_team_admin: false,
      status: 'active',
      send_notification: true,
    });
    expect(created).toMatchObject({
      code: 'SPRING-25',
      title: 'Spring bundle',
      price: 120.5,
      discount: 20,
      date_start: '2026-04-01T08:00:00.000Z',
      limit_per_member: 1,
      work_only: true,
      screen_after_accept: 'Bookings',
    });
    expect(created.offices.map((o) => o.slug).sort()).toEqual([...mine].sort());
    const res = await send('PUT', `/api/offers/${created.slug}`, {
      code: 'SPRING-26',
      offer_type: 'events',
      offices: [mine[0]],
      price: 0,
      status: 'inactive',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      slug: created.slug,
      code: 'SPRING-26',
      title: 'SPRING-26',
      offer_type: 'events',
      status: 'inactive',
      offices: [{ slug: mine[0] }],
      limit_per_member: 0,
    });
    expect((await get(`/api/offers/${created.slug}`)).json().code).toBe('SPRING-26');
    expect((await send('PUT', `/api/offers/${created.slug}`, { code: '', offer_type: 'bar' })).json().errors).toEqual({ code: M.codeRequired });
    expect((await send('PUT', `/api/offers/${created.slug}`, { code: 'A', offer_type: 'bar' }, tok.harbour)).statusCode).toBe(404);
  });

  it('lists 10 a page, searches code, title, subtitle and description, orders and exports CSV', async () => {
    for (let i = 0; i < 6; i++)
      await createOffer({ code: `BULK-${i}`, title: `Bulk ${i}`, price: i * 3, description: i === 4 ? 'hidden marmalade' : null });
    const page = (await get('/api/dashboard-offers/')).json();
    expect(page.page_size).toBe(10);
    expect(page.offers).toHaveLength(10);
    expectOrdered(page.offers.map((o: OfferItem) => o.code));
    expect((await get('/api/dashboard-offers/?name=marmalade')).json().offers.map((o: OfferItem) => o.code)).toEqual(['BULK-4']);
    expect((await get('/api/dashboard-offers/?name=BULK-2')).json().offers.map((o: OfferItem) => o.code)).toEqual(['BULK-2']);
    expect((await get('/api/dashboard-offers/?name=Fivedays')).json().num_results).toBe(1); // subtitle, spaces removed
    for (const order of ['price', 'title', 'date_start', 'status']) {
      const rows = (await get(`/api/dashboard-offers/?page_size=100&order=-${order}`)).json().offers as OfferItem[];
      expectOrdered(
        rows.map((o) => (order === 'price' ? o.price : ((o as Record<string, unknown>)[order] as string | null))),
        true,
      );
    }
    const csv = await get('/api/dashboard-offers/?format=csv&raw=1');
    expect(csv.body.split('\n')[0]).toContain('limit_per_member');
    expect((await get('/api/dashboard-offers/', tok.staff)).statusCode).toBe(403);
    const picked = (await get('/api/lookups/offers/?name=BULK-3')).json();
    expect(picked).toEqual([expect.objectContaining({ code: 'BULK-3', name: 'BULK-3 · Bulk 3' })]);
  });
});

describe('offer-users', () => {
  it('answers the three messages and unknown references', async () => {
    expect((await send('POST', '/api/offer-users/', {})).json().errors).toEqual({
      user: M.userRequired,
      offer: M.offerRequired,
      status: M.statusRequired,
    });
    expect((await send('POST', '/api/offer-users/', { user: '', offer: '', status: '' })).json().errors).toMatchObject({
      user: M.userRequired,
      offer: M.offerRequired,
      status: M.statusRequired,
    });
    const res = await assign('nobody-here', 'no-offer');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ user: M.userUnknown, offer: M.offerUnknown });
  });

  it('refuses at the limit per member, and a rejected one gives its place back', async () => {
    const offer = await createOffer({ code: 'ONE-EACH', limit_per_member: 1 });
    const { rows } = await teamMembers();
    expect((await assign(rows[0].slug, offer.slug)).statusCode).toBe(201);
    const again = await assign(rows[0].slug, offer.slug);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(offerLimitMessage('member', 1));
    expect((await assign(rows[0].slug, offer.slug, 'rejected')).statusCode).toBe(201); // holds no place
    expect((await assign(rows[1].slug, offer.slug)).statusCode).toBe(201);
  });

  it('refuses at the limit per team and per campaign, on create and on accept', async () => {
    const { teams } = await teamMembers();
    const [big, other] = teams;
    const perTeam = await createOffer({ code: 'TEAM-2', limit_per_team: 2 });
    expect((await assign(big[0].slug, perTeam.slug)).statusCode).toBe(201);
    expect((await assign(big[1].slug, perTeam.slug)).statusCode).toBe(201);
    const third = await assign(big[2].slug, perTeam.slug);
    expect(third.statusCode).toBe(409);
    expect(third.json().detail).toBe(offerLimitMessage('team', 2));
    expect((await assign(other[0].slug, perTeam.slug)).statusCode).toBe(201);

    const perCampaign = await createOffer({ code: 'CAMP-2', limit_per_campaign: 2 });
    expect((await assign(big[0].slug, perCampaign.slug)).statusCode).toBe(201);
    const cancelled = (await assign(big[1].slug, perCampaign.slug, 'cancelled')).json() as OfferUserItem;
    expect((await assign(other[0].slug, perCampaign.slug)).statusCode).toBe(201);
    // Accepting the cancelled one would take a third place.
    const accept = await send('PUT', `/api/offer-users/${cancelled.slug}`, { user: big[1].slug, offer: perCampaign.slug, status: 'accepted' });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().detail).toBe(offerLimitMessage('campaign', 2));
  });

  it('enforces only team admin and work only', async () => {
    const { rows } = await teamMembers();
    const admin = rows.find((r) => r.role === 'team_admin')!;
    const plain = rows.find((r) => r.role === 'team_member')!;
    const adminsOnly = await createOffer({ code: 'ADMINS', only_team_admin: true });
    const refused = await assign(plain.slug, adminsOnly.slug);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(M.onlyTeamAdmin);
    expect((await assign(admin.slug, adminsOnly.slug)).statusCode).toBe(201);

    const workOnly = await createOffer({ code: 'WORKERS', work_only: true });
    const working = await t.db
      .select({ memberId: memberships.memberId, teamId: memberships.teamId })
      .from(memberships)
      .where(and(eq(memberships.clientId, ids.demo), eq(memberships.status, 'active')));
    const workers = new Set(working.map((w) => w.memberId));
    const teamsWorking = new Set(working.filter((w) => !w.memberId).map((w) => w.teamId));
    const idle = rows.find((r) => !workers.has(r.id) && !teamsWorking.has(r.teamId));
    const busy = rows.find((r) => workers.has(r.id));
    if (idle) {
      const res = await assign(idle.slug, workOnly.slug);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(M.workOnly);
    }
    expect((await assign(busy!.slug, workOnly.slug)).statusCode).toBe(201);
  });

  it('e-mails the member when send_notification is set', async () => {
    const offer = await createOffer({ code: 'MAILED', title: 'Mailed offer' });
    const { rows } = await teamMembers();
    // An offer e-mail is a campaigns e-mail (consent, issue 26): these two members consent, the seed turns some off.
    await t.db
      .update(members)
      .set({ allowEmail: true })
      .where(inArray(members.id, [rows[3].id, rows[4].id]));
    await t.db.delete(memberPreferences).where(inArray(memberPreferences.memberId, [rows[3].id, rows[4].id]));
    const started = new Date();
    const quiet = (await assign(rows[3].slug, offer.slug, 'new', false)).json() as OfferUserItem;
    expect(
      await t.db
        .select()
        .from(emailOutbox)
        .where(and(gte(emailOutbox.createdAt, started), eq(emailOutbox.to, rows[3].email))),
    ).toHaveLength(0);
    const res = await send('PUT', `/api/offer-users/${quiet.slug}`, {
      user: rows[3].slug,
      offer: offer.slug,
      status: 'pending',
      send_notification: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', send_notification: true, offer: { code: 'MAILED', title: 'Mailed offer' } });
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(gte(emailOutbox.createdAt, started), eq(emailOutbox.to, rows[3].email)));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('An offer for you: Mailed offer');
    expect(mails[0].text).toContain('MAILED');
    await send('PUT', `/api/offer-users/${quiet.slug}`, { user: rows[3].slug, offer: offer.slug, status: 'accepted', send_notification: true });
    expect(
      await t.db
        .select()
        .from(emailOutbox)
        .where(and(gte(emailOutbox.createdAt, started), eq(emailOutbox.to, rows[3].email))),
    ).toHaveLength(1);
    const created = await assign(rows[4].slug, offer.slug, 'new', true);
    expect(created.statusCode).toBe(201);
    expect(
      await t.db
        .select()
        .from(emailOutbox)
        .where(and(gte(emailOutbox.createdAt, started), eq(emailOutbox.to, rows[4].email))),
    ).toHaveLength(1);
    // A member who turned campaigns off is not e-mailed; the offer-user is still saved.
    await t.db
      .insert(memberPreferences)
      .values({ memberId: rows[5].id, clientId: ids.demo, campaigns: false })
      .onConflictDoUpdate({ target: memberPreferences.memberId, set: { campaigns: false } });
    expect((await assign(rows[5].slug, offer.slug, 'new', true)).statusCode).toBe(201);
    expect(
      await t.db
        .select()
        .from(emailOutbox)
        .where(and(gte(emailOutbox.createdAt, started), eq(emailOutbox.to, rows[5].email))),
    ).toHaveLength(0);
  });

  it('lists in the offer_users envelope with name search, orders, paging and CSV', async () => {
    const page = (await get('/api/dashboard-offer-users/?page_size=5')).json();
    expect(page).toMatchObject({ page_size: 5, current_page: 1 });
    expect(page.offer_users).toHaveLength(5);
    expectOrdered(
      page.offer_users.map((o: OfferUserItem) => o.date),
      true,
    );
    const one = page.offer_users[0] as OfferUserItem;
    const found = (
      await get(`/api/dashboard-offer-users/?page_size=100&name=${encodeURIComponent(one.user.first_name + ' ' + one.user.last_name)}`)
    ).json();
    expect(found.offer_users.length).toBeGreaterThan(0);
    expect(found.offer_users.every((o: OfferUserItem) => o.user.first_name === one.user.first_name)).toBe(true);
    for (const [order, pick] of [
      ['user', (o: OfferUserItem) => o.user.first_name],
      ['offer_code', (o: OfferUserItem) => o.offer.code],
      ['status', (o: OfferUserItem) => o.status],
    ] as const)
      expectOrdered((await get(`/api/dashboard-offer-users/?page_size=100&order=${order}`)).json().offer_users.map(pick));
    const csv = await get('/api/dashboard-offer-users/?format=csv&raw=1');
    expect(csv.body.split('\n')[0]).toContain('offer.code');
    expect((await get(`/api/offer-users/${one.slug}`)).json()).toEqual(one);
    expect((await get(`/api/offer-users/${one.slug}`, tok.harbour)).statusCode).toBe(404);
    const harbourRows = (await get('/api/dashboard-offer-users/?page_size=100', tok.harbour)).json().offer_users as OfferUserItem[];
    expect(harbourRows.some((r) => r.slug === one.slug)).toBe(false);
  });
});
