/**
 * Online payments (issue 27) against the local Stripe stand-in: Account → Payments, Pay in the portal and the staff
 * payment link, and the webhook (signatures, duplicates, order, tenants, the overpay guard).
 */
import { ONLINE_PAYMENT_MESSAGES, type PaymentsStatus } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, invoices, paymentAccounts, providerEvents } from '../src/db/schema/index.ts';
import { bearer } from './support/test-app.ts';
import { useApiSession } from './support/api-session.ts';
import { PORTAL_ADMIN, portalCall, portalLogin } from './support/portal-session.ts';
import {
  DEMO_KEY,
  DEMO_WHSEC,
  HARBOUR_KEY,
  HARBOUR_WHSEC,
  adminTeam,
  fakeFor,
  invoiceState,
  issueTeamInvoice,
  sessionIdOf,
} from './support/payments-fixtures.ts';

const { t, tok, ids, get, send } = useApiSession();
const fake = fakeFor(() => t.app);
const SETTINGS = '/api/payments/settings/';
let admin = '';

beforeAll(async () => {
  await fake.start();
  t.app.config.stripeApiUrl = fake.url;
  admin = (await portalLogin(t.app, PORTAL_ADMIN)).access;
});
afterAll(() => fake.stop());

const connect = (body: object, token = tok.owner) =>
  send('PUT', SETTINGS, { secret_key: DEMO_KEY, webhook_secret: DEMO_WHSEC, methods: ['card', 'bacs_debit'], ...body }, token);

/** An issued invoice of £120.00 for the portal team admin's team. */
async function issued() {
  return (await issueTeamInvoice(send, await adminTeam(t.db, PORTAL_ADMIN.email))).slug;
}

