import type { ServerResponse } from 'node:http';
import fixtures from './stripe-fixtures.json' with { type: 'json' };
import { parseFormBody } from './form-body.ts';
import { newId, nowSeconds, sessionObject } from './stripe-fake-objects.ts';
import { setupPage } from './stripe-fake-setup-page.ts';

/**
 * The stand-in's saved payment methods and off-session charges (issue 27 flows 2 and 3), beside the payment-mode
 * Checkout of stripe-fake.ts: customers, Checkout in setup mode with a hosted page where the payer also chooses what
 * the saved method will do when charged later ("succeed", "fail" = card_declined, "requires action" =
 * authentication_required), SetupIntents, PaymentMethods (retrieve, detach) and PaymentIntents created and confirmed
 * off-session. Every POST honours `Idempotency-Key` as the provider does: the same key (for the same secret key)
 * answers the first request's answer again and performs nothing twice; other parameters with a used key are refused.
 */
type Obj = Record<string, unknown>;
const R = fixtures.resources as Record<string, Obj>;
export type LaterOutcome = 'succeed' | 'fail' | 'requires_action';
export const LATER_OUTCOMES: readonly LaterOutcome[] = ['succeed', 'fail', 'requires_action'];

export interface SavedHooks {
  url: () => string;
  emit: (key: string, type: string, object: Obj) => Promise<Obj>;
  settleAfterMs: () => number | undefined;
}
interface Answer {
  status: number;
  body: unknown;
}
/** One off-session confirmation the stand-in performed (a replayed idempotent request adds none). */
export interface Confirmation {
  intentId: string;
  amount: number;
  outcome: LaterOutcome;
  metadata: Record<string, string>;
}

/** The last four digits of the provider's test cards for each later behaviour (4242 pays, 0341 is declined, 3155 asks for 3-D Secure). */
const CARD_LAST4: Record<LaterOutcome, string> = { succeed: '4242', fail: '0341', requires_action: '3155' };

export class FakeSavedMethods {
  private readonly customers = new Map<string, { key: string; object: Obj }>();
  private readonly sessions = new Map<string, { key: string; object: Obj; methods: string[]; successUrl: string; cancelUrl: string | null }>();
  private readonly setupIntents = new Map<string, { key: string; object: Obj }>();
  private readonly methods = new Map<string, { key: string; object: Obj; later: LaterOutcome }>();
  private readonly intents = new Map<string, { key: string; object: Obj }>();
  private readonly idempotent = new Map<string, { params: string; answer: Promise<Answer> }>();
  readonly confirmations: Confirmation[] = [];

  constructor(private readonly hooks: SavedHooks) {}

  customer(id: string) {
    return this.customers.get(id)?.object;
  }
  paymentMethod(id: string) {
    return this.methods.get(id)?.object;
  }
  intentEntry(id: string) {
    return this.intents.get(id);
  }
  offSessionIntent(id: string) {
    return this.intents.get(id)?.object;
  }
  /** Succeeded or processing off-session charges of an invoice (by the metadata's invoice slug). */
  chargesOf(invoiceSlug: string) {
    return this.confirmations.filter((c) => c.metadata.invoice === invoiceSlug && c.outcome === 'succeed');
  }

  /** Serves an API call it knows; false leaves it to the payment-mode stand-in. */
  async api(method: string, path: string, key: string, params: Obj, idempotencyKey: string | undefined, res: ServerResponse): Promise<boolean> {
    const answer = this.route(method, path, key, params);
    if (!answer) return false;
    if (method !== 'POST' || !idempotencyKey) return (reply(res, await answer()), true);
    const k = `${key}\n${idempotencyKey}`;
    const seen = this.idempotent.get(k);
    const params_ = `${path}?${JSON.stringify(params)}`;
    if (seen && seen.params !== params_) {
      reply(res, {
        status: 400,
        body: {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        },
      });
      return true;
    }
    const entry = seen ?? { params: params_, answer: answer() };
    if (!seen) this.idempotent.set(k, entry);
    const a = await entry.answer;
    res.setHeader('idempotency-key', idempotencyKey);
    if (seen) res.setHeader('idempotent-replayed', 'true');
    reply(res, a);
    return true;
  }

