import {
  ONLINE_PAYMENT_MESSAGES,
  keyHint,
  type OnlineMethod,
  type PaymentsStatus,
  type paymentsConnect,
  type paymentsOptions,
} from '@clubspace/contract';
import Stripe from 'stripe';
import type { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { openSecret, sealSecret } from '../xero/secret-box.ts';
import { stripeFor } from './stripe-client.ts';
import { deleteAccount, findAccount, saveAccount, updateAccount, type PaymentAccountRow } from './payments.repo.ts';

const secretKeyOf = (config: Config) => {
  if (!config.secretKey) throw new Error('config.secretKey is not set');
  return config.secretKey;
};
/** The additional data of each sealed secret: what it is and whose (a ciphertext copied to another row does not open). */
const owners = (operatorId: number) => ({ key: `stripe:${operatorId}`, webhook: `stripe-webhook:${operatorId}` });

/** The stored secrets of an operator's account, opened; null when they no longer open (SECRET_KEY changed). */
export function openAccount(config: Config, row: PaymentAccountRow) {
  const o = owners(row.clientId);
  const secretKey = openSecret(secretKeyOf(config), row.secretKeyEncrypted, o.key);
  const webhookSecret = openSecret(secretKeyOf(config), row.webhookSecretEncrypted, o.webhook);
  return secretKey && webhookSecret ? { secretKey, webhookSecret } : null;
}

export function toPaymentsStatus(row: PaymentAccountRow | null, operatorSlug: string): PaymentsStatus {
  return {
    connected: Boolean(row),
    provider: 'stripe',
    key_hint: row?.keyHint ?? null,
    account_id: row?.accountId ?? null,
    account_name: row?.accountName ?? null,
    methods: (row?.methods ?? ['card']) as OnlineMethod[],
    auto_collect: row?.autoCollect ?? false,
    connected_at: row?.connectedAt.toISOString() ?? null,
    tested_at: row?.testedAt?.toISOString() ?? null,
    last_error: row?.lastError ?? null,
    webhook_path: `/api/webhooks/stripe/${operatorSlug}`,
  };
}

/** A provider failure as the caller hears it: 400 for a refused key, 502 when Stripe cannot be reached. */
function stripeHttpError(err: unknown): Error {
  if (err instanceof Stripe.errors.StripeAuthenticationError || err instanceof Stripe.errors.StripePermissionError) {
    return badRequest({ secret_key: ONLINE_PAYMENT_MESSAGES.badKey }, ONLINE_PAYMENT_MESSAGES.badKey);
  }
  if (err instanceof Stripe.errors.StripeError && err.statusCode && err.statusCode < 500) return new HttpError(400, err.message);
  return new HttpError(502, ONLINE_PAYMENT_MESSAGES.unreachable);
}

/** The account behind a key: what proves the key works (the balance too, which a restricted key may lack). */
async function probe(config: Config, secretKey: string) {
  try {
    const stripe = stripeFor(config, secretKey);
    const account = await stripe.accounts.retrieveCurrent();
    await stripe.balance.retrieve();
    return { accountId: account.id, accountName: account.settings?.dashboard?.display_name ?? account.business_profile?.name ?? null };
  } catch (err) {
    throw stripeHttpError(err);
  }
}

export async function paymentsStatusOf(db: Db, ctx: StaffContext) {
  return toPaymentsStatus(await findAccount(db, ctx.client.id), ctx.client.slug);
}

/** PUT: the key is tried first; only a working key is stored, sealed, with the webhook signing secret. */
export async function connectPayments(app: App, ctx: StaffContext, input: z.output<typeof paymentsConnect>) {
  const found = await probe(app.config, input.secret_key);
  const o = owners(ctx.client.id);
  const key = secretKeyOf(app.config);
  await saveAccount(app.db, ctx.client.id, {
    secretKeyEncrypted: sealSecret(key, input.secret_key, o.key),
    webhookSecretEncrypted: sealSecret(key, input.webhook_secret, o.webhook),
    keyHint: keyHint(input.secret_key),
    ...found,
    methods: [...new Set(input.methods)],
    autoCollect: input.auto_collect,
  });
  return { ...(await paymentsStatusOf(app.db, ctx)), detail: ONLINE_PAYMENT_MESSAGES.connected };
}

export async function setPaymentOptions(db: Db, ctx: StaffContext, input: z.output<typeof paymentsOptions>) {
  if (!(await findAccount(db, ctx.client.id))) throw notFound(ONLINE_PAYMENT_MESSAGES.notConnected);
  await updateAccount(db, ctx.client.id, { methods: [...new Set(input.methods)], autoCollect: input.auto_collect });
  return { ...(await paymentsStatusOf(db, ctx)), detail: ONLINE_PAYMENT_MESSAGES.saved };
}

/** POST test: the stored key retrieves the account; the outcome is kept (last_error) either way. */
export async function testPayments(app: App, ctx: StaffContext) {
  const row = await findAccount(app.db, ctx.client.id);
  if (!row) throw notFound(ONLINE_PAYMENT_MESSAGES.notConnected);
  const opened = openAccount(app.config, row);
  try {
    if (!opened) throw badRequest({ secret_key: ONLINE_PAYMENT_MESSAGES.badKey }, ONLINE_PAYMENT_MESSAGES.badKey);
    const found = await probe(app.config, opened.secretKey);
    await updateAccount(app.db, ctx.client.id, { ...found, testedAt: new Date(), lastError: null });
  } catch (err) {
    await updateAccount(app.db, ctx.client.id, { lastError: (err as Error).message });
    throw err;
  }
  return { ...(await paymentsStatusOf(app.db, ctx)), detail: ONLINE_PAYMENT_MESSAGES.tested };
}

export async function disconnectPayments(db: Db, ctx: StaffContext) {
  if (!(await deleteAccount(db, ctx.client.id))) throw notFound(ONLINE_PAYMENT_MESSAGES.notConnected);
}
