/**
 * Generated from the registered routes, so every new route is covered without writing a test for it:
 * - another operator's staff using this operator's ids gets 403/404/400 and never sees this operator's data;
 * - the two audiences (issue 26): every staff or user route refuses a member portal token, every member route a
 *   staff token (403), and another operator's portal member using this operator's ids never sees its data;
 * - staff lacking a route's web sections get 403;
 * - malformed bodies, queries and path parameters never produce a 5xx.
 */
import { PORTAL_MESSAGES } from '@clubspace/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteRecord } from '../src/app-types.ts';
import { clients, members, offices, portalAccess, portalInviteRequests, staff, teams, ticketCategories, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { PORTAL_MEMBER, portalLogin } from './support/portal-session.ts';
import { DEMO_OWNER, HARBOUR_OWNER, bearer, login, useTestApp } from './support/test-app.ts';

const t = useTestApp();
const NO_SECTIONS = { email: 'nosections@demo.test', password: 'Demo1234!' };
const tokens = {} as { owner: string; harbour: string; noSections: string; portal: string; harbourPortal: string };
let canaries: string[] = [];
let demoId = 0;

beforeAll(async () => {
  const [demo] = await t.db.select().from(clients).where(eq(clients.slug, 'demo'));
  const [harbour] = await t.db.select().from(clients).where(eq(clients.slug, 'harbour'));
  demoId = demo.id;
  const [user] = await t.db
    .insert(users)
    .values({
      email: NO_SECTIONS.email,
      passwordHash: await hashPassword(NO_SECTIONS.password),
      firstName: 'No',
      lastName: 'Sections',
      validated: true,
    })
    .returning();
  await t.db.insert(staff).values({ clientId: demo.id, userId: user.id, slug: 'no-sections', role: 'club_staff', webSections: [] });
  tokens.owner = (await login(t.app, DEMO_OWNER)).access;
  tokens.harbour = (await login(t.app, HARBOUR_OWNER)).access;
  tokens.noSections = (await login(t.app, NO_SECTIONS)).access;
  tokens.portal = (await portalLogin(t.app, PORTAL_MEMBER)).access;
  // A team admin's invitation request of this operator, so the approve/decline routes have an id to try.
  const [team] = await t.db.select({ id: teams.id }).from(teams).where(eq(teams.clientId, demo.id)).limit(1);
  await t.db
    .insert(portalInviteRequests)
    .values({ clientId: demo.id, teamId: team.id, firstName: 'Matrix', lastName: 'Request', email: 'matrix.request@example.com' });
  // A ticket category only this operator has (every operator has the default ones), for the category routes.
  await t.db.insert(ticketCategories).values({ clientId: demo.id, slug: 'matrix-category', name: 'Matrix category' });
  // A portal member of Harbour, to try this operator's ids from the other side of the audience line.
  const [leith] = await t.db.select().from(offices).where(eq(offices.clientId, harbour.id)).limit(1);
  const [portalUser] = await t.db
    .insert(users)
    .values({
      email: 'matrix.member@harbour.test',
      passwordHash: await hashPassword(NO_SECTIONS.password),
      firstName: 'Matrix',
      lastName: 'Member',
      validated: true,
    })
    .returning();
  const [member] = await t.db
    .insert(members)
    .values({ clientId: harbour.id, slug: 'matrix-member', userId: portalUser.id, officeId: leith.id, role: 'team_member' })
    .returning();
  await t.db.insert(portalAccess).values({ clientId: harbour.id, memberId: member.id, status: 'active', activatedAt: new Date() });
  tokens.harbourPortal = (await portalLogin(t.app, { email: portalUser.email, password: NO_SECTIONS.password }, 'harbour')).access;

  // Strings that only the demo operator has: if one shows up in Harbour's answers, data leaked.
  const names = async (clientId: number) => {
    const rows = await t.db.execute<{ v: string }>(sql`
      select name as v from offices where client_id = ${clientId}
      union select name from clients where id = ${clientId}
      union select slug from offices where client_id = ${clientId}
      union select u.email from staff s join users u on u.id = s.user_id where s.client_id = ${clientId}`);
    return new Set((rows as unknown as { rows?: { v: string }[] }).rows?.map((r) => r.v) ?? (rows as unknown as { v: string }[]).map((r) => r.v));
  };
  const [demoNames, harbourNames] = await Promise.all([names(demo.id), names(harbour.id)]);
  canaries = [...demoNames].filter((v) => v && v.length >= 5 && !harbourNames.has(v));
  expect(canaries.length).toBeGreaterThan(2);
  expect(await t.db.select().from(offices).where(eq(offices.clientId, demo.id))).not.toHaveLength(0);
});

const routes = () => t.app.routeTable.filter((r) => !r.url.startsWith('/api/docs'));

async function sampleValue(source: { table: string; column?: string }) {
  const column = source.column ?? 'slug';
  const result = await t.db.execute<Record<string, unknown>>(
    // A value only this operator has: per-operator slugs (e.g. team names) may exist at the other operator too.
    sql.raw(
      `select "${column}" as v from "${source.table}" where client_id = ${demoId} and "${column}" not in ` +
        `(select "${column}" from "${source.table}" where client_id <> ${demoId} and "${column}" is not null) order by id limit 1`,
    ),
  );
  const rows = (result as unknown as { rows?: { v: unknown }[] }).rows ?? (result as unknown as { v: unknown }[]);
  if (!rows.length) throw new Error(`no demo row in ${source.table} to sample`);
  return String(rows[0].v);
}

/** The route's URL with this operator's real ids in its parameters and sampled query values. */
async function demoUrl(route: RouteRecord) {
  let url = route.url;
  for (const [param, source] of Object.entries(route.config.samples?.params ?? {})) {
    url = url.replace(`:${param}`, encodeURIComponent(await sampleValue(source)));
  }
  if (url.includes(':')) throw new Error(`${route.method} ${route.url}: declare config.samples.params for its path parameters`);
  const query = new URLSearchParams();
  for (const [param, source] of Object.entries(route.config.samples?.query ?? {})) query.set(param, await sampleValue(source));
  return query.size ? `${url}?${query}` : url;
}

const guarded = (r: RouteRecord) => (r.config.access ?? 'staff') !== 'public';
const forMembers = (r: RouteRecord) => r.config.access === 'member';
const forStaff = (r: RouteRecord) => guarded(r) && !forMembers(r);

describe('every route, as another operator with this operator’s ids', () => {
  it('never answers with this operator’s data', async () => {
    const checked: string[] = [];
    for (const route of routes().filter(guarded)) {
      const url = await demoUrl(route);
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: bearer(tokens.harbour),
        payload: route.config.samples?.body as object,
      });
      const label = `${route.method} ${url} → ${res.statusCode}`;
      expect(res.statusCode, label).toBeLessThan(500);
      const hasIds = url.includes('?') || Boolean(route.config.samples?.params);
      if (hasIds && route.method !== 'GET') expect([400, 403, 404], label).toContain(res.statusCode);
      if (route.config.samples?.params) expect([403, 404], label).toContain(res.statusCode);
      for (const canary of canaries) expect(res.body.includes(canary), `${label} leaked "${canary}"`).toBe(false);
      checked.push(label);
    }
    expect(checked.length).toBeGreaterThan(3);
  });
});

