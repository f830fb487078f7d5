/**
 * Outbound webhooks (issue 29): endpoints are the owner's; a committed change becomes exactly one event per type
 * (two workers at once make no duplicate), a rolled-back change none; deliveries are signed per Standard Webhooks
 * (verified here with the standardwebhooks library against a local receiver), retried on the contract's schedule
 * until the 24-hour window closes, and an endpoint failing for 3 days is disabled and its owner e-mailed. Private
 * addresses are refused at save time and at connect time when not allowed; operators never see each other's.
 */
import { spawn } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { WEBHOOK_MESSAGES, type WebhookEndpointSecret } from '@clubspace/contract';
import { desc, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, testConfig } from '../src/config.ts';
import { setClock } from '../src/lib/clock.ts';
import { emailOutbox, webhookDeliveries, webhookEndpoints, webhookEvents } from '../src/db/schema/index.ts';
import { JobWorker } from '../src/jobs/queue/job-worker.ts';
import { drainOutbox, webhookJobHandlers, type WebhookDeps } from '../src/modules/webhooks/webhook-worker.ts';
import { guardedLookup, sendWebhook } from '../src/modules/webhooks/webhook-send.ts';
import { adminUrl } from './support/databases.ts';
import { PORTAL_MEMBER, portalCall, portalLogin } from './support/portal-session.ts';
import { DEMO_OWNER, DEMO_STAFF, HARBOUR_OWNER, bearer, login, useTestApp, type TestApp } from './support/test-app.ts';

const t = useTestApp();
const silent = pino({ level: 'silent' });
const tok = {} as { owner: string; staff: string; harbour: string };

