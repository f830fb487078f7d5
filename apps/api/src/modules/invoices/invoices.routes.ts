import { invoicesApi } from '@clubspace/contract';
import { notFound } from '../../lib/http-error.ts';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { toInvoiceDataItem, toInvoiceItem } from './invoices.mappers.ts';
import { activeInvoiceDatas, findInvoice, invoiceLinesOf, invoiceListSource } from './invoices.repo.ts';
import { cancelInvoiceData, createInvoiceData } from './invoice-datas.service.ts';
import { createLine, deleteLine, updateLine } from './invoice-lines.service.ts';
import { createInvoice, deleteInvoice, updateInvoice, validateInvoice } from './invoices.service.ts';

/** Creating and cancelling invoice data happen on the team detail page (Teams tab). */
const TEAM_SECTIONS = ['users', 'teams'] as const;
const INVOICE_PARAM = { params: { slug: { table: 'invoices' } } };
const LINE_PARAM = { params: { slug: { table: 'invoice_lines' } } };

const SAMPLE_INVOICE = {
  team_slug: 'any-team',
  invoice_data: 'any-data',
  name: 'INV-9999',
  date: '2025-01-01',
  date_due: '2025-01-31',
  invoice_type: 'work',
  status: 'open',
};
const SAMPLE_LINE = { name: 'Desk', payment_type: 'work', date: '2025-01-01', units: 1, unit_price: 10, vat: 20, status: 'new' };

/**
 * Invoices, lines and the invoice-data picker serve the Invoices tab. POST /api/invoice-sync/ is served by the xero
 * module (above this one): it pushes to Xero when the operator has connected it, else it calls syncInvoice here.
 */
export const invoicesRoutes = routes(
  invoicesApi,
  { tag: 'invoices', sections: ['users', 'invoices'] },
  {
    list: listHandler('invoices', {
      samples: { query: { team: { table: 'teams' }, club: { table: 'offices' } } },
      source: (query, ctx, app) => invoiceListSource(app.db, ctx, query),
    }),

    detail: {
      config: { samples: INVOICE_PARAM },
      handler: async (request, _reply, { db }) => {
        const row = await findInvoice(db, staffCtx(request), request.params.slug);
        if (!row) throw notFound('Invoice not found');
        return { ...toInvoiceItem(row), invoice_lines: await invoiceLinesOf(db, row.invoice.id) };
      },
    },

    create: {
      handler: async (request, reply, app) => reply.code(201).send(await createInvoice(app.db, staffCtx(request), request.body)),
    },

    update: {
      config: { samples: { ...INVOICE_PARAM, body: SAMPLE_INVOICE } },
      handler: async (request, _reply, app) => updateInvoice(app.db, staffCtx(request), request.params.slug, request.body),
    },

    remove: {
      config: { samples: INVOICE_PARAM },
      handler: async (request, reply, app) => {
        await deleteInvoice(app.db, staffCtx(request), request.params.slug);
        return reply.code(204).send(null);
      },
    },

    validate: {
      handler: async (request, _reply, app) => validateInvoice(app.db, staffCtx(request), request.body.invoice),
    },

    createLine: {
      handler: async (request, reply, app) => reply.code(201).send(await createLine(app.db, staffCtx(request), request.body)),
    },

    updateLine: {
      config: { samples: { ...LINE_PARAM, body: SAMPLE_LINE } },
      handler: async (request, _reply, app) => updateLine(app.db, staffCtx(request), request.params.slug, request.body),
    },

    deleteLine: {
      config: { samples: LINE_PARAM },
      handler: async (request, reply, app) => {
        await deleteLine(app.db, staffCtx(request), request.params.slug);
        return reply.code(204).send(null);
      },
    },

    datas: {
      config: { samples: { query: { team: { table: 'teams' } } } },
      handler: async (request, _reply, { db }) =>
        (await activeInvoiceDatas(db, staffCtx(request).client.id, request.query.team)).map((r) => toInvoiceDataItem(r.data, r.team)),
    },

    createData: {
      config: { sections: [...TEAM_SECTIONS] },
      handler: async (request, reply, app) => reply.code(201).send(await createInvoiceData(app.db, staffCtx(request), request.body)),
    },

    cancelData: {
      config: { sections: [...TEAM_SECTIONS], samples: { params: { slug: { table: 'invoice_datas' } } } },
      handler: async (request, _reply, app) => cancelInvoiceData(app.db, staffCtx(request), request.params.slug),
    },
  },
);
