import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { lockPayerByCustomer, setPayerMethod } from './payer-accounts.repo.ts';
import { stripeFor } from './stripe-client.ts';

/** What a completed setup reports: the customer and the method it saved (read from the provider, not the event). */
export interface SetupReport {
  customerId: string;
  paymentMethodId: string;
  type: string;
  brand: string | null;
  last4: string | null;
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** True for the one setup event this API follows: Checkout in setup mode, completed. */
export const isSetupCompletion = (event: Stripe.Event): event is Stripe.CheckoutSessionCompletedEvent =>
  event.type === 'checkout.session.completed' && event.data.object.mode === 'setup';

/**
 * Reads what a completed setup saved, before the event's transaction (provider calls stay outside it): the session's
 * SetupIntent, then its PaymentMethod (type, card brand, last four). Null when the session saved nothing or the
 * method is no longer attached to the customer (removed since).
 */
export async function setupReportOf(config: Config, secretKey: string, event: Stripe.CheckoutSessionCompletedEvent): Promise<SetupReport | null> {
  const session = event.data.object;
  const customerId = idOf(session.customer);
  const setupIntentId = idOf(session.setup_intent);
  if (!customerId || !setupIntentId) return null;
  const stripe = stripeFor(config, secretKey);
  const intent = await stripe.setupIntents.retrieve(setupIntentId);
  const pmId = idOf(intent.payment_method);
  if (intent.status !== 'succeeded' || !pmId) return null;
  const pm = await stripe.paymentMethods.retrieve(pmId);
  // A method detached since (removed, or replaced and removed) no longer belongs to the customer: nothing to save.
  if (idOf(pm.customer) !== customerId) return null;
  const last4 = pm.type === 'bacs_debit' ? (pm.bacs_debit?.last4 ?? null) : (pm.card?.last4 ?? null);
  return { customerId, paymentMethodId: pm.id, type: pm.type === 'bacs_debit' ? 'bacs_debit' : 'card', brand: pm.card?.brand ?? null, last4 };
}

/**
 * Applies a completed setup to its payer (inside the event's write transaction, the payer row locked): the method
 * becomes the payer's default unless a newer setup or a removal was applied already (events may arrive out of
 * order); the same method again changes nothing. Returns the event's stored outcome.
 */
export async function applySetup(tx: Executor, operatorId: number, report: SetupReport, eventCreated: number): Promise<string> {
  const payer = await lockPayerByCustomer(tx, operatorId, report.customerId);
  if (!payer) return 'ignored';
  if (payer.paymentMethodId === report.paymentMethodId) return 'stale';
  const at = new Date(eventCreated * 1000);
  if (payer.methodEventAt && at.getTime() < payer.methodEventAt.getTime()) return 'stale';
  await setPayerMethod(tx, payer.id, {
    paymentMethodId: report.paymentMethodId,
    methodType: report.type,
    brand: report.brand,
    last4: report.last4,
    methodSavedAt: at,
    methodEventAt: at,
  });
  return 'method_saved';
}
