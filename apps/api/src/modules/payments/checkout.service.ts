import { ONLINE_PAYMENT_MESSAGES, PORTAL_BASE_PATH, invoiceAmounts, toPounds, type PayLink } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { App } from '../../app-types.ts';
import { clients, invoiceDatas, invoices, onlinePayments } from '../../db/schema/index.ts';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { newInvoiceSlug } from '../invoices/invoices.service.ts';
import { findAccount, openSessionFor, processingPence } from './payments.repo.ts';
import { openAccount } from './payments-settings.service.ts';
import { stripeFor } from './stripe-client.ts';

/** How long a Checkout Session's page is handed out again for the same invoice and amount (Stripe's expire after 24 h). */
const REUSE_HOURS = 20;

async function invoiceToPay(app: Pick<App, 'db'>, operatorId: number, invoiceId: number) {
  const [row] = await app.db
    .select({ invoice: invoices, email: invoiceDatas.emailContact, operatorSlug: clients.slug, operatorName: clients.name })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .leftJoin(invoiceDatas, eq(invoiceDatas.id, invoices.invoiceDataId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.clientId, operatorId)))
    .limit(1);
  return row ?? null;
}

/** Where the payer comes back to: the operator's portal invoices page. */
const returnUrl = (app: Pick<App, 'config'>, operatorSlug: string, outcome: 'paid' | 'cancelled') =>
  `${app.config.publicUrl.replace(/\/$/, '')}${PORTAL_BASE_PATH}/${encodeURIComponent(operatorSlug)}/invoices?payment=${outcome}`;

/**
 * A hosted payment page for what an invoice still owes (less any Direct Debit still processing), tied to the invoice
 * by metadata (operator, invoice, our online payment's slug) on the session and on its PaymentIntent. The same open
 * page is handed out again for the same amount, so Pay clicked twice does not open two payments.
 */
export async function checkoutFor(
  app: Pick<App, 'db' | 'config'>,
  operatorId: number,
  invoiceId: number,
): Promise<PayLink & { email: string | null }> {
  const account = await findAccount(app.db, operatorId);
  const opened = account && openAccount(app.config, account);
  if (!account || !opened) throw badRequest({ invoice: ONLINE_PAYMENT_MESSAGES.notConnected });
  const found = await invoiceToPay(app, operatorId, invoiceId);
  if (!found) throw badRequest({ invoice: ONLINE_PAYMENT_MESSAGES.notPayable });
  const i = found.invoice;
  const { due } = invoiceAmounts(i.status, i.grossPricePence, i.paidPence, i.creditedPence);
  const processing = await processingPence(app.db, i.id);
  const amount = due - processing;
  if (i.kind !== 'invoice' || i.status !== 'pending_payment' || due <= 0) throw badRequest({ invoice: ONLINE_PAYMENT_MESSAGES.notPayable });
  if (amount <= 0) throw badRequest({ invoice: ONLINE_PAYMENT_MESSAGES.processing });
  const reuse = await openSessionFor(app.db, i.id, amount, new Date(Date.now() - REUSE_HOURS * 3600_000));
  if (reuse) return { url: reuse.checkoutUrl, amount: toPounds(amount), detail: ONLINE_PAYMENT_MESSAGES.linkReady, email: found.email };
  const slug = newInvoiceSlug();
  const metadata = { operator: found.operatorSlug, invoice: i.slug, online_payment: slug, description: `${found.operatorName} invoice ${i.name}` };
  let session: Stripe.Checkout.Session;
  try {
    session = await stripeFor(app.config, opened.secretKey).checkout.sessions.create(
      {
        mode: 'payment',
        allowed_payment_method_types: account.methods as Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[],
        line_items: [{ quantity: 1, price_data: { currency: 'gbp', unit_amount: amount, product_data: { name: `Invoice ${i.name}` } } }],
        metadata,
        payment_intent_data: { metadata },
        client_reference_id: i.slug,
        ...(found.email ? { customer_email: found.email } : {}),
        success_url: returnUrl(app, found.operatorSlug, 'paid'),
        cancel_url: returnUrl(app, found.operatorSlug, 'cancelled'),
      },
      { idempotencyKey: `checkout-${slug}` },
    );
  } catch (err) {
    throw new HttpError(
      err instanceof Stripe.errors.StripeConnectionError ? 502 : 400,
      err instanceof Stripe.errors.StripeError ? err.message : ONLINE_PAYMENT_MESSAGES.unreachable,
    );
  }
  await app.db
    .insert(onlinePayments)
    .values({ clientId: operatorId, slug, invoiceId: i.id, amountPence: amount, checkoutSessionId: session.id, checkoutUrl: session.url ?? '' });
  return { url: session.url ?? '', amount: toPounds(amount), detail: ONLINE_PAYMENT_MESSAGES.linkReady, email: found.email };
}
