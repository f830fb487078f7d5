import { z } from 'zod';
import { xeroConnect, xeroStatus, xeroStatusResult } from '../integrations.ts';
import { invoiceAction, invoiceActionResult } from '../invoices.ts';
import { del, get, post, put } from '../endpoint.ts';

/** The operator's Xero connection (account area) and the invoice sync, which pushes to Xero when it is connected. */
export const xeroApi = {
  status: get({
    path: '/api/integrations/xero/',
    summary: "The operator's Xero connection: connected, organisation, masked client id, last sync and pull (never the secret)",
    response: xeroStatus,
  }),
  connect: put({
    path: '/api/integrations/xero/',
    summary:
      'Connect a Xero custom connection: the client id and secret are tried (token + organisation) and stored only when Xero accepts them, the secret encrypted (400 in words when refused, 502 when Xero cannot be reached)',
    body: xeroConnect,
    response: xeroStatusResult,
  }),
  test: post({
    path: '/api/integrations/xero/test/',
    summary: 'Test the stored Xero connection: obtains a fresh token and the organisation (404 when not connected)',
    response: xeroStatusResult,
  }),
  disconnect: del({
    path: '/api/integrations/xero/',
    summary: 'Disconnect Xero: the stored id and secret are deleted',
    response: z.null(),
    status: 204,
  }),
  syncInvoice: post({
    path: '/api/invoice-sync/',
    summary:
      "Sync an invoice (name or slug): with the operator's Xero connection it pushes the contact and invoice to Xero and stores Xero's InvoiceID (400/429/502 in words on Xero's refusals); without one it is marked synced locally (LOCAL-<name> when it has no id)",
    body: invoiceAction,
    response: invoiceActionResult,
  }),
};
