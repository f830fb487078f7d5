import { invoiceSettingsApi } from '@clubspace/contract';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { loadInvoiceSettings, saveInvoiceSettings } from './invoice-settings.repo.ts';

/** A body the route matrix can send (another operator's save must stay its own). */
const SAMPLE = { legal_name: 'Sample Ltd', sort_code: '12-34-56', account_number: '12345678', payment_terms_days: 14, prices_include_vat: false };

/** Account → Invoicing (issue 23 §4): the supplier's details on the invoice PDF, payment terms, and the VAT setting. */
export const invoiceSettingsRoutes = routes(
  invoiceSettingsApi,
  { tag: 'account', sections: ['account'] },
  {
    get: { handler: async (request, _reply, { db }) => loadInvoiceSettings(db, staffCtx(request).client.id) },
    save: {
      config: { samples: { body: SAMPLE } },
      handler: async (request, _reply, { db }) => saveInvoiceSettings(db, staffCtx(request).client.id, request.body),
    },
  },
);
