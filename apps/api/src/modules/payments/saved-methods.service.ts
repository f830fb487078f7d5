import { PORTAL_BASE_PATH, SAVED_METHOD_MESSAGES, savedMethodLabel, type PayerMethod, type SavedMethodType } from '@clubspace/contract';
import { and, desc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { App } from '../../app-types.ts';
import { clients, invoiceDatas, members, teams, users } from '../../db/schema/index.ts';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { openAccount } from './payments-settings.service.ts';
import { findAccount, type PaymentAccountRow } from './payments.repo.ts';
import { findPayerAccount, savePayerCustomer, setPayerMethod, type Payer, type PayerAccountRow } from './payer-accounts.repo.ts';
import { stripeFor } from './stripe-client.ts';

type Deps = Pick<App, 'db' | 'config'>;

/** A provider error in words: 502 when the provider could not be reached, else 400 with its message. */
export function providerError(err: unknown): HttpError {
  return new HttpError(
    err instanceof Stripe.errors.StripeConnectionError ? 502 : 400,
    err instanceof Stripe.errors.StripeError ? err.message : 'Stripe could not be reached. Try again in a few minutes.',
  );
}

/** The operator's connected account with its opened keys, or 400 "not connected". */
export async function connectedAccount(app: Deps, operatorId: number): Promise<{ account: PaymentAccountRow; secretKey: string }> {
  const account = await findAccount(app.db, operatorId);
  const opened = account && openAccount(app.config, account);
  if (!account || !opened) throw badRequest({ payment_method: SAVED_METHOD_MESSAGES.notConnected });
  return { account, secretKey: opened.secretKey };
}

/** The payer as the provider's customer should carry it: e-mail, name, billing address and VAT number. */
async function payerDetails(app: Deps, operatorId: number, payer: Payer) {
  if (payer.teamId !== undefined) {
    const [row] = await app.db
      .select({ team: teams.name, slug: teams.slug, data: invoiceDatas })
      .from(teams)
      .leftJoin(invoiceDatas, and(eq(invoiceDatas.teamId, teams.id), eq(invoiceDatas.status, 'active')))
      .where(and(eq(teams.id, payer.teamId), eq(teams.clientId, operatorId)))
      .orderBy(desc(invoiceDatas.isDefault), invoiceDatas.id)
      .limit(1);
    if (!row) return null;
    const d = row.data;
    return {
      ref: `team:${row.slug}`,
      name: d?.name || row.team,
      email: d?.emailContact?.trim() || null,
      vat: d?.vatNumber?.trim() || null,
      address: d
        ? { line1: d.address1 ?? '', line2: d.address2 ?? '', city: d.town ?? '', postal_code: d.postCode ?? '', country: countryCode(d.country) }
        : null,
    };
  }
  const [row] = await app.db
    .select({ slug: members.slug, email: users.email, first: users.firstName, last: users.lastName })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.id, payer.memberId), eq(members.clientId, operatorId)))
    .limit(1);
  if (!row) return null;
  return { ref: `member:${row.slug}`, name: `${row.first} ${row.last}`.trim(), email: row.email, vat: null, address: null };
}

/** The provider wants a two-letter country; the operators are in the UK, so a blank or a name reads as GB. */
const countryCode = (country: string | null) => (country && /^[A-Za-z]{2}$/.test(country.trim()) ? country.trim().toUpperCase() : 'GB');

/**
 * The payer's provider customer, created once (idempotency key per operator and payer, so two clicks make one) with
 * the billing e-mail, address and VAT number of the payer's invoice data.
 */
