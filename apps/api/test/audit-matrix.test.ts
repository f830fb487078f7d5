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
import { multipart } from './support/multipart.ts';
import { PORTAL_ADMIN, portalLogin } from './support/portal-session.ts';
import { DEMO_OWNER, bearer, login, useTestApp } from './support/test-app.ts';
import { WRITE_SAMPLES, type Sample } from './support/write-samples.ts';

const t = useTestApp({ apiKeyRateLimit: 1_000_000 });

/** Routes that call Xero or Stripe before writing anything (their own tests use the fakes). */
const OUTSIDE_SERVICE = [
  'PUT /api/integrations/xero/',
  'POST /api/integrations/xero/test/',
  'DELETE /api/integrations/xero/',
  'POST /api/invoice-sync/',
  'PUT /api/payments/settings/',
  'PATCH /api/payments/settings/',
  'POST /api/payments/settings/test/',
  'DELETE /api/payments/settings/',
  'POST /api/invoices/:slug/payment-link',
  'POST /api/invoices/:slug/refund-to-card',
  'POST /api/online-payments/:slug/refund',
  'POST /api/teams/:slug/payment-method/setup-link',
  'POST /api/portal/payment-method/setup',
  'POST /api/portal/invoices/:slug/pay',
];

/**
 * Write routes excused from "answers 2xx with its sample and leaves an audit entry by its caller", each with its
 * reason: they write no audited table, or they need an outside service. Nothing else: a route that changes a business
 * record must succeed here and leave its entry.
 */
const EXCEPTIONS: Record<string, string> = {
  ...Object.fromEntries(
    OUTSIDE_SERVICE.map((route) => [
      route,
      'needs Xero or Stripe (an outside service); xero.test.ts and the online-payments tests cover it against their fakes',
    ]),
  ),
  'POST /api/notification-campaigns/:slug/test/': 'sends a test e-mail to the caller: only the runtime e-mail outbox is written',
  'POST /api/billing-runs/': 'the sample month has nothing to bill; a run writes billing_runs (runtime), its invoices are captured',
  'POST /api/member-bookings/series/preview': 'a preview: computes the occurrences and writes nothing',
  'POST /api/two-factor/devices/forget/': 'idempotent: the sampled user has no remembered device to forget',
  'POST /api/portal/two-factor/devices/forget': 'idempotent: the sampled member has no remembered device to forget',
  'POST /api/my-sessions/end-others/': 'ends other sessions: revokes runtime refresh tokens only (not audited tables)',
  'POST /api/portal/sessions/end-others/': 'ends other sessions: revokes runtime portal refresh tokens only',
  'POST /api/webhooks/:id/test/': 'a test event: writes only the delivery log (webhook events and deliveries are runtime)',
  'POST /api/dev/jobs/failing/': 'development only (DEV_OUTBOX): queues a failing job; the jobs table is runtime',
  'DELETE /api/my-sessions/:id': 'ends one session: revokes runtime refresh tokens only',
  'DELETE /api/portal/sessions/:id': 'ends one session: revokes runtime portal refresh tokens only',
  'DELETE /api/portal/payment-method': 'idempotent: the team has no saved payment method to remove',
  'PUT /api/client/': 'onboarding: answers only before the operator is onboarded (new-operator.test.ts signs one up)',
  'PUT /api/floors/:slug/layout': 'the sample places no resources: nothing changes',
  'POST /api/events/:slug/attendees/:attendee/check-in': 'idempotent: the sampled attendee is already checked in',
  'POST /api/dashboard-staff/:slug/sign-out/': "ends a staff member's sessions: revokes runtime refresh tokens only",
  'POST /api/jobs/:id/retry/': 'the job queue is runtime state (jobs are not business records)',
  'POST /api/jobs/:id/discard/': 'the job queue is runtime state (jobs are not business records)',
  'POST /api/webhooks/:id/deliveries/:delivery/resend/': 'requeues a delivery: webhook deliveries and jobs are runtime',
  'POST /api/invite/': 'sends the activation e-mail: writes a runtime auth token and the e-mail outbox only',
  'POST /api/portal/bookings/:code/check-in': 'needs a booking of the member that starts now (the sweep books days ahead); not yet prepared here',
  'POST /api/change-password/': "changes the caller's password (and ends its other sessions): the redaction test below calls it",
  'POST /api/portal/password': "changes the member's password and ends their other sessions; its staff twin's redaction is checked below",
};

/** Secret values the samples send or the seed holds: never in a change_log row. */
const SECRET_VALUE = /\$argon2|csk_[\w-]{20}|sk_test_auditmatrix|whsec_auditmatrix|audit-secret-value/;
/** Columns holding secrets: their values in the log are '[redacted]' (or absent/null). */
const SECRET_COLUMN = /password|secret|token_hash|recovery/;

