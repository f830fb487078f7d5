import { ONLINE_PAYMENT_MESSAGES } from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { App } from '../../app-types.ts';
import { clients } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { applyReport, reportOf } from './payment-events.service.ts';
import { withProviderMethod } from './payment-method.service.ts';
import { applyRefundReport, refundReportOf } from './refund-events.service.ts';
import { openAccount } from './payments-settings.service.ts';
import { findAccount, setEventOutcome, storeEvent } from './payments.repo.ts';
import { stripeWebhooks } from './stripe-client.ts';
import { applySetup, isSetupCompletion, setupReportOf } from './setup-events.service.ts';

/**
 * POST /api/webhooks/stripe/{operator}: the raw body's signature is verified with that operator's signing secret (a
 * body signed with another operator's secret, or altered, is 400 and changes nothing). Each event is stored once by
 * its id in the same transaction that applies it: a duplicate or a replay finds its row and changes nothing; a failure
 * stores nothing, so the provider's retry applies it. Unknown types are stored as ignored and acknowledged.
 */
export async function receiveStripeEvent(app: App, operatorSlug: string, raw: unknown, signature: string | string[] | undefined) {
  const [client] = await app.db.select({ id: clients.id }).from(clients).where(eq(clients.slug, operatorSlug)).limit(1);
  if (!client) throw notFound('Unknown operator');
  const account = await findAccount(app.db, client.id);
  const opened = account && openAccount(app.config, account);
  if (!opened) throw notFound(ONLINE_PAYMENT_MESSAGES.notConnected);
  let event: Stripe.Event;
  try {
    if (!Buffer.isBuffer(raw) || typeof signature !== 'string') throw new Error('no body or signature');
    event = stripeWebhooks.constructEvent(raw, signature, opened.webhookSecret);
  } catch {
    throw new HttpError(400, ONLINE_PAYMENT_MESSAGES.badSignature);
  }
  const report = await withProviderMethod(app, opened.secretKey, client.id, reportOf(event));
  const refund = refundReportOf(event);
  // Saved methods (flow 2): what a completed setup saved is read from the provider before the transaction.
  const setup = isSetupCompletion(event) ? await setupReportOf(app.config, opened.secretKey, event) : null;
  return writeTransaction(app.db, async (tx) => {
    const fresh = await storeEvent(tx, client.id, event, report || refund || setup ? 'pending' : 'ignored');
    if (!fresh) return { received: true, duplicate: true };
    if (report) await setEventOutcome(tx, client.id, event.id, await applyReport(tx, client.id, report, event.created));
    if (refund) await setEventOutcome(tx, client.id, event.id, await applyRefundReport(tx, client.id, refund, event.created));
    if (setup) await setEventOutcome(tx, client.id, event.id, await applySetup(tx, client.id, setup, event.created));
    return { received: true };
  });
}