async function ensureCustomer(app: Deps, operatorId: number, payer: Payer, stripe: Stripe): Promise<PayerAccountRow> {
  const found = await findPayerAccount(app.db, operatorId, payer);
  if (found) return found;
  const details = await payerDetails(app, operatorId, payer);
  if (!details) throw badRequest({ payment_method: 'Unknown payer' });
  const [operator] = await app.db.select({ slug: clients.slug }).from(clients).where(eq(clients.id, operatorId));
  let customer: Stripe.Customer;
  try {
    customer = await stripe.customers.create(
      {
        name: details.name,
        ...(details.email ? { email: details.email } : {}),
        ...(details.address ? { address: details.address } : {}),
        ...(details.vat ? { tax_id_data: [{ type: 'gb_vat', value: details.vat }] } : {}),
        metadata: { operator: operator.slug, payer: details.ref },
      },
      { idempotencyKey: `customer-${operatorId}-${details.ref}` },
    );
  } catch (err) {
    throw providerError(err);
  }
  return savePayerCustomer(app.db, operatorId, payer, customer.id);
}

/** Where the payer comes back to from the setup page: the portal's invoices page. */
const returnUrl = (app: Deps, operatorSlug: string, outcome: 'saved' | 'cancelled') =>
  `${app.config.publicUrl.replace(/\/$/, '')}${PORTAL_BASE_PATH}/${encodeURIComponent(operatorSlug)}/invoices?method=${outcome}`;

/**
 * A hosted setup page (Checkout in setup mode) for the payer, offering the operator's methods. The saved method
 * arrives by the provider's webhook (checkout.session.completed in setup mode), never from the browser's return.
 */
export async function setupLinkFor(app: Deps, operatorId: number, payer: Payer): Promise<{ url: string; email: string | null }> {
  const { account, secretKey } = await connectedAccount(app, operatorId);
  const stripe = stripeFor(app.config, secretKey);
  const row = await ensureCustomer(app, operatorId, payer, stripe);
  const details = await payerDetails(app, operatorId, payer);
  const [operator] = await app.db.select({ slug: clients.slug, name: clients.name }).from(clients).where(eq(clients.id, operatorId));
  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'setup',
      currency: 'gbp',
      customer: row.customerId,
      allowed_payment_method_types: account.methods as Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[],
      metadata: {
        operator: operator.slug,
        payer: details?.ref ?? '',
        description: `${operator.name}: save a payment method for ${details?.name ?? 'you'}`,
      },
      setup_intent_data: { metadata: { operator: operator.slug, payer: details?.ref ?? '' } },
      success_url: returnUrl(app, operator.slug, 'saved'),
      cancel_url: returnUrl(app, operator.slug, 'cancelled'),
    });
    return { url: session.url ?? '', email: details?.email ?? null };
  } catch (err) {
    throw providerError(err);
  }
}

/** The payer's saved method as shown to the portal and the staff. */
export async function payerMethodOf(app: Deps, operatorId: number, payer: Payer, canManage: boolean): Promise<PayerMethod> {
  const account = await findAccount(app.db, operatorId);
  const row = await findPayerAccount(app.db, operatorId, payer);
  const method =
    row?.paymentMethodId && row.methodType
      ? {
          type: row.methodType as SavedMethodType,
          brand: row.brand,
          last4: row.last4,
          label: savedMethodLabel(row.methodType, row.brand, row.last4),
          saved_at: (row.methodSavedAt ?? row.createdAt).toISOString(),
        }
      : null;
  return { online: account !== null, auto_collect: account?.autoCollect ?? false, can_manage: canManage, method };
}

/**
 * Remove: detached at the provider (a method already gone there is fine), then forgotten here. The removal's time is
 * kept, so a setup older than it that arrives late does not bring the method back.
 */
export async function removePayerMethod(app: Deps, operatorId: number, payer: Payer) {
  const row = await findPayerAccount(app.db, operatorId, payer);
  if (!row?.paymentMethodId) return;
  const { secretKey } = await connectedAccount(app, operatorId);
  try {
    await stripeFor(app.config, secretKey).paymentMethods.detach(row.paymentMethodId);
  } catch (err) {
    const gone = err instanceof Stripe.errors.StripeInvalidRequestError;
    if (!gone) throw providerError(err);
  }
  await setPayerMethod(app.db, row.id, {
    paymentMethodId: null,
    methodType: null,
    brand: null,
    last4: null,
    methodSavedAt: null,
    // In whole seconds, as the provider's event times: a setup completed after the removal, in the same second, applies.
    methodEventAt: new Date(Math.floor(Date.now() / 1000) * 1000),
  });
}
