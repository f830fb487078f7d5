/**
 * The audit log over the generated route table (issue 30), from the same tables and `samples` as routes-matrix.test.ts
 * and api-keys-matrix.test.ts: every write route that succeeds (2xx) with its samples, called by the demo owner (staff
 * and user routes), a portal member (member routes) or an API key with every scope (the routes a key may call), left
 * at least one change_log row, and every row it left names that caller as its author (actor kind, user, key) with the
 * request's address: a route added without auditing, or writing outside the author's transaction ('system'), fails.
 * Public routes have no signed-in caller to attribute and are not called here (change-capture.test.ts covers the
 * trigger itself). Secrets never reach the log nor the audit log's answers.
 */
import { randomBytes } from 'node:crypto';
import { API_KEY_SECTIONS, apiKeyMissing, type ApiKeyScopes } from '@clubspace/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteRecord } from '../src/app-types.ts';
import { apiKeys, changeLog, clients, staff, ticketCategories, users } from '../src/db/schema/index.ts';
import { sha256 } from '../src/lib/tokens.ts';
import { PORTAL_MEMBER, portalLogin } from './support/portal-session.ts';
import { DEMO_OWNER, bearer, login, useTestApp } from './support/test-app.ts';

const t = useTestApp({ apiKeyRateLimit: 1_000_000 });

/**
 * Write routes that may answer 2xx with their samples and leave no audit entry, each with its reason. Nothing else:
 * a route that changes a business record must leave its entry.
 */
const NO_ENTRY: Record<string, string> = {
  'POST /api/notification-campaigns/:slug/test/': 'sends a test e-mail to the caller: only the runtime e-mail outbox is written',
  'POST /api/billing-runs/': 'the sample month has nothing to bill; a run writes billing_runs (runtime), its invoices are captured',
  'PATCH /api/notification-campaigns/:slug': 'the sample sets the recipient list it already has: nothing changes',
  'PUT /api/floors/:slug/layout': 'the sample places no resources: nothing changes',
  'POST /api/events/:slug/attendees/:attendee/check-in': 'idempotent: the sampled attendee is already checked in',
  'POST /api/portal/events/:slug/cancel': 'idempotent: the member holds no place to cancel',
  'PATCH /api/tickets/:slug': 'the sample sets the priority the ticket already has: nothing changes',
  'POST /api/two-factor/devices/forget/': 'idempotent: the sampled user has no remembered device to forget',
  'POST /api/portal/two-factor/devices/forget': 'idempotent: the sampled member has no remembered device to forget',
  'POST /api/my-sessions/end-others/': 'idempotent here: the sampled user has no other live session (ending one revokes runtime refresh tokens)',
  'POST /api/portal/sessions/end-others/':
    'idempotent here: the sampled member has no other live session (ending one revokes runtime refresh tokens)',
  'POST /api/webhooks/:id/test/': 'a test event: writes only the delivery log (webhook events and deliveries are runtime)',
  'POST /api/dev/jobs/failing/': 'development only (DEV_OUTBOX): queues a failing job; the jobs table is runtime',
};

let demoId = 0;
/** Routes the staff sweep audited: the key's sweep repeats their samples. */
let staffAudited = new Set<string>();
const who = {} as {
  owner: { token: string; userId: number };
  member: { token: string; userId: number };
  key: { secret: string; id: number; userId: number };
};

const every = (): ApiKeyScopes => Object.fromEntries(API_KEY_SECTIONS.map((c) => [c, 'write']));

beforeAll(async () => {
  const [demo] = await t.db.select().from(clients).where(eq(clients.slug, 'demo'));
  demoId = demo!.id;
  await t.db.insert(ticketCategories).values({ clientId: demoId, slug: 'audit-matrix-category', name: 'Audit matrix category' });
  const userId = async (email: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  who.owner = { token: (await login(t.app, DEMO_OWNER)).access, userId: await userId(DEMO_OWNER.email) };
  who.member = { token: (await portalLogin(t.app, PORTAL_MEMBER)).access, userId: await userId(PORTAL_MEMBER.email) };
  const secret = `csk_${randomBytes(32).toString('base64url')}`;
  const [owner] = await t.db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.clientId, demoId), eq(staff.role, 'club_owner')))
    .limit(1);
  const [key] = await t.db
    .insert(apiKeys)
    .values({
      clientId: demoId,
      name: 'audit matrix',
      prefix: secret.slice(0, 12),
      secretHash: sha256(secret),
      scopes: every(),
      officeIds: [],
      createdByStaffId: owner!.id,
    })
    .returning();
  who.key = { secret, id: key!.id, userId: who.owner.userId };
});

const writes = () => t.app.routeTable.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && !r.url.startsWith('/api/docs'));
const access = (r: RouteRecord) => r.config.access ?? 'staff';
const label = (r: RouteRecord) => `${r.method} ${r.url}`;

async function sampleValue(source: { table: string; column?: string }) {
  const column = source.column ?? 'slug';
  const result = await t.db.execute<{ v: unknown }>(
    sql.raw(
      `select "${column}" as v from "${source.table}" where client_id = ${demoId} and "${column}" not in ` +
        `(select "${column}" from "${source.table}" where client_id <> ${demoId} and "${column}" is not null) order by id limit 1`,
    ),
  );
  const rows = (result as unknown as { rows: { v: unknown }[] }).rows;
  return rows.length ? String(rows[0]!.v) : 'none';
}