describe('every sectioned route, as staff lacking its sections', () => {
  it('answers 403', async () => {
    const sectioned = routes().filter((r) => guarded(r) && (r.config.sections?.length ?? 0) > 0);
    expect(sectioned.length).toBeGreaterThan(10);
    for (const route of sectioned) {
      const url = await demoUrl(route);
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: bearer(tokens.noSections),
        payload: route.config.samples?.body as object,
      });
      expect(res.statusCode, `${route.method} ${url}`).toBe(403);
    }
  });

  it('answers 401 without a token', async () => {
    for (const route of routes().filter(guarded)) {
      const res = await t.app.inject({ method: route.method as 'GET', url: await demoUrl(route) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});

describe('the two audiences (issue 26)', () => {
  it('every staff and user route answers 403 to a member portal token', async () => {
    const staffRoutes = routes().filter(forStaff);
    expect(staffRoutes.length).toBeGreaterThan(100);
    for (const route of staffRoutes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: await demoUrl(route),
        headers: bearer(tokens.portal),
        payload: route.config.samples?.body as object,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().detail, `${route.method} ${route.url}`).toBe(PORTAL_MESSAGES.portalTokenOnStaff);
    }
  });

  it('every member route answers 403 to a staff token', async () => {
    const memberRoutes = routes().filter(forMembers);
    expect(memberRoutes.length).toBeGreaterThan(20);
    for (const route of memberRoutes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: await demoUrl(route),
        headers: bearer(tokens.owner),
        payload: route.config.samples?.body as object,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().detail, `${route.method} ${route.url}`).toBe(PORTAL_MESSAGES.staffTokenOnPortal);
    }
  });

  it('another operator’s portal member using this operator’s ids never sees its data', async () => {
    for (const route of routes().filter(forMembers)) {
      const url = await demoUrl(route);
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: bearer(tokens.harbourPortal),
        payload: route.config.samples?.body as object,
      });
      const label = `${route.method} ${url} → ${res.statusCode}`;
      expect(res.statusCode, label).toBeLessThan(500);
      if (route.config.samples?.params) expect([400, 403, 404], label).toContain(res.statusCode);
      for (const canary of canaries) expect(res.body.includes(canary), `${label} leaked "${canary}"`).toBe(false);
    }
  });
});

