import { get, put } from '../endpoint.ts';
import { invoiceSettings, invoiceSettingsUpdate } from '../invoice-settings.ts';

/** Account → Invoicing (issue 23 §4): the supplier's details on the invoice PDF, payment terms, and the VAT setting. */
export const invoiceSettingsApi = {
  get: get({
    path: '/api/invoice-settings/',
    summary:
      "The operator's invoice settings: legal name, VAT and company numbers, registered address, bank details, payment terms, footer, and whether catalogue prices include VAT",
    response: invoiceSettings,
  }),
  save: put({
    path: '/api/invoice-settings/',
    summary:
      'Save the invoice settings (the whole form; blank clears). Sort code 6 digits with a UK account number of 8, and/or IBAN (check digits verified) with an optional BIC; payment terms 0–365 days default new invoices’ due dates; prices_include_vat decides how lines generated from catalogue prices are billed from now on',
    body: invoiceSettingsUpdate,
    response: invoiceSettings,
  }),
};
