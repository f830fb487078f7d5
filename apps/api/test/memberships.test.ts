import { MEMBER_MESSAGES, type MembershipDetail, type MembershipItem, type MembershipPlanItem } from '@clubspace/contract';
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, members, membershipPlans, memberships, offices, teams } from '../src/db/schema/index.ts';
import { expectOrdered, useApiSession } from './support/api-session.ts';

const { t, tok, ids, get, send } = useApiSession();

const post = (url: string, payload: object, token = tok.owner) => send('POST', url, payload, token);

const countWhere = async (where: ReturnType<typeof and>) =>
  (
    await t.db
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.clientId, ids.demo), where))
  )[0].n;

describe('GET /api/membership-plans/', () => {
  it('lists the operator’s plans by name, prices in pounds', async () => {
    const plans: MembershipPlanItem[] = (await get('/api/membership-plans/')).json();
    const [{ n }] = await t.db.select({ n: count() }).from(membershipPlans).where(eq(membershipPlans.clientId, ids.demo));
    expect(plans).toHaveLength(n);
    expectOrdered(plans.map((p) => p.name));
    const full = plans.find((p) => p.slug === 'full-member')!;
    expect(full).toMatchObject({ base_price: 350, client: 'demo', length_in_month: 30 });
  });
});

describe('GET /api/dashboard-memberships/', () => {
  it('defaults to active memberships, newest start first, 15 a page', async () => {
    const body = (await get('/api/dashboard-memberships/')).json();
    expect(body).toMatchObject({ page_size: 15, current_page: 1, num_results: await countWhere(eq(memberships.status, 'active')) });
    expect(body.memberships.every((m: MembershipItem) => m.status === 'active')).toBe(true);
    expectOrdered(
      body.memberships.map((m: MembershipItem) => m.start),
      true,
    );
  });

  it("status: a value filters, 'all' or '' lists every status", async () => {
    const finished = (await get('/api/dashboard-memberships/?status=finished&page_size=100')).json();
    expect(finished.num_results).toBe(await countWhere(eq(memberships.status, 'finished')));
    expect(finished.memberships.every((m: MembershipItem) => m.status === 'finished')).toBe(true);
    const all = await countWhere(undefined);
    expect((await get('/api/dashboard-memberships/?status=all')).json().num_results).toBe(all);
    expect((await get('/api/dashboard-memberships/?status=')).json().num_results).toBe(all);
    expect((await get('/api/dashboard-memberships/?status=bogus')).statusCode).toBe(400);
  });

  it('counts bookings per membership in the same query', async () => {
    const body = (await get('/api/dashboard-memberships/?status=all&order=-num_bookings&page_size=100')).json();
    expectOrdered(
      body.memberships.map((m: MembershipItem) => m.num_bookings),
      true,
    );
    const top: MembershipItem = body.memberships[0];
    const [row] = await t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.clientId, ids.demo), eq(memberships.slug, top.slug)));
    const [{ n }] = await t.db.select({ n: count() }).from(bookings).where(eq(bookings.membershipId, row.id));
    expect(top.num_bookings).toBe(n);
    expect(n).toBeGreaterThan(0);
  });

  it('num_bookings is a counter kept by triggers: equal to the bookings pointing at each membership after inserts, moves and deletes', async () => {
    // Every membership's stored counter against a count of its bookings (migration 0026).
    const drift = async () =>
      (
        await t.db.execute<{ n: number | string }>(sql`select count(*) as n from memberships m
        where m.num_bookings <> (select count(*) from bookings b where b.membership_id = m.id)`)
      ).rows[0].n;
    expect(Number(await drift())).toBe(0);
    const counter = async (id: number) => (await t.db.select({ n: memberships.numBookings }).from(memberships).where(eq(memberships.id, id)))[0].n;
    const [a, b] = await t.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.clientId, ids.demo))
      .orderBy(memberships.id)
      .limit(2);
    const before = { a: await counter(a.id), b: await counter(b.id) };
    // Copies of three bookings (a bulk insert: one statement), pointed at a.
    const copied = await t.db.execute<{ id: number }>(sql`insert into bookings (client_id, slug, code, booking_type, origin, status, office_id,
        planned_start, planned_end, membership_id)
      select client_id, slug || '-copy', code || '-copy', booking_type, origin, 'cancelled', office_id, planned_start + interval '3000 days',
        planned_end + interval '3000 days', ${a.id}
      from bookings where client_id = ${ids.demo} and booking_type <> 'block' order by id limit 3 returning id`);
    const copies = copied.rows.map((r) => Number(r.id));
    expect(copies).toHaveLength(3);
    expect(await counter(a.id)).toBe(before.a + 3);
    // One moved to b, one detached.
    await t.db.update(bookings).set({ membershipId: b.id }).where(eq(bookings.id, copies[0]));
    await t.db.update(bookings).set({ membershipId: null }).where(eq(bookings.id, copies[1]));
    expect([await counter(a.id), await counter(b.id)]).toEqual([before.a + 1, before.b + 1]);
    // An update that leaves the membership alone changes nothing.
    await t.db.update(bookings).set({ comments: 'touched' }).where(inArray(bookings.id, copies));
    expect([await counter(a.id), await counter(b.id)]).toEqual([before.a + 1, before.b + 1]);
    await t.db.delete(bookings).where(inArray(bookings.id, copies));
    expect([await counter(a.id), await counter(b.id)]).toEqual([before.a, before.b]);
    expect(Number(await drift())).toBe(0);
    // The list shows the counter and orders by it.
    const body = (await get('/api/dashboard-memberships/?status=all&order=num_bookings&page_size=100')).json();
    expectOrdered(body.memberships.map((m: MembershipItem) => m.num_bookings));
  });

  it('orders by every column both ways', async () => {
    const items = async (order: string) =>
      (await get(`/api/dashboard-memberships/?status=all&order=${order}&page_size=100`)).json().memberships as MembershipItem[];
    expectOrdered((await items('name')).map((m) => m.plan_membership?.name ?? null));
    expectOrdered(
      (await items('-name')).map((m) => m.plan_membership?.name ?? null),
      true,
    );
    expectOrdered((await items('member')).map((m) => (m.member ? `${m.member.user.first_name}\u0000${m.member.user.last_name}` : null)));
    expectOrdered(
      (await items('-team')).map((m) => m.team?.name ?? null),
      true,
    );
    expectOrdered((await items('resource')).map((m) => m.resource?.name ?? null));
    expectOrdered((await items('price')).map((m) => m.base_price));
    expectOrdered(
      (await items('-price')).map((m) => m.base_price),
      true,
    );
    expectOrdered((await items('start')).map((m) => m.start));
    expectOrdered((await items('end')).map((m) => m.end));
    expectOrdered((await items('recurrent')).map((m) => m.recurrent));
    expectOrdered(
      (await items('-status')).map((m) => m.status),
      true,
    );
  });

  it('filters by team, member, plan and club, and searches plan, member and team names', async () => {
    const [ms] = await t.db
      .select({
        teamSlug: teams.slug,
        memberSlug: members.slug,
        planSlug: membershipPlans.slug,
        planName: membershipPlans.name,
        teamId: teams.id,
        memberId: members.id,
        planId: membershipPlans.id,
      })
      .from(memberships)
      .innerJoin(teams, eq(teams.id, memberships.teamId))
      .innerJoin(members, eq(members.id, memberships.memberId))
      .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
      .where(eq(memberships.clientId, ids.demo))
      .limit(1);
    const q = (params: string) => get(`/api/dashboard-memberships/?status=all&page_size=100&${params}`).then((r) => r.json());
    const byTeam = await q(`team=${ms.teamSlug}`);
    expect(byTeam.num_results).toBe(await countWhere(eq(memberships.teamId, ms.teamId)));
    expect(byTeam.memberships.every((m: MembershipItem) => m.team?.slug === ms.teamSlug)).toBe(true);
    const byMember = await q(`member=${ms.memberSlug}`);
    expect(byMember.num_results).toBe(await countWhere(eq(memberships.memberId, ms.memberId)));
    const byPlan = await q(`plan_membership=${ms.planSlug}`);
    expect(byPlan.num_results).toBe(await countWhere(eq(memberships.planId, ms.planId)));
    expect(byPlan.memberships.every((m: MembershipItem) => m.plan_membership?.slug === ms.planSlug)).toBe(true);

    const [canary] = await t.db
      .select()
      .from(offices)
      .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, 'canary-wharf')));
    expect((await q('club=canary-wharf')).num_results).toBe(await countWhere(eq(memberships.officeId, canary.id)));

    const search = await q(`name=${encodeURIComponent(ms.planName.replace(/ /g, ''))}`);
    expect(search.num_results).toBeGreaterThanOrEqual(byPlan.num_results);
    // Every hit names the term in its plan, member (first, last, or both together) or team; the named ones are all found.
    const spaceless = (s: string | undefined) => (s ?? '').replace(/ /g, '').toLowerCase();
    const names = (m: MembershipItem) =>
      [
        m.plan_membership?.name,
        m.member?.user.first_name,
        m.member?.user.last_name,
        `${m.member?.user.first_name ?? ''}${m.member?.user.last_name ?? ''}`,
        m.team?.name,
      ].map(spaceless);
    const member = byMember.memberships[0] as MembershipItem;
    const fullName = `${member.member!.user.first_name} ${member.member!.user.last_name}`;
    const byName = await q(`name=${encodeURIComponent(fullName)}`);
    expect(byName.memberships.every((m: MembershipItem) => names(m).some((n) => n.includes(spaceless(fullName))))).toBe(true);
    expect(byName.memberships.filter((m: MembershipItem) => m.member?.slug === ms.memberSlug)).toHaveLength(byMember.num_results);
    const teamName = byTeam.memberships[0].team.name as string;
    const byTeamName = await q(`name=${encodeURIComponent(teamName.slice(0, 6))}`);
    expect(byTeamName.memberships.every((m: MembershipItem) => names(m).some((n) => n.includes(spaceless(teamName.slice(0, 6)))))).toBe(true);
    expect(byTeamName.memberships.filter((m: MembershipItem) => m.team?.slug === ms.teamSlug).length).toBe(Math.min(byTeam.num_results, 100));
    expect((await q('name=zzqqxx-nothing')).num_results).toBe(0);
    const csv = await get(`/api/dashboard-memberships/?status=all&team=${ms.teamSlug}&format=csv&raw=1`);
    expect(csv.body.trim().split('\n')).toHaveLength(byTeam.num_results + 1);
    expect(csv.body.split('\n')[0]).toContain('plan_membership.name');
  });
});

