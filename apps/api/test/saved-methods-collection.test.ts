/**
 * Saved payment methods and automatic collection (issue 27 flows 2, 3 and the retries of flow 5) against the local
 * Stripe stand-in: a setup in the portal saves the method (by webhook, once, out-of-order safe), Remove detaches it;
 * an issued invoice is collected off-session once — success, failure (then the chasing run queues a retry on its
 * reminder day), requires action (the payer gets the pay link), a Direct Debit processing then paid; the same attempt
 * asked twice charges once (idempotency key); two workers in one process, and two processes on PostgreSQL, charge
 * each invoice once.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { SAVED_METHOD_MESSAGES, collectionIdempotencyKey, zonedInstant, type PayerMethod } from '@clubspace/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionAttempts, emailOutbox, invoices, payerAccounts, providerEvents } from '../src/db/schema/index.ts';
import { writeTransaction } from '../src/db/transaction.ts';
import { StripeFake } from '../src/dev/stripe-fake/stripe-fake.ts';
import type { LaterOutcome } from '../src/dev/stripe-fake/stripe-fake-saved.ts';
import { runCollection } from '../src/jobs/collection.job.ts';
import { runDunning } from '../src/jobs/dunning.job.ts';
import { setClock } from '../src/lib/clock.ts';
import { claimAttempt } from '../src/modules/collection/collection.repo.ts';
import { chargeParams } from '../src/modules/collection/collection.service.ts';
import { useApiSession } from './support/api-session.ts';
import { adminUrl } from './support/databases.ts';
import { DEMO_KEY, DEMO_WHSEC, adminTeam, invoiceState, issueTeamInvoice, sessionIdOf } from './support/payments-fixtures.ts';
import { PORTAL_ADMIN, PORTAL_MEMBER, portalCall, portalLogin } from './support/portal-session.ts';

const { t, tok, ids, get, send } = useApiSession();
/** Webhooks go to the app in-process; a test may drop them (a worker that died before hearing anything). */
let dropWebhooks = false;
const fake = new StripeFake({
  transport: async (url, headers, body) =>
    dropWebhooks ? 0 : (await t.app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body })).statusCode,
});
fake.setWebhook(DEMO_KEY, { url: 'http://api.test/api/webhooks/stripe/demo', secret: DEMO_WHSEC });
const fx = {} as { admin: string; member: string; team: string; data: string; teamId: number };
const deps = () => t.app;

beforeAll(async () => {
  await fake.start();
  t.app.config.stripeApiUrl = fake.url;
  fx.admin = (await portalLogin(t.app, PORTAL_ADMIN)).access;
  fx.member = (await portalLogin(t.app, PORTAL_MEMBER)).access;
  Object.assign(fx, await adminTeam(t.db, PORTAL_ADMIN.email));
  const res = await send('PUT', '/api/payments/settings/', {
    secret_key: DEMO_KEY,
    webhook_secret: DEMO_WHSEC,
    methods: ['card', 'bacs_debit'],
    auto_collect: true,
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  setClock(null);
  await fake.stop();
});

const myMethod = async (token = fx.admin) => (await portalCall(t.app, token, 'GET', '/api/portal/payment-method')).json() as PayerMethod;

/** Saves a method for the portal admin's team through the portal and the stand-in's setup page. */
async function saveMethod(type: 'card' | 'bacs_debit', later: LaterOutcome = 'succeed') {
  const res = await portalCall(t.app, fx.admin, 'POST', '/api/portal/payment-method/setup');
  expect(res.statusCode, res.body).toBe(200);
  const { url } = res.json() as { url: string };
  expect(url.startsWith(`${fake.url}/checkout/`)).toBe(true);
  return fake.saved.completeSetup(sessionIdOf(url), type, later);
}

/** An issued (validated) invoice of the admin's team: £120.00, due on `due`. */
async function issued(due = '2031-03-31', date = '2031-03-01') {
  const inv = await issueTeamInvoice(send, fx, { date, due });
  const [row] = await t.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.slug, inv.slug));
  return { slug: inv.slug, id: row.id };
}

const attemptsOf = (invoiceId: number) =>
  t.db.select().from(collectionAttempts).where(eq(collectionAttempts.invoiceId, invoiceId)).orderBy(asc(collectionAttempts.attempt));
