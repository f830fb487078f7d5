/**
 * Model-based check of automatic collection (issue 27 flow 3): random runs of issuing, collecting (one or two workers
 * at once), manual payments, retries queued on a reminder day and webhooks delivered again, with a saved card that
 * pays or is declined. Whatever the run: what an invoice records never exceeds its total, the stand-in took at most
 * one successful charge per invoice, and a paid invoice's payments add up to its total.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../src/db/schema/index.ts';
import { writeTransaction } from '../src/db/transaction.ts';
import type { LaterOutcome } from '../src/dev/stripe-fake/stripe-fake-saved.ts';
import { runCollection } from '../src/jobs/collection.job.ts';
import { queueRetry } from '../src/modules/dunning/dunning-retries.ts';
import { useApiSession } from './support/api-session.ts';
import { DEMO_KEY, DEMO_WHSEC, adminTeam, fakeFor, invoiceState, sessionIdOf } from './support/payments-fixtures.ts';
import { PORTAL_ADMIN, portalCall, portalLogin } from './support/portal-session.ts';

const { t, ids, send } = useApiSession();
const fake = fakeFor(() => t.app);
const fx = {} as { admin: string; team: string; data: string; teamId: number };

beforeAll(async () => {
  await fake.start();
  t.app.config.stripeApiUrl = fake.url;
  fx.admin = (await portalLogin(t.app, PORTAL_ADMIN)).access;
  Object.assign(fx, await adminTeam(t.db, PORTAL_ADMIN.email));
  const res = await send('PUT', '/api/payments/settings/', {
    secret_key: DEMO_KEY,
    webhook_secret: DEMO_WHSEC,
    methods: ['card'],
    auto_collect: true,
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => fake.stop());

type Step =
  | { kind: 'issue' }
  | { kind: 'collect'; workers: 1 | 2 }
  | { kind: 'manual'; pick: number; pounds: number }
  | { kind: 'retry'; pick: number }
  | { kind: 'replay'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ kind: 'issue' as const }),
  fc.record({ kind: fc.constant('collect' as const), workers: fc.constantFrom(1 as const, 2 as const) }),
  fc.record({ kind: fc.constant('manual' as const), pick: fc.nat(), pounds: fc.integer({ min: 1, max: 60 }) }),
  fc.record({ kind: fc.constant('retry' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }),
);

async function saveCard(later: LaterOutcome) {
  const res = await portalCall(t.app, fx.admin, 'POST', '/api/portal/payment-method/setup');
  expect(res.statusCode, res.body).toBe(200);
  await fake.saved.completeSetup(sessionIdOf(res.json().url), 'card', later);
}

async function issue() {
  const created = await send('POST', '/api/invoices/', {
    team_slug: fx.team,
    invoice_data: fx.data,
    date: '2031-06-01',
    date_due: '2031-06-30',
    invoice_type: 'work',
    status: 'open',
  });
  const slug = created.json().slug as string;
  await send('POST', '/api/invoice-lines/', {
    invoice: slug,
    name: 'Desk',
    payment_type: 'work',
    date: '2031-06-01',
    units: 1,
    unit_price: 100,
    vat: 0,
    status: 'new',
  });
  expect((await send('POST', '/api/invoice-validate/', { invoice: slug })).statusCode).toBe(200);
  const [row] = await t.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.slug, slug));
  return { slug, id: row.id };
}

describe('automatic collection model', () => {
  it('never charges an invoice twice nor records more than its total', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<LaterOutcome>('succeed', 'fail'), fc.array(step, { minLength: 2, maxLength: 7 }), async (later, steps) => {
        await saveCard(later);
        const issued = [await issue()];
        for (const s of steps) {
          const pick = (n: number) => issued[n % issued.length];
          if (s.kind === 'issue' && issued.length < 3) issued.push(await issue());
          else if (s.kind === 'collect') await Promise.all(Array.from({ length: s.workers }, () => runCollection(t.app)));
          else if (s.kind === 'manual') {
            await send('POST', `/api/invoices/${pick(s.pick).slug}/payments`, { amount: s.pounds, date: '2031-06-10', method: 'cash' });
          } else if (s.kind === 'retry') {
            await writeTransaction(t.db, (tx) => queueRetry(tx, { id: pick(s.pick).id, clientId: ids.demo, teamId: fx.teamId }, 3));
          } else if (s.kind === 'replay' && fake.deliveries.length) {
            await fake.redeliver(fake.deliveries[s.pick % fake.deliveries.length].event, DEMO_KEY);
          }
        }
        await runCollection(t.app);
        for (const inv of issued) {
          const st = await invoiceState(t.db, inv.slug);
          const paid = st.payments.reduce((n, p) => n + p.amountPence, 0);
          expect(paid).toBeLessThanOrEqual(10000);
          expect(fake.saved.chargesOf(inv.slug).length).toBeLessThanOrEqual(1);
          const online = st.online.filter((o) => o.status === 'succeeded' && !o.unapplied);
          expect(online.length).toBeLessThanOrEqual(1);
          if (st.invoice.status === 'paid') expect(paid).toBe(10000);
          // A card that pays leaves nothing due: collection or the manual payments settled it.
          if (later === 'succeed') expect(st.invoice.status).toBe('paid');
        }
      }),
      { numRuns: 6 },
    );
  });
});