  private route(method: string, path: string, key: string, p: Obj): (() => Promise<Answer>) | null {
    const parts = path.split('/').filter(Boolean); // v1, resource, id, action
    const [, resource, id, action] = parts;
    const own = <T extends { key: string; object: Obj }>(m: Map<string, T>, what: string) => {
      const found = id ? m.get(id) : undefined;
      return found && found.key === key ? found : (missingAnswer(what, id ?? ''), null);
    };
    if (resource === 'customers' && method === 'POST' && !id) return async () => this.createCustomer(key, p);
    if (resource === 'customers' && method === 'GET' && id) {
      return async () => (own(this.customers, 'customer') ? ok(this.customers.get(id)!.object) : missingAnswer('customer', id));
    }
    if (resource === 'checkout' && id === 'sessions' && method === 'POST' && !action && p.mode === 'setup')
      return async () => this.createSetupSession(key, p);
    if (resource === 'checkout' && id === 'sessions' && method === 'GET' && action && this.sessions.has(action)) {
      const s = this.sessions.get(action)!;
      return async () => (s.key === key ? ok(s.object) : missingAnswer('checkout.session', action));
    }
    if (resource === 'setup_intents' && method === 'GET' && id) {
      return async () => (own(this.setupIntents, 'setup_intent') ? ok(this.setupIntents.get(id)!.object) : missingAnswer('setup_intent', id));
    }
    if (resource === 'payment_methods' && method === 'GET' && id && !action) {
      return async () => (own(this.methods, 'payment_method') ? ok(this.methods.get(id)!.object) : missingAnswer('payment_method', id));
    }
    if (resource === 'payment_methods' && method === 'POST' && id && action === 'detach') {
      return async () => {
        const pm = own(this.methods, 'payment_method');
        if (!pm) return missingAnswer('payment_method', id);
        if (!pm.object.customer) return invalidAnswer('payment_method', `The payment method ${id} is not attached to a customer.`);
        pm.object.customer = null;
        return ok(pm.object);
      };
    }
    if (resource === 'payment_intents' && method === 'POST' && !id) return async () => this.offSession(key, p);
    if (resource === 'payment_intents' && method === 'GET' && id && this.intents.has(id)) {
      return async () => (own(this.intents, 'payment_intent') ? ok(this.intents.get(id)!.object) : missingAnswer('payment_intent', id));
    }
    return null;
  }

  private createCustomer(key: string, p: Obj): Answer {
    const taxIds = ((p.tax_id_data as Obj[] | undefined) ?? []).map((t) => ({ id: newId('txi'), object: 'tax_id', type: t.type, value: t.value }));
    const object: Obj = {
      ...structuredClone(R.customer),
      id: newId('cus'),
      created: nowSeconds(),
      email: (p.email as string) ?? null,
      name: (p.name as string) ?? null,
      address: (p.address as Obj) ?? null,
      metadata: (p.metadata as Obj) ?? {},
      tax_ids: { object: 'list', data: taxIds, has_more: false, url: '/v1/customers/tax_ids' },
      livemode: false,
    };
    this.customers.set(String(object.id), { key, object });
    return ok(object);
  }

  private createSetupSession(key: string, p: Obj): Answer {
    if (!p.success_url) return invalidAnswer('success_url', 'Missing required param: success_url.');
    const customer = p.customer ? String(p.customer) : null;
    if (!customer || this.customers.get(customer)?.key !== key) return invalidAnswer('customer', `No such customer: '${customer ?? ''}'`);
    const methods = (((p.allowed_payment_method_types ?? p.payment_method_types) as string[] | undefined) ?? ['card']).filter(
      (m) => m === 'card' || m === 'bacs_debit',
    );
    const id = `cs_test_${newId('x').slice(2)}`;
    const metadata = (p.metadata as Record<string, string>) ?? {};
    const base = sessionObject(
      id,
      {
        amount: 0,
        currency: String(p.currency ?? 'gbp'),
        methods,
        successUrl: String(p.success_url),
        cancelUrl: p.cancel_url ? String(p.cancel_url) : null,
        metadata,
        intentMetadata: {},
        customer,
        customerEmail: null,
        clientReferenceId: p.client_reference_id ? String(p.client_reference_id) : null,
      },
      `${this.hooks.url()}/checkout/${id}`,
    );
    const object: Obj = {
      ...base,
      mode: 'setup',
      amount_subtotal: null,
      amount_total: null,
      payment_status: 'no_payment_required',
      setup_intent: null,
      // The payer's choice of what the method does later rides on the setup intent's metadata.
      setup_intent_data: undefined,
    };
    delete object.setup_intent_data;
    this.sessions.set(id, { key, object, methods, successUrl: String(p.success_url), cancelUrl: p.cancel_url ? String(p.cancel_url) : null });
    return ok(object);
  }