const charges = (slug: string) => fake.saved.chargesOf(slug).length;
const paidPence = (s: Awaited<ReturnType<typeof invoiceState>>) => s.payments.reduce((n, p) => n + p.amountPence, 0);

describe('saved payment methods', () => {
  it('setup in the portal saves the method by webhook; the portal and the staff show it; a non-admin member cannot manage it', async () => {
    expect(await myMethod()).toEqual({ online: true, auto_collect: true, can_manage: true, method: null });
    const { events } = await saveMethod('card');
    const mine = await myMethod();
    expect(mine.method).toMatchObject({ type: 'card', brand: 'visa', last4: '4242', label: 'Visa •••• 4242' });
    const staff = await get(`/api/teams/${fx.team}/payment-method`);
    expect(staff.statusCode, staff.body).toBe(200);
    expect((staff.json() as PayerMethod).method?.label).toBe('Visa •••• 4242');
    // The provider customer carries the payer's billing e-mail and name.
    const [payer] = await t.db.select().from(payerAccounts).where(eq(payerAccounts.teamId, fx.teamId));
    expect(fake.saved.customer(payer.customerId)).toMatchObject({ metadata: { operator: 'demo', payer: `team:${fx.team}` } });
    // The same event again changes nothing (stored once by id).
    const completed = events.find((e) => e.type === 'checkout.session.completed')!;
    expect(await fake.redeliver(completed, DEMO_KEY)).toBe(200);
    const stored = await t.db
      .select()
      .from(providerEvents)
      .where(eq(providerEvents.eventId, String(completed.id)));
    expect(stored).toHaveLength(1);
    expect(stored[0].outcome).toBe('method_saved');

    const member = await myMethod(fx.member);
    expect(member).toMatchObject({ can_manage: false, method: null });
    expect((await portalCall(t.app, fx.member, 'POST', '/api/portal/payment-method/setup')).statusCode).toBe(403);
    expect((await portalCall(t.app, fx.member, 'DELETE', '/api/portal/payment-method')).statusCode).toBe(403);
    // Another operator's staff never see it: its own team of that name, if any, or 404.
    const other = await get(`/api/teams/${fx.team}/payment-method`, tok.harbour);
    if (other.statusCode === 200) expect((other.json() as PayerMethod).method).toBeNull();
    else expect(other.statusCode).toBe(404);
  });

  it('replace: the newer setup wins even when the older one is delivered late; remove detaches and forgets it', async () => {
    const first = await saveMethod('card', 'fail');
    expect((await myMethod()).method?.last4).toBe('0341');
    const second = await saveMethod('bacs_debit');
    expect((await myMethod()).method?.label).toBe('Direct Debit •••• 2345');
    // The first setup's completion arrives again, late and as a new delivery of a new event id: stale, nothing changes.
    const late = { ...first.events.find((e) => e.type === 'checkout.session.completed')!, id: 'evt_late_setup_replay_001' };
    expect(await fake.redeliver(late, DEMO_KEY)).toBe(200);
    expect((await myMethod()).method?.label).toBe('Direct Debit •••• 2345');

    const removed = await portalCall(t.app, fx.admin, 'DELETE', '/api/portal/payment-method');
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await myMethod()).method).toBeNull();
    expect(fake.saved.paymentMethod(second.paymentMethod)).toMatchObject({ customer: null });
    // The removed method's setup delivered again does not bring it back (detached at the provider).
    const replay = { ...second.events.find((e) => e.type === 'checkout.session.completed')!, id: 'evt_late_setup_replay_002' };
    expect(await fake.redeliver(replay, DEMO_KEY)).toBe(200);
    expect((await myMethod()).method).toBeNull();
  });

  it('staff send the setup link to the team’s billing contact', async () => {
    const res = await send('POST', `/api/teams/${fx.team}/payment-method/setup-link`, { send: true });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { url: string; detail: string };
    expect(body.url.startsWith(`${fake.url}/checkout/`)).toBe(true);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.link, body.url));
    expect(mail, 'setup link e-mailed').toBeTruthy();
    expect(body.detail).toBe(SAVED_METHOD_MESSAGES.setupSent(mail.to));
  });
});

