import { collectionOutcome, type CollectionState } from '@clubspace/contract';
import Stripe from 'stripe';
import type { App } from '../../app-types.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { checkoutFor } from '../payments/checkout.service.ts';
import { applyReport } from '../payments/payment-events.service.ts';
import { openAccount } from '../payments/payments-settings.service.ts';
import { findAccount } from '../payments/payments.repo.ts';
import { stripeFor } from '../payments/stripe-client.ts';
import { claimAttempt, finishAttempt, requeueAttempt, type ClaimedAttempt } from './collection.repo.ts';
import { confirmPaymentMail } from '../../mail/invoice.mail.tsx';

export type CollectionDeps = Pick<App, 'db' | 'config' | 'mailer' | 'log'>;
export type AttemptResult = CollectionState | 'requeued' | 'none';

interface Charged {
  status: string | null;
  errorCode: string | null;
  message: string | null;
  intent: Stripe.PaymentIntent | null;
}

/**
 * Charges a claimed attempt off-session: one PaymentIntent created and confirmed with the saved method, under the
 * attempt's idempotency key (invoice-<id>-attempt-<n>), so asking again — a retry, a crash, a second worker — gets the
 * same PaymentIntent back and never charges twice. A decline comes back as a card error carrying the PaymentIntent.
 */
export function chargeParams(c: ClaimedAttempt): Stripe.PaymentIntentCreateParams {
  return {
    amount: c.amountPence,
    currency: 'gbp',
    customer: c.customerId,
    payment_method: c.paymentMethodId,
    allowed_payment_method_types: [c.methodType as Stripe.PaymentIntentCreateParams.AllowedPaymentMethodType],
    confirm: true,
    off_session: true,
    description: `${c.operator.name} invoice ${c.invoice.name}`,
    metadata: {
      operator: c.operator.slug,
      invoice: c.invoice.slug,
      online_payment: c.onlinePaymentSlug,
      collection_attempt: String(c.attempt.attempt),
    },
  };
}

async function charge(secretKey: string, deps: CollectionDeps, c: ClaimedAttempt): Promise<Charged> {
  try {
    const intent = await stripeFor(deps.config, secretKey).paymentIntents.create(chargeParams(c), { idempotencyKey: c.idempotencyKey });
    return { status: intent.status, errorCode: null, message: null, intent };
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError) {
      const intent = (err.payment_intent ?? null) as Stripe.PaymentIntent | null;
      return { status: intent?.status ?? null, errorCode: err.code ?? null, message: err.message, intent };
    }
    throw err;
  }
}

/**
 * One attempt: claim (its own transaction), charge at the provider, record the outcome through the payment-recording
 * path of online payments (applyReport: the invoice paid, or the Direct Debit processing; the dashboard follows), and
 * for "requires action" e-mail the payer the invoice's payment link. A failure leaves the invoice to the chasing
 * schedule, which queues the next attempt on its next reminder day.
 */
export async function processNextAttempt(deps: CollectionDeps, now: Date, clientId?: number): Promise<AttemptResult> {
  const claim = await writeTransaction(deps.db, (tx) => claimAttempt(tx, now, clientId));
  if (claim.kind === 'none' || claim.kind === 'requeued') return claim.kind;
  if (claim.kind === 'skipped') return 'skipped';
  const account = await findAccount(deps.db, claim.operator.id);
  const opened = account && openAccount(deps.config, account);
  if (!opened) {
    await writeTransaction(deps.db, (tx) => finishAttempt(tx, claim.attempt.id, 'skipped', now, { failure: 'Online payments are not connected' }));
    return 'skipped';
  }
  let charged: Charged;
  try {
    charged = await charge(opened.secretKey, deps, claim);
  } catch (err) {
    if (
      err instanceof Stripe.errors.StripeConnectionError ||
      err instanceof Stripe.errors.StripeAPIError ||
      err instanceof Stripe.errors.StripeRateLimitError
    ) {
      // Not reached, or the provider failed: the same key is asked again on the next run.
      await writeTransaction(deps.db, (tx) => requeueAttempt(tx, claim.attempt.id));
      deps.log.warn({ err, invoiceId: claim.invoice.id }, 'automatic collection: the provider could not be reached');
      return 'requeued';
    }
    const message = err instanceof Error ? err.message : String(err);
    await writeTransaction(deps.db, (tx) => finishAttempt(tx, claim.attempt.id, 'failed', now, { failure: message }));
    return 'failed';
  }
  const outcome = collectionOutcome(charged);
  const intentId = charged.intent?.id ?? null;
  const failure = outcome === 'succeeded' || outcome === 'processing' ? null : (charged.message ?? 'The payment failed');
  await writeTransaction(deps.db, async (tx) => {
    const to = outcome === 'succeeded' || outcome === 'processing' ? outcome : 'failed';
    await applyReport(
      tx,
      claim.operator.id,
      { slug: claim.onlinePaymentSlug, to, intentId, methodType: claim.methodType, failure },
      charged.intent?.created ?? Math.floor(now.getTime() / 1000),
    );
    await finishAttempt(tx, claim.attempt.id, outcome, now, { paymentIntentId: intentId, failure });
  });
  if (outcome === 'requires_action') await mailPayLink(deps, claim);
  return outcome;
}

/** The bank asks the payer to authenticate: they get the invoice's payment link (the same as staff e-mail). */
async function mailPayLink(deps: CollectionDeps, c: ClaimedAttempt) {
  if (!c.invoice.email) return;
  try {
    const link = await checkoutFor(deps, c.operator.id, c.invoice.id);
    await deps.mailer.send({
      kind: 'invoice',
      to: c.invoice.email,
      clientId: c.operator.id,
      ...confirmPaymentMail({ invoice: c.invoice.name, amount: `£${link.amount.toFixed(2)}`, url: link.url, operator: c.operator.name }),
      link: link.url,
    });
  } catch (err) {
    deps.log.error({ err, invoiceId: c.invoice.id }, 'automatic collection: the payment link could not be e-mailed');
  }
}
