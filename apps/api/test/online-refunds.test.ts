/**
 * Refunds to the card (issue 27 flow 4) against the local Stripe stand-in: a credit note of an invoice paid online is
 * refunded through Stripe, pending until the refund's webhook; card or Direct Debit from the expanded payment method;
 * a manual payment never overpays with a Direct Debit still processing; Account → Payments' list and unapplied refunds.
 */
import { ONLINE_REFUND_MESSAGES, type InvoiceItem, type InvoiceOnlinePayments, type OnlinePaymentItem } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, onlinePayments, onlineRefunds, providerEvents } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';
import { PORTAL_ADMIN } from './support/portal-session.ts';
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

const { t, tok, get, send } = useApiSession();
const fake = fakeFor(() => t.app);

beforeAll(async () => {
  await fake.start();
  t.app.config.stripeApiUrl = fake.url;
  const res = await send('PUT', '/api/payments/settings/', { secret_key: DEMO_KEY, webhook_secret: DEMO_WHSEC, methods: ['card', 'bacs_debit'] });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => fake.stop());

/** An issued invoice of £120.00 (two lines of £60.00 gross) for the portal admin's team. */
async function issued() {
  const payer = await adminTeam(t.db, PORTAL_ADMIN.email);
  const lines = [
    { name: 'Fixed desk', units: 1 },
    { name: 'Meeting room', units: 1 },
  ];
  return (await issueTeamInvoice(send, payer, { lines })).slug;
}

/** The staff payment link, paid on the stand-in's page. */
async function payOnline(slug: string, method: 'card' | 'bacs_debit' = 'card') {
  const link = await send('POST', `/api/invoices/${slug}/payment-link`, {});
  expect(link.statusCode, link.body).toBe(200);
  const { events } = await fake.complete(sessionIdOf(link.json().url), 'succeed', method);
  return events;
}

async function creditNote(slug: string, amounts?: number[]) {
  const s = await invoiceState(t.db, slug);
  const lines = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, s.invoice.id));
  const asked = lines.map((l, i) => ({ line: l.slug, ...(amounts ? { amount: amounts[i] } : {}) })).filter((_l, i) => !amounts || amounts[i] > 0);
  const res = await send('POST', `/api/invoices/${slug}/credit-note`, { lines: asked, reason: 'Refund' });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as InvoiceItem).slug;
}

const refund = (note: string, body: object = {}, token = tok.owner) => send('POST', `/api/invoices/${note}/refund-to-card`, body, token);
const online = async (slug: string, token = tok.owner) => (await get(`/api/invoices/${slug}/online-payments`, token)).json() as InvoiceOnlinePayments;
const noteState = (slug: string) => invoiceState(t.db, slug);

