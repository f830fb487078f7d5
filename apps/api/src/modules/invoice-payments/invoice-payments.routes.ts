import { creditNoteCreate, invoiceItem, invoicePayments, paymentCreate, paymentItem } from '@clubspace/contract';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { errorResponses, slugParams } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { deletePayment, invoicePaymentsOf, issueCreditNote, recordPayment } from './invoice-payments.service.ts';

/** Payments and credit notes serve the invoice detail of the Invoices tab. */
const SECTIONS = ['users', 'invoices'] as const;
const INVOICE_PARAM = { slug: { table: 'invoices' } };

export async function invoicePaymentsRoutes(app: App) {
  const { db } = app;

  app.get('/api/invoices/:slug/payments', {
    config: { sections: [...SECTIONS], samples: { params: INVOICE_PARAM } },
    schema: {
      tags: ['invoices'],
      summary: 'An invoice’s balance (amount_paid, amount_due, state), its payments oldest first, its credit notes and what each line may still be credited',
      params: slugParams,
      response: { 200: invoicePayments, ...errorResponses },
    },
    handler: async (request) => invoicePaymentsOf(db, staffCtx(request), request.params.slug),
  });

  app.post('/api/invoices/:slug/payments', {
    config: { sections: [...SECTIONS], samples: { params: INVOICE_PARAM, body: { amount: 1, date: '2025-01-01', method: 'card' } } },
    schema: {
      tags: ['invoices'],
      summary: 'Record a payment (amount in pounds, never more than is due; 400 on a draft or void invoice); fully paid → paid, closed on the payment date',
      params: slugParams,
      body: paymentCreate,
      response: { 201: paymentItem, ...errorResponses },
    },
    handler: async (request, reply) => reply.code(201).send(await recordPayment(db, staffCtx(request), request.params.slug, request.body)),
  });

  app.delete('/api/invoice-payments/:slug', {
    config: { sections: [...SECTIONS], samples: { params: { slug: { table: 'invoice_payments' } } } },
    schema: {
      tags: ['invoices'],
      summary: 'Delete a mistaken payment; a paid invoice with something due again goes back to pending payment',
      params: slugParams,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await deletePayment(db, staffCtx(request), request.params.slug);
      return reply.code(204).send(null);
    },
  });

  app.post('/api/invoices/:slug/credit-note', {
    config: { sections: [...SECTIONS], samples: { params: INVOICE_PARAM, body: { lines: [{ line: 'any-line', units: 1 }], reason: 'Refund' } } },
    schema: {
      tags: ['invoices'],
      summary: 'Issue a credit note (CN-0001…, its own sequence) for lines of a paid invoice, each by units, by a gross amount in pounds, or in full',
      params: slugParams,
      body: creditNoteCreate,
      response: { 201: invoiceItem, ...errorResponses },
    },
    handler: async (request, reply) => reply.code(201).send(await issueCreditNote(db, staffCtx(request), request.params.slug, request.body)),
  });
}
