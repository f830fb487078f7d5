import { invoiceSettings, invoiceSettingsUpdate } from '@clubspace/contract';
import type { App } from '../../app-types.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { loadInvoiceSettings, saveInvoiceSettings } from './invoice-settings.repo.ts';

const SECTIONS = ['account'] as const;

/** A body the route matrix can send (another operator's save must stay its own). */
const SAMPLE = { legal_name: 'Sample Ltd', sort_code: '12-34-56', account_number: '12345678', payment_terms_days: 14, prices_include_vat: false };

/** Account → Invoicing (issue 23 §4): the supplier's details on the invoice PDF, payment terms, and the VAT setting. */
export async function invoiceSettingsRoutes(app: App) {
  const { db } = app;

  app.get('/api/invoice-settings/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['account'],
      summary: "The operator's invoice settings: legal name, VAT and company numbers, registered address, bank details, payment terms, footer, and whether catalogue prices include VAT",
      response: { 200: invoiceSettings, ...errorResponses },
    },
    handler: async (request) => loadInvoiceSettings(db, staffCtx(request).client.id),
  });

  app.put('/api/invoice-settings/', {
    config: { sections: [...SECTIONS], samples: { body: SAMPLE } },
    schema: {
      tags: ['account'],
      summary:
        'Save the invoice settings (the whole form; blank clears). Sort code 6 digits with a UK account number of 8, and/or IBAN (check digits verified) with an optional BIC; payment terms 0–365 days default new invoices’ due dates; prices_include_vat decides how lines generated from catalogue prices are billed from now on',
      body: invoiceSettingsUpdate,
      response: { 200: invoiceSettings, ...errorResponses },
    },
    handler: async (request) => saveInvoiceSettings(db, staffCtx(request).client.id, request.body),
  });
}
