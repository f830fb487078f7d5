/**
 * API keys (issue 29): creation shows the secret once, list and revoke are the owner's, revoked and expired keys get
 * 401, the per-key rate limit is counted in the database (shared by two app instances), writes with a key carry its
 * id, and the OpenAPI document declares the three security schemes.
 */
import { API_KEY_MESSAGES, API_KEY_SECRET_PATTERN, PORTAL_MESSAGES, type ApiKeyCreated } from '@clubspace/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { apiKeys, bookings, invoiceEvents, offices } from '../src/db/schema/index.ts';
import { DEMO_OWNER, DEMO_STAFF, HARBOUR_OWNER, bearer, login, useTestApp, type TestApp } from './support/test-app.ts';

const LIMIT = 5;
const t = useTestApp({ apiKeyRateLimit: LIMIT, apiKeyRateWindowSeconds: 3600 });
const tok = {} as { owner: string; staff: string; harbour: string };

beforeAll(async () => {
  tok.owner = (await login(t.app, DEMO_OWNER)).access;
  tok.staff = (await login(t.app, DEMO_STAFF)).access;
  tok.harbour = (await login(t.app, HARBOUR_OWNER)).access;
});

async function createKey(body: Record<string, unknown>, token = tok.owner, app: TestApp = t.app): Promise<ApiKeyCreated> {
  const res = await app.inject({ method: 'POST', url: '/api/api-keys/', headers: bearer(token), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const asKey = (secret: string, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
  t.app.inject({ method, url, headers: bearer(secret), payload });

describe('creating, listing and revoking keys', () => {
  it('shows the secret once, stores only its hash, and never answers it again', async () => {
    const created = await createKey({ name: 'Door access', scopes: { users: 'read', members: 'read' } });
    expect(created.secret).toMatch(API_KEY_SECRET_PATTERN);
    expect(created.api_key.prefix).toBe(created.secret.slice(0, 12));
    expect(created.api_key).toMatchObject({ name: 'Door access', status: 'active', created_by: 'Olivia Owner', offices: [], last_used_at: null });
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.api_key.id));
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(12));
    const list = await t.app.inject({ method: 'GET', url: '/api/api-keys/', headers: bearer(tok.owner) });
    expect(list.statusCode).toBe(200);
    expect(list.json().api_keys.map((k: { id: number }) => k.id)).toContain(created.api_key.id);
    expect(list.body).not.toContain(created.secret.slice(12));
    expect(list.body).not.toContain('secret');
  });

  it('refuses bad scopes, unknown offices and past expiries in words', async () => {
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/api-keys/', headers: bearer(tok.owner), payload });
    expect((await post({ name: 'x', scopes: {} })).json().detail).toBe(API_KEY_MESSAGES.scopesRequired);
    expect((await post({ name: 'x', scopes: { account: 'write' } })).json().detail).toBe(API_KEY_MESSAGES.sectionNotAllowed);
    expect((await post({ name: 'x', scopes: { users: 'read' }, offices: ['leith'] })).json().detail).toBe(API_KEY_MESSAGES.unknownOffice);
    const past = await post({ name: 'x', scopes: { users: 'read' }, expires_at: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().detail).toBe(API_KEY_MESSAGES.expiryPast);
  });

  it('is the owner’s only: other staff get 403 in words', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/api-keys/', headers: bearer(tok.staff) });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/no access|owner/);
  });

  it('a revoked key gets 401 on its very next call; an expired one too', async () => {
    const { secret, api_key } = await createKey({ name: 'Zapier', scopes: { users: 'read', members: 'read' } });
    expect((await asKey(secret, '/api/member-list/')).statusCode).toBe(200);
    const revoke = await t.app.inject({ method: 'POST', url: `/api/api-keys/${api_key.id}/revoke/`, headers: bearer(tok.owner) });
    expect(revoke.statusCode).toBe(204);
    const after = await asKey(secret, '/api/member-list/');
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toBe(API_KEY_MESSAGES.revoked);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/api-keys/', headers: bearer(tok.owner) })).json();
    expect(listed.api_keys.find((k: { id: number }) => k.id === api_key.id).status).toBe('revoked');

    const soon = await createKey({
      name: 'Short',
      scopes: { users: 'read', members: 'read' },
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
    await t.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, soon.api_key.id));
    const expired = await asKey(soon.secret, '/api/member-list/');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().detail).toBe(API_KEY_MESSAGES.expired);
    expect((await asKey(`csk_${'x'.repeat(43)}`, '/api/member-list/')).statusCode).toBe(401);
  });

  it('another operator cannot revoke or see the key (404, not in its list)', async () => {
    const { api_key } = await createKey({ name: 'Demo only', scopes: { users: 'read' } });
    const revoke = await t.app.inject({ method: 'POST', url: `/api/api-keys/${api_key.id}/revoke/`, headers: bearer(tok.harbour) });
    expect(revoke.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/api-keys/', headers: bearer(tok.harbour) });
    expect(list.json().api_keys.map((k: { id: number }) => k.id)).not.toContain(api_key.id);
  });

  it('records the last use, at most once a minute', async () => {
    const { secret, api_key } = await createKey({ name: 'Last used', scopes: { users: 'read', members: 'read' } });
    await asKey(secret, '/api/member-list/');
    const [first] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, api_key.id));
    expect(first.lastUsedAt).not.toBeNull();
    await asKey(secret, '/api/member-list/');
    const [second] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, api_key.id));
    expect(second.lastUsedAt?.getTime()).toBe(first.lastUsedAt?.getTime());
  });
});

