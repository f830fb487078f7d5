import { z } from 'zod';

/**
 * Saved payment methods and automatic collection (issue 27 flows 2, 3 and the retries of flow 5): a payer (a team, or
 * a member without a team) saves a card or a BACS Direct Debit mandate through Checkout in setup mode; issued invoices
 * are then charged off-session, once per invoice and attempt.
 */
export const SAVED_METHOD_MESSAGES = {
  none: 'No payment method saved',
  setupReady: 'Setup link ready',
  setupSent: (email: string) => `Setup link sent to ${email}`,
  removed: 'Payment method removed',
  noContact: 'The team has no billing e-mail to send the link to',
  notPayer: 'Only the team admin manages the team’s payment method',
  notConnected: 'Online payments are not connected',
  collectedHint: 'Issued invoices are collected automatically from this method',
} as const;

export const SAVED_METHOD_TYPES = ['card', 'bacs_debit'] as const;
export type SavedMethodType = (typeof SAVED_METHOD_TYPES)[number];
export const SAVED_METHOD_TYPE_LABELS: Readonly<Record<SavedMethodType, string>> = { card: 'Card', bacs_debit: 'Direct Debit' };

const BRAND_LABELS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** How a saved method is shown: "Visa •••• 4242", "Direct Debit •••• 2345" (a card of an unknown brand: "Card"). */
export function savedMethodLabel(type: string, brand: string | null, last4: string | null): string {
  const name =
    type === 'bacs_debit'
      ? SAVED_METHOD_TYPE_LABELS.bacs_debit
      : brand
        ? (BRAND_LABELS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1))
        : 'Card';
  return last4 ? `${name} •••• ${last4}` : name;
}

export const savedMethod = z.object({
  type: z.enum(SAVED_METHOD_TYPES),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  label: z.string(),
  saved_at: z.string(),
});
export type SavedMethod = z.infer<typeof savedMethod>;

/** The payer's saved method as the portal and the staff see it. */
export const payerMethod = z.object({
  /** The operator takes payments online (else nothing can be saved). */
  online: z.boolean(),
  /** The operator collects issued invoices automatically from a saved method. */
  auto_collect: z.boolean(),
  /** The caller may replace or remove it (the portal: the team admin, or a member without a team). */
  can_manage: z.boolean(),
  method: savedMethod.nullable(),
});
export type PayerMethod = z.infer<typeof payerMethod>;

export const setupLink = z.object({ url: z.string(), detail: z.string() });
export type SetupLink = z.infer<typeof setupLink>;
export const setupLinkBody = z.object({ send: z.boolean().default(false) });

// ---- Automatic collection ----

/**
 * One collection attempt of an invoice: queued (when issued, or on a reminder day after the due date) → running (a
 * worker claimed it) → succeeded | processing (a Direct Debit) | failed | requires_action | skipped (nothing due any
 * more, no saved method, collection turned off).
 */
export const COLLECTION_STATES = ['queued', 'running', 'succeeded', 'processing', 'failed', 'requires_action', 'skipped'] as const;
export type CollectionState = (typeof COLLECTION_STATES)[number];

/** The provider idempotency key of an attempt: one PaymentIntent per invoice and attempt, whatever retries. */
export const collectionIdempotencyKey = (invoiceId: number, attempt: number) => `invoice-${invoiceId}-attempt-${attempt}`;

/** A running attempt older than this belonged to a worker that died: it is claimed again (same idempotency key). */
export const COLLECTION_STALE_SECONDS = 10 * 60;

/** Payment retries happen on the chasing schedule's reminder days after the due date (not before, not on it). */
export const retriesOnReminderDay = (day: number) => day > 0;

/**
 * The amount an attempt charges: what the invoice still owes less any payment still processing; 0 = nothing to
 * collect (the attempt is skipped).
 */
export function collectablePence(duePence: number, processingPence: number): number {
  return Math.max(0, duePence - Math.max(0, processingPence));
}

/** The outcome of an off-session charge as the provider answered it. */
export function collectionOutcome(answer: {
  status?: string | null;
  errorCode?: string | null;
}): Exclude<CollectionState, 'queued' | 'running' | 'skipped'> {
  if (answer.errorCode === 'authentication_required' || answer.status === 'requires_action') return 'requires_action';
  if (answer.status === 'succeeded') return 'succeeded';
  if (answer.status === 'processing') return 'processing';
  return 'failed';
}