describe('automatic collection', () => {
  it('issuing queues attempt 1 in the same transaction; the job charges it once and the invoice is paid', async () => {
    await saveMethod('card');
    const inv = await issued();
    expect(await attemptsOf(inv.id)).toMatchObject([{ attempt: 1, status: 'queued', reason: 'issued' }]);
    const result = await runCollection(deps());
    expect(result.succeeded).toBeGreaterThanOrEqual(1);
    const s = await invoiceState(t.db, inv.slug);
    expect(s.invoice.status).toBe('paid');
    expect(s.payments).toHaveLength(1);
    expect(s.payments[0]).toMatchObject({ amountPence: 12000, method: 'card', providerPaymentId: expect.stringMatching(/^pi_/) });
    expect(s.online[0]).toMatchObject({ status: 'succeeded', checkoutSessionId: `offsession:${collectionIdempotencyKey(inv.id, 1)}` });
    expect(await attemptsOf(inv.id)).toMatchObject([{ status: 'succeeded', paymentIntentId: s.payments[0].providerPaymentId, amountPence: 12000 }]);
    expect(charges(inv.slug)).toBe(1);
    await runCollection(deps());
    expect(charges(inv.slug)).toBe(1);
  });

  it('the same attempt asked twice (a worker died after charging) charges once: the idempotency key', async () => {
    await saveMethod('card');
    const inv = await issued();
    // A worker claims the attempt, charges, and dies before recording anything (no webhook heard either).
    const past = new Date(Date.now() - 20 * 60_000);
    const claim = await writeTransaction(t.db, (tx) => claimAttempt(tx, past));
    expect(claim.kind).toBe('claimed');
    if (claim.kind !== 'claimed') return;
    dropWebhooks = true;
    const stripe = new Stripe(DEMO_KEY, { ...fake.clientOptions(), maxNetworkRetries: 0 });
    const params = chargeParams(claim);
    const charged = await stripe.paymentIntents.create(params, { idempotencyKey: claim.idempotencyKey });
    dropWebhooks = false;
    expect(charges(inv.slug)).toBe(1);
    expect((await invoiceState(t.db, inv.slug)).invoice.status).toBe('pending_payment');
    // The next run takes the stale attempt again: the provider answers the same PaymentIntent, nothing is charged.
    await runCollection(deps());
    expect(charges(inv.slug)).toBe(1);
    const s = await invoiceState(t.db, inv.slug);
    expect(s.invoice.status).toBe('paid');
    expect(s.payments.map((p) => p.providerPaymentId)).toEqual([charged.id]);
    // The same key with other parameters is refused, never charged.
    await expect(stripe.paymentIntents.create({ ...params, amount: 1 }, { idempotencyKey: claim.idempotencyKey })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
    expect(charges(inv.slug)).toBe(1);
  });

  it('a declined card fails the attempt; the chasing run queues a retry once on its reminder day, charged again once', async () => {
    await saveMethod('card', 'fail');
    const inv = await issued('2031-05-10', '2031-04-10');
    expect((await runCollection(deps())).failed).toBeGreaterThanOrEqual(1);
    expect(await attemptsOf(inv.id)).toMatchObject([{ attempt: 1, status: 'failed', failure: 'Your card was declined.' }]);
    const s = await invoiceState(t.db, inv.slug);
    expect(s.invoice.status).toBe('pending_payment');
    expect(s.online[0]).toMatchObject({ status: 'failed' });
    // Due date day 0: a reminder but no retry; 3 days after: a reminder and attempt 2, once, even when run twice.
    const at = (day: string) => zonedInstant(day, '12:00:00', 'Europe/London');
    await runDunning(t.db, t.app.mailer, t.app.config.publicUrl, at('2031-05-10'));
    expect(await attemptsOf(inv.id)).toHaveLength(1);
    await runDunning(t.db, t.app.mailer, t.app.config.publicUrl, at('2031-05-13'));
    await runDunning(t.db, t.app.mailer, t.app.config.publicUrl, at('2031-05-13'));
    expect(await attemptsOf(inv.id)).toMatchObject([{ attempt: 1 }, { attempt: 2, status: 'queued', reason: 'reminder:3' }]);
    await runCollection(deps());
    expect(await attemptsOf(inv.id)).toMatchObject([{ status: 'failed' }, { status: 'failed' }]);
    expect(fake.saved.confirmations.filter((c) => c.metadata.invoice === inv.slug)).toHaveLength(2);
    expect(charges(inv.slug)).toBe(0);
  });

  it('"requires action" e-mails the payer the invoice’s payment link', async () => {
    await saveMethod('card', 'requires_action');
    const inv = await issued();
    await runCollection(deps());
    expect(await attemptsOf(inv.id)).toMatchObject([{ status: 'requires_action' }]);
    const s = await invoiceState(t.db, inv.slug);
    expect(s.invoice.status).toBe('pending_payment');
    const link = s.online.find((o) => o.checkoutUrl.startsWith(`${fake.url}/checkout/`));
    expect(link, 'a payment link was made').toBeTruthy();
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.link, link!.checkoutUrl));
    expect(mail?.subject).toContain('Confirm your payment');
  });

  it('a Direct Debit is processing until the bank confirms it, then the invoice is paid', async () => {
    await saveMethod('bacs_debit');
    const inv = await issued();
    await runCollection(deps());
    let s = await invoiceState(t.db, inv.slug);
    expect(s.invoice.status).toBe('pending_payment');
    expect(s.online[0]).toMatchObject({ status: 'processing', method: 'direct_debit' });
    expect(s.payments).toHaveLength(0);
    await fake.saved.settle(s.online[0].paymentIntentId!, 'succeeded');
    s = await invoiceState(t.db, inv.slug);
    expect(s.invoice.status).toBe('paid');
    expect(s.payments).toMatchObject([{ amountPence: 12000, method: 'direct_debit' }]);
  });

  it('nothing is queued without a saved method or with automatic collection off', async () => {
    await portalCall(t.app, fx.admin, 'DELETE', '/api/portal/payment-method');
    const a = await issued();
    expect(await attemptsOf(a.id)).toEqual([]);
    await saveMethod('card');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/payments/settings/',
      headers: { authorization: `Bearer ${tok.owner}` },
      payload: { methods: ['card', 'bacs_debit'], auto_collect: false },
    });
    const b = await issued();
    expect(await attemptsOf(b.id)).toEqual([]);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/payments/settings/',
      headers: { authorization: `Bearer ${tok.owner}` },
      payload: { methods: ['card', 'bacs_debit'], auto_collect: true },
    });
  });

  it('two workers in one process charge each issued invoice once', async () => {
    await saveMethod('card');
    const list = [await issued(), await issued(), await issued(), await issued()];
    await Promise.all([runCollection(deps()), runCollection(deps()), runCollection(deps())]);
    for (const inv of list) {
      expect(charges(inv.slug), inv.slug).toBe(1);
      const s = await invoiceState(t.db, inv.slug);
      expect(s.invoice.status).toBe('paid');
      expect(paidPence(s)).toBe(12000);
    }
  });

  // PGlite is one process's database: the two-process case runs on PostgreSQL only.
  it.runIf(process.env.TEST_DB_KIND === 'postgres')('two processes on PostgreSQL charge each issued invoice once', async () => {
    await saveMethod('card');
    const list = [];
    for (let i = 0; i < 6; i++) list.push(await issued());
    const { rows } = await t.db.execute<{ name: string }>(sql`select current_database() as name`);
    const startAt = Date.now() + 4000;
    const child = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'test/support/collection-worker.ts', adminUrl(rows[0].name), fake.url, String(startAt)],
      { cwd: process.cwd(), env: { ...process.env, NODE_ENV: 'test' } },
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
    const mine = await runCollection(deps());
    const theirs = JSON.parse((await child).stdout.trim().split('\n').pop()!) as { attempts: number };
    expect(mine.attempts + theirs.attempts).toBeGreaterThanOrEqual(list.length);
    for (const inv of list) {
      expect(charges(inv.slug), inv.slug).toBe(1);
      const s = await invoiceState(t.db, inv.slug);
      expect(s.invoice.status).toBe('paid');
      expect(s.payments).toHaveLength(1);
    }
  });

  it('the attempts are the operator’s: another operator’s invoices are never claimed with this one’s account', async () => {
    const rows = await t.db
      .select()
      .from(collectionAttempts)
      .where(and(eq(collectionAttempts.clientId, ids.harbour)));
    expect(rows).toEqual([]);
  });
});
