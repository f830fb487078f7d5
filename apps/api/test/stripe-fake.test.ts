/**
 * The local Stripe stand-in answers in the provider's shapes: every object it serves, read through stripe-node as the
 * API reads it, validates against the trimmed schemas of the published description (src/dev/stripe-fake/stripe-schemas.json).
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import schemas from '../src/dev/stripe-fake/stripe-schemas.json' with { type: 'json' };
import { StripeFake } from '../src/dev/stripe-fake/stripe-fake.ts';
import { shapeProblems, type ShapeSchema } from './support/json-shape.ts';

const events: string[] = [];
const fake = new StripeFake({ transport: async (_url, _headers, body) => (events.push(body), 200) });
let stripe: Stripe;

function expectShape(name: string, value: unknown) {
  const schema = (schemas.schemas as Record<string, ShapeSchema>)[name];
  expect(schema, name).toBeTruthy();
  expect(shapeProblems(schema, value), name).toEqual([]);
}

beforeAll(async () => {
  await fake.start();
  stripe = new Stripe('sk_test_shapes_0001', { ...fake.clientOptions(), maxNetworkRetries: 0 });
  fake.setWebhook('sk_test_shapes_0001', { url: 'http://api.test/hook', secret: 'whsec_shapes' });
});
afterAll(() => fake.stop());

describe('the Stripe stand-in', () => {
  it('the checker refuses a missing property, a wrong type and a value outside the enum', () => {
    const schema = (schemas.schemas as Record<string, ShapeSchema>)['checkout.session'];
    expect(shapeProblems(schema, { id: 'cs_1' })).toContain('object is required');
    expect(shapeProblems(schema, { status: 'done', amount_total: '12' })).toEqual(
      expect.arrayContaining(['amount_total is string, not integer|null', expect.stringMatching(/^status is "done"/)]),
    );
  });

  it('serves account, balance and customers in the described shapes', async () => {
    expectShape('account', { ...(await stripe.accounts.retrieveCurrent()) });
    expectShape('balance', { ...(await stripe.balance.retrieve()) });
    expectShape('customer', { ...(await stripe.customers.create({ email: 'payer@example.test', name: 'Payer' })) });
  });

  it('creates and retrieves Checkout Sessions and their PaymentIntents, and its events, in the described shapes', async () => {
    const created = await stripe.checkout.sessions.create({
      mode: 'payment',
      allowed_payment_method_types: ['card'],
      line_items: [{ quantity: 1, price_data: { currency: 'gbp', unit_amount: 1234, product_data: { name: 'Invoice INV-1' } } }],
      metadata: { online_payment: 'op1' },
      payment_intent_data: { metadata: { online_payment: 'op1' } },
      success_url: 'http://app.test/done',
    });
    expectShape('checkout.session', { ...created });
    expect(created).toMatchObject({ amount_total: 1234, currency: 'gbp', status: 'open', payment_status: 'unpaid', payment_intent: null });
    await fake.complete(created.id, 'succeed');
    const done = await stripe.checkout.sessions.retrieve(created.id);
    expectShape('checkout.session', { ...done });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const intent = await stripe.paymentIntents.retrieve(String(done.payment_intent));
    expectShape('payment_intent', { ...intent });
    expect(intent).toMatchObject({ status: 'succeeded', amount: 1234, metadata: { online_payment: 'op1' } });
    for (const body of events) {
      const event = JSON.parse(body);
      expectShape('event', event);
      expectShape(event.data.object.object, event.data.object);
    }
    expect(events.map((b) => JSON.parse(b).type)).toEqual(['checkout.session.completed', 'payment_intent.succeeded']);
  });

  it('refunds a PaymentIntent once per idempotency key, never beyond what it received, and expands its payment method', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      allowed_payment_method_types: ['card', 'bacs_debit'],
      line_items: [{ quantity: 1, price_data: { currency: 'gbp', unit_amount: 5000, product_data: { name: 'Invoice INV-2' } } }],
      success_url: 'http://app.test/done',
    });
    await fake.complete(session.id, 'succeed', 'card');
    const intentId = String((await stripe.checkout.sessions.retrieve(session.id)).payment_intent);
    const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
    expect(intent.payment_method_types).toEqual(['card', 'bacs_debit']);
    const pm = intent.payment_method as Stripe.PaymentMethod;
    expectShape('payment_method', { ...pm });
    expect([pm.type, pm.card?.last4]).toEqual(['card', '4242']);
    expect(typeof (await stripe.paymentIntents.retrieve(intentId)).payment_method).toBe('string');

    const before = events.length;
    const refund = await stripe.refunds.create(
      { payment_intent: intentId, amount: 3000, metadata: { online_refund: 'rf1' } },
      { idempotencyKey: 'refund-cn1-rf1' },
    );
    expectShape('refund', { ...refund });
    expect(refund).toMatchObject({ amount: 3000, status: 'pending', payment_intent: intentId, metadata: { online_refund: 'rf1' } });
    const again = await stripe.refunds.create({ payment_intent: intentId, amount: 3000 }, { idempotencyKey: 'refund-cn1-rf1' });
    expect(again.id).toBe(refund.id);
    await expect(stripe.refunds.create({ payment_intent: intentId, amount: 2500 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
    });
    await fake.refunds.settle(refund.id, 'succeeded');
    expect((await stripe.refunds.retrieve(refund.id)).status).toBe('succeeded');
    const sent = events.slice(before).map((b) => JSON.parse(b));
    expect(sent.map((e) => [e.type, e.data.object.status])).toEqual([
      ['refund.created', 'pending'],
      ['refund.updated', 'succeeded'],
    ]);
    for (const e of sent) expectShape('refund', e.data.object);
  });

  it('signs webhooks so that constructEvent accepts them with the right secret only', () => {
    const payload = events.find((b) => JSON.parse(b).type === 'checkout.session.completed')!;
    const header = fake.sign(payload, 'whsec_shapes');
    expect(stripe.webhooks.constructEvent(payload, header, 'whsec_shapes').type).toBe('checkout.session.completed');
    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow();
  });

  it('answers as the provider does to a refused key, a missing parameter and another key’s session', async () => {
    await expect(new Stripe('sk_test_revoked_0001', { ...fake.clientOptions(), maxNetworkRetries: 0 }).balance.retrieve()).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    await expect(stripe.checkout.sessions.create({ mode: 'payment', success_url: 'http://app.test' })).rejects.toMatchObject({
      param: 'line_items',
      statusCode: 400,
    });
    const other = new Stripe('sk_test_someone_else_01', { ...fake.clientOptions(), maxNetworkRetries: 0 });
    const mine = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'gbp', unit_amount: 500, product_data: { name: 'x' } } }],
      success_url: 'http://app.test',
    });
    await expect(other.checkout.sessions.retrieve(mine.id)).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});