describe('GET /api/memberships/{slug}', () => {
  it('returns the membership and its bookings, latest first', async () => {
    const [{ id }] = await t.db
      .select({ id: bookings.membershipId })
      .from(bookings)
      .where(and(eq(bookings.clientId, ids.demo), isNotNull(bookings.membershipId)))
      .limit(1);
    const [ms] = await t.db.select().from(memberships).where(eq(memberships.id, id!));
    const res = await get(`/api/memberships/${ms.slug}/`);
    expect(res.statusCode).toBe(200);
    const body: MembershipDetail = res.json();
    expect(body.slug).toBe(ms.slug);
    expect(body.bookings.length).toBe(Math.min(body.num_bookings, 200));
    expectOrdered(
      body.bookings.map((b) => b.planned_start),
      true,
    );
    expect(body.bookings[0]).toMatchObject({ code: expect.any(String), club: { slug: expect.any(String), name: expect.any(String) } });
    expect(Object.keys(body.bookings[0]).sort()).toEqual(['club', 'code', 'planned_start', 'real_end', 'real_start', 'resource', 'work_area']);
    expect((await get(`/api/memberships/${ms.slug}`, tok.harbour)).statusCode).toBe(404);
    expect((await get('/api/memberships/nope')).statusCode).toBe(404);
  });
});

