import { z } from 'zod';
import { invoiceDocumentsState, invoiceSendResult } from '../invoice-documents.ts';
import { get, post } from '../endpoint.ts';
import { slugParams } from './params.ts';

/** An invoice's documents: the PDF, the Download/Send bar's state, sending and reminding by e-mail. */
export const invoiceDocumentsApi = {
  pdf: get({
    path: '/api/invoices/:slug/pdf',
    summary:
      "The invoice as an A4 PDF (attachment INV-0001.pdf): operator's logo and address, bill-to address, lines, VAT per rate, totals, payment reference, due date",
    params: slugParams,
    response: z.unknown(),
    produces: ['application/pdf'],
  }),
  documents: get({
    path: '/api/invoices/:slug/documents',
    summary:
      "What the detail's Download/Send bar shows: the contact e-mail, whether the invoice is overdue, its sent date and the e-mails sent (newest first)",
    params: slugParams,
    response: invoiceDocumentsState,
  }),
  send: post({
    path: '/api/invoices/:slug/send',
    summary:
      "E-mail the PDF to the invoice data's contact (400 when it has none), set date_sent to today and record the sending; a draft is validated first (409 without lines), a void invoice is not sent (409)",
    params: slugParams,
    response: invoiceSendResult,
  }),
  remind: post({
    path: '/api/invoices/:slug/remind',
    summary: 'E-mail a payment reminder with the PDF to the contact of an overdue invoice (409 when it is not overdue) and record it',
    params: slugParams,
    response: invoiceSendResult,
  }),
};
