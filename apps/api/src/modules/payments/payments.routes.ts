import { CONSENT_MESSAGES, ONLINE_PAYMENT_MESSAGES, errorBody, paymentWebhooksApi, paymentsApi, paymentsSettingsApi } from '@clubspace/contract';
import type { App } from '../../app-types.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { findInvoice } from '../invoices/invoices.repo.ts';
import { checkoutFor } from './checkout.service.ts';
import { connectPayments, disconnectPayments, paymentsStatusOf, setPaymentOptions, testPayments } from './payments-settings.service.ts';
import { receiveStripeEvent } from './webhook.service.ts';
import { invoicePayLinkMail } from '../../mail/invoice.mail.tsx';

const providerErrors = { 502: errorBody };

/** Account → Payments (issue 27): the operator's Stripe connection. */
export const paymentsSettingsRoutes = routes(
  paymentsSettingsApi,
  { tag: 'account', sections: ['account'] },
  {
    status: { handler: async (request, _reply, app) => paymentsStatusOf(app.db, staffCtx(request)) },
    connect: { errors: providerErrors, handler: async (request, _reply, app) => connectPayments(app, staffCtx(request), request.body) },
    options: { handler: async (request, _reply, app) => setPaymentOptions(app.db, staffCtx(request), request.body) },
    test: { errors: providerErrors, handler: async (request, _reply, app) => testPayments(app, staffCtx(request)) },
    disconnect: {
      handler: async (request, reply, app) => {
        await disconnectPayments(app.db, staffCtx(request));
        return reply.code(204).send(null);
      },
    },
  },
);

/** An invoice's payment link (the invoice screens' section), e-mailed to its billing contact on request. */
export const paymentsRoutes = routes(
  paymentsApi,
  { tag: 'invoices', sections: ['users', 'invoices'] },
  {
    paymentLink: {
      config: { samples: { params: { slug: { table: 'invoices' } }, body: { send: false } } },
      errors: { ...providerErrors, 409: errorBody },
      handler: async (request, _reply, app) => {
        const ctx = staffCtx(request);
        const found = await findInvoice(app.db, ctx, request.params.slug);
        if (!found) throw notFound('Invoice not found');
        const { email, ...link } = await checkoutFor(app, ctx.client.id, found.invoice.id);
        if (!request.body.send) return link;
        if (!email) throw badRequest({ invoice: ONLINE_PAYMENT_MESSAGES.noContact });
        const sent = await app.mailer.send({
          kind: 'invoice',
          to: email,
          clientId: ctx.client.id,
          ...invoicePayLinkMail({ invoice: found.invoice.name, amount: `£${link.amount.toFixed(2)}`, url: link.url, operator: ctx.client.name }),
          link: link.url,
        });
        // An explicit staff action: a contact who turned invoice e-mails off is said so, in words (as Send invoice).
        if (!sent) throw conflict(CONSENT_MESSAGES.emailsOff(email, 'invoices'), 'no_consent');
        return { ...link, detail: ONLINE_PAYMENT_MESSAGES.linkSent(email) };
      },
    },
  },
);

/**
 * The provider's webhook, in a route scope of its own whose JSON bodies stay raw bytes: the signature is over the
 * exact bytes sent, so nothing may parse and re-serialize them first.
 */
export async function paymentWebhookRoutes(app: App) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
  await routes(
    paymentWebhooksApi,
    { tag: 'payments' },
    {
      stripe: {
        // The generated tests need a sample of an operator-owned table (clients has no client_id): any name answers 404
        // without a connected account, and nothing is read before the signature is verified.
        config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' }, samples: { params: { operator: { table: 'teams' } } } },
        handler: async (request, _reply, app) => receiveStripeEvent(app, request.params.operator, request.body, request.headers['stripe-signature']),
      },
    },
  )(app);
}
