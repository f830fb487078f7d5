import { z } from 'zod';
import { creditNoteCreate, invoicePayments, paymentCreate, paymentItem } from '../invoice-payments.ts';
import { invoiceItem } from '../invoices.ts';
import { del, get, post } from '../endpoint.ts';
import { slugParams } from './params.ts';

/** An invoice's payments and credit notes. */
export const invoicePaymentsApi = {
  payments: get({
    path: '/api/invoices/:slug/payments',
    summary:
      'An invoice’s balance (amount_paid, amount_due, state), its payments oldest first, its credit notes and what each line may still be credited',
    params: slugParams,
    response: invoicePayments,
  }),
  record: post({
    path: '/api/invoices/:slug/payments',
    summary:
      'Record a payment (amount in pounds, never more than is due; 400 on a draft or void invoice); fully paid → paid, closed on the payment date',
    params: slugParams,
    body: paymentCreate,
    response: paymentItem,
    status: 201,
  }),
  remove: del({
    path: '/api/invoice-payments/:slug',
    summary: 'Delete a mistaken payment; a paid invoice with something due again goes back to pending payment',
    params: slugParams,
    response: z.null(),
    status: 204,
  }),
  creditNote: post({
    path: '/api/invoices/:slug/credit-note',
    summary: 'Issue a credit note (CN-0001…, its own sequence) for lines of a paid invoice, each by units, by a gross amount in pounds, or in full',
    params: slugParams,
    body: creditNoteCreate,
    response: invoiceItem,
    status: 201,
  }),
};
