import { z } from 'zod';
import type { ConfirmText } from './confirmations.ts';
import type { PaymentMethod } from './invoice-payments.ts';

/** Words of online payments (issue 27): Account → Payments, the portal's Pay and the staff payment link. */
export const ONLINE_PAYMENT_MESSAGES = {
  secretKeyInvalid: 'Enter the secret key from the Stripe dashboard (it starts sk_test_ or sk_live_)',
  webhookSecretInvalid: 'Enter the webhook signing secret from the Stripe dashboard (it starts whsec_)',
  methodsRequired: 'Choose at least one payment method',
  badKey: 'Stripe did not accept this secret key. Copy it again from the Stripe dashboard (Developers → API keys).',
  unreachable: 'Stripe could not be reached. Try again in a few minutes.',
  notConnected: 'Online payments are not connected',
  connected: 'Connected to Stripe',
  saved: 'Payment settings saved',
  disconnected: 'Stripe disconnected',
  tested: 'The connection to Stripe works',
  notPayable: 'This invoice has nothing to pay online',
  processing: 'A payment of this invoice is already being processed',
  linkSent: (email: string) => `Payment link sent to ${email}`,
  linkReady: 'Payment link ready',
  noContact: 'The invoice has no billing e-mail to send the link to',
  badSignature: 'Webhook signature verification failed',
  portalPaid: 'Thank you: your payment went through. The invoice shows as paid as soon as Stripe confirms it.',
  portalCancelled: 'The payment was cancelled: nothing was charged.',
} as const;

export const PAYMENTS_DISCONNECT_CONFIRM: ConfirmText = {
  title: 'Disconnect Stripe?',
  message: 'The stored secret key and webhook secret are deleted. Members can no longer pay online; recorded payments stay.',
  confirmLabel: 'Disconnect',
  keepLabel: 'Stay connected',
  destructive: true,
};

/** What Checkout offers: cards, and BACS Direct Debit (the operators bill in pounds). */
export const ONLINE_METHODS = ['card', 'bacs_debit'] as const;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];
export const ONLINE_METHOD_LABELS: Readonly<Record<OnlineMethod, string>> = { card: 'Card', bacs_debit: 'BACS Direct Debit' };

/** The invoice payment method of a provider's payment method type (anything but a debit counts as a card). */
export const paymentMethodOf = (providerType: string | null | undefined): PaymentMethod =>
  providerType === 'bacs_debit' || providerType === 'sepa_debit' ? 'direct_debit' : 'card';

/** A key as shown once stored: its kind and mode, and its last four characters. */
export function keyHint(key: string): string {
  const prefix = /^(sk|rk)_(test|live)_/.exec(key)?.[0] ?? '';
  return `${prefix}…${key.slice(-4)}`;
}

export const paymentsConnect = z.object({
  secret_key: z
    .string({ error: ONLINE_PAYMENT_MESSAGES.secretKeyInvalid })
    .trim()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]{4,250}$/, ONLINE_PAYMENT_MESSAGES.secretKeyInvalid),
  webhook_secret: z
    .string({ error: ONLINE_PAYMENT_MESSAGES.webhookSecretInvalid })
    .trim()
    .regex(/^whsec_[A-Za-z0-9_]{4,250}$/, ONLINE_PAYMENT_MESSAGES.webhookSecretInvalid),
  methods: z.array(z.enum(ONLINE_METHODS)).min(1, ONLINE_PAYMENT_MESSAGES.methodsRequired).default(['card']),
  auto_collect: z.boolean().default(false),
});
export type PaymentsConnect = z.input<typeof paymentsConnect>;

export const paymentsOptions = z.object({
  methods: z.array(z.enum(ONLINE_METHODS)).min(1, ONLINE_PAYMENT_MESSAGES.methodsRequired),
  auto_collect: z.boolean(),
});
export type PaymentsOptions = z.input<typeof paymentsOptions>;

export const paymentsStatus = z.object({
  connected: z.boolean(),
  provider: z.literal('stripe'),
  key_hint: z.string().nullable(),
  account_id: z.string().nullable(),
  account_name: z.string().nullable(),
  methods: z.array(z.enum(ONLINE_METHODS)),
  auto_collect: z.boolean(),
  connected_at: z.string().nullable(),
  tested_at: z.string().nullable(),
  last_error: z.string().nullable(),
  /** Where the operator points the provider's webhook (path; the page prefixes the site's address). */
  webhook_path: z.string(),
});
export type PaymentsStatus = z.infer<typeof paymentsStatus>;
export const paymentsStatusResult = paymentsStatus.extend({ detail: z.string() });

/** A hosted payment page for an invoice. */
export const payLink = z.object({ url: z.string(), amount: z.number(), detail: z.string() });
export type PayLink = z.infer<typeof payLink>;
export const paymentLinkBody = z.object({ send: z.boolean().default(false) });
export const webhookParams = z.object({ operator: z.string().min(1).max(120) });
export const webhookAck = z.object({ received: z.boolean(), duplicate: z.boolean().optional() });

// ---- The state machine of an online payment ----

export const ONLINE_PAYMENT_STATES = ['open', 'processing', 'succeeded', 'failed'] as const;
export type OnlinePaymentState = (typeof ONLINE_PAYMENT_STATES)[number];

/**
 * The next state of an online payment when the provider reports `to` at time `at` (seconds), or null when the report
 * changes nothing. succeeded is final (money arrived: a late failure or processing report is stale). Otherwise the
 * newer report wins: a report older than the last one applied is stale (events arrive out of order), and a failed
 * payment may still succeed (a declined card retried in the same Checkout) or move to processing on a new attempt.
 */
export function nextOnlineState(
  current: { status: OnlinePaymentState; lastEventAt: number | null },
  to: Exclude<OnlinePaymentState, 'open'>,
  at: number,
): OnlinePaymentState | null {
  if (current.status === 'succeeded') return null;
  if (to === 'succeeded') return 'succeeded';
  if (current.status === to) return null;
  if (current.lastEventAt !== null && at < current.lastEventAt) return null;
  return to;
}
