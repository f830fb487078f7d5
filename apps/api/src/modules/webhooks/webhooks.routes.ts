import { webhooksApi } from '@clubspace/contract';
import type { App } from '../../app-types.ts';
import { WEBHOOK_OUTBOX_JOB, wakeOutbox, webhookJobHandlers } from './webhook-worker.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import {
  createEndpoint,
  listDeliveries,
  listEndpoints,
  removeEndpoint,
  resendDelivery,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
  type WebhookSettings,
} from './webhooks.service.ts';

const settingsOf = (app: App): WebhookSettings => ({
  secretKey: app.config.secretKey ?? app.config.jwtSecret,
  allowPrivate: app.config.webhooksAllowPrivate ?? false,
});
const endpointSample = { id: { table: 'webhook_endpoints', column: 'id' } };

/** Account → Developers → Webhooks (issue 29): the owner's only; the 'account' section keeps every API key out. */
const webhookRoutes = (app: App) =>
  routes(
    webhooksApi,
    { tag: 'account', sections: ['account'] },
    {
      list: { handler: async (request, _reply, { db }) => listEndpoints(db, staffCtx(request)) },
      create: {
        config: { samples: { body: { url: 'https://example.com/hooks', events: ['booking.created'] } } },
        handler: async (request, reply, { db }) => reply.code(201).send(await createEndpoint(db, staffCtx(request), settingsOf(app), request.body)),
      },
      update: {
        config: { samples: { params: endpointSample, body: { description: 'Matrix' } } },
        handler: async (request, _reply, { db }) => updateEndpoint(db, staffCtx(request), settingsOf(app), request.params.id, request.body),
      },
      remove: {
        config: { samples: { params: endpointSample } },
        handler: async (request, reply, { db }) => {
          await removeEndpoint(db, staffCtx(request), request.params.id);
          return reply.code(204).send(null);
        },
      },
      rotate: {
        config: { samples: { params: endpointSample } },
        handler: async (request, _reply, { db }) => rotateSecret(db, staffCtx(request), settingsOf(app), request.params.id),
      },
      deliveries: {
        config: { samples: { params: endpointSample } },
        handler: async (request, _reply, { db }) => listDeliveries(db, staffCtx(request), request.params.id),
      },
      resend: {
        config: { samples: { params: { ...endpointSample, delivery: { table: 'webhook_deliveries', column: 'id' } } } },
        handler: async (request, reply, { db }) => {
          await resendDelivery(db, staffCtx(request), request.params.id, request.params.delivery);
          return reply.code(202).send(null);
        },
      },
      test: {
        config: { samples: { params: endpointSample } },
        handler: async (request, reply, { db }) => {
          await sendTestEvent(db, staffCtx(request), request.params.id);
          return reply.code(202).send(null);
        },
      },
    },
  );

/**
 * The module: its routes, and its two job kinds on the app's queue. The event worker runs every 5 s (recurring, one
 * job per period across processes) and at once when a change with events commits (the outbox's notification).
 */
export async function webhooksModule(app: App): Promise<void> {
  await webhookRoutes(app)(app);
  const handlers = webhookJobHandlers({
    db: app.db,
    mailer: app.mailer,
    secretKey: settingsOf(app).secretKey,
    allowPrivate: settingsOf(app).allowPrivate,
    publicUrl: app.config.publicUrl,
  });
  for (const [kind, handler] of Object.entries(handlers)) {
    if (kind === WEBHOOK_OUTBOX_JOB) app.jobs.every(kind, 5_000, handler, { maxAttempts: 3 });
    else app.jobs.register(kind, handler);
  }
  const stop = app.live.onOutbox(() => void wakeOutbox(app.db).catch((err) => app.log.warn({ err }, 'cannot wake the webhook worker')));
  app.addHook('onClose', async () => stop());
}
