/**
 * API keys over the generated route table (issue 29), from the same tables as routes-matrix.test.ts:
 * - a key lacking one section gets 403 on every route needing it; a read key 403 on every write;
 * - a key never reaches a route for signed-in staff only (account, staff, keys, sessions) nor the member portal;
 * - within its scopes a key is served (never 401/403), and an office-restricted key sees only its offices' records;
 * - another operator's key using this operator's ids never sees its data.
 */
import { randomBytes } from 'node:crypto';
import { API_KEY_MESSAGES, API_KEY_SECTIONS, apiKeyMissing, apiKeyScopeMessage, type ApiKeyAccess, type ApiKeyScopes } from '@clubspace/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteRecord } from '../src/app-types.ts';
import { apiKeys, clients, offices, staff, ticketCategories } from '../src/db/schema/index.ts';
import { sha256 } from '../src/lib/tokens.ts';
import { bearer, useTestApp } from './support/test-app.ts';

const t = useTestApp({ apiKeyRateLimit: 1_000_000 });
let demoId = 0;
let harbourId = 0;
let canaries: string[] = [];

/** A key straight in the table (the creation route has its own tests): its secret. */
async function key(clientId: number, scopes: ApiKeyScopes, officeIds: number[] = []): Promise<string> {
  const secret = `csk_${randomBytes(32).toString('base64url')}`;
  const [owner] = await t.db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.clientId, clientId), eq(staff.role, 'club_owner')))
    .limit(1);
  await t.db
    .insert(apiKeys)
    .values({ clientId, name: 'matrix', prefix: secret.slice(0, 12), secretHash: sha256(secret), scopes, officeIds, createdByStaffId: owner.id });
  return secret;
}

const every = (access: ApiKeyAccess, except?: string): ApiKeyScopes =>
  Object.fromEntries(API_KEY_SECTIONS.filter((c) => c !== except).map((c) => [c, access]));

beforeAll(async () => {
  const [demo] = await t.db.select().from(clients).where(eq(clients.slug, 'demo'));
  const [harbour] = await t.db.select().from(clients).where(eq(clients.slug, 'harbour'));
  demoId = demo.id;
  harbourId = harbour.id;
  // A ticket category only this operator has (every operator has the default ones), as routes-matrix samples it.
  await t.db.insert(ticketCategories).values({ clientId: demo.id, slug: 'keys-matrix-category', name: 'Keys matrix category' });
  const names = async (clientId: number) => {
    const rows = await t.db.execute<{ v: string }>(sql`
      select name as v from offices where client_id = ${clientId}
      union select name from clients where id = ${clientId}
      union select slug from offices where client_id = ${clientId}
      union select u.email from staff s join users u on u.id = s.user_id where s.client_id = ${clientId}`);
    return new Set((rows as unknown as { rows: { v: string }[] }).rows.map((r) => r.v));
  };
  const [demoNames, harbourNames] = await Promise.all([names(demo.id), names(harbour.id)]);
  canaries = [...demoNames].filter((v) => v && v.length >= 5 && !harbourNames.has(v));
  expect(canaries.length).toBeGreaterThan(2);
});

const routes = () => t.app.routeTable.filter((r) => !r.url.startsWith('/api/docs'));
const access = (r: RouteRecord) => r.config.access ?? 'staff';
const forStaff = (r: RouteRecord) => access(r) === 'staff' || access(r) === 'user';
/** Routes a key with every scope may call at all. */
const keyable = (r: RouteRecord) => access(r) === 'staff' && apiKeyMissing(every('write'), r.config.sections ?? [], r.method) !== 'never';

async function sampleValue(source: { table: string; column?: string }) {
  const column = source.column ?? 'slug';
  const result = await t.db.execute<{ v: unknown }>(
    sql.raw(
      `select "${column}" as v from "${source.table}" where client_id = ${demoId} and "${column}" not in ` +
        `(select "${column}" from "${source.table}" where client_id <> ${demoId} and "${column}" is not null) order by id limit 1`,
    ),
  );
  const rows = (result as unknown as { rows: { v: unknown }[] }).rows;
  if (!rows.length) throw new Error(`no demo row in ${source.table} to sample`);
  return String(rows[0].v);
}

async function demoUrl(route: RouteRecord) {
  let url = route.url;
  for (const [param, source] of Object.entries(route.config.samples?.params ?? {}))
    url = url.replace(`:${param}`, encodeURIComponent(await sampleValue(source)));
  const query = new URLSearchParams();
  for (const [param, source] of Object.entries(route.config.samples?.query ?? {})) query.set(param, await sampleValue(source));
  return query.size ? `${url}?${query}` : url;
}

