import { invoiceDocumentsState, invoiceSendResult } from '@clubspace/contract';
import type { App } from '../../app-types.ts';
import { errorResponses, slugParams } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { invoiceDocumentsState as loadState, invoicePdf, remindInvoice, sendInvoice } from './invoice-documents.service.ts';

/** The invoice detail's documents serve the Invoices tab, like the invoice itself. */
const SECTIONS = ['users', 'invoices'] as const;
const SAMPLES = { params: { slug: { table: 'invoices' } } };

export async function invoiceDocumentsRoutes(app: App) {
  const { db } = app;

  app.get('/api/invoices/:slug/pdf', {
    config: { sections: [...SECTIONS], samples: SAMPLES },
    schema: {
      tags: ['invoices'],
      summary: "The invoice as an A4 PDF (attachment INV-0001.pdf): operator's logo and address, bill-to address, lines, VAT per rate, totals, payment reference, due date",
      params: slugParams,
      produces: ['application/pdf'],
    },
    handler: async (request, reply) => {
      const { filename, pdf } = await invoicePdf(db, staffCtx(request), request.params.slug);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  });

  app.get('/api/invoices/:slug/documents', {
    config: { sections: [...SECTIONS], samples: SAMPLES },
    schema: {
      tags: ['invoices'],
      summary: "What the detail's Download/Send bar shows: the contact e-mail, whether the invoice is overdue, its sent date and the e-mails sent (newest first)",
      params: slugParams,
      response: { 200: invoiceDocumentsState, ...errorResponses },
    },
    handler: async (request) => loadState(db, staffCtx(request), request.params.slug),
  });

  app.post('/api/invoices/:slug/send', {
    config: { sections: [...SECTIONS], samples: SAMPLES },
    schema: {
      tags: ['invoices'],
      summary:
        "E-mail the PDF to the invoice data's contact (400 when it has none), set date_sent to today and record the sending; a draft is validated first (409 without lines), a void invoice is not sent (409)",
      params: slugParams,
      response: { 200: invoiceSendResult, ...errorResponses },
    },
    handler: async (request) => sendInvoice(db, app.mailer, staffCtx(request), request.params.slug),
  });

  app.post('/api/invoices/:slug/remind', {
    config: { sections: [...SECTIONS], samples: SAMPLES },
    schema: {
      tags: ['invoices'],
      summary: 'E-mail a payment reminder with the PDF to the contact of an overdue invoice (409 when it is not overdue) and record it',
      params: slugParams,
      response: { 200: invoiceSendResult, ...errorResponses },
    },
    handler: async (request) => remindInvoice(db, app.mailer, staffCtx(request), request.params.slug),
  });
}