interface Hit {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
const hits: Hit[] = [];
/** Path → statuses to answer in turn (then 200). */
const plan = new Map<string, number[]>();
let server: Server;
let base = '';

beforeAll(async () => {
  tok.owner = (await login(t.app, DEMO_OWNER)).access;
  tok.staff = (await login(t.app, DEMO_STAFF)).access;
  tok.harbour = (await login(t.app, HARBOUR_OWNER)).access;
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const path = req.url ?? '/';
      hits.push({ path, headers: req.headers, body });
      const queue = plan.get(path) ?? [];
      const status = queue.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'receiver says no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const deps = (over: Partial<WebhookDeps> = {}): WebhookDeps => ({
  db: t.db,
  mailer: t.app.mailer,
  secretKey: testConfig().secretKey!,
  allowPrivate: true,
  publicUrl: 'http://localhost:8080',
  ...over,
});
const worker = (over: Partial<WebhookDeps> = {}) => new JobWorker(t.db, silent, webhookJobHandlers(deps(over)));

/** Events made, deliveries sent (the outbox, then the due delivery jobs). */
async function pump(w: JobWorker = t.app.jobs) {
  await drainOutbox(t.db);
  await w.drain();
}
/** Failed deliveries are due again now (instead of waiting out the backoff). */
const dueNow = () => t.db.execute(sql`update jobs set run_at = now() where kind = 'webhook-delivery' and state = 'queued'`);

async function addEndpoint(path: string, events: string[], token = tok.owner, app: TestApp = t.app): Promise<WebhookEndpointSecret> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/webhooks/',
    headers: bearer(token),
    payload: { url: base + path, events, description: path },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const hitsOf = (path: string) => hits.filter((h) => h.path === path);
const deliveriesOf = async (id: number, token = tok.owner) =>
  (await t.app.inject({ method: 'GET', url: `/api/webhooks/${id}/deliveries/`, headers: bearer(token) })).json().deliveries as {
    id: number;
    event_id: string;
    event_type: string;
    status: string;
    attempts: number;
    response_status: number | null;
    error: string | null;
    next_attempt_at: string | null;
  }[];
const sendTest = (id: number) => t.app.inject({ method: 'POST', url: `/api/webhooks/${id}/test/`, headers: bearer(tok.owner) });

async function bookRoom(token = tok.owner): Promise<string> {
  const { rows } = await t.db.execute<{ slug: string; office: string }>(sql`
    select r.slug, o.slug as office from resources r join offices o on o.id = r.office_id
    where r.client_id = (select id from clients where slug = 'demo') and r.resource_type = 'meeting_room' order by r.id limit 1`);
  const start = new Date(Date.now() + (50 + Math.floor(Math.random() * 200)) * 86400_000);
  start.setUTCHours(9 + Math.floor(Math.random() * 6), 0, 0, 0);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/member-bookings/',
    headers: bearer(token),
    payload: [
      {
        office: rows[0].office,
        resource: rows[0].slug,
        booking_type: 'meeting_room',
        start: start.toISOString(),
        end: new Date(start.getTime() + 3600_000).toISOString(),
        guest_name: 'Hook',
        guest_surname: 'Guest',
        guest_email: 'hook.guest@example.com',
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  const { rows: made } = await t.db.execute<{ code: string }>(sql`select code from bookings order by id desc limit 1`);
  return made[0].code;
}

describe('managing endpoints', () => {
  it('shows a whsec_ secret once; the list never holds it; the owner’s only', async () => {
    const created = await addEndpoint('/managed', ['booking.created']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(created.secret.slice(6), 'base64')).toHaveLength(32);
    const list = await t.app.inject({ method: 'GET', url: '/api/webhooks/', headers: bearer(tok.owner) });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret.slice(12));
    expect(list.json().endpoints.find((e: { id: number }) => e.id === created.endpoint.id)).toMatchObject({
      enabled: true,
      events: ['booking.created'],
    });
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.endpoint.id));
    expect(row.secretSealed).not.toContain(created.secret.slice(6));
    const staff = await t.app.inject({ method: 'GET', url: '/api/webhooks/', headers: bearer(tok.staff) });
    expect(staff.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/',
      headers: bearer(tok.owner),
      payload: { url: 'ftp://x.test/', events: [] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('another operator’s endpoint is a 404, and an event of one operator never goes to another’s endpoint', async () => {
    const demo = await addEndpoint('/isolation-demo', ['booking.created']);
    const harbour = await addEndpoint('/isolation-harbour', ['booking.created'], tok.harbour);
    for (const [method, url] of [
      ['GET', `/api/webhooks/${demo.endpoint.id}/deliveries/`],
      ['PATCH', `/api/webhooks/${demo.endpoint.id}/`],
      ['POST', `/api/webhooks/${demo.endpoint.id}/rotate/`],
      ['POST', `/api/webhooks/${demo.endpoint.id}/test/`],
      ['DELETE', `/api/webhooks/${demo.endpoint.id}/`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(tok.harbour), payload: method === 'PATCH' ? { enabled: false } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    await bookRoom();
    await pump();
    expect(hitsOf('/isolation-demo').length).toBe(1);
    expect(hitsOf('/isolation-harbour')).toHaveLength(0);
    expect(await deliveriesOf(harbour.endpoint.id, tok.harbour)).toEqual([]);
  });
});

describe('events from committed changes', () => {
  it('a rolled-back change sends nothing', async () => {
    await pump();
    const before = hits.length;
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`update bookings set comments = 'rolled back' where id = (select min(id) from bookings)`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await drainOutbox(t.db)).toBe(0);
    await t.app.jobs.drain();
    expect(hits.length).toBe(before);
  });

  it('a booking made through the API is one booking.created event, even with two workers at once; it verifies', async () => {
    const created = await addEndpoint('/bookings', ['booking.created', 'booking.cancelled']);
    const code = await bookRoom();
    const one = worker();
    const two = worker();
    await Promise.all([drainOutbox(t.db), drainOutbox(t.db)]);
    await Promise.all([one.drain(), two.drain()]);
    const events = await t.db.select().from(webhookEvents).where(eq(webhookEvents.type, 'booking.created'));
    const mine = events.filter((e) => JSON.parse(e.body).data.code === code);
    expect(mine).toHaveLength(1);
    const got = hitsOf('/bookings');
    expect(got).toHaveLength(1);
    const hit = got[0];
    expect(hit.headers['webhook-id']).toBe(mine[0].id);
    expect(hit.headers['webhook-id']).toMatch(/^evt_/);
    const payload = new Webhook(created.secret).verify(hit.body, hit.headers as Record<string, string>) as {
      type: string;
      operator: string;
      data: { code: string; status: string };
    };
    expect(payload).toMatchObject({ type: 'booking.created', operator: 'demo', data: { code, status: 'active' } });
    // The same shape the API answers for the booking.
    const detail = (await t.app.inject({ method: 'GET', url: `/api/member-bookings/${code}`, headers: bearer(tok.owner) })).json();
    expect(Object.keys(detail)).toEqual(expect.arrayContaining(Object.keys(payload.data)));
    expect(await deliveriesOf(created.endpoint.id)).toMatchObject([
      { event_type: 'booking.created', status: 'delivered', attempts: 1, response_status: 200 },
    ]);

    // Cancelling it is booking.cancelled.
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/member-bookings/${code}`,
      headers: bearer(tok.owner),
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await pump();
    expect(hitsOf('/bookings').map((h) => JSON.parse(h.body).type)).toEqual(['booking.created', 'booking.cancelled']);
  });

  it('a member renaming themselves (their user row) is a member.updated of their operator', async () => {
    await addEndpoint('/members', ['member.updated']);
    const member = await portalLogin(t.app, PORTAL_MEMBER);
    const renamed = await portalCall(t.app, member.access, 'PUT', '/api/portal/profile', { first_name: 'Mia', last_name: 'Renamed', phone: '' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await pump();
    const got = hitsOf('/members').map((h) => JSON.parse(h.body) as { type: string; operator: string; data: { name?: string; last_name?: string } });
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ type: 'member.updated', operator: 'demo' });
    expect(JSON.stringify(got[0].data)).toContain('Renamed');
  });

  it('Resend is a new delivery of the same event', async () => {
    const created = await addEndpoint('/resend', ['booking.created']);
    await sendTest(created.endpoint.id);
    await pump();
    const [first] = await deliveriesOf(created.endpoint.id);
    expect(first).toMatchObject({ event_type: 'webhook.test', status: 'delivered' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${created.endpoint.id}/deliveries/${first.id}/resend/`,
      headers: bearer(tok.owner),
    });
    expect(res.statusCode).toBe(202);
    await pump();
    const log = await deliveriesOf(created.endpoint.id);
    expect(log).toHaveLength(2);
    expect(log[0].event_id).toBe(first.event_id);
    expect(hitsOf('/resend').map((h) => h.headers['webhook-id'])).toEqual([first.event_id, first.event_id]);
  });
});

describe('retries, the 24-hour window and disabling', () => {
  it('retries a failing receiver on the contract’s schedule until it answers 2xx', async () => {
    const created = await addEndpoint('/flaky', ['booking.created']);
    plan.set('/flaky', [500, 503]);
    await sendTest(created.endpoint.id);
    await pump();
    let [d] = await deliveriesOf(created.endpoint.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 1, response_status: 500 });
    const wait1 = new Date(d.next_attempt_at!).getTime() - Date.now();
    expect(wait1).toBeGreaterThan(3_000);
    expect(wait1).toBeLessThanOrEqual(5_000);
    await pump(); // not due yet
    expect(hitsOf('/flaky')).toHaveLength(1);
    await dueNow();
    await pump();
    [d] = await deliveriesOf(created.endpoint.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 2, response_status: 503 });
    expect(new Date(d.next_attempt_at!).getTime() - Date.now()).toBeGreaterThan(25_000);
    await dueNow();
    await pump();
    [d] = await deliveriesOf(created.endpoint.id);
    expect(d).toMatchObject({ status: 'delivered', attempts: 3, response_status: 200, next_attempt_at: null });
    const ids = new Set(hitsOf('/flaky').map((h) => h.headers['webhook-id']));
    expect(ids.size).toBe(1);
    const [ep] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.endpoint.id));
    expect(ep.failingSince).toBeNull();
  });

  it('a try that fails unexpectedly before it plans its retry (the database) is retried on the contract’s schedule, not laid dead', async () => {
    const created = await addEndpoint('/db-blip', ['booking.created']);
    await sendTest(created.endpoint.id);
    // The delivery's handler sees its database fail at its first statement (a lost connection): no retry time is set.
    const blip = new Proxy(t.db, {
      get: (target, prop, receiver) =>
        prop === 'execute' ? () => Promise.reject(new Error('connection lost')) : (Reflect.get(target, prop, receiver) as unknown),
    });
    await drainOutbox(t.db);
    const started = Date.now();
    await worker({ db: blip }).drain();
    const [d] = await deliveriesOf(created.endpoint.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 0 });
    const { rows } = await t.db.execute<{ state: string; last_error: string; run_at: string | Date }>(
      sql`select state, last_error, run_at from jobs where unique_key = ${`webhook-delivery:${d.id}`}`,
    );
    expect(rows[0]).toMatchObject({ state: 'queued', last_error: 'connection lost' });
    // webhookRetryAt after one failed try: 5 s.
    const wait = new Date(rows[0].run_at).getTime() - started;
    expect(wait).toBeGreaterThan(3_000);
    expect(wait).toBeLessThanOrEqual(6_000);
    await dueNow();
    await pump();
    expect((await deliveriesOf(created.endpoint.id))[0]).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(hitsOf('/db-blip')).toHaveLength(1);
  });