const call = async (route: RouteRecord, secret: string, url?: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: url ?? (await demoUrl(route)),
    headers: bearer(secret),
    payload: route.config.samples?.body as object,
  });

describe('scopes over every route', () => {
  it('a key lacking a section gets 403 in words on every route needing it', async () => {
    const codes = [
      ...new Set(
        routes()
          .filter(keyable)
          .flatMap((r) => r.config.sections ?? []),
      ),
    ];
    expect(codes.length).toBeGreaterThan(10);
    let checked = 0;
    for (const code of codes) {
      const secret = await key(demoId, every('write', code));
      for (const route of routes().filter((r) => keyable(r) && r.config.sections?.includes(code))) {
        const res = await call(route, secret);
        expect(res.statusCode, `${code}: ${route.method} ${route.url}`).toBe(403);
        expect(res.json().detail).toBe(apiKeyScopeMessage([code], route.method));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('a read key gets 403 on every write and is served on every read', async () => {
    const secret = await key(demoId, every('read'));
    for (const route of routes().filter(keyable)) {
      // The live event stream never ends: its scope decision is the same as its section's other reads.
      if (route.method === 'GET' && route.url.startsWith('/api/live/')) continue;
      // A read with a query schema gets a malformed query: its 400 comes after the key guard passed, without the work.
      const url = route.method === 'GET' && route.hasQuery ? `${(await demoUrl(route)).split('?')[0]}?page_size=-5&start=not-a-date` : undefined;
      const res = await call(route, secret, url);
      const label = `${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`;
      if (route.method === 'GET') {
        expect([401, 403], label).not.toContain(res.statusCode);
        expect(res.statusCode, label).toBeLessThan(500);
      } else {
        expect(res.statusCode, label).toBe(403);
        expect(res.json().detail, label).toMatch(/^This API key may not write /);
      }
    }
  });

  it('a write key passes the guard on every write it may call (a malformed body then answers 400)', async () => {
    const secret = await key(demoId, every('write'));
    for (const route of routes().filter((r) => keyable(r) && r.method !== 'GET')) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: await demoUrl(route),
        headers: { ...bearer(secret), 'content-type': 'application/json' },
        payload: 'not json at all',
      });
      const label = `${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`;
      expect([401, 403], label).not.toContain(res.statusCode);
      expect(res.statusCode, label).toBeLessThan(500);
    }
  });

  it('never reaches account, staff, keys or session routes, nor the member portal', async () => {
    const secret = await key(demoId, every('write'));
    const staffOnly = routes().filter((r) => forStaff(r) && !keyable(r));
    expect(staffOnly.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/api-keys/', '/api/dashboard-staff/', '/api/session/']));
    for (const route of staffOnly) {
      const res = await call(route, secret);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().detail).toBe(API_KEY_MESSAGES.notForKeys);
    }
    const memberRoutes = routes().filter((r) => access(r) === 'member');
    expect(memberRoutes.length).toBeGreaterThan(20);
    for (const route of memberRoutes) {
      const res = await call(route, secret);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().detail).toBe(API_KEY_MESSAGES.portalNotForKeys);
    }
  });
});

describe('offices and operators', () => {
  it('an office-restricted key sees only its offices’ members and bookings', async () => {
    const [shoreditch] = await t.db
      .select()
      .from(offices)
      .where(and(eq(offices.clientId, demoId), eq(offices.slug, 'shoreditch')));
    const secret = await key(demoId, every('read'), [shoreditch.id]);
    for (const [url, list] of [
      ['/api/member-list/?page_size=200', 'members'],
      ['/api/dashboard-member-bookings/?page_size=200', 'bookings'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(secret) });
      expect(res.statusCode, url).toBe(200);
      const rows = res.json()[list] as { office: { slug: string } | null }[];
      expect(rows.length, url).toBeGreaterThan(0);
      for (const row of rows) expect(row.office?.slug, url).toBe(shoreditch.slug);
    }
  });

  it('another operator’s key using this operator’s ids never sees its data', async () => {
    const secret = await key(harbourId, every('write'));
    // Routes naming records by id or query: the ones where this operator's ids could reach its data.
    for (const route of routes().filter((r) => keyable(r) && (r.config.samples?.params || r.config.samples?.query || r.method === 'GET'))) {
      const url = await demoUrl(route);
      const res = await call(route, secret, url);
      const label = `${route.method} ${url} → ${res.statusCode}`;
      expect(res.statusCode, label).toBeLessThan(500);
      if (route.config.samples?.params) expect([400, 403, 404], label).toContain(res.statusCode);
      for (const canary of canaries) expect(res.body.includes(canary), `${label} leaked "${canary}"`).toBe(false);
    }
  });
});
