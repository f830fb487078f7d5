import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { parseFormBody } from './form-body.ts';
import {
  accountObject,
  balanceObject,
  customerObject,
  eventObject,
  intentObject,
  newId,
  nowSeconds,
  sessionObject,
  type SessionInput,
} from './stripe-fake-objects.ts';
import { authenticationPage, checkoutPage } from './stripe-fake-page.ts';
import { FakeRefunds } from './stripe-fake-refunds.ts';
import { FakeSavedMethods } from './stripe-fake-saved.ts';

type Obj = Record<string, unknown>;
export type Outcome = 'succeed' | 'fail' | 'requires_action';
export interface WebhookTarget {
  url: string;
  secret: string;
}
export interface StripeFakeOptions {
  host?: string;
  port?: number;
  /** Without a key's own endpoint, events go to `${apiUrl}/api/webhooks/stripe/${metadata.operator}`, signed with defaultWebhookSecret. */
  apiUrl?: string;
  defaultWebhookSecret?: string;
  /** A Direct Debit that is processing settles (succeeds) by itself after this long; unset: only settle() does (tests). */
  settleAfterMs?: number;
  /** How a webhook is sent (default: fetch); tests hand it to the app in-process. Answers the HTTP status. */
  transport?: (url: string, headers: Record<string, string>, body: string) => Promise<number>;
}
interface Delivery {
  event: Obj;
  key: string;
  status: number;
}

/** Secret keys the fake refuses, as the provider refuses a rolled or mistyped key. */
const refusedKey = (key: string) => !/^sk_test_/.test(key) || key.includes('revoked');
/** The secret the demo's and the tests' operators are connected with unless they say otherwise. */
export const FAKE_WEBHOOK_SECRET = 'whsec_clubspace_local_stand_in';

/**
 * A local stand-in for Stripe (issue 27), for tests and the demo: the few API endpoints the API calls (account,
 * balance, customers, Checkout Sessions, PaymentIntents), a hosted page at /checkout/{id} where the payer chooses
 * Succeed, Fail or Requires action, and webhooks signed the provider's way (generateTestHeaderString). stripe-node is
 * pointed at it with its host/port/protocol options.
 */
export class StripeFake {
  private server: Server | null = null;
  private readonly signer = new Stripe('sk_test_signer');
  private readonly webhooks = new Map<string, WebhookTarget>();
  private readonly sessions = new Map<string, { key: string; object: Obj; input: SessionInput }>();
  private readonly intents = new Map<string, { key: string; object: Obj; sessionId: string }>();
  private lastCreated = 0;
  /** Refunds and payment methods (stripe-fake-refunds.ts). */
  readonly refunds = new FakeRefunds({
    // A Checkout payment's intent, or an automatic collection's off-session one (stripe-fake-saved.ts).
    intentFor: (id) => this.intents.get(id) ?? this.saved.intentEntry(id),
    emit: (key, type, object) => this.emit(key, type, object),
    settleAfterMs: () => this.options.settleAfterMs,
  });
  readonly deliveries: Delivery[] = [];
  url = '';
  /** Saved methods and off-session charges (stripe-fake-saved.ts). */
  readonly saved = new FakeSavedMethods({
    url: () => this.url,
    emit: (k, t, o) => this.emit(k, t, o),
    settleAfterMs: () => this.options.settleAfterMs,
  });