  it('a delivery still failing when its next try would fall after 24 hours has failed', async () => {
    const created = await addEndpoint('/down', ['booking.created']);
    plan.set('/down', [500, 500, 500]);
    await sendTest(created.endpoint.id);
    await pump();
    const [d] = await deliveriesOf(created.endpoint.id);
    await t.db.execute(sql`update webhook_deliveries set first_attempt_at = now() - interval '23 hours 59 minutes 50 seconds' where id = ${d.id}`);
    await dueNow();
    await pump();
    const [after] = await deliveriesOf(created.endpoint.id);
    expect(after).toMatchObject({ status: 'failed', attempts: 2, next_attempt_at: null });
    const { rows } = await t.db.execute<{ state: string }>(sql`select state from jobs where unique_key = ${`webhook-delivery:${d.id}`}`);
    expect(rows[0].state).toBe('dead');
  });

  it('an endpoint failing for 3 days is disabled and the owner e-mailed; a disabled endpoint gets nothing', async () => {
    const created = await addEndpoint('/dead', ['booking.created']);
    plan.set('/dead', [500, 500, 500]);
    await t.db.execute(sql`update webhook_endpoints set failing_since = now() - interval '3 days 1 minute' where id = ${created.endpoint.id}`);
    await sendTest(created.endpoint.id);
    await pump();
    const [ep] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.endpoint.id));
    expect(ep.enabled).toBe(false);
    expect(ep.disabledReason).toMatch(/3 days/);
    const [d] = await deliveriesOf(created.endpoint.id);
    expect(d).toMatchObject({ status: 'failed', next_attempt_at: null });
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, DEMO_OWNER.email)).orderBy(desc(emailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ subject: WEBHOOK_MESSAGES.disabledSubject, kind: 'webhook_disabled' });
    expect(mail.text).toContain(base + '/dead');
    // An HTML e-mail from its template (mail/webhook-disabled.mail.tsx), with a button to the Webhooks page.
    expect(mail.html).toContain('Open Webhooks');
    const list = (await t.app.inject({ method: 'GET', url: '/api/webhooks/', headers: bearer(tok.owner) })).json();
    expect(list.endpoints.find((e: { id: number }) => e.id === created.endpoint.id).disabled_reason).toMatch(/3 days/);

    const count = hitsOf('/dead').length;
    await bookRoom();
    await sendTest(created.endpoint.id);
    await pump();
    expect(hitsOf('/dead')).toHaveLength(count);
    const log = await deliveriesOf(created.endpoint.id);
    expect(log.filter((x) => x.event_type === 'booking.created')).toEqual([]);
    expect(log[0]).toMatchObject({ event_type: 'webhook.test', status: 'failed', error: 'The endpoint is disabled' });

    // A person turning it off is the same: nothing is queued for it.
    const off = await addEndpoint('/off', ['booking.created']);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/webhooks/${off.endpoint.id}/`,
      headers: bearer(tok.owner),
      payload: { enabled: false },
    });
    expect(patch.json()).toMatchObject({ enabled: false, disabled_reason: null });
    await bookRoom();
    await pump();
    expect(hitsOf('/off')).toHaveLength(0);
    expect(await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, off.endpoint.id))).toEqual([]);
  });
});

describe('secrets and addresses', () => {
  it('after a rotation both secrets sign for 24 hours, space-separated: both just before 24 h, only the new just after', async () => {
    /** Rotates a new endpoint's secret with the clock `ago` ms in the past, then sends a test event now. */
    const rotatedAgo = async (path: string, ago: number) => {
      const created = await addEndpoint(path, ['booking.created']);
      const at = new Date(Date.now() - ago);
      setClock(at);
      let rotated;
      try {
        rotated = await t.app.inject({ method: 'POST', url: `/api/webhooks/${created.endpoint.id}/rotate/`, headers: bearer(tok.owner) });
      } finally {
        setClock(null);
      }
      expect(rotated.statusCode).toBe(200);
      const { secret } = rotated.json() as WebhookEndpointSecret;
      expect(secret).not.toBe(created.secret);
      const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.endpoint.id));
      // The old secret stays valid exactly 24 hours from the rotation.
      expect(row.previousSecretUntil!.getTime() - at.getTime()).toBe(24 * 3600_000);
      await sendTest(created.endpoint.id);
      await pump();
      const [hit] = hitsOf(path);
      const headers = hit.headers as Record<string, string>;
      return { old: created.secret, secret, hit, headers, signatures: String(hit.headers['webhook-signature']).split(' ') };
    };

    // Rotated 23 h 59 min 30 s ago: both sign.
    const before = await rotatedAgo('/rotated-before', 24 * 3600_000 - 30_000);
    expect(before.signatures).toHaveLength(2);
    for (const s of [before.old, before.secret]) expect(() => new Webhook(s).verify(before.hit.body, before.headers)).not.toThrow();

    // Rotated 24 h 0 min 30 s ago: only the new one signs.
    const after = await rotatedAgo('/rotated-after', 24 * 3600_000 + 30_000);
    expect(after.signatures).toHaveLength(1);
    expect(() => new Webhook(after.old).verify(after.hit.body, after.headers)).toThrow();
    expect(() => new Webhook(after.secret).verify(after.hit.body, after.headers)).not.toThrow();

    // Just rotated: the endpoint says until when the old secret signs.
    const fresh = await addEndpoint('/rotated-now', ['booking.created']);
    const res = await t.app.inject({ method: 'POST', url: `/api/webhooks/${fresh.endpoint.id}/rotate/`, headers: bearer(tok.owner) });
    const until = new Date((res.json() as WebhookEndpointSecret).endpoint.previous_secret_until!).getTime() - Date.now();
    expect(until).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(until).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('refuses private targets by default: only WEBHOOKS_ALLOW_PRIVATE=1 allows them, whatever NODE_ENV is', async () => {
    const env = { DATA_DIR: '/tmp/clubspace-webhook-default', JWT_SECRET: 'x', SECRET_KEY: 'y' };
    expect(loadConfig(env).webhooksAllowPrivate).toBe(false);
    expect(loadConfig({ ...env, NODE_ENV: 'development' }).webhooksAllowPrivate).toBe(false);
    expect(loadConfig({ ...env, NODE_ENV: 'test' }).webhooksAllowPrivate).toBe(false);
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).webhooksAllowPrivate).toBe(false);
    expect(loadConfig({ ...env, WEBHOOKS_ALLOW_PRIVATE: '0' }).webhooksAllowPrivate).toBe(false);
    expect(loadConfig({ ...env, WEBHOOKS_ALLOW_PRIVATE: '1' }).webhooksAllowPrivate).toBe(true);
    expect(loadConfig({ ...env, NODE_ENV: 'production', WEBHOOKS_ALLOW_PRIVATE: '1' }).webhooksAllowPrivate).toBe(true);
    // An API built from the default settings (nothing set) refuses a receiver on this machine.
    const { webhooksAllowPrivate, ...rest } = testConfig();
    expect(webhooksAllowPrivate).toBe(true);
    const plain = await buildApp({ ...rest, webhooksAllowPrivate: loadConfig(env).webhooksAllowPrivate }, t.db);
    try {
      const res = await plain.inject({
        method: 'POST',
        url: '/api/webhooks/',
        headers: bearer(tok.owner),
        payload: { url: base + '/default', events: ['booking.created'] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(WEBHOOK_MESSAGES.urlPrivate);
    } finally {
      await plain.close();
    }
  });

  it('refuses private addresses at save time and at connect time unless allowed', async () => {
    const strict = await buildApp(testConfig({ webhooksAllowPrivate: false }), t.db);
    try {
      for (const url of [
        base + '/x',
        'http://localhost/x',
        'http://[::1]/x',
        'http://[::ffff:127.0.0.1]/x',
        'http://169.254.169.254/latest',
        'http://10.0.0.8/',
      ]) {
        const res = await strict.inject({
          method: 'POST',
          url: '/api/webhooks/',
          headers: bearer(tok.owner),
          payload: { url, events: ['booking.created'] },
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().detail).toBe(WEBHOOK_MESSAGES.urlPrivate);
      }
    } finally {
      await strict.close();
    }
    // A name that resolves to a private address (DNS rebinding): refused on the resolved address.
    const refused = await new Promise<Error | null>((resolve) => guardedLookup(false)('localhost', {}, (err) => resolve(err)));
    expect(refused?.message).toContain(WEBHOOK_MESSAGES.urlPrivate);
    const port = (server.address() as AddressInfo).port;
    const before = hits.length;
    const sent = await sendWebhook(
      `http://localhost:${port}/rebound`,
      { id: 'evt_x', body: '{}', secrets: ['whsec_' + Buffer.alloc(32).toString('base64')], at: new Date() },
      { allowPrivate: false },
    );
    expect(sent).toMatchObject({ ok: false, status: null });
    expect(sent.error).toContain(WEBHOOK_MESSAGES.urlPrivate);
    // An endpoint saved while allowed, delivered by a worker that does not allow private addresses, never connects.
    const created = await addEndpoint('/private', ['booking.created']);
    await sendTest(created.endpoint.id);
    await drainOutbox(t.db);
    await worker({ allowPrivate: false }).drain();
    expect(hits.length).toBe(before);
    const [d] = await deliveriesOf(created.endpoint.id);
    expect(d.error).toContain(WEBHOOK_MESSAGES.urlPrivate);
  });

  it('redirects are not followed: a 3xx is a failed try', async () => {
    const created = await addEndpoint('/moved', ['booking.created']);
    plan.set('/moved', [301]);
    await sendTest(created.endpoint.id);
    await pump();
    const [d] = await deliveriesOf(created.endpoint.id);
    expect(d).toMatchObject({ status: 'pending', response_status: 301 });
  });
});

