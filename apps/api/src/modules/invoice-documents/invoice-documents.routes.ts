import { invoiceDocumentsApi } from '@clubspace/contract';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { invoiceDocumentsState as loadState, invoicePdf, remindInvoice, sendInvoice } from './invoice-documents.service.ts';

const SAMPLES = { samples: { params: { slug: { table: 'invoices' } } } };

/** The invoice detail's documents serve the Invoices tab, like the invoice itself. */
export const invoiceDocumentsRoutes = routes(
  invoiceDocumentsApi,
  { tag: 'invoices', sections: ['users', 'invoices'] },
  {
    pdf: {
      config: SAMPLES,
      handler: async (request, reply, app) => {
        const { filename, pdf } = await invoicePdf(app.db, staffCtx(request), request.params.slug);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(pdf);
      },
    },

    documents: {
      config: SAMPLES,
      handler: async (request, _reply, app) => loadState(app.db, staffCtx(request), request.params.slug),
    },

    send: {
      config: SAMPLES,
      handler: async (request, _reply, app) => sendInvoice(app.db, app.mailer, staffCtx(request), request.params.slug),
    },

    remind: {
      config: SAMPLES,
      handler: async (request, _reply, app) => remindInvoice(app.db, app.mailer, staffCtx(request), request.params.slug),
    },
  },
);
