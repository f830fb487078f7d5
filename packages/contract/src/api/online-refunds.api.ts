import { pagedEnvelope } from '../common-schemas.ts';
import { get, post } from '../endpoint.ts';
import { invoiceOnlinePayments, onlinePaymentItem, onlinePaymentsListQuery, refundToCardBody, refundToCardResult } from '../online-refunds.ts';
import { slugParams } from './params.ts';

/** Online payments as staff see them and refunds to the card (issue 27 flow 4): the invoice detail's Payments card. */
export const invoiceOnlineApi = {
  payments: get({
    path: '/api/invoices/:slug/online-payments',
    summary:
      "The invoice's online payments (a credit note: its invoice's) with their state, the provider's ids and their refunds; what Direct Debit is still collecting; on a credit note, what may be refunded to the card",
    params: slugParams,
    response: invoiceOnlinePayments,
  }),
  refund: post({
    path: '/api/invoices/:slug/refund-to-card',
    summary:
      "Refund a credit note to the card (or account) its invoice was paid online with: a Stripe refund, pending until Stripe's webhook confirms it, then recorded as the credit note's refund (400 in words above what was paid online and not yet refunded, or above what the credit note owes)",
    params: slugParams,
    body: refundToCardBody,
    response: refundToCardResult,
    status: 201,
  }),
};

/** Account → Payments: the operator's online payments, and refunds of money kept unapplied. */
export const onlinePaymentsApi = {
  list: get({
    path: '/api/online-payments/',
    summary: "The operator's online payments, newest first (order -created_at|created_at|amount), by state or unapplied; format=csv exports",
    query: onlinePaymentsListQuery,
    response: pagedEnvelope('online_payments', onlinePaymentItem),
    produces: ['application/json', 'text/csv'],
  }),
  refund: post({
    path: '/api/online-payments/:slug/refund',
    summary:
      'Refund an online payment kept unapplied (it arrived for an invoice already paid) to the card: a Stripe refund, pending until its webhook',
    params: slugParams,
    body: refundToCardBody,
    response: refundToCardResult,
    status: 201,
  }),
};
