import { z } from 'zod';
import { paymentsConnect, paymentsOptions, paymentsStatus, paymentsStatusResult } from '../online-payments.ts';
import { del, get, patch, post, put } from '../endpoint.ts';

/** The operator's payment provider (Stripe) on Account → Payments (issue 27): keys stored sealed, never shown again. */
export const paymentsSettingsApi = {
  status: get({
    path: '/api/payments/settings/',
    summary: "The operator's Stripe connection: connected, key hint, account, methods offered, automatic collection (never a secret)",
    response: paymentsStatus,
  }),
  connect: put({
    path: '/api/payments/settings/',
    summary:
      'Connect Stripe: the secret key is tried (the account is retrieved) and stored with the webhook signing secret only when Stripe accepts it, both encrypted (400 in words when refused, 502 when Stripe cannot be reached)',
    body: paymentsConnect,
    response: paymentsStatusResult,
  }),
  options: patch({
    path: '/api/payments/settings/',
    summary: 'Change the methods Checkout offers (card, BACS Direct Debit) and automatic collection (404 when not connected)',
    body: paymentsOptions,
    response: paymentsStatusResult,
  }),
  test: post({
    path: '/api/payments/settings/test/',
    summary: 'Test the stored Stripe connection: retrieves the account with the stored key (404 when not connected)',
    response: paymentsStatusResult,
  }),
  disconnect: del({ path: '/api/payments/settings/', summary: 'Disconnect Stripe: the stored keys are deleted', response: z.null(), status: 204 }),
};