describe('two processes', () => {
  it.runIf(process.env.TEST_DB_KIND === 'postgres')('two processes draining the outbox on PostgreSQL make each event once', async () => {
    const created = await addEndpoint('/two-processes', ['booking.updated']);
    await drainOutbox(t.db);
    const { rows: picked } = await t.db.execute<{ id: number }>(sql`
      select id from bookings where client_id = (select id from clients where slug = 'demo') and booking_type <> 'block' order by id limit 60`);
    for (const b of picked) await t.db.execute(sql`update bookings set comments = ${`two processes ${b.id}`} where id = ${b.id}`);
    const [{ name }] = (await t.db.execute<{ name: string }>(sql`select current_database() as name`)).rows;
    const script = fileURLToPath(new URL('./support/webhook-outbox-worker.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script, adminUrl(name)], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    const ready = new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('ready\n')) resolve();
      }),
    );
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await ready;
    child.stdin.write('go\n');
    const mine = await drainOutbox(t.db);
    expect(await exited).toBe(0);
    const theirs = (JSON.parse(out.split('\n').filter(Boolean).at(-1)!) as { taken: number }).taken;
    expect(mine + theirs).toBeGreaterThanOrEqual(picked.length);
    const { rows } = await t.db.execute<{ n: number; events: number }>(sql`
      select count(*)::int as n, count(distinct e.id)::int as events from webhook_deliveries d join webhook_events e on e.id = d.event_id
      where d.endpoint_id = ${created.endpoint.id}`);
    expect(rows[0]).toEqual({ n: picked.length, events: picked.length });
    const { rows: left } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from event_outbox`);
    expect(left[0].n).toBe(0);
  });
});
