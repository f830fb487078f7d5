import { z } from 'zod';
import { optionalMoneyPence } from './fields.ts';
import { formatPence } from './money.ts';
import { pagingQuery } from './common-schemas.ts';

/**
 * Online payments as staff see them, and refunds to the card (issue 27 flow 4): the invoice's online payments with
 * their state and the provider's ids, Refund to the card on a credit note of an invoice paid online, and Account →
 * Payments' list of recent and unapplied online payments.
 */
export const ONLINE_REFUND_MESSAGES = {
  amountPositive: 'Amount must be more than £0.00',
  notCreditNote: 'Only a credit note can be refunded to the card',
  notOnline: "This credit note's invoice was not paid online: record the refund by hand",
  nothingOwed: 'Nothing is left to refund on this credit note',
  notUnapplied: 'Only a payment kept unapplied can be refunded from this list',
  overOnline: (availablePence: number) => `Only ${formatPence(availablePence)} paid online can still be refunded to the card`,
  overOwed: (owedPence: number) => `Only ${formatPence(owedPence)} of this credit note is left to refund`,
  started: (pence: number) => `Refund of ${formatPence(pence)} sent to Stripe: it shows as refunded once Stripe confirms it`,
  /** A manual payment that would overpay counting a Direct Debit still being collected. */
  processingManual: (processingPence: number, leftPence: number) =>
    `${formatPence(processingPence)} is already being collected by Direct Debit for this invoice: only ${formatPence(leftPence)} is left to record`,
  refundingManual: (pendingPence: number, leftPence: number) =>
    `${formatPence(pendingPence)} is already being refunded to the card for this credit note: only ${formatPence(leftPence)} is left to record`,
  processingNote: (processingPence: number) =>
    `${formatPence(processingPence)} is being collected by Direct Debit (processing): record a payment only for the rest`,
} as const;

/** A manual payment (or refund, on a credit note) refused because money is already on its way for it. */
export const onTheWayMessage = (kind: string, onTheWayPence: number, leftPence: number) =>
  kind === 'credit_note'
    ? ONLINE_REFUND_MESSAGES.refundingManual(onTheWayPence, leftPence)
    : ONLINE_REFUND_MESSAGES.processingManual(onTheWayPence, leftPence);

// ---- The state machine of a refund ----

/** pending → succeeded | failed. Both ends are final (Stripe's canceled counts as failed). */
export const ONLINE_REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export type OnlineRefundState = (typeof ONLINE_REFUND_STATES)[number];

/** Our state of a provider refund status (requires_action waits like pending; canceled is a failure). */
export function refundStateOf(providerStatus: string | null | undefined): OnlineRefundState {
  if (providerStatus === 'succeeded') return 'succeeded';
  if (providerStatus === 'failed' || providerStatus === 'canceled') return 'failed';
  return 'pending';
}

/**
 * The next state of a refund on a report, or null when it changes nothing: only a pending refund moves, and only to an
 * end (a duplicate, a late "pending" or any report after the end changes nothing, whatever order they come in).
 */
export function nextRefundState(current: OnlineRefundState, to: OnlineRefundState): OnlineRefundState | null {
  return current === 'pending' && to !== 'pending' ? to : null;
}

/**
 * What a refund to the card may take, pence: what the online payment received less its refunds pending or
 * succeeded (`available`), and, for a credit note, what the credit note still owes less its refunds pending (`owed`).
 * Answers the refusal in words, or null. Property: an accepted refund never exceeds either.
 */
export function refundRefusal(askedPence: number, availablePence: number, owedPence: number | null): string | null {
  if (owedPence !== null && owedPence <= 0) return ONLINE_REFUND_MESSAGES.nothingOwed;
  if (askedPence <= 0) return ONLINE_REFUND_MESSAGES.amountPositive;
  if (owedPence !== null && askedPence > owedPence) return ONLINE_REFUND_MESSAGES.overOwed(owedPence);
  if (askedPence > availablePence) return ONLINE_REFUND_MESSAGES.overOnline(Math.max(availablePence, 0));
  return null;
}

