import { payLink, paymentLinkBody, webhookAck, webhookParams } from '../online-payments.ts';
import { post } from '../endpoint.ts';
import { slugParams } from './params.ts';

/** Online payments of invoices (issue 27): the staff payment link. */
export const paymentsApi = {
  paymentLink: post({
    path: '/api/invoices/:slug/payment-link',
    summary:
      "A hosted payment page (Stripe Checkout) for the invoice's amount due; with send, e-mailed to the invoice's billing contact (400 when nothing is due or Stripe is not connected)",
    params: slugParams,
    body: paymentLinkBody,
    response: payLink,
  }),
};

/** The provider's calls to us: a raw body verified by its signature, no token (served by its own route scope). */
export const paymentWebhooksApi = {
  stripe: post({
    path: '/api/webhooks/stripe/:operator',
    summary:
      "Stripe's events for an operator (its slug): the raw body's signature is verified with that operator's signing secret (400 otherwise), each event is applied once by its id; unknown types are acknowledged",
    params: webhookParams,
    response: webhookAck,
  }),
};