let demoId = 0;
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
  who.member = { token: (await portalLogin(t.app, PORTAL_ADMIN)).access, userId: await userId(PORTAL_ADMIN.email) };
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

async function demoUrl(route: RouteRecord, sample: Sample) {
  let url = route.url;
  for (const [param, source] of Object.entries(route.config.samples?.params ?? {}))
    url = url.replace(`:${param}`, encodeURIComponent(sample.params?.[param] ?? (await sampleValue(source))));
  for (const [param, value] of Object.entries(sample.params ?? {})) url = url.replace(`:${param}`, encodeURIComponent(value));
  const query = new URLSearchParams(sample.query);
  for (const [param, source] of Object.entries(route.config.samples?.query ?? {})) if (!query.has(param)) query.set(param, await sampleValue(source));
  return query.size ? `${url}?${query}` : url;
}

const lastId = async () => Number((await t.db.execute<{ id: number }>(sql`select coalesce(max(id), 0) as id from change_log`)).rows[0]!.id);

type Expected = { kind: 'staff' | 'member' | 'api_key'; userId: number; apiKeyId: number | null };

/** The request a route's sample makes: WRITE_SAMPLES' prepared state, else the route's declared samples. */
async function request(route: RouteRecord, token: string, relogin: () => Promise<void>) {
  const prepare = WRITE_SAMPLES[label(route)];
  const sample: Sample = prepare ? await prepare({ app: t.app, db: t.db, clientId: demoId, token, relogin }) : {};
  const url = await demoUrl(route, sample);
  if (sample.form) {
    const form = multipart(sample.form);
    return { url, headers: { ...bearer(token), 'content-type': form.contentType }, payload: form.payload };
  }
  return { url, headers: bearer(token), payload: (sample.body ?? route.config.samples?.body) as object };
}

/**
 * Calls each route as `token`; returns the routes that left entries. Every route outside EXCEPTIONS must answer 2xx
 * and leave entries (`strict`), and every entry must name the caller.
 */
async function sweep(routes: RouteRecord[], token: string, expected: Expected, relogin: () => Promise<void>, strict = true) {
  const audited: string[] = [];
  const failed: string[] = [];
  for (const route of routes) {
    const excused = label(route) in EXCEPTIONS;
    const { url, headers, payload } = await request(route, token, relogin);
    const from = await lastId();
    const res = await t.app.inject({ method: route.method as 'POST', url, headers, payload });
    const what = `${label(route)} → ${res.statusCode} as ${expected.kind}`;
    if (res.statusCode >= 300) {
      if (strict && !excused) failed.push(`${what}: ${res.body.slice(0, 160)}`);
      continue;
    }
    const rows = await t.db.select().from(changeLog).where(gt(changeLog.id, from));
    if (strict && !excused && !rows.length) failed.push(`${what} left no audit entry`);
    for (const row of rows) {
      expect(
        { kind: row.actorKind, userId: row.actorUserId, apiKeyId: row.actorApiKeyId, client: row.clientId, address: row.actorAddress },
        `${what}: ${row.recordType} ${row.action} by someone else`,
      ).toEqual({ ...expected, client: demoId, address: '127.0.0.1' });
      expect(JSON.stringify([row.before, row.after]), `${what}: a secret in ${row.recordType}`).not.toMatch(SECRET_VALUE);
      for (const image of [row.before, row.after] as (Record<string, unknown> | null)[])
        for (const [column, value] of Object.entries(image ?? {}))
          if (SECRET_COLUMN.test(column)) expect([null, '[redacted]'], `${what}: ${row.recordType}.${column}`).toContain(value);
    }
    if (rows.length) audited.push(label(route));
  }
  // A route listed here needs samples in write-samples.ts (or, if it writes no audited table, a reasoned exception).
  expect(failed.join('\n'), 'write routes that neither succeeded with an audit entry nor are excused').toBe('');
  return audited;
}

