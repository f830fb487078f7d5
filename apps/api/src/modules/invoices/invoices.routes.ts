import {
  invoiceAction,
  invoiceActionResult,
  invoiceCreate,
  invoiceDataCreate,
  invoiceDataItem,
  invoiceDataListQuery,
  invoiceDetail,
  invoiceItem,
  invoiceLineCreate,
  invoiceLineItem,
  invoiceLineUpdate,
  invoiceListQuery,
  invoiceUpdate,
  
} from '@clubspace/contract';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { notFound } from '../../lib/http-error.ts';
import { listRoute } from '../../lib/list-route.ts';
import { errorResponses, slugParams } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { toInvoiceDataItem, toInvoiceItem } from './invoices.mappers.ts';
import { activeInvoiceDatas, findInvoice, invoiceLinesOf, invoiceListSource } from './invoices.repo.ts';
import { cancelInvoiceData, createInvoiceData } from './invoice-datas.service.ts';
import {
  createInvoice,
  createLine,
  deleteInvoice,
  deleteLine,
  syncInvoice,
  updateInvoice,
  updateLine,
  validateInvoice,
} from './invoices.service.ts';
import { syncInvoiceToXero } from '../xero/xero.service.ts';

/** Invoices, lines and the invoice-data picker serve the Invoices tab. */
const SECTIONS = ['users', 'invoices'] as const;
/** Creating and cancelling invoice data happen on the team detail page (Teams tab). */
const TEAM_SECTIONS = ['users', 'teams'] as const;

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