  /** The payer's choice on the setup page: the method saved, and what it will do when charged off-session. */
  async completeSetup(
    sessionId: string,
    type: string,
    later: LaterOutcome = 'succeed',
  ): Promise<{ redirect: string; events: Obj[]; paymentMethod: string }> {
    const s = this.sessions.get(sessionId);
    if (!s || s.object.status !== 'open') throw new Error(`No open setup session ${sessionId}`);
    const chosen = s.methods.includes(type) ? type : s.methods[0];
    const customer = String(s.object.customer);
    const details = this.customers.get(customer)?.object ?? {};
    const pm: Obj = {
      id: newId('pm'),
      object: 'payment_method',
      allow_redisplay: 'always',
      billing_details: { address: details.address ?? null, email: details.email ?? null, name: details.name ?? null, phone: null, tax_id: null },
      created: nowSeconds(),
      customer,
      customer_account: null,
      livemode: false,
      metadata: {},
      type: chosen,
      ...(chosen === 'bacs_debit'
        ? { bacs_debit: { fingerprint: newId('fp'), last4: later === 'fail' ? '0002' : '2345', sort_code: '108800' } }
        : {
            card: {
              brand: 'visa',
              checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
              country: 'GB',
              display_brand: 'visa',
              exp_month: 12,
              exp_year: new Date().getUTCFullYear() + 3,
              fingerprint: newId('fp'),
              funding: 'credit',
              last4: CARD_LAST4[later],
              networks: { available: ['visa'], preferred: null },
              three_d_secure_usage: { supported: true },
              wallet: null,
            },
          }),
    };
    this.methods.set(String(pm.id), { key: s.key, object: pm, later });
    const seti: Obj = {
      id: newId('seti'),
      object: 'setup_intent',
      allowed_payment_method_types: s.methods,
      application: null,
      automatic_payment_methods: null,
      cancellation_reason: null,
      client_secret: null,
      created: nowSeconds(),
      customer,
      description: null,
      excluded_payment_method_types: null,
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      mandate: chosen === 'bacs_debit' ? newId('mandate') : null,
      metadata: s.object.metadata ?? {},
      next_action: null,
      on_behalf_of: null,
      payment_method: pm.id,
      payment_method_configuration_details: null,
      payment_method_options: null,
      payment_method_types: [chosen],
      single_use_mandate: null,
      status: 'succeeded',
      usage: 'off_session',
    };
    this.setupIntents.set(String(seti.id), { key: s.key, object: seti });
    Object.assign(s.object, { status: 'complete', setup_intent: seti.id });
    const events = [
      await this.hooks.emit(s.key, 'setup_intent.succeeded', seti),
      await this.hooks.emit(s.key, 'checkout.session.completed', s.object),
    ];
    return { redirect: s.successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId), events, paymentMethod: String(pm.id) };
  }

  /** A PaymentIntent created and confirmed off-session with a saved method; the method's later behaviour decides. */
  private async offSession(key: string, p: Obj): Promise<Answer> {
    const amount = Number(p.amount);
    if (!Number.isInteger(amount) || amount < 30) return invalidAnswer('amount', 'Amount must be at least £0.30 gbp.');
    const pmId = String(p.payment_method ?? '');
    const pm = this.methods.get(pmId);
    if (!pm || pm.key !== key) return invalidAnswer('payment_method', `No such PaymentMethod: '${pmId}'`);
    if (!pm.object.customer || pm.object.customer !== p.customer) {
      return invalidAnswer(
        'payment_method',
        `The provided PaymentMethod ${pmId} was previously used without being attached to a Customer or was detached from a Customer.`,
      );
    }
    if (String(p.confirm) !== 'true' || String(p.off_session) !== 'true')
      return invalidAnswer('confirm', 'The local stand-in serves off-session confirmed PaymentIntents only.');
    const type = String(pm.object.type);
    const metadata = (p.metadata as Record<string, string>) ?? {};
    const intent: Obj = {
      ...structuredClone(R.payment_intent),
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency: String(p.currency ?? 'gbp'),
      created: nowSeconds(),
      customer: String(p.customer),
      description: p.description ? String(p.description) : null,
      livemode: false,
      metadata,
      payment_method: pmId,
      payment_method_types: [type],
      allowed_payment_method_types: [type],
      payment_record: null,
      setup_future_usage: null,
      status: 'requires_payment_method',
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
    };
    this.intents.set(String(intent.id), { key, object: intent });
    this.confirmations.push({ intentId: String(intent.id), amount, outcome: pm.later, metadata });
    if (pm.later === 'fail' || pm.later === 'requires_action') {
      const code = pm.later === 'fail' ? 'card_declined' : 'authentication_required';
      const message = pm.later === 'fail' ? 'Your card was declined.' : 'Your card was declined. This transaction requires authentication.';
      const error = {
        type: 'card_error',
        code,
        decline_code: code === 'card_declined' ? 'generic_decline' : code,
        message,
        payment_method: pm.object,
      };
      Object.assign(intent, {
        status: pm.later === 'fail' ? 'requires_payment_method' : 'requires_action',
        last_payment_error: error,
        next_action: pm.later === 'requires_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: {} } : null,
      });
      await this.hooks.emit(key, pm.later === 'fail' ? 'payment_intent.payment_failed' : 'payment_intent.requires_action', intent);
      return { status: 402, body: { error: { ...error, payment_intent: structuredClone(intent) } } };
    }
    const debit = type === 'bacs_debit';
    Object.assign(intent, { status: debit ? 'processing' : 'succeeded', amount_received: debit ? 0 : amount, latest_charge: newId('py') });
    await this.hooks.emit(key, debit ? 'payment_intent.processing' : 'payment_intent.succeeded', intent);
    const after = this.hooks.settleAfterMs();
    if (debit && after !== undefined) setTimeout(() => void this.settle(String(intent.id), 'succeeded').catch(() => undefined), after).unref();
    return ok(structuredClone(intent));
  }

  /** An off-session Direct Debit's outcome days later. */
  async settle(intentId: string, outcome: 'succeeded' | 'failed'): Promise<Obj> {
    const found = this.intents.get(intentId);
    if (!found || found.object.status !== 'processing') throw new Error(`No processing off-session payment intent ${intentId}`);
    if (outcome === 'succeeded') Object.assign(found.object, { status: 'succeeded', amount_received: found.object.amount });
    else {
      Object.assign(found.object, {
        status: 'requires_payment_method',
        last_payment_error: { type: 'invalid_request_error', code: 'debit_not_authorized', message: 'The Direct Debit failed.' },
      });
    }
    return this.hooks.emit(found.key, outcome === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', found.object);
  }

  /** The hosted setup page (GET) and its form (POST …/complete); false for a payment-mode session. */
  async hosted(method: string, path: string, body: string, res: ServerResponse): Promise<boolean> {
    const m = /^\/checkout\/(cs_[A-Za-z0-9_]+)(\/complete)?$/.exec(path);
    const s = m ? this.sessions.get(m[1]) : undefined;
    if (!m || !s) return false;
    if (method === 'GET' && !m[2]) {
      const description = String((s.object.metadata as Obj | undefined)?.description ?? 'Save a payment method');
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(setupPage({ id: m[1], description, methods: s.methods, status: String(s.object.status) }));
      return true;
    }
    if (method !== 'POST' || !m[2]) return (res.writeHead(405).end('Method not allowed'), true);
    const form = parseFormBody(body);
    const later = LATER_OUTCOMES.includes(form.later as LaterOutcome) ? (form.later as LaterOutcome) : 'succeed';
    const { redirect } = await this.completeSetup(m[1], String(form.method ?? 'card'), later);
    res.writeHead(303, { location: redirect }).end();
    return true;
  }
}

const ok = (body: unknown): Answer => ({ status: 200, body });
const missingAnswer = (what: string, id: string): Answer => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'`, param: 'id' } },
});
const invalidAnswer = (param: string, message: string): Answer => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', param, message } },
});
function reply(res: ServerResponse, a: Answer) {
  res.writeHead(a.status, { 'content-type': 'application/json', 'request-id': newId('req') }).end(JSON.stringify(a.body));
}
