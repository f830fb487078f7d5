/**
 * Model-based check of online payments (issue 27): random runs of manual payments, online payments that succeed or
 * fail, and their webhooks delivered again and out of order. Whatever the run: what an invoice records never exceeds
 * its total, and each provider payment is recorded at most once.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicePayments } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';
import { PORTAL_ADMIN, portalCall, portalLogin } from './support/portal-session.ts';
import { DEMO_KEY, DEMO_WHSEC, adminTeam, fakeFor, invoiceState, sessionIdOf } from './support/payments-fixtures.ts';

const { t, send } = useApiSession();
const fake = fakeFor(() => t.app);
let admin = '';

beforeAll(async () => {
  await fake.start();
  t.app.config.stripeApiUrl = fake.url;
  admin = (await portalLogin(t.app, PORTAL_ADMIN)).access;
  expect(
    (await send('PUT', '/api/payments/settings/', { secret_key: DEMO_KEY, webhook_secret: DEMO_WHSEC, methods: ['card', 'bacs_debit'] })).statusCode,
  ).toBe(200);
});
afterAll(() => fake.stop());

type Step =
  | { kind: 'manual'; pounds: number }
  | { kind: 'online'; outcome: 'succeed' | 'fail'; method: 'card' | 'bacs_debit'; settle: 'succeeded' | 'failed' }
  | { kind: 'replay'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('manual' as const), pounds: fc.integer({ min: 1, max: 130 }) }),
  fc.record({
    kind: fc.constant('online' as const),
    outcome: fc.constantFrom('succeed' as const, 'fail' as const),
    method: fc.constantFrom('card' as const, 'bacs_debit' as const),
    settle: fc.constantFrom('succeeded' as const, 'failed' as const),
  }),
  fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }),
);

async function issuedInvoice(totalPounds: number) {
  const team = await adminTeam(t.db, PORTAL_ADMIN.email);
  const created = await send('POST', '/api/invoices/', {
    team_slug: team.team,
    invoice_data: team.data,
    date: '2025-03-01',
    date_due: '2025-03-31',
    invoice_type: 'work',
    status: 'open',
  });
  const slug = created.json().slug as string;
  await send('POST', '/api/invoice-lines/', {
    invoice: slug,
    name: 'Desk',
    payment_type: 'work',
    date: '2025-03-01',
    units: 1,
    unit_price: totalPounds,
    vat: 0,
    status: 'new',
  });
  expect((await send('POST', '/api/invoice-validate/', { invoice: slug })).statusCode).toBe(200);
  return slug;
}

/** Runs the steps; online ones start a Checkout for what is due (if anything), concurrently with the next manual payment. */
async function run(slug: string, steps: Step[]) {
  const delivered: Record<string, unknown>[] = [];
  for (const s of steps) {
    if (s.kind === 'manual') {
      await send('POST', `/api/invoices/${slug}/payments`, { amount: s.pounds, date: '2025-03-10', method: 'cash' });
    } else if (s.kind === 'replay') {
      if (delivered.length) await fake.redeliver(delivered[s.pick % delivered.length], DEMO_KEY);
    } else {
      const pay = await portalCall(t.app, admin, 'POST', `/api/portal/invoices/${slug}/pay`);
      if (pay.statusCode !== 200) continue;
      const { events } = await fake.complete(sessionIdOf(pay.json().url), s.outcome, s.method);
      delivered.push(...events);
      const processing = events.find((e) => e.type === 'payment_intent.processing');
      if (processing) delivered.push(...(await fake.settle(String((processing.data as { object: { id: string } }).object.id), s.settle)));
    }
  }
  // Every event once more, newest first: nothing may change.
  for (const e of [...delivered].reverse()) await fake.redeliver(e, DEMO_KEY);
}

describe('online payments model', () => {
  it('never records more than the invoice total, nor a provider payment twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 150 }), fc.array(step, { minLength: 1, maxLength: 6 }), async (total, steps) => {
        const slug = await issuedInvoice(total);
        await run(slug, steps);
        const s = await invoiceState(t.db, slug);
        const recorded = s.payments.reduce((n, p) => n + p.amountPence, 0);
        expect(recorded).toBeLessThanOrEqual(total * 100);
        expect(s.invoice.paidPence).toBe(recorded);
        expect(s.invoice.status).toBe(recorded === total * 100 ? 'paid' : 'pending_payment');
        const providerIds = s.payments.map((p) => p.providerPaymentId).filter(Boolean);
        expect(new Set(providerIds).size).toBe(providerIds.length);
        // Each succeeded online payment is recorded exactly once, or kept unapplied when the invoice was paid meanwhile.
        for (const o of s.online.filter((x) => x.status === 'succeeded')) {
          const rows = await t.db.select().from(invoicePayments).where(eq(invoicePayments.providerPaymentId, o.paymentIntentId!));
          expect(rows.length).toBe(o.unapplied ? 0 : 1);
        }
        expect(s.online.filter((o) => o.status !== 'succeeded').every((o) => o.invoicePaymentId === null)).toBe(true);
      }),
      { numRuns: 12 },
    );
  });
});