const payOnline = async (slug: string) => {
  const res = await portalCall(t.app, admin, 'POST', `/api/portal/invoices/${slug}/pay`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { url: string; amount: number };
};
const paidPence = (s: Awaited<ReturnType<typeof invoiceState>>) => s.payments.reduce((n, p) => n + p.amountPence, 0);

describe('Account → Payments', () => {
  it('is not connected at first: the portal offers no Pay and Pay is refused in words', async () => {
    expect((await get(SETTINGS)).json()).toMatchObject({ connected: false, key_hint: null, webhook_path: '/api/webhooks/stripe/demo' });
    expect((await portalCall(t.app, admin, 'GET', '/api/portal/me')).json().online_payments).toBe(false);
    const res = await portalCall(t.app, admin, 'POST', `/api/portal/invoices/${await issued()}/pay`);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(ONLINE_PAYMENT_MESSAGES.notConnected);
  });

  it('refuses a key Stripe refuses, stores nothing; a working key is stored sealed and tested', async () => {
    const bad = await connect({ secret_key: 'sk_test_revoked_key_123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ secret_key: ONLINE_PAYMENT_MESSAGES.badKey });
    expect(await t.db.select().from(paymentAccounts).where(eq(paymentAccounts.clientId, ids.demo))).toEqual([]);
    const shape = await connect({ secret_key: 'pk_test_nope', webhook_secret: 'x' });
    expect(shape.statusCode).toBe(400);
    expect(Object.keys(shape.json().errors)).toEqual(expect.arrayContaining(['secret_key', 'webhook_secret']));

    const ok = await connect({});
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      connected: true,
      key_hint: 'sk_test_…0001',
      methods: ['card', 'bacs_debit'],
      detail: ONLINE_PAYMENT_MESSAGES.connected,
    });
    expect(ok.body).not.toContain(DEMO_KEY);
    const [row] = await t.db.select().from(paymentAccounts).where(eq(paymentAccounts.clientId, ids.demo));
    expect(row.secretKeyEncrypted).not.toContain(DEMO_KEY);
    expect(row.webhookSecretEncrypted).not.toContain(DEMO_WHSEC);
    const tested = await send('POST', `${SETTINGS}test/`, {});
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json()).toMatchObject({ detail: ONLINE_PAYMENT_MESSAGES.tested, account_id: expect.stringMatching(/^acct_/), last_error: null });
    const opts = await t.app.inject({
      method: 'PATCH',
      url: SETTINGS,
      headers: bearer(tok.owner),
      payload: { methods: ['card'], auto_collect: true },
    });
    expect(opts.json()).toMatchObject({ methods: ['card'], auto_collect: true });
    await connect({});
    expect((await portalCall(t.app, admin, 'GET', '/api/portal/me')).json().online_payments).toBe(true);
  });

  it("is the operator's own: Harbour sees itself not connected and its staff cannot reach the demo's invoices", async () => {
    expect(((await get(SETTINGS, tok.harbour)).json() as PaymentsStatus).connected).toBe(false);
    const slug = await issued();
    const res = await send('POST', `/api/invoices/${slug}/payment-link`, {}, tok.harbour);
    expect(res.statusCode).toBe(404);
    const ok = await send('PUT', SETTINGS, { secret_key: HARBOUR_KEY, webhook_secret: HARBOUR_WHSEC }, tok.harbour);
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('paying an invoice online', () => {
  it('pays in full by card: the invoice is paid, the payment recorded once with the provider ids', async () => {
    const slug = await issued();
    const { url, amount } = await payOnline(slug);
    expect(amount).toBe(120);
    expect(url.startsWith(`${fake.url}/checkout/`)).toBe(true);
    const again = await payOnline(slug);
    expect(again.url).toBe(url);
    const { redirect } = await fake.complete(sessionIdOf(url), 'succeed', 'card');
    expect(redirect).toContain('/portal/demo/invoices?payment=paid');
    const s = await invoiceState(t.db, slug);
    expect(s.invoice.status).toBe('paid');
    expect(s.payments).toHaveLength(1);
    expect(s.payments[0]).toMatchObject({
      amountPence: 12000,
      method: 'card',
      providerPaymentId: expect.stringMatching(/^pi_/),
      reference: s.payments[0].providerPaymentId,
    });
    expect(s.online[0]).toMatchObject({ status: 'succeeded', paymentIntentId: s.payments[0].providerPaymentId, invoicePaymentId: s.payments[0].id });
    const payAgain = await portalCall(t.app, admin, 'POST', `/api/portal/invoices/${slug}/pay`);
    expect(payAgain.statusCode).toBe(400);
    expect(payAgain.json().detail).toBe(ONLINE_PAYMENT_MESSAGES.notPayable);
  });

  it('pays what is left after a manual part payment', async () => {
    const slug = await issued();
    expect((await send('POST', `/api/invoices/${slug}/payments`, { amount: 40, date: '2025-03-10', method: 'bank_transfer' })).statusCode).toBe(201);
    const { url, amount } = await payOnline(slug);
    expect(amount).toBe(80);
    await fake.complete(sessionIdOf(url), 'succeed');
    const s = await invoiceState(t.db, slug);
    expect(s.invoice.status).toBe('paid');
    expect(s.payments.map((p) => [p.amountPence, p.method]).sort()).toEqual([
      [4000, 'bank_transfer'],
      [8000, 'card'],
    ]);
  });

  it('a failing payment records nothing; the invoice still waits for payment', async () => {
    const slug = await issued();
    const { url } = await payOnline(slug);
    const { redirect } = await fake.complete(sessionIdOf(url), 'fail');
    expect(redirect).toContain('payment=cancelled');
    const s = await invoiceState(t.db, slug);
    expect(s.invoice.status).toBe('pending_payment');
    expect(s.payments).toEqual([]);
    expect(s.online[0]).toMatchObject({ status: 'failed', failure: 'Your card was declined.' });
  });

  it('a Direct Debit is processing (not paid, Pay refused) until the bank answers; a failure reverses it, a later one succeeds', async () => {
    await connect({ methods: ['card', 'bacs_debit'] });
    const slug = await issued();
    const first = await payOnline(slug);
    const [, intent] = (await fake.complete(sessionIdOf(first.url), 'succeed', 'bacs_debit')).events;
    let s = await invoiceState(t.db, slug);
    expect(s.online[0]).toMatchObject({ status: 'processing', method: 'direct_debit' });
    expect([s.invoice.status, s.invoice.paidPence, s.payments.length]).toEqual(['pending_payment', 0, 0]);
    const busy = await portalCall(t.app, admin, 'POST', `/api/portal/invoices/${slug}/pay`);
    expect(busy.json().detail).toBe(ONLINE_PAYMENT_MESSAGES.processing);

    await fake.settle(String((intent.data as { object: { id: string } }).object.id), 'failed');
    s = await invoiceState(t.db, slug);
    expect(s.online[0]).toMatchObject({ status: 'failed', failure: 'The Direct Debit failed.' });
    expect([s.invoice.status, s.payments.length]).toEqual(['pending_payment', 0]);

    const second = await payOnline(slug);
    const events = (await fake.complete(sessionIdOf(second.url), 'succeed', 'bacs_debit')).events;
    await fake.settle(String((events[1].data as { object: { id: string } }).object.id), 'succeeded');
    s = await invoiceState(t.db, slug);
    expect(s.invoice.status).toBe('paid');
    expect(s.payments.map((p) => [p.amountPence, p.method])).toEqual([[12000, 'direct_debit']]);
  });

  it('the staff payment link is e-mailed to the billing contact', async () => {
    const slug = await issued();
    const res = await send('POST', `/api/invoices/${slug}/payment-link`, { send: true });
    expect(res.statusCode, res.body).toBe(200);
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.slug, slug));
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.clientId, ids.demo), eq(emailOutbox.link, res.json().url)));
    expect(mail?.subject).toBe(`Pay invoice ${inv.name} online`);
    expect(res.json().detail).toBe(ONLINE_PAYMENT_MESSAGES.linkSent(mail.to));
  });
});