describe('every successful write route leaves audit entries by its caller', () => {
  it('lists only real routes as exceptions', () => {
    const labels = new Set(writes().map(label));
    for (const entry of Object.keys(EXCEPTIONS)) expect(labels.has(entry), `${entry} is not a write route`).toBe(true);
    expect(Object.keys(EXCEPTIONS).length - OUTSIDE_SERVICE.length).toBeLessThanOrEqual(24);
  });

  it('as staff (the owner)', async () => {
    const routes = writes().filter((r) => access(r) === 'staff' || access(r) === 'user');
    expect(routes.length).toBeGreaterThan(80);
    const audited = await sweep(routes, who.owner.token, { kind: 'staff', userId: who.owner.userId, apiKeyId: null }, async () => {
      await t.app.inject({ method: 'POST', url: '/auth/jwt/create/', payload: DEMO_OWNER });
    });
    expect(audited.length, audited.join('\n')).toBeGreaterThan(25);
  });

  it('as a portal member', async () => {
    // A fresh login: the staff sweep's member edits may have ended the team admin's earlier portal session.
    who.member.token = (await portalLogin(t.app, PORTAL_ADMIN)).access;
    const routes = writes().filter((r) => access(r) === 'member');
    expect(routes.length).toBeGreaterThan(10);
    const audited = await sweep(routes, who.member.token, { kind: 'member', userId: who.member.userId, apiKeyId: null }, async () => {
      await portalLogin(t.app, PORTAL_ADMIN);
    });
    expect(audited.length).toBeGreaterThan(0);
  });

  it('as an API key (acting for its creator)', async () => {
    const routes = writes().filter((r) => access(r) === 'staff' && apiKeyMissing(every(), r.config.sections ?? [], r.method) !== 'never');
    expect(routes.length).toBeGreaterThan(50);
    const noop = async () => {};
    const audited = await sweep(routes, who.key.secret, { kind: 'api_key', userId: who.key.userId, apiKeyId: who.key.id }, noop, false);
    expect(audited.length).toBeGreaterThan(5);
  });
});

/**
 * Tables the change-capture trigger may leave out, each with its reason: runtime records, derived figures and the log
 * itself. A new table that holds business records must get the trigger (migrations 0054, 0058, 0062) or a reason here.
 */
const UNCAPTURED: Record<string, string> = {
  change_log: 'the audit log itself',
  event_outbox: 'the webhook outbox, written by the same trigger',
  jobs: 'the job queue (runtime)',
  webhook_events: 'the webhook delivery log (runtime)',
  webhook_deliveries: 'the webhook delivery log (runtime)',
  email_outbox: 'outgoing e-mail queue (runtime)',
  notice_recipients: "a notice e-mail's per-recipient send marks (runtime, issue 29)",
  auth_tokens: 'one-time activation and reset tokens (secrets; runtime)',
  refresh_tokens: 'staff sessions (runtime; listed on the sessions screen)',
  portal_refresh_tokens: 'portal sessions (runtime)',
  portal_links: 'one-time portal magic links (secrets; runtime)',
  login_failures: 'the login throttle (runtime)',
  api_key_windows: 'the API-key rate-limit windows (runtime)',
  provider_events: "Stripe's and Xero's webhook idempotency (runtime)",
  collection_attempts: 'payment collection attempts (runtime; the invoice payments they make are captured)',
  billing_runs: 'billing run progress (runtime; the invoices a run makes are captured)',
  billing_charges: "a billing run's planned charges (runtime; the invoice lines are captured)",
  booking_day_figures: 'derived daily figures (maintained by triggers)',
  income_day_figures: 'derived daily figures (maintained by triggers)',
  invoice_day_figures: 'derived daily figures (maintained by triggers)',
  order_day_figures: 'derived daily figures (maintained by triggers)',
  payment_day_figures: 'derived daily figures (maintained by triggers)',
  booking_hour_figures: 'derived hourly figures (maintained by triggers, issue 31)',
  resource_day_figures: 'derived figures (maintained by triggers, issue 31: utilisation)',
  resource_month_figures: 'derived figures (maintained by triggers, issue 31: utilisation)',
  platform_plans: 'the platform’s own price list (no operator writes it)',
};

describe('every table is captured or excused', () => {
  it('has the capture trigger on each table outside UNCAPTURED, and none on those in it', async () => {
    const result = await t.db.execute<{ table: string; captured: boolean }>(sql`
      select c.relname as "table", exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'capture_change') as captured
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname = 'public'`);
    const tables = (result as unknown as { rows: { table: string; captured: boolean }[] }).rows;
    expect(tables.length).toBeGreaterThan(80);
    const missing = tables.filter((x) => !x.captured && !(x.table in UNCAPTURED)).map((x) => x.table);
    expect(missing, 'tables neither captured by capture_change() nor excused in UNCAPTURED').toEqual([]);
    const names = new Set(tables.map((x) => x.table));
    for (const table of Object.keys(UNCAPTURED)) expect(names.has(table), `${table} is not a table`).toBe(true);
    expect(tables.filter((x) => x.captured && x.table in UNCAPTURED).map((x) => x.table)).toEqual([]);
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