describe('the per-key rate limit', () => {
  let second: TestApp;
  beforeAll(async () => {
    // The second instance logs as a server does (readable lines on stdout), so the key's log line can be read.
    second = await buildApp(testConfig({ apiKeyRateLimit: LIMIT, apiKeyRateWindowSeconds: 3600, logLevel: 'info', logFormat: 'pretty' }), t.db);
  });
  afterAll(async () => second?.close());

  it('answers RateLimit-* headers, then 429 with Retry-After, counted across two app instances', async () => {
    const created = await createKey({ name: 'Busy', scopes: { users: 'read', members: 'read' } });
    const { secret } = created;
    const seen: number[] = [];
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((text) => (lines.push(String(text)), true));
    for (let i = 0; i < LIMIT; i++) {
      const app = i % 2 ? second : t.app;
      const res = await app.inject({ method: 'GET', url: '/api/member-list/', headers: bearer(secret) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe(String(LIMIT));
      expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
      seen.push(Number(res.headers['ratelimit-remaining']));
    }
    expect(seen).toEqual([4, 3, 2, 1, 0]);
    write.mockRestore();
    // The request log line names the key (the secret itself never appears).
    expect(
      lines.some((l) => l.includes('GET /api/member-list/ → 200') && l.includes(`api_key_id=${created.api_key.id}`)),
      lines.join(''),
    ).toBe(true);
    expect(lines.join('')).not.toContain(secret);
    const over = await second.inject({ method: 'GET', url: '/api/member-list/', headers: bearer(secret) });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['ratelimit-remaining']).toBe('0');
    expect(over.json().detail).toMatch(/too many requests/);
    // Another key has its own count.
    const other = await createKey({ name: 'Quiet', scopes: { users: 'read', members: 'read' } });
    expect((await asKey(other.secret, '/api/member-list/')).statusCode).toBe(200);
  });
});

describe('what a key may reach', () => {
  it('never the portal, nor account, staff or key management (403 in words)', async () => {
    const all = await createKey({ name: 'All', scopes: { users: 'write', members: 'write', bookings: 'write', list: 'write' } });
    for (const url of ['/api/api-keys/', '/api/dashboard-staff/', '/api/session/']) {
      const res = await asKey(all.secret, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().detail, url).toBe(API_KEY_MESSAGES.notForKeys);
    }
    const mint = await asKey(all.secret, '/api/api-keys/', 'POST', { name: 'Escalate', scopes: { users: 'write' } });
    expect(mint.statusCode).toBe(403);
    const portal = await t.app.inject({ method: 'GET', url: '/api/portal/me', headers: { ...bearer(all.secret), 'x-portal-workspace': 'demo' } });
    expect(portal.statusCode).toBe(403);
    expect(portal.json().detail).toBe(API_KEY_MESSAGES.portalNotForKeys);
    expect(portal.json().detail).not.toBe(PORTAL_MESSAGES.staffTokenOnPortal);
  });

  it('an office-restricted key sees only its offices’ members', async () => {
    const [shoreditch] = await t.db.select().from(offices).where(eq(offices.slug, 'shoreditch'));
    const key = await createKey({ name: 'Shoreditch door', scopes: { users: 'read', members: 'read' }, offices: [shoreditch.slug] });
    expect(key.api_key.offices).toEqual([{ slug: shoreditch.slug, name: shoreditch.name }]);
    const res = await asKey(key.secret, '/api/member-list/?page_size=100');
    expect(res.statusCode).toBe(200);
    const results = res.json().members as { office: { slug: string } | null }[];
    expect(results.length).toBeGreaterThan(0);
    for (const m of results) expect(m.office?.slug).toBe(shoreditch.slug);
    const owner = (await t.app.inject({ method: 'GET', url: '/api/member-list/?page_size=100', headers: bearer(tok.owner) })).json();
    expect(owner.members.some((m: { office: { slug: string } | null }) => m.office && m.office.slug !== shoreditch.slug)).toBe(true);
  });

  it('a booking made with a key records the key (channel api)', async () => {
    const key = await createKey({ name: 'Booking bot', scopes: { bookings: 'write', list: 'write', map: 'write', meeting_room: 'write' } });
    const [room] = await t.db
      .execute<{ slug: string; office: string }>(
        sql`
      select r.slug, o.slug as office from resources r join offices o on o.id = r.office_id
      where r.client_id = (select id from clients where slug = 'demo') and r.resource_type = 'meeting_room' order by r.id limit 1`,
      )
      .then((r) => (r as unknown as { rows: { slug: string; office: string }[] }).rows);
    expect(room).toBeTruthy();
    const start = new Date(Date.now() + 40 * 86400_000);
    start.setUTCHours(9, 0, 0, 0);
    const end = new Date(start.getTime() + 3600_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member-bookings/',
      headers: bearer(key.secret),
      payload: [
        {
          office: room.office,
          resource: room.slug,
          booking_type: 'meeting_room',
          start: start.toISOString(),
          end: end.toISOString(),
          guest_name: 'Api',
          guest_surname: 'Guest',
          guest_email: 'api.guest@example.com',
        },
      ],
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const rows = await t.db.select().from(bookings).where(eq(bookings.apiKeyId, key.api_key.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].channel).toBe('api');
  });
});

describe('invoice e-mails sent with a key', () => {
  it('record the key on the invoice event and name it as the sender', async () => {
    const key = await createKey({ name: 'Accounts bot', scopes: { users: 'write', invoices: 'write' } });
    const { rows } = (await t.db.execute(sql`
      select slug from invoices where client_id = (select id from clients where slug = 'demo')
        and status in ('pending_payment', 'open') order by status desc, id limit 20`)) as unknown as { rows: { slug: string }[] };
    let sent: { slug: string } | undefined;
    for (const row of rows) {
      const res = await t.app.inject({ method: 'POST', url: `/api/invoices/${row.slug}/send`, headers: bearer(key.secret) });
      expect(res.statusCode, res.body).not.toBe(403);
      if (res.statusCode === 200) {
        sent = row;
        expect(res.json().events[0].by).toBe('API key “Accounts bot”');
        break;
      }
    }
    expect(sent, 'a demo invoice with a contact to send').toBeTruthy();
    const events = await t.db.select().from(invoiceEvents).where(eq(invoiceEvents.apiKeyId, key.api_key.id));
    expect(events.map((e) => e.kind)).toEqual(['sent']);
  });
});

describe('the OpenAPI document', () => {
  it('declares the three security schemes and each operation the ones it accepts', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiKey', 'portalBearer', 'staffBearer']);
    expect(doc.paths['/api/member-list/'].get.security).toEqual([{ staffBearer: [] }, { apiKey: [] }]);
    expect(doc.paths['/api/api-keys/'].get.security).toEqual([{ staffBearer: [] }]);
    expect(doc.paths['/api/portal/me'].get.security).toEqual([{ portalBearer: [] }]);
    expect(doc.paths['/auth/jwt/create/'].post.security).toEqual([]);
  });
});