describe('POST /api/memberships/', () => {
  let slugs: { member: string; team: string; plan: string };
  beforeAll(async () => {
    const [m] = await t.db
      .select({ member: members.slug, team: teams.slug })
      .from(members)
      .innerJoin(teams, eq(teams.id, members.teamId))
      .innerJoin(offices, eq(offices.id, members.officeId))
      .where(and(eq(members.clientId, ids.demo), eq(offices.timeZone, 'Europe/London')))
      .limit(1);
    slugs = { ...m, plan: 'flex-10' };
  });

  it('reports every form message', async () => {
    const res = await post('/api/memberships/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      member: MEMBER_MESSAGES.memberRequired,
      team: MEMBER_MESSAGES.teamRequired,
      plan: MEMBER_MESSAGES.planRequired,
      price: MEMBER_MESSAGES.priceRequired,
      start: MEMBER_MESSAGES.startRequired,
      end: MEMBER_MESSAGES.endRequired,
      recurrent: MEMBER_MESSAGES.recurrencyRequired,
    });
    const units = await post('/api/memberships/', { ...slugs, price: 10, start: '2025-01-01', end: '2025-01-31', recurrent: false, numUnits: 0 });
    expect(units.json().errors).toEqual({ numUnits: MEMBER_MESSAGES.unitsPositive });
    const negative = await post('/api/memberships/', {
      ...slugs,
      price: -1,
      start: '2025-01-01',
      end: '2025-01-31',
      recurrent: false,
      free_days: -1,
    });
    expect(negative.json().errors).toEqual({ price: MEMBER_MESSAGES.notNegative, free_days: MEMBER_MESSAGES.notNegative });
    const badDay = await post('/api/memberships/', { ...slugs, price: 1, start: '2025-02-30', end: 'tomorrow', recurrent: false });
    expect(badDay.json().errors).toEqual({ start: MEMBER_MESSAGES.startRequired, end: MEMBER_MESSAGES.endRequired });
    const reversed = await post('/api/memberships/', { ...slugs, price: 1, start: '2025-02-02', end: '2025-02-01', recurrent: false });
    expect(reversed.json().errors).toEqual({ end: MEMBER_MESSAGES.endBeforeStart });
  });

  it('answers 400 with the field message for slugs unknown to the operator', async () => {
    const res = await post('/api/memberships/', {
      member: 'nobody',
      team: 'no-team',
      plan: 'no-plan',
      price: 1,
      start: '2025-01-01',
      end: '2025-01-31',
      recurrent: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      member: MEMBER_MESSAGES.memberRequired,
      team: MEMBER_MESSAGES.teamRequired,
      plan: MEMBER_MESSAGES.planRequired,
    });
    const foreign = await post('/api/memberships/', { ...slugs, price: 1, start: '2025-01-01', end: '2025-01-31', recurrent: false }, tok.harbour);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.member).toBe(MEMBER_MESSAGES.memberRequired);
  });

  it('stores start at 00:00:00 and end at 23:59:59 London time, price in pence, and returns the item', async () => {
    // Summer (BST, UTC+1) start and winter (GMT) end.
    const res = await post('/api/memberships/', {
      ...slugs,
      price: '123.45',
      start: '2025-07-01T23:30:00.000Z',
      end: '2025-12-31',
      recurrent: true,
      numUnits: 2,
      free_credits: 3,
      free_days: 4,
      payNow: true,
    });
    expect(res.statusCode).toBe(201);
    const item: MembershipItem = res.json();
    expect(item).toMatchObject({
      member: { slug: slugs.member },
      team: { slug: slugs.team },
      plan_membership: { slug: 'flex-10' },
      base_price: 123.45,
      start: '2025-06-30T23:00:00.000Z',
      end: '2025-12-31T23:59:59.000Z',
      recurrent: true,
      status: 'active',
      units: 2,
      free_credits: 3,
      free_days: 4,
      num_bookings: 0,
    });
    const [row] = await t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.clientId, ids.demo), eq(memberships.slug, item.slug)));
    expect(row.basePricePence).toBe(12345);
    expect(row.payNow).toBe(true);
    expect((await get(`/api/memberships/${item.slug}`)).json()).toMatchObject({ slug: item.slug, bookings: [] });

    const winter = (
      await post('/api/memberships/', { ...slugs, price: 0, start: '2025-01-15', end: '2025-03-30', recurrent: false, status: 'pending_payment' })
    ).json();
    expect(winter).toMatchObject({ start: '2025-01-15T00:00:00.000Z', end: '2025-03-30T22:59:59.000Z', status: 'pending_payment', units: 1 });
  });
});
