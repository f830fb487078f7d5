import { errorBody, invoiceOnlineApi, onlinePaymentsApi } from '@clubspace/contract';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { onlinePaymentsSource } from './refunds.repo.ts';
import { invoiceOnlineOf, refundCreditNote, refundUnapplied } from './refunds.service.ts';

const providerErrors = { 502: errorBody };
const INVOICE_PARAM = { slug: { table: 'invoices' } };

/** The invoice detail's online payments and Refund to the card (the invoice screens' section). */
export const invoiceOnlineRoutes = routes(
  invoiceOnlineApi,
  { tag: 'invoices', sections: ['users', 'invoices'] },
  {
    payments: {
      config: { samples: { params: INVOICE_PARAM } },
      handler: async (request, _reply, app) => invoiceOnlineOf(app, staffCtx(request), request.params.slug),
    },
    refund: {
      config: { samples: { params: INVOICE_PARAM, body: {} } },
      errors: providerErrors,
      handler: async (request, reply, app) =>
        reply.code(201).send(await refundCreditNote(app, staffCtx(request), request.params.slug, request.body.amount)),
    },
  },
);

/** Account → Payments: recent and unapplied online payments, and the refund of unapplied money. */
export const onlinePaymentsRoutes = routes(
  onlinePaymentsApi,
  { tag: 'account', sections: ['account'] },
  {
    list: listHandler('online_payments', { source: (query, ctx, { db }) => onlinePaymentsSource(db, ctx.client.id, query) }),
    refund: {
      config: { samples: { params: { slug: { table: 'online_payments' } }, body: {} } },
      errors: providerErrors,
      handler: async (request, reply, app) =>
        reply.code(201).send(await refundUnapplied(app, staffCtx(request), request.params.slug, request.body.amount)),
    },
  },
);