const BAD_QUERY =
  'page_size=-5&page_number=abc&order=;drop%20table%20users&format=xml&name=' +
  'x'.repeat(3000) +
  '&club=%00&status[]=1&start=not-a-date&end=2024-13-45';
const BAD_BODIES: { payload: string; contentType: string }[] = [
  { payload: 'not json at all', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  {
    payload: '{"email": {"$ne": null}, "name": 12, "start": "yesterday", "price": "-1e400", "units": -3, "slug": "../../etc"}',
    contentType: 'application/json',
  },
  { payload: JSON.stringify({ name: 'x'.repeat(100_000) }), contentType: 'application/json' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
];
const BAD_PARAMS = ["'; drop table users; --", '%00', 'x'.repeat(190), '..%2F..%2Fetc'];

describe('malformed input never yields a 5xx', () => {
  it('bad queries and bodies on every route', async () => {
    for (const route of routes()) {
      const url = (await demoUrl(route)).split('?')[0];
      // Member routes are tried with a member's token (a staff token stops at the audience check).
      const token = forMembers(route) ? tokens.portal : tokens.owner;
      const q = await t.app.inject({ method: route.method as 'GET', url: `${url}?${BAD_QUERY}`, headers: bearer(token) });
      expect(q.statusCode, `${route.method} ${route.url} with a bad query`).toBeLessThan(500);
      if (route.method === 'GET' || route.method === 'DELETE') continue;
      for (const body of BAD_BODIES) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...bearer(token), 'content-type': body.contentType },
          payload: body.payload,
        });
        expect(res.statusCode, `${route.method} ${route.url} with ${body.payload.slice(0, 40)}`).toBeLessThan(500);
      }
    }
  });

  it('bad path parameters on every route that has them', async () => {
    for (const route of routes().filter((r) => r.url.includes(':'))) {
      for (const bad of BAD_PARAMS) {
        const url = route.url.replace(/:[a-zA-Z_]+/g, encodeURIComponent(bad));
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: bearer(forMembers(route) ? tokens.portal : tokens.owner),
          payload: route.config.samples?.body as object,
        });
        expect(res.statusCode, `${route.method} ${url}`).toBeLessThan(500);
      }
    }
  });
});
