/**
 * The stand-in's saved methods and off-session charges (stripe-fake-saved.ts) answer in the provider's shapes, read
 * through stripe-node as the API reads them, and honour Idempotency-Key: the same key answers the same PaymentIntent
 * and confirms nothing twice; other parameters with a used key are refused.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import schemas from '../src/dev/stripe-fake/stripe-schemas.json' with { type: 'json' };
import saved from '../src/dev/stripe-fake/stripe-schemas-saved.json' with { type: 'json' };
import { StripeFake } from '../src/dev/stripe-fake/stripe-fake.ts';
import { shapeProblems, type ShapeSchema } from './support/json-shape.ts';

const events: string[] = [];
const fake = new StripeFake({ transport: async (_url, _headers, body) => (events.push(body), 200) });
const KEY = 'sk_test_saved_shapes_01';
let stripe: Stripe;
const all = { ...schemas.schemas, ...saved.schemas } as Record<string, ShapeSchema>;

function expectShape(name: string, value: unknown) {
  expect(all[name], name).toBeTruthy();
  expect(shapeProblems(all[name], value), name).toEqual([]);
}

beforeAll(async () => {
  await fake.start();
  stripe = new Stripe(KEY, { ...fake.clientOptions(), maxNetworkRetries: 0 });
  fake.setWebhook(KEY, { url: 'http://api.test/hook', secret: 'whsec_saved' });
});
afterAll(() => fake.stop());

async function saveCard(later: 'succeed' | 'fail' | 'requires_action') {
  const customer = await stripe.customers.create({
    email: 'payer@example.test',
    name: 'Payer Ltd',
    tax_id_data: [{ type: 'gb_vat', value: 'GB123456789' }],
  });
  const session = await stripe.checkout.sessions.create({
    mode: 'setup',
    currency: 'gbp',
    customer: customer.id,
    allowed_payment_method_types: ['card', 'bacs_debit'],
    success_url: 'http://app.test/saved',
  });
  const { paymentMethod } = await fake.saved.completeSetup(session.id, 'card', later);
  return { customer, session, paymentMethod };
}

describe('the stand-in’s saved methods', () => {
  it('serves setup sessions, setup intents, payment methods and their events in the described shapes', async () => {
    const { customer, session, paymentMethod } = await saveCard('succeed');
    expectShape('customer', { ...customer });
    expectShape('checkout.session', { ...session });
    const done = await stripe.checkout.sessions.retrieve(session.id);
    expect(done).toMatchObject({ mode: 'setup', status: 'complete', customer: customer.id });
    const seti = await stripe.setupIntents.retrieve(String(done.setup_intent));
    expectShape('setup_intent', { ...seti });
    expect(seti).toMatchObject({ status: 'succeeded', payment_method: paymentMethod, usage: 'off_session' });
    const pm = await stripe.paymentMethods.retrieve(paymentMethod);
    expectShape('payment_method', { ...pm });
    expect(pm).toMatchObject({ type: 'card', customer: customer.id, card: { brand: 'visa', last4: '4242' } });
    for (const body of events) {
      const event = JSON.parse(body);
      expectShape('event', event);
      expectShape(event.data.object.object, event.data.object);
    }
    expect(events.map((b) => JSON.parse(b).type)).toEqual(['setup_intent.succeeded', 'checkout.session.completed']);
    const detached = await stripe.paymentMethods.detach(paymentMethod);
    expect(detached.customer).toBeNull();
  });

  it('charges off-session once per idempotency key; a decline and an authentication request are 402 card errors', async () => {
    const ok = await saveCard('succeed');
    const params: Stripe.PaymentIntentCreateParams = {
      amount: 4800,
      currency: 'gbp',
      customer: ok.customer.id,
      payment_method: ok.paymentMethod,
      confirm: true,
      off_session: true,
      metadata: { invoice: 'inv-shapes' },
    };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'invoice-1-attempt-1' });
    expectShape('payment_intent', { ...first });
    expect(first).toMatchObject({ status: 'succeeded', amount_received: 4800 });
    const again = await stripe.paymentIntents.create(params, { idempotencyKey: 'invoice-1-attempt-1' });
    expect(again.id).toBe(first.id);
    expect(fake.saved.chargesOf('inv-shapes')).toHaveLength(1);
    await expect(stripe.paymentIntents.create({ ...params, amount: 100 }, { idempotencyKey: 'invoice-1-attempt-1' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
    expect(fake.saved.chargesOf('inv-shapes')).toHaveLength(1);

    for (const [later, code] of [
      ['fail', 'card_declined'],
      ['requires_action', 'authentication_required'],
    ] as const) {
      const m = await saveCard(later);
      const err = await stripe.paymentIntents
        .create({ ...params, customer: m.customer.id, payment_method: m.paymentMethod }, { idempotencyKey: `k-${later}` })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(Stripe.errors.StripeCardError);
      expect(err).toMatchObject({ code, statusCode: 402 });
      expectShape('payment_intent', (err as Stripe.errors.StripeCardError).payment_intent);
    }
  });
});