describe('refund to the card', () => {
  it('refunds a whole credit note: pending until the webhook, then the credit note is refunded once, whatever the order', async () => {
    const slug = await issued();
    await payOnline(slug);
    const note = await creditNote(slug);
    expect(await online(note)).toMatchObject({ connected: true, refundable: 120, payments: [{ state: 'succeeded', method: 'card', amount: 120 }] });

    const res = await refund(note);
    expect(res.statusCode, res.body).toBe(201);
    const { refund: made, detail } = res.json();
    expect(detail).toBe(ONLINE_REFUND_MESSAGES.started(12000));
    expect(made).toMatchObject({ amount: 120, status: 'pending', provider_refund_id: expect.stringMatching(/^re_/) });
    let s = await noteState(note);
    expect([s.invoice.status, s.payments.length]).toEqual(['pending_payment', 0]);
    expect((await online(note)).refundable).toBe(0);
    // The refund carries our ids and Stripe's key per credit note and refund.
    const [row] = await t.db.select().from(onlineRefunds).where(eq(onlineRefunds.slug, made.slug));
    expect(row.idempotencyKey).toBe(`refund-${note}-${made.slug}`);
    expect(fake.refunds.refund(made.provider_refund_id)).toMatchObject({ amount: 12000, metadata: { online_refund: made.slug, credit_note: note } });

    const created = fake.deliveries.find(
      (d) => d.event.type === 'refund.created' && (d.event.data as { object: { id: string } }).object.id === made.provider_refund_id,
    )!;
    const [updated] = await fake.refunds.settle(made.provider_refund_id, 'succeeded');
    // Twice, and the older "pending" after it: nothing more.
    expect(await fake.redeliver(updated, DEMO_KEY)).toBe(200);
    expect(await fake.redeliver(created.event, DEMO_KEY)).toBe(200);
    s = await noteState(note);
    expect(s.invoice.status).toBe('paid');
    expect(s.payments.map((p) => [p.amountPence, p.method, p.providerPaymentId])).toEqual([[12000, 'card', made.provider_refund_id]]);
    const after = await online(note);
    expect(after.payments[0]).toMatchObject({
      state: 'refunded',
      refunded: 120,
      refundable: 0,
      refunds: [{ status: 'succeeded', credit_note: { slug: note } }],
    });
    const stored = await t.db
      .select()
      .from(providerEvents)
      .where(eq(providerEvents.eventId, String(updated.id)));
    expect(stored.map((e) => e.outcome)).toEqual(['refund_succeeded']);
  });

  it('refunds part of a credit note, then the rest; more than is owed is refused in words', async () => {
    const slug = await issued();
    await payOnline(slug);
    const note = await creditNote(slug, [50, 0]);
    const over = await refund(note, { amount: 60 });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ amount: ONLINE_REFUND_MESSAGES.overOwed(5000) });
    const first = (await refund(note, { amount: 30 })).json().refund;
    const second = await refund(note, { amount: 30 });
    expect(second.json().errors).toEqual({ amount: ONLINE_REFUND_MESSAGES.overOwed(2000) });
    const rest = (await refund(note, {})).json().refund;
    expect(rest.amount).toBe(20);
    expect((await refund(note, {})).json().errors).toEqual({ amount: ONLINE_REFUND_MESSAGES.nothingOwed });
    await fake.refunds.settle(first.provider_refund_id, 'succeeded');
    await fake.refunds.settle(rest.provider_refund_id, 'succeeded');
    const s = await noteState(note);
    expect([s.invoice.status, s.invoice.paidPence]).toEqual(['paid', 5000]);
    expect((await online(slug)).payments[0]).toMatchObject({ state: 'partially_refunded', refunded: 50, refundable: 70 });
  });

  it('never refunds more than was paid online: the rest was paid by hand', async () => {
    const slug = await issued();
    expect((await send('POST', `/api/invoices/${slug}/payments`, { amount: 40, date: '2025-03-10', method: 'bank_transfer' })).statusCode).toBe(201);
    await payOnline(slug);
    const note = await creditNote(slug);
    expect((await online(note)).refundable).toBe(80);
    const res = await refund(note, { amount: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ amount: ONLINE_REFUND_MESSAGES.overOnline(8000) });
    expect((await refund(note)).json().refund.amount).toBe(80);
    // What is left is refunded by hand; a manual refund counts the pending one.
    const manual = await send('POST', `/api/invoices/${note}/payments`, { amount: 50, date: '2025-03-12', method: 'bank_transfer' });
    expect(manual.json().errors).toEqual({ amount: ONLINE_REFUND_MESSAGES.refundingManual(8000, 4000) });
    expect((await send('POST', `/api/invoices/${note}/payments`, { amount: 40, date: '2025-03-12', method: 'bank_transfer' })).statusCode).toBe(201);
  });

  it('a failed refund records nothing and frees the amount; an invoice not paid online offers none', async () => {
    const slug = await issued();
    await payOnline(slug);
    const note = await creditNote(slug);
    const made = (await refund(note)).json().refund;
    await fake.refunds.settle(made.provider_refund_id, 'failed');
    const s = await noteState(note);
    expect([s.invoice.status, s.payments.length]).toEqual(['pending_payment', 0]);
    const [row] = await t.db.select().from(onlineRefunds).where(eq(onlineRefunds.slug, made.slug));
    expect([row.status, row.failure]).toEqual(['failed', 'The card has expired or was cancelled']);
    expect((await online(note)).refundable).toBe(120);

    const byHand = await issued();
    expect((await send('POST', `/api/invoices/${byHand}/payments`, { amount: 120, date: '2025-03-10', method: 'cash' })).statusCode).toBe(201);
    const other = await creditNote(byHand);
    expect((await online(other)).refundable).toBe(0);
    expect((await refund(other)).json().errors).toEqual({ invoice: ONLINE_REFUND_MESSAGES.notOnline });
    expect((await refund(byHand)).json().errors).toEqual({ invoice: ONLINE_REFUND_MESSAGES.notCreditNote });
  });

  it("is the operator's own: another operator's routes are 404 and its refund id is ignored", async () => {
    const slug = await issued();
    await payOnline(slug);
    const note = await creditNote(slug);
    expect((await get(`/api/invoices/${note}/online-payments`, tok.harbour)).statusCode).toBe(404);
    expect((await refund(note, {}, tok.harbour)).statusCode).toBe(404);
    const [op] = await t.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.paymentIntentId, (await online(slug)).payments[0].payment_intent_id!));
    expect((await send('POST', `/api/online-payments/${op.slug}/refund`, {}, tok.harbour)).statusCode).toBe(404);
    const made = (await refund(note)).json().refund;
    // Harbour's endpoint, signed with Harbour's secret, reports the demo's refund as succeeded: not Harbour's, ignored.
    const connect = await send('PUT', '/api/payments/settings/', { secret_key: HARBOUR_KEY, webhook_secret: HARBOUR_WHSEC }, tok.harbour);
    expect(connect.statusCode, connect.body).toBe(200);
    const created = fake.deliveries.find(
      (d) => d.event.type === 'refund.created' && (d.event.data as { object: { id: string } }).object.id === made.provider_refund_id,
    )!;
    const object = { ...(created.event.data as { object: object }).object, status: 'succeeded' };
    const payload = JSON.stringify({ ...created.event, id: 'evt_foreign_refund_1', type: 'refund.updated', data: { object } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe/harbour',
      headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(payload, HARBOUR_WHSEC) },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(onlineRefunds).where(eq(onlineRefunds.slug, made.slug));
    expect(row.status).toBe('pending');
    expect((await noteState(note)).payments).toEqual([]);
    const [event] = await t.db.select().from(providerEvents).where(eq(providerEvents.eventId, 'evt_foreign_refund_1'));
    expect(event.outcome).toBe('ignored');
  });
});

