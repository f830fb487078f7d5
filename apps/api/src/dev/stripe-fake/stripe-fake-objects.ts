import fixtures from './stripe-fixtures.json' with { type: 'json' };

/**
 * The provider's objects as the fake answers them: the published fixture of each resource (stripe/openapi
 * fixtures3.json), with the fields this fake drives overridden. Every property the description requires is there.
 */
type Obj = Record<string, unknown>;
const R = fixtures.resources as Record<string, Obj>;
const clone = (o: Obj): Obj => structuredClone(o);

let counter = 0;
/** A provider-looking id: prefix, then 24 characters. */
export const newId = (prefix: string) =>
  `${prefix}_${(Date.now().toString(36) + (++counter).toString(36).padStart(6, '0') + 'Fk0Cl8bSp4cE9').slice(0, 24)}`;

export function accountObject(key: string): Obj {
  return {
    ...clone(R.account),
    id: `acct_${key
      .slice(-16)
      .replace(/[^A-Za-z0-9]/g, 'x')
      .padStart(16, '0')}`,
    country: 'GB',
    default_currency: 'gbp',
    charges_enabled: true,
    payouts_enabled: true,
    details_submitted: true,
    email: 'payments@example.test',
    business_profile: { ...(R.account.business_profile as Obj), name: 'Test account (local stand-in)' },
    settings: { ...(R.account.settings as Obj), dashboard: { display_name: 'Test account (local stand-in)', timezone: 'Europe/London' } },
  };
}

export function balanceObject(): Obj {
  return {
    ...clone(R.balance),
    available: [{ amount: 0, currency: 'gbp', source_types: { card: 0 } }],
    pending: [{ amount: 0, currency: 'gbp', source_types: { card: 0 } }],
  };
}

export function customerObject(params: Obj): Obj {
  return {
    ...clone(R.customer),
    id: newId('cus'),
    created: nowSeconds(),
    email: (params.email as string) ?? null,
    name: (params.name as string) ?? null,
    metadata: (params.metadata as Obj) ?? {},
    livemode: false,
  };
}

export interface SessionInput {
  amount: number;
  currency: string;
  methods: string[];
  successUrl: string;
  cancelUrl: string | null;
  metadata: Record<string, string>;
  intentMetadata: Record<string, string>;
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
}

export function sessionObject(id: string, input: SessionInput, url: string): Obj {
  return {
    ...clone(R['checkout.session']),
    id,
    object: 'checkout.session',
    amount_subtotal: input.amount,
    amount_total: input.amount,
    currency: input.currency,
    cancel_url: input.cancelUrl,
    success_url: input.successUrl,
    client_reference_id: input.clientReferenceId,
    created: nowSeconds(),
    expires_at: nowSeconds() + 24 * 3600,
    customer: input.customer,
    customer_email: input.customerEmail,
    livemode: false,
    metadata: input.metadata,
    mode: 'payment',
    payment_intent: null,
    allowed_payment_method_types: input.methods,
    payment_method_types: input.methods,
    payment_status: 'unpaid',
    status: 'open',
    ui_mode: 'hosted_page',
    url,
  };
}

export function intentObject(session: Obj, input: SessionInput, _method: string): Obj {
  return {
    ...clone(R.payment_intent),
    id: newId('pi'),
    object: 'payment_intent',
    amount: input.amount,
    amount_capturable: 0,
    amount_received: 0,
    currency: input.currency,
    created: nowSeconds(),
    customer: input.customer,
    livemode: false,
    metadata: input.intentMetadata,
    payment_method: newId('pm'),
    // As Stripe: every type the session allows; the method chosen is the payment_method's type (expand it).
    payment_method_types: input.methods,
    // Newer than the published fixture (the description requires them): the methods allowed, the payment record.
    allowed_payment_method_types: input.methods,
    payment_record: null,
    status: 'requires_payment_method',
    latest_charge: null,
    last_payment_error: null,
    next_action: null,
    description: `Checkout ${String(session.id)}`,
  };
}

export const eventObject = (type: string, object: Obj, created: number): Obj => ({
  ...clone(R.event),
  id: newId('evt'),
  object: 'event',
  api_version: '2026-10-28.endive',
  created,
  data: { object: clone(object) },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
});

export const nowSeconds = () => Math.floor(Date.now() / 1000);
