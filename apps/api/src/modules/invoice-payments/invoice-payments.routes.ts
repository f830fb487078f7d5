import { invoicePaymentsApi } from '@clubspace/contract';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { issueCreditNote } from './credit-note.service.ts';
import { deletePayment, invoicePaymentsOf, recordPayment } from './invoice-payments.service.ts';

const INVOICE_PARAM = { slug: { table: 'invoices' } };

/** Payments and credit notes serve the invoice detail of the Invoices tab. */
export const invoicePaymentsRoutes = routes(
  invoicePaymentsApi,
  { tag: 'invoices', sections: ['users', 'invoices'] },
  {
    payments: {
      config: { samples: { params: INVOICE_PARAM } },
      handler: async (request, _reply, app) => invoicePaymentsOf(app.db, staffCtx(request), request.params.slug),
    },

    record: {
      config: { samples: { params: INVOICE_PARAM, body: { amount: 1, date: '2025-01-01', method: 'card' } } },
      handler: async (request, reply, app) => reply.code(201).send(await recordPayment(app.db, staffCtx(request), request.params.slug, request.body)),
    },

    remove: {
      config: { samples: { params: { slug: { table: 'invoice_payments' } } } },
      handler: async (request, reply, app) => {
        await deletePayment(app.db, staffCtx(request), request.params.slug);
        return reply.code(204).send(null);
      },
    },

    creditNote: {
      config: { samples: { params: INVOICE_PARAM, body: { lines: [{ line: 'any-line', units: 1 }], reason: 'Refund' } } },
      handler: async (request, reply, app) =>
        reply.code(201).send(await issueCreditNote(app.db, staffCtx(request), request.params.slug, request.body)),
    },
  },
);
