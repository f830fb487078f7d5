import { z } from 'zod';
import { payerMethod, setupLink, setupLinkBody } from '../saved-methods.ts';
import { del, get, post } from '../endpoint.ts';
import { slugParams } from './params.ts';

/** The member portal's saved payment method (issue 27 flow 2): the team admin's, or a member without a team's. */
export const portalPaymentMethodApi = {
  paymentMethod: get({
    path: '/api/portal/payment-method',
    summary: "My (or my team's, as its admin) saved payment method: Visa •••• 4242, Direct Debit •••• 2345, or none",
    response: payerMethod,
  }),
  setupPaymentMethod: post({
    path: '/api/portal/payment-method/setup',
    summary:
      "A hosted page (Stripe Checkout, setup mode) to save or replace my payment method; the saved method arrives by the provider's webhook (400 when the workspace takes no online payments, 403 for a team member who is not its admin)",
    response: setupLink,
  }),
  removePaymentMethod: del({
    path: '/api/portal/payment-method',
    summary: 'Remove my saved payment method: detached at the provider and forgotten here (issued invoices are no longer collected from it)',
    response: z.null(),
    status: 204,
  }),
};

/** Staff: a team's saved payment method and the setup link e-mailed to its billing contact. */
export const teamPaymentMethodApi = {
  teamPaymentMethod: get({
    path: '/api/teams/:slug/payment-method',
    summary: "The team's saved payment method (none when it has not saved one)",
    params: slugParams,
    response: payerMethod,
  }),
  teamSetupLink: post({
    path: '/api/teams/:slug/payment-method/setup-link',
    summary:
      "A hosted page (Stripe Checkout, setup mode) where the team saves a card or a Direct Debit; with send, e-mailed to the team's billing contact (400 when Stripe is not connected)",
    params: slugParams,
    body: setupLinkBody,
    response: setupLink,
  }),
};