describe('card or Direct Debit, from the payment method', () => {
  it('reads the method from the PaymentIntent’s expanded payment_method (the intent lists both types)', async () => {
    const card = await issued();
    const [, cardIntent] = await payOnline(card, 'card');
    expect((cardIntent.data as { object: { payment_method_types: string[] } }).object.payment_method_types).toEqual(['card', 'bacs_debit']);
    expect((await invoiceState(t.db, card)).online[0]).toMatchObject({ status: 'succeeded', method: 'card' });
    const debit = await issued();
    await payOnline(debit, 'bacs_debit');
    expect((await invoiceState(t.db, debit)).online[0]).toMatchObject({ status: 'processing', method: 'direct_debit' });
    expect((await online(debit)).processing).toBe(120);
  });
});

describe('a manual payment beside a Direct Debit', () => {
  const manual = (slug: string, amount = 120) =>
    send('POST', `/api/invoices/${slug}/payments`, { amount, date: '2025-03-10', method: 'bank_transfer' });

  for (const order of ['debit first', 'manual first', 'at once'] as const) {
    it(`never overpays (${order})`, async () => {
      const slug = await issued();
      const link = (await send('POST', `/api/invoices/${slug}/payment-link`, {})).json().url as string;
      const pay = () => fake.complete(sessionIdOf(link), 'succeed', 'bacs_debit');
      let res;
      if (order === 'debit first') {
        await pay();
        res = await manual(slug);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ amount: ONLINE_REFUND_MESSAGES.processingManual(12000, 0) });
        expect((await manual(slug, 20)).statusCode).toBe(400);
      } else if (order === 'manual first') {
        res = await manual(slug);
        expect(res.statusCode).toBe(201);
        await pay();
      } else {
        [res] = await Promise.all([manual(slug), pay()]);
      }
      const s0 = await invoiceState(t.db, slug);
      const intent = s0.online[0].paymentIntentId!;
      await fake.settle(intent, 'succeeded');
      const s = await invoiceState(t.db, slug);
      expect(s.payments.reduce((n, p) => n + p.amountPence, 0)).toBe(12000);
      expect(s.invoice.status).toBe('paid');
      // The manual payment won (201): the debit's money is kept unapplied, to refund; otherwise the debit paid.
      expect(s.online[0].unapplied).toBe(res.statusCode === 201);
    });
  }
});

describe('Account → Payments', () => {
  it('lists online payments newest first, by state and unapplied, paged in SQL, and refunds unapplied money', async () => {
    const slug = await issued();
    const link = (await send('POST', `/api/invoices/${slug}/payment-link`, {})).json().url as string;
    expect((await send('POST', `/api/invoices/${slug}/payments`, { amount: 120, date: '2025-03-10', method: 'cash' })).statusCode).toBe(201);
    await fake.complete(sessionIdOf(link), 'succeed', 'card');
    const list = await get('/api/online-payments/?unapplied=1&state=succeeded&page_size=50');
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().online_payments as OnlinePaymentItem[];
    const mine = rows.find((r) => r.invoice.slug === slug)!;
    expect(mine).toMatchObject({ unapplied: true, state: 'succeeded', refundable: 120 });
    expect(rows.every((r) => r.unapplied && r.state === 'succeeded')).toBe(true);
    const page = (await get('/api/online-payments/?page_size=2')).json();
    expect(page.online_payments).toHaveLength(2);
    const times = page.online_payments.map((r: OnlinePaymentItem) => r.created_at);
    expect(times[0] >= times[1]).toBe(true);
    const csv = await get('/api/online-payments/?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');

    const res = await send('POST', `/api/online-payments/${mine.slug}/refund`, {});
    expect(res.statusCode, res.body).toBe(201);
    await fake.refunds.settle(res.json().refund.provider_refund_id, 'succeeded');
    const after = (await get('/api/online-payments/?state=refunded&page_size=50')).json().online_payments as OnlinePaymentItem[];
    expect(after.find((r) => r.slug === mine.slug)).toMatchObject({ refunded: 120, refunds: [{ status: 'succeeded', credit_note: null }] });
    // Money applied to an invoice is refunded through a credit note, not from the list.
    const applied = rows.length ? (await get('/api/online-payments/?unapplied=0&state=succeeded')).json().online_payments[0] : null;
    if (applied)
      expect((await send('POST', `/api/online-payments/${applied.slug}/refund`, {})).json().errors).toEqual({
        payment: ONLINE_REFUND_MESSAGES.notUnapplied,
      });
    const [row] = await t.db
      .select()
      .from(onlineRefunds)
      .where(and(eq(onlineRefunds.slug, res.json().refund.slug)));
    expect(row.creditNoteId).toBeNull();
  });
});