export async function invoicesRoutes(app: App) {
  const { db } = app;

  listRoute(app, {
    path: '/api/dashboard-invoices/',
    listName: 'invoices',
    item: invoiceItem,
    querystring: invoiceListQuery,
    sections: [...SECTIONS],
    tags: ['invoices'],
    summary: 'Invoices list (search name, team, payment reference; status, invoice_type, team, club; order name|status|gross_price|team|date|date_due|lines); format=csv exports',
    samples: { query: { team: { table: 'teams' }, club: { table: 'offices' } } },
    source: (query, ctx) => invoiceListSource(db, ctx, query),
  });

  app.get('/api/invoices/:slug', {
    config: { sections: [...SECTIONS], samples: { params: { slug: { table: 'invoices' } } } },
    schema: {
      tags: ['invoices'],
      summary: 'An invoice with its lines (money in pounds)',
      params: slugParams,
      response: { 200: invoiceDetail, ...errorResponses },
    },
    handler: async (request) => {
      const row = await findInvoice(db, staffCtx(request), request.params.slug);
      if (!row) throw notFound('Invoice not found');
      return { ...toInvoiceItem(row), invoice_lines: await invoiceLinesOf(db, row.invoice.id) };
    },
  });

  app.post('/api/invoices/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['invoices'],
      summary: "Create an invoice; its number is the office's invoice prefix (else INV-) and the operator's next number",
      body: invoiceCreate,
      response: { 201: invoiceItem, ...errorResponses },
    },
    handler: async (request, reply) => reply.code(201).send(await createInvoice(db, staffCtx(request), request.body)),
  });

  app.put('/api/invoices/:slug', {
    config: { sections: [...SECTIONS], samples: { params: { slug: { table: 'invoices' } }, body: SAMPLE_INVOICE } },
    schema: {
      tags: ['invoices'],
      summary: 'Update an invoice (409 when it is paid)',
      params: slugParams,
      body: invoiceUpdate,
      response: { 200: invoiceItem, ...errorResponses },
    },
    handler: async (request) => updateInvoice(db, staffCtx(request), request.params.slug, request.body),
  });

  app.delete('/api/invoices/:slug', {
    config: { sections: [...SECTIONS], samples: { params: { slug: { table: 'invoices' } } } },
    schema: {
      tags: ['invoices'],
      summary: 'Delete an invoice and its lines (409 when it is paid)',
      params: slugParams,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await deleteInvoice(db, staffCtx(request), request.params.slug);
      return reply.code(204).send(null);
    },
  });

  app.post('/api/invoice-sync/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['invoices'],
      summary:
        "Sync an invoice (name or slug): with the operator's Xero connection it pushes the contact and invoice to Xero and stores Xero's InvoiceID (400/429/502 in words on Xero's refusals); without one it is marked synced locally (LOCAL-<name> when it has no id)",
      body: invoiceAction,
      response: { 200: invoiceActionResult, ...errorResponses },
    },
    handler: async (request) => {
      const ctx = staffCtx(request);
      return (await syncInvoiceToXero(app, ctx, request.body.invoice)) ?? syncInvoice(db, ctx, request.body.invoice);
    },
  });

  app.post('/api/invoice-validate/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['invoices'],
      summary: 'Validate a draft invoice (name or slug): pending payment, sent today',
      body: invoiceAction,
      response: { 200: invoiceActionResult, ...errorResponses },
    },
    handler: async (request) => validateInvoice(db, staffCtx(request), request.body.invoice),
  });

  app.post('/api/invoice-lines/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['invoices'],
      summary: 'Add a line (unit_price in pounds; computed prices are the server’s) and recompute the invoice totals',
      body: invoiceLineCreate,
      response: { 201: invoiceLineItem, ...errorResponses },
    },
    handler: async (request, reply) => reply.code(201).send(await createLine(db, staffCtx(request), request.body)),
  });

  app.put('/api/invoice-lines/:slug', {
    config: { sections: [...SECTIONS], samples: { params: { slug: { table: 'invoice_lines' } }, body: SAMPLE_LINE } },
    schema: {
      tags: ['invoices'],
      summary: 'Update a line and recompute the invoice totals (409 on a paid invoice)',
      params: slugParams,
      body: invoiceLineUpdate,
      response: { 200: invoiceLineItem, ...errorResponses },
    },
    handler: async (request) => updateLine(db, staffCtx(request), request.params.slug, request.body),
  });

  app.delete('/api/invoice-lines/:slug', {
    config: { sections: [...SECTIONS], samples: { params: { slug: { table: 'invoice_lines' } } } },
    schema: {
      tags: ['invoices'],
      summary: 'Delete a line and recompute the invoice totals (409 on a paid invoice)',
      params: slugParams,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await deleteLine(db, staffCtx(request), request.params.slug);
      return reply.code(204).send(null);
    },
  });

  app.get('/api/invoice-datas/', {
    config: { sections: [...SECTIONS], samples: { query: { team: { table: 'teams' } } } },
    schema: {
      tags: ['invoices'],
      summary: "A team's active invoice data, default first (the add-invoice picker)",
      querystring: invoiceDataListQuery,
      response: { 200: z.array(invoiceDataItem), ...errorResponses },
    },
    handler: async (request) =>
      (await activeInvoiceDatas(db, staffCtx(request).client.id, request.query.team)).map((r) => toInvoiceDataItem(r.data, r.team)),
  });

  app.post('/api/invoice-datas/', {
    config: { sections: [...TEAM_SECTIONS] },
    schema: {
      tags: ['invoices'],
      summary: "Create a team's invoice data; default=true unsets the team's other defaults",
      body: invoiceDataCreate,
      response: { 201: invoiceDataItem, ...errorResponses },
    },
    handler: async (request, reply) => reply.code(201).send(await createInvoiceData(db, staffCtx(request), request.body)),
  });

  app.put('/api/invoice-datas/:slug/cancel', {
    config: { sections: [...TEAM_SECTIONS], samples: { params: { slug: { table: 'invoice_datas' } } } },
    schema: {
      tags: ['invoices'],
      summary: 'Cancel invoice data: status inactive (and no longer the default)',
      params: slugParams,
      response: { 200: invoiceDataItem, ...errorResponses },
    },
    handler: async (request) => cancelInvoiceData(db, staffCtx(request), request.params.slug),
  });
}