describe('the webhook', () => {
  const hook = (operator: string, body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/webhooks/stripe/${operator}`,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });

  it('the same events twice and in reverse order record one payment', async () => {
    const slug = await issued();
    const { url } = await payOnline(slug);
    const { events } = await fake.complete(sessionIdOf(url), 'succeed');
    for (const e of [...events].reverse()) expect(await fake.redeliver(e, DEMO_KEY)).toBe(200);
    const s = await invoiceState(t.db, slug);
    expect(s.payments).toHaveLength(1);
    expect(s.invoice.paidPence).toBe(12000);
    const stored = await t.db
      .select()
      .from(providerEvents)
      .where(eq(providerEvents.eventId, String(events[0].id)));
    expect(stored).toHaveLength(1);
  });

  it('a bad signature, or another operator’s signing secret, is 400 and changes nothing', async () => {
    const slug = await issued();
    const { url } = await payOnline(slug);
    const before = fake.deliveries.length;
    const sessionId = sessionIdOf(url);
    // The provider's delivery fails (wrong secret): nothing is recorded; then the raw body altered after signing.
    fake.setWebhook(DEMO_KEY, { url: 'http://api.test/api/webhooks/stripe/demo', secret: HARBOUR_WHSEC });
    await fake.complete(sessionId, 'succeed');
    fake.setWebhook(DEMO_KEY, { url: 'http://api.test/api/webhooks/stripe/demo', secret: DEMO_WHSEC });
    expect(fake.deliveries.slice(before).map((d) => d.status)).toEqual([400, 400]);
    const event = fake.deliveries[before].event;
    const payload = JSON.stringify(event);
    const tampered = await hook('demo', payload.replace('"paid"', '"unpaid"'), fake.sign(payload, DEMO_WHSEC));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().detail).toBe(ONLINE_PAYMENT_MESSAGES.badSignature);
    expect((await hook('demo', payload, 't=1,v1=abc')).statusCode).toBe(400);
    const s = await invoiceState(t.db, slug);
    expect([s.invoice.status, s.payments.length, s.online[0].status]).toEqual(['pending_payment', 0, 'open']);
    expect(
      await t.db
        .select()
        .from(providerEvents)
        .where(eq(providerEvents.eventId, String(event.id))),
    ).toEqual([]);
    // Harbour's endpoint with Harbour's secret: signed right, but the payment is not Harbour's: acknowledged, ignored.
    const harbour = await hook('harbour', payload, fake.sign(payload, HARBOUR_WHSEC));
    expect(harbour.statusCode).toBe(200);
    expect((await invoiceState(t.db, slug)).payments).toEqual([]);
    // Delivered right at last, it pays.
    expect(await fake.redeliver(event, DEMO_KEY)).toBe(200);
    expect((await invoiceState(t.db, slug)).invoice.status).toBe('paid');
  });

  it('acknowledges and ignores unknown types; an unknown operator is 404', async () => {
    const payload = JSON.stringify({
      id: 'evt_unknown_1',
      object: 'event',
      type: 'customer.created',
      created: 1,
      data: { object: { id: 'cus_1', object: 'customer' } },
      api_version: null,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    const res = await hook('demo', payload, fake.sign(payload, DEMO_WHSEC));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect((await hook('demo', payload, fake.sign(payload, DEMO_WHSEC))).json()).toEqual({ received: true, duplicate: true });
    const [row] = await t.db.select().from(providerEvents).where(eq(providerEvents.eventId, 'evt_unknown_1'));
    expect(row.outcome).toBe('ignored');
    expect((await hook('nobody-here', payload, fake.sign(payload, DEMO_WHSEC))).statusCode).toBe(404);
  });

  it('a manual payment and the webhook at the same time never overpay', async () => {
    for (let round = 0; round < 3; round++) {
      const slug = await issued();
      const { url } = await payOnline(slug);
      const [manual] = await Promise.all([
        send('POST', `/api/invoices/${slug}/payments`, { amount: 120, date: '2025-03-10', method: 'cash' }),
        fake.complete(sessionIdOf(url), 'succeed'),
      ]);
      const s = await invoiceState(t.db, slug);
      expect(paidPence(s)).toBe(12000);
      expect(s.invoice.status).toBe('paid');
      // Whichever came second was refused (manual: 400 in words) or kept unapplied (the provider's money, to refund).
      expect(manual.statusCode === 201).toBe(s.online[0].unapplied);
    }
  });
});
