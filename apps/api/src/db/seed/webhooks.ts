import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../schema/index.ts';
import type { Ctx } from './context.ts';

/**
 * One webhook endpoint per operator (issue 29), turned off, with a failed test delivery, so Account → Developers
 * shows the section filled in. Its secret is a placeholder that opens with no key: it signs nothing and, being
 * disabled, it is sent nothing.
 */
export async function seedWebhooks(ctx: Ctx) {
  const day = 86_400_000;
  const [endpoint] = await ctx.db
    .insert(webhookEndpoints)
    .values({
      clientId: ctx.clientId,
      url: 'https://hooks.example.com/clubspace',
      description: 'CRM sync (paused)',
      events: ['member.created', 'member.updated', 'booking.created'],
      enabled: false,
      secretSealed: 'v1:seed:placeholder:',
      secretPrefix: 'whsec_seeded',
      createdAt: new Date(ctx.now.getTime() - 20 * day),
    })
    .returning({ id: webhookEndpoints.id });
  const eventId = `evt_seed${ctx.clientId}`;
  const at = new Date(ctx.now.getTime() - 19 * day);
  await ctx.db.insert(webhookEvents).values({
    id: eventId,
    clientId: ctx.clientId,
    type: 'webhook.test',
    body: JSON.stringify({ id: eventId, type: 'webhook.test', timestamp: at.toISOString(), data: { message: 'A test event' } }),
    createdAt: at,
  });
  await ctx.db.insert(webhookDeliveries).values({
    clientId: ctx.clientId,
    endpointId: endpoint.id,
    eventId,
    status: 'failed',
    attempts: 1,
    responseStatus: 404,
    error: 'HTTP 404',
    firstAttemptAt: at,
    lastAttemptAt: at,
    createdAt: at,
  });
}
