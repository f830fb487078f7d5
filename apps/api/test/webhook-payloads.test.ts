/**
 * Webhook payloads per record type (issue 29: "the same JSON shape the API answers for that record, with event id,
 * type, operator and time"): each event is caused through the API, delivered to a local receiver, verified with the
 * standardwebhooks library, and its data compared with what the API answers for the record (GET) right after.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookEndpointSecret } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox } from '../src/modules/webhooks/webhook-worker.ts';
import { DEMO_OWNER, bearer, login, useTestApp } from './support/test-app.ts';

const t = useTestApp();
let owner = '';
interface Hit {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
const hits: Hit[] = [];
let server: Server;
let base = '';

beforeAll(async () => {
  owner = (await login(t.app, DEMO_OWNER)).access;
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hits.push({ path: req.url ?? '/', headers: req.headers, body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: bearer(owner), payload });
const one = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows[0] as T;

interface Event {
  id: string;
  type: string;
  timestamp: string;
  operator: string;
  data: Record<string, unknown>;
}

/** An endpoint for `events` at `path`; `act` causes them; answers the verified events delivered, by type. */
async function delivered(path: string, events: string[], act: () => Promise<void>): Promise<Record<string, Event[]>> {
  const res = await call('POST', '/api/webhooks/', { url: base + path, events, description: path });
  expect(res.statusCode, res.body).toBe(201);
  const { secret } = res.json() as WebhookEndpointSecret;
  const before = Date.now();
  await act();
  await drainOutbox(t.db);
  await t.app.jobs.drain();
  const byType: Record<string, Event[]> = {};
  for (const hit of hits.filter((h) => h.path === path)) {
    const event = new Webhook(secret).verify(hit.body, hit.headers as Record<string, string>) as Event;
    expect(hit.headers['webhook-id']).toBe(event.id);
    expect(event.id).toMatch(/^evt_/);
    expect(event.operator).toBe('demo');
    const at = new Date(event.timestamp).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
    (byType[event.type] ??= []).push(event);
  }
  return byType;
}

/**
 * What the API answers for the record (GET, 200), without the fields only its detail view adds (the related rows a
 * detail page shows: a membership's bookings, an invoice's lines, a ticket's thread): the payload is the record as
 * the API's lists and detail both answer it. Each such field must be in the answer, so the list stays exact.
 */
async function answered(url: string, detailOnly: string[] = []) {
  const res = await call('GET', url);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  const answer = res.json() as Record<string, unknown>;
  for (const field of detailOnly) {
    expect(answer, `${url} has no ${field}`).toHaveProperty(field);
    delete answer[field];
  }
  return answer;
}
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('webhook payloads are the API’s answer for the record', () => {
  it('membership.created', async () => {
    const member = await one<{ slug: string }>(sql`
      select m.slug from members m join users u on u.id = m.user_id join clients c on c.id = m.client_id
      where c.slug = 'demo' and u.email = 'member@demo.test'`);
    const plan = await one<{ slug: string }>(sql`
      select p.slug from membership_plans p join clients c on c.id = p.client_id where c.slug = 'demo' order by p.id limit 1`);
    let slug = '';
    const events = await delivered('/membership', ['membership.created'], async () => {
      const res = await call('POST', '/api/memberships/', {
        member: member.slug,
        team: 'cobalt-recruitment',
        plan: plan.slug,
        start: day(400),
        end: day(430),
        recurrent: false,
        price: 100,
      });
      expect(res.statusCode, res.body).toBe(201);
      slug = (res.json() as { slug: string }).slug;
    });
    expect(events['membership.created']).toHaveLength(1);
    const [event] = events['membership.created']!;
    expect(event!.data.slug).toBe(slug);
    expect(event!.data).toEqual(await answered(`/api/memberships/${slug}`, ['bookings']));
  });

  it('payment.recorded and invoice.paid', async () => {
    const invoice = await one<{ slug: string; due: number }>(sql`
      select i.slug, (i.gross_price_pence - i.paid_pence - i.credited_pence)::int as due from invoices i join clients c on c.id = i.client_id
      where c.slug = 'demo' and i.status = 'pending_payment' and i.kind = 'invoice' and i.gross_price_pence - i.paid_pence - i.credited_pence > 0
      order by i.id limit 1`);
    const events = await delivered('/money', ['payment.recorded', 'invoice.paid'], async () => {
      const res = await call('POST', `/api/invoices/${invoice.slug}/payments`, { amount: invoice.due / 100, date: day(0), method: 'cash' });
      expect(res.statusCode, res.body).toBe(201);
    });
    expect(events['invoice.paid']).toHaveLength(1);
    const paid = events['invoice.paid']![0]!;
    expect(paid.data).toMatchObject({ slug: invoice.slug, status: 'paid' });
    expect(paid.data).toEqual(await answered(`/api/invoices/${invoice.slug}`, ['invoice_lines']));

    expect(events['payment.recorded']).toHaveLength(1);
    const payment = events['payment.recorded']![0]!;
    const { payments } = (await answered(`/api/invoices/${invoice.slug}/payments`)) as { payments: Record<string, unknown>[] };
    const listed = payments.find((p) => p.slug === payment.data.slug);
    expect(listed, JSON.stringify(payment.data)).toBeDefined();
    // The payment as the invoice's payments list answers it, plus the invoice it is against.
    const { invoice: against, ...rest } = payment.data;
    expect(rest).toEqual(listed);
    expect(against).toMatchObject({ slug: invoice.slug });
  });

  it('order.delivered', async () => {
    const order = await one<{ slug: string }>(sql`
      select o.slug from orders o join clients c on c.id = o.client_id where c.slug = 'demo' and o.status = 'pending' order by o.id limit 1`);
    const events = await delivered('/order', ['order.delivered'], async () => {
      const res = await call('PUT', `/api/orders/${order.slug}`, { status: 'delivered' });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(events['order.delivered']).toHaveLength(1);
    const [event] = events['order.delivered']!;
    expect(event!.data).toMatchObject({ status: 'delivered' });
    expect(event!.data).toEqual(await answered(`/api/orders/${order.slug}`));
  });

  it('ticket.created', async () => {
    const category = await one<{ slug: string }>(sql`
      select k.slug from ticket_categories k join clients c on c.id = k.client_id where c.slug = 'demo' order by k.id limit 1`);
    const member = await one<{ slug: string }>(sql`
      select m.slug from members m join users u on u.id = m.user_id join clients c on c.id = m.client_id
      where c.slug = 'demo' and u.email = 'member@demo.test'`);
    let slug = '';
    const events = await delivered('/ticket', ['ticket.created'], async () => {
      const res = await call('POST', '/api/tickets/', {
        subject: 'Webhook ticket',
        category: category.slug,
        description: 'Hooked',
        member: member.slug,
      });
      expect(res.statusCode, res.body).toBe(201);
      slug = (res.json() as { slug: string }).slug;
    });
    expect(events['ticket.created']).toHaveLength(1);
    const [event] = events['ticket.created']!;
    expect(event!.data.slug).toBe(slug);
    expect(event!.data).toEqual(
      await answered(`/api/tickets/${slug}`, [
        'description',
        'photo',
        'member_email',
        'messages',
        'transitions',
        'first_response_minutes',
        'resolution_minutes',
      ]),
    );
  });
});
