import fixtures from './stripe-fixtures.json' with { type: 'json' };
import { newId, nowSeconds } from './stripe-fake-objects.ts';

/**
 * The stand-in's refunds and payment methods (issue 27 flow 4): POST /v1/refunds (honouring the Idempotency-Key
 * header, refusing more than the payment received less its refunds), GET /v1/refunds/{id}, the payment method a
 * PaymentIntent was paid with (`expand[]=payment_method` on GET /v1/payment_intents/{id}), and the refund's events:
 * refund.created when made, refund.updated (and refund.failed) when the provider settles it.
 */
type Obj = Record<string, unknown>;
const R = fixtures.resources as Record<string, Obj>;

export interface RefundHost {
  intentFor(id: string): { key: string; object: Obj } | undefined;
  emit(key: string, type: string, object: Obj): Promise<Obj>;
  /** Refunds settle by themselves after this long (the demo); unset: only settle() does (tests). */
  settleAfterMs: () => number | undefined;
}
export type FakeAnswer = { status: number; body: unknown };

const error = (status: number, param: string, code: string, message: string): FakeAnswer => ({
  status,
  body: { error: { type: 'invalid_request_error', code, param, message } },
});
const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

export class FakeRefunds {
  private readonly refunds = new Map<string, { key: string; object: Obj }>();
  private readonly byIdempotencyKey = new Map<string, string>();
  private readonly methods = new Map<string, Obj>();

  constructor(private readonly host: RefundHost) {}

  refund(id: string) {
    return this.refunds.get(id)?.object;
  }

  /** The payment method the payer chose on the hosted page (card •••• 4242 or BACS Direct Debit •••• 2345); its id. */
  paymentMethod(type: string): string {
    const id = newId('pm');
    const details =
      type === 'bacs_debit'
        ? { bacs_debit: { fingerprint: 'bacsFk0Cl8bSp4cE', last4: '2345', sort_code: '108800' } }
        : { card: R.payment_method.card };
    const { card: _card, ...base } = structuredClone(R.payment_method);
    this.methods.set(id, { ...base, id, created: nowSeconds(), type, ...structuredClone(details) });
    return id;
  }

  /** A PaymentIntent as answered: with `expand` holding payment_method, the method object in place of its id. */
  expandIntent(intent: Obj, expand: unknown): Obj {
    const wanted = Array.isArray(expand) ? expand : expand && typeof expand === 'object' ? Object.values(expand) : [];
    const pm = typeof intent.payment_method === 'string' ? this.methods.get(intent.payment_method) : undefined;
    return wanted.includes('payment_method') && pm ? { ...intent, payment_method: pm } : intent;
  }

  /** The stand-in's answer to a refunds call, or null for another path. */
  async api(method: string, path: string, key: string, params: Obj, idempotencyKey: string | undefined): Promise<FakeAnswer | null> {
    const m = /^\/v1\/refunds(?:\/(re_[A-Za-z0-9_]+))?$/.exec(path);
    if (!m) return null;
    if (method === 'GET' && m[1]) {
      const r = this.refunds.get(m[1]);
      return r && r.key === key ? { status: 200, body: r.object } : error(404, 'id', 'resource_missing', `No such refund: '${m[1]}'`);
    }
    if (method !== 'POST' || m[1]) return null;
    const remembered = idempotencyKey ? this.byIdempotencyKey.get(`${key} ${idempotencyKey}`) : undefined;
    if (remembered) return { status: 200, body: this.refunds.get(remembered)!.object };
    return this.create(key, params, idempotencyKey);
  }

  private async create(key: string, p: Obj, idempotencyKey: string | undefined): Promise<FakeAnswer> {
    if (!p.payment_intent) return error(400, 'payment_intent', 'parameter_missing', 'Missing required param: payment_intent.');
    const found = this.host.intentFor(String(p.payment_intent));
    if (!found || found.key !== key) return error(404, 'payment_intent', 'resource_missing', `No such payment_intent: '${String(p.payment_intent)}'`);
    const intent = found.object;
    if (intent.status !== 'succeeded')
      return error(400, 'payment_intent', 'charge_not_refundable', 'This PaymentIntent does not have a successful charge to refund.');
    const refunded = [...this.refunds.values()]
      .filter((r) => r.object.payment_intent === intent.id && r.object.status !== 'failed' && r.object.status !== 'canceled')
      .reduce((n, r) => n + Number(r.object.amount), 0);
    const left = Number(intent.amount_received) - refunded;
    const amount = p.amount === undefined ? left : Number(p.amount);
    if (!Number.isInteger(amount) || amount <= 0) return error(400, 'amount', 'parameter_invalid_integer', 'Invalid positive integer');
    if (amount > left)
      return error(
        400,
        'amount',
        'amount_too_large',
        `Refund amount (${pounds(amount)}) is greater than unrefunded amount on charge (${pounds(left)})`,
      );
    const object: Obj = {
      ...structuredClone(R.refund),
      id: newId('re'),
      amount,
      balance_transaction: newId('txn'),
      charge: intent.latest_charge,
      created: nowSeconds(),
      currency: intent.currency,
      customer: intent.customer ?? null,
      destination_details: {
        type: 'card',
        card: { type: 'refund', reference: null, reference_status: 'pending', reference_type: 'acquirer_reference_number' },
      },
      metadata: (p.metadata as Obj) ?? {},
      payment_intent: intent.id,
      payment_method: intent.payment_method,
      reason: p.reason ?? null,
      status: 'pending',
    };
    this.refunds.set(String(object.id), { key, object });
    if (idempotencyKey) this.byIdempotencyKey.set(`${key} ${idempotencyKey}`, String(object.id));
    await this.host.emit(key, 'refund.created', object);
    const after = this.host.settleAfterMs();
    if (after !== undefined) setTimeout(() => void this.settle(String(object.id), 'succeeded').catch(() => undefined), after).unref();
    return { status: 200, body: object };
  }

  /** The refund reaches the card (succeeded) or the bank refuses it (failed): its events. */
  async settle(refundId: string, outcome: 'succeeded' | 'failed'): Promise<Obj[]> {
    const found = this.refunds.get(refundId);
    if (!found || found.object.status !== 'pending') throw new Error(`No pending refund ${refundId}`);
    const r = found.object;
    if (outcome === 'succeeded') {
      Object.assign(r, {
        status: 'succeeded',
        destination_details: {
          type: 'card',
          card: { type: 'refund', reference: '123456789012', reference_status: 'available', reference_type: 'acquirer_reference_number' },
        },
      });
      return [await this.host.emit(found.key, 'refund.updated', r)];
    }
    Object.assign(r, { status: 'failed', failure_reason: 'expired_or_canceled_card', failure_balance_transaction: newId('txn') });
    return [await this.host.emit(found.key, 'refund.failed', r), await this.host.emit(found.key, 'refund.updated', r)];
  }
}
