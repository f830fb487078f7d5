import { errorBody, xeroApi } from '@clubspace/contract';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { syncInvoice } from '../invoices/invoices.service.ts';
import { connectXero, disconnectXero, syncInvoiceToXero, testXero, xeroStatusOf } from './xero.service.ts';

const xeroErrors = { 429: errorBody, 502: errorBody };

/** /users/integrations belongs to the account area (doc 1's route table). */
export const xeroRoutes = routes(
  xeroApi,
  { tag: 'account', sections: ['account'] },
  {
    status: {
      handler: async (request, _reply, app) => xeroStatusOf(app.db, staffCtx(request)),
    },

    connect: {
      errors: xeroErrors,
      handler: async (request, _reply, app) => connectXero(app, staffCtx(request), request.body),
    },

    test: {
      errors: xeroErrors,
      handler: async (request, _reply, app) => testXero(app, staffCtx(request)),
    },

    disconnect: {
      handler: async (request, reply, app) => {
        await disconnectXero(app.db, staffCtx(request));
        return reply.code(204).send(null);
      },
    },

    // The invoice detail's Sync (Invoices tab): served here, above the invoices module, because it pushes to Xero when
    // the operator has connected it; without a connection the invoice is marked synced locally (invoices.service).
    syncInvoice: {
      tag: 'invoices',
      config: { sections: ['users', 'invoices'] },
      handler: async (request, _reply, app) => {
        const ctx = staffCtx(request);
        return (await syncInvoiceToXero(app, ctx, request.body.invoice)) ?? syncInvoice(app.db, ctx, request.body.invoice);
      },
    },
  },
);