  constructor(private readonly options: StripeFakeOptions = {}) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(this.options.port ?? 0, this.options.host ?? '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://${this.options.host ?? '127.0.0.1'}:${port}`;
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  /** stripe-node's options that send its calls here. */
  clientOptions() {
    const u = new URL(this.url);
    return { host: u.hostname, port: Number(u.port), protocol: 'http' as const };
  }

  /** The operator's webhook endpoint as its Stripe dashboard would hold it. */
  setWebhook(key: string, target: WebhookTarget) {
    this.webhooks.set(key, target);
  }

  session(id: string) {
    return this.sessions.get(id)?.object;
  }

  intent(id: string) {
    return this.intents.get(id)?.object;
  }

  /** The payer's choice on the hosted page; answers where the browser goes next. */
  async complete(sessionId: string, outcome: Outcome, method = 'card'): Promise<{ redirect: string | null; events: Obj[] }> {
    const s = this.sessions.get(sessionId);
    if (!s || s.object.status !== 'open') throw new Error(`No open checkout session ${sessionId}`);
    const chosen = s.input.methods.includes(method) ? method : s.input.methods[0];
    const intent = this.intentOf(s, chosen);
    const events: Obj[] = [];
    if (outcome === 'requires_action') {
      Object.assign(intent, { status: 'requires_action', next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} } });
      events.push(await this.emit(s.key, 'payment_intent.requires_action', intent));
      return { redirect: null, events };
    }
    if (outcome === 'fail') {
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      });
      events.push(await this.emit(s.key, 'payment_intent.payment_failed', intent));
      return { redirect: s.input.cancelUrl ?? s.input.successUrl, events };
    }
    const debit = chosen === 'bacs_debit';
    Object.assign(intent, {
      status: debit ? 'processing' : 'succeeded',
      amount_received: debit ? 0 : s.input.amount,
      latest_charge: newId('py'),
      last_payment_error: null,
      next_action: null,
    });
    Object.assign(s.object, { status: 'complete', payment_status: debit ? 'unpaid' : 'paid', payment_intent: intent.id });
    events.push(await this.emit(s.key, 'checkout.session.completed', s.object));
    events.push(await this.emit(s.key, debit ? 'payment_intent.processing' : 'payment_intent.succeeded', intent));
    if (debit && this.options.settleAfterMs !== undefined)
      setTimeout(() => void this.settle(String(intent.id), 'succeeded').catch(() => undefined), this.options.settleAfterMs).unref();
    return { redirect: s.input.successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId), events };
  }

  /** A Direct Debit's outcome days later: the bank collected it, or it failed. */
  async settle(intentId: string, outcome: 'succeeded' | 'failed'): Promise<Obj[]> {
    const found = this.intents.get(intentId);
    if (!found || found.object.status !== 'processing') throw new Error(`No processing payment intent ${intentId}`);
    const { object: intent, key, sessionId } = found;
    const session = this.sessions.get(sessionId)!.object;
    if (outcome === 'succeeded') {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
      session.payment_status = 'paid';
      return [await this.emit(key, 'payment_intent.succeeded', intent), await this.emit(key, 'checkout.session.async_payment_succeeded', session)];
    }
    Object.assign(intent, {
      status: 'requires_payment_method',
      last_payment_error: { type: 'invalid_request_error', code: 'debit_not_authorized', message: 'The Direct Debit failed.' },
    });
    return [await this.emit(key, 'payment_intent.payment_failed', intent), await this.emit(key, 'checkout.session.async_payment_failed', session)];
  }

  /** Sends an event again, as the provider retries (same id, same body, a fresh signature). */
  async redeliver(event: Obj, key: string, secret?: string) {
    return this.deliver(event, key, secret);
  }

  /** The signature header of a payload, the provider's way. */
  sign(payload: string, secret: string, timestamp = nowSeconds()) {
    return this.signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  }

  private intentOf(s: { key: string; object: Obj; input: SessionInput }, method: string): Obj {
    for (const v of this.intents.values())
      if (v.sessionId === s.object.id) return Object.assign(v.object, { payment_method: this.refunds.paymentMethod(method) });
    const intent: Obj = { ...intentObject(s.object, s.input, method), payment_method: this.refunds.paymentMethod(method) };
    this.intents.set(String(intent.id), { key: s.key, object: intent, sessionId: String(s.object.id) });
    return intent;
  }

  private async emit(key: string, type: string, object: Obj): Promise<Obj> {
    this.lastCreated = Math.max(nowSeconds(), this.lastCreated + 1);
    const event = eventObject(type, object, this.lastCreated);
    await this.deliver(event, key);
    return event;
  }

  private target(key: string, event: Obj): WebhookTarget | null {
    const own = this.webhooks.get(key);
    if (own) return own;
    const operator = ((event.data as Obj).object as Obj).metadata as Record<string, string> | undefined;
    const { apiUrl, defaultWebhookSecret } = this.options;
    if (!apiUrl || !defaultWebhookSecret || !operator?.operator) return null;
    return { url: `${apiUrl}/api/webhooks/stripe/${encodeURIComponent(operator.operator)}`, secret: defaultWebhookSecret };
  }

  private async deliver(event: Obj, key: string, secret?: string): Promise<number> {
    const to = this.target(key, event);
    if (!to) return 0;
    const payload = JSON.stringify(event, null, 2);
    const headers = { 'content-type': 'application/json', 'stripe-signature': this.sign(payload, secret ?? to.secret) };
    const send = this.options.transport ?? ((url, h, body) => fetch(url, { method: 'POST', headers: h, body }).then((r) => r.status));
    const status = await send(to.url, headers, payload).catch(() => 0);
    this.deliveries.push({ event, key, status });
    return status;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    try {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = await readBody(req);
      if (url.pathname.startsWith('/v1/')) return await this.api(req, res, url.pathname, body || url.search.slice(1));
      return await this.hosted(req, res, url.pathname, body);
    } catch (err) {
      send(res, 500, { error: { type: 'api_error', message: String(err) } });
    }
  }

  private async api(req: IncomingMessage, res: ServerResponse, path: string, body: string) {
    const key = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (refusedKey(key)) {
      return send(res, 401, {
        error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}` },
      });
    }
    const params = parseFormBody(body);
    if (await this.saved.api(req.method ?? 'GET', path, key, params, req.headers['idempotency-key'] as string | undefined, res)) return;
    const route = `${req.method} ${path.replace(/\/(cs|pi)_[A-Za-z0-9_]+$/, '/{id}')}`;
    const id = path.split('/').pop()!;
    const extra = await this.refunds.api(req.method ?? 'GET', path, key, params, req.headers['idempotency-key'] as string | undefined);
    if (extra) return send(res, extra.status, extra.body);
    switch (route) {
      case 'GET /v1/account':
        return send(res, 200, accountObject(key));
      case 'GET /v1/balance':
        return send(res, 200, balanceObject());
      case 'POST /v1/customers':
        return send(res, 200, customerObject(params));
      case 'POST /v1/checkout/sessions':
        return this.createSession(res, key, params);
      case 'GET /v1/checkout/sessions/{id}': {
        const s = this.sessions.get(id);
        return s && s.key === key ? send(res, 200, s.object) : missing(res, 'checkout.session', id);
      }
      case 'GET /v1/payment_intents/{id}': {
        const p = this.intents.get(id);
        return p && p.key === key ? send(res, 200, this.refunds.expandIntent(p.object, params.expand)) : missing(res, 'payment_intent', id);
      }
      default:
        return send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` } });
    }
  }

  private createSession(res: ServerResponse, key: string, p: Obj) {
    const line = ((p.line_items as Obj[] | undefined) ?? [])[0] as Obj | undefined;
    const price = (line?.price_data ?? {}) as Obj;
    if (p.mode !== 'payment') return invalid(res, 'mode', 'Only payment mode is served by the local stand-in.');
    if (!p.success_url) return invalid(res, 'success_url', 'Missing required param: success_url.');
    if (!line || !price.currency || !price.unit_amount) return invalid(res, 'line_items', 'Missing required param: line_items[0][price_data].');
    const amount = Number(price.unit_amount) * Number(line.quantity ?? 1);
    if (!Number.isInteger(amount) || amount < 30) return invalid(res, 'line_items[0][price_data][unit_amount]', 'Amount must be at least £0.30 gbp.');
    const input: SessionInput = {
      amount,
      currency: String(price.currency),
      methods: ((p.allowed_payment_method_types ?? p.payment_method_types) as string[] | undefined) ?? ['card'],
      successUrl: String(p.success_url),
      cancelUrl: p.cancel_url ? String(p.cancel_url) : null,
      metadata: (p.metadata as Record<string, string>) ?? {},
      intentMetadata: ((p.payment_intent_data as Obj | undefined)?.metadata as Record<string, string>) ?? {},
      customer: p.customer ? String(p.customer) : null,
      customerEmail: p.customer_email ? String(p.customer_email) : null,
      clientReferenceId: p.client_reference_id ? String(p.client_reference_id) : null,
    };
    const id = `cs_test_${newId('x').slice(2)}`;
    const object = sessionObject(id, input, `${this.url}/checkout/${id}`);
    this.sessions.set(id, { key, object, input });
    return send(res, 200, object);
  }

  private async hosted(req: IncomingMessage, res: ServerResponse, path: string, body: string) {
    if (await this.saved.hosted(req.method ?? 'GET', path, body, res)) return;
    const m = /^\/checkout\/(cs_[A-Za-z0-9_]+)(\/complete)?$/.exec(path);
    const s = m ? this.sessions.get(m[1]) : undefined;
    if (!m || !s) return html(res, 404, '<p>No such checkout session.</p>');
    if (req.method === 'GET' && !m[2]) {
      const product = (((s.object as Obj).metadata as Obj)?.description as string) ?? 'Invoice';
      return html(
        res,
        200,
        checkoutPage({
          id: m[1],
          amount: s.input.amount,
          currency: s.input.currency,
          description: product,
          methods: s.input.methods,
          status: String(s.object.status),
        }),
      );
    }
    if (req.method !== 'POST' || !m[2]) return html(res, 405, '<p>Method not allowed.</p>');
    const form = parseFormBody(body);
    const outcome = String(form.outcome) as Outcome;
    const { redirect } = await this.complete(m[1], outcome, String(form.method ?? 'card'));
    if (!redirect) return html(res, 200, authenticationPage(m[1]));
    res.writeHead(303, { location: redirect }).end();
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') }).end(JSON.stringify(body));
}
const html = (res: ServerResponse, status: number, text: string) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(text);
const missing = (res: ServerResponse, what: string, id: string) =>
  send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'`, param: 'id' } });
const invalid = (res: ServerResponse, param: string, message: string) =>
  send(res, 400, { error: { type: 'invalid_request_error', code: 'parameter_missing', param, message } });