async function demoUrl(route: RouteRecord) {
  let url = route.url;
  for (const [param, source] of Object.entries(route.config.samples?.params ?? {}))
    url = url.replace(`:${param}`, encodeURIComponent(await sampleValue(source)));
  const query = new URLSearchParams();
  for (const [param, source] of Object.entries(route.config.samples?.query ?? {})) query.set(param, await sampleValue(source));
  return query.size ? `${url}?${query}` : url;
}

const lastId = async () => Number((await t.db.execute<{ id: number }>(sql`select coalesce(max(id), 0) as id from change_log`)).rows[0]!.id);

type Expected = { kind: 'staff' | 'member' | 'api_key'; userId: number; apiKeyId: number | null };

/**
 * Calls each route as `token`; returns the routes that left entries. Every 2xx must leave entries, all by the caller;
 * `repeated`: routes an earlier sweep already ran with the same sample (the same change again changes nothing).
 */
async function sweep(routes: RouteRecord[], token: string, expected: Expected, repeated = new Set<string>()) {
  const audited: string[] = [];
  for (const route of routes) {
    const url = await demoUrl(route);
    const from = await lastId();
    const res = await t.app.inject({ method: route.method as 'POST', url, headers: bearer(token), payload: route.config.samples?.body as object });
    if (res.statusCode >= 300) continue;
    const rows = await t.db.select().from(changeLog).where(gt(changeLog.id, from));
    const what = `${label(route)} → ${res.statusCode} as ${expected.kind}`;
    if (!(label(route) in NO_ENTRY) && !repeated.has(label(route))) expect(rows.length, `${what} left no audit entry`).toBeGreaterThan(0);
    for (const row of rows) {
      expect(
        { kind: row.actorKind, userId: row.actorUserId, apiKeyId: row.actorApiKeyId, client: row.clientId, address: row.actorAddress },
        `${what}: ${row.recordType} ${row.action} by someone else`,
      ).toEqual({ ...expected, client: demoId, address: '127.0.0.1' });
    }
    if (rows.length) audited.push(label(route));
  }
  return audited;
}

describe('every successful write route leaves audit entries by its caller', () => {
  it('lists only real routes as exceptions', () => {
    const labels = new Set(writes().map(label));
    for (const entry of Object.keys(NO_ENTRY)) expect(labels.has(entry), `${entry} is not a write route`).toBe(true);
    expect(Object.keys(NO_ENTRY).length).toBeLessThanOrEqual(14);
  });

  it('as staff (the owner)', async () => {
    const routes = writes().filter((r) => access(r) === 'staff' || access(r) === 'user');
    expect(routes.length).toBeGreaterThan(80);
    const audited = await sweep(routes, who.owner.token, { kind: 'staff', userId: who.owner.userId, apiKeyId: null });
    staffAudited = new Set(audited);
    expect(audited.length, audited.join('\n')).toBeGreaterThan(25);
  });

  it('as a portal member', async () => {
    const routes = writes().filter((r) => access(r) === 'member');
    expect(routes.length).toBeGreaterThan(10);
    const audited = await sweep(routes, who.member.token, { kind: 'member', userId: who.member.userId, apiKeyId: null });
    expect(audited.length).toBeGreaterThan(0);
  });

  it('as an API key (acting for its creator)', async () => {
    const routes = writes().filter((r) => access(r) === 'staff' && apiKeyMissing(every(), r.config.sections ?? [], r.method) !== 'never');
    expect(routes.length).toBeGreaterThan(50);
    const audited = await sweep(routes, who.key.secret, { kind: 'api_key', userId: who.key.userId, apiKeyId: who.key.id }, staffAudited);
    expect(audited.length).toBeGreaterThan(5);
  });
});

describe('secrets stay out of the audit log', () => {
  it('a password change and an API key’s creation show no hash nor secret', async () => {
    const from = await lastId();
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/change-password/',
      headers: bearer(who.owner.token),
      payload: { current_password: 'Demo1234!', new_password: 'Audit-Matrix-42' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const token = (await login(t.app, { email: DEMO_OWNER.email, password: 'Audit-Matrix-42' })).access;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys/',
      headers: bearer(token),
      payload: { name: 'Audit secret check', scopes: { users: 'read' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { secret } = created.json() as { secret: string };
    const rows = await t.db.select().from(changeLog).where(gt(changeLog.id, from));
    const password = rows.find((r) => r.recordType === 'users' && r.action === 'update');
    expect(password?.after).toMatchObject({ password_hash: '[redacted]' });
    const key = rows.find((r) => r.recordType === 'api_keys' && r.action === 'insert');
    expect(key?.after).toMatchObject({ secret_hash: '[redacted]' });

    for (const url of ['/api/audit-log/?page_size=200', '/api/audit-log/?format=csv', '/api/audit-log/?format=csv&raw=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('[redacted]');
      for (const leak of [/\$argon2/, /Audit-Matrix-42/, new RegExp(secret), new RegExp(sha256(secret))])
        expect(res.body, `${url} ${leak}`).not.toMatch(leak);
    }
  });
});