/** How much a refund asks by default: all it may take. */
export const refundDefault = (availablePence: number, owedPence: number | null) => Math.max(0, Math.min(availablePence, owedPence ?? availablePence));

// ---- An online payment as staff see it ----

/** The payment's state with its refunds: a succeeded payment partly or wholly refunded says so. */
export const ONLINE_DISPLAY_STATES = ['open', 'processing', 'succeeded', 'failed', 'partially_refunded', 'refunded'] as const;
export type OnlineDisplayState = (typeof ONLINE_DISPLAY_STATES)[number];
export const ONLINE_DISPLAY_LABELS: Readonly<Record<OnlineDisplayState, string>> = {
  open: 'Not paid yet',
  processing: 'Processing',
  succeeded: 'Succeeded',
  failed: 'Failed',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};
export const ONLINE_REFUND_LABELS: Readonly<Record<OnlineRefundState, string>> = { pending: 'Pending', succeeded: 'Succeeded', failed: 'Failed' };

export function onlineDisplayState(status: string, amountPence: number, refundedPence: number): OnlineDisplayState {
  if (status !== 'succeeded' || refundedPence <= 0)
    return (ONLINE_DISPLAY_STATES as readonly string[]).includes(status) ? (status as OnlineDisplayState) : 'open';
  return refundedPence >= amountPence ? 'refunded' : 'partially_refunded';
}

const ref = z.object({ slug: z.string(), name: z.string() });

export const onlineRefundItem = z.object({
  slug: z.string(),
  amount: z.number(),
  status: z.enum(ONLINE_REFUND_STATES),
  provider_refund_id: z.string().nullable(),
  credit_note: ref.nullable(),
  failure: z.string().nullable(),
  created_at: z.string(),
});
export type OnlineRefundItem = z.infer<typeof onlineRefundItem>;

export const onlinePaymentItem = z.object({
  slug: z.string(),
  invoice: ref,
  amount: z.number(),
  state: z.enum(ONLINE_DISPLAY_STATES),
  method: z.enum(['card', 'direct_debit']).nullable(),
  checkout_session_id: z.string(),
  payment_intent_id: z.string().nullable(),
  /** Money the provider took that the invoice could no longer take: to refund. */
  unapplied: z.boolean(),
  /** Pounds refunded (succeeded refunds) and still refundable (less pending ones). */
  refunded: z.number(),
  refundable: z.number(),
  failure: z.string().nullable(),
  created_at: z.string(),
  refunds: z.array(onlineRefundItem),
});
export type OnlinePaymentItem = z.infer<typeof onlinePaymentItem>;

/** GET /api/invoices/{slug}/online-payments: an invoice's (a credit note: its invoice's) online payments. */
export const invoiceOnlinePayments = z.object({
  connected: z.boolean(),
  /** Pounds of this invoice being collected by Direct Debit (processing). */
  processing: z.number(),
  /** On a credit note: pounds that may be refunded to the card now (0 elsewhere). */
  refundable: z.number(),
  payments: z.array(onlinePaymentItem),
});
export type InvoiceOnlinePayments = z.infer<typeof invoiceOnlinePayments>;

const refundAmount = optionalMoneyPence({
  required: ONLINE_REFUND_MESSAGES.amountPositive,
  negative: ONLINE_REFUND_MESSAGES.amountPositive,
  zero: ONLINE_REFUND_MESSAGES.amountPositive,
});
/** POST refund: amount in pounds (pence on the server); without one, all that may be refunded. */
export const refundToCardBody = z.object({ amount: refundAmount.optional() });
export type RefundToCardBody = z.input<typeof refundToCardBody>;
export const refundToCardResult = z.object({ refund: onlineRefundItem, detail: z.string() });

export const ONLINE_PAYMENTS_LIST = { pageSize: 10, order: '-created_at' } as const;
export const ONLINE_PAYMENT_ORDER_FIELDS = ['created_at', 'amount'] as const;
export const onlinePaymentsListQuery = pagingQuery(ONLINE_PAYMENTS_LIST).extend({
  state: z.enum(ONLINE_DISPLAY_STATES).optional(),
  unapplied: z.enum(['1', '0', 'true', 'false']).optional(),
});
