import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_LOG_LIMIT,
  WEBHOOK_MESSAGES,
  WEBHOOK_OLD_SECRET_MS,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TEST_EVENT,
  webhookEndpointBody,
  webhookUrlProblem,
  type WebhookDeliveryItem,
  type WebhookEndpointItem,
  type WebhookEndpointPatch,
  type WebhookEndpointSecret,
} from '@clubspace/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { sealSecret } from '../xero/secret-box.ts';
import { eventBody, newEventId, queueDeliveries, secretOwner } from './webhook-worker.ts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
export interface WebhookSettings {
  secretKey: string;
  allowPrivate: boolean;
}

/** Webhooks are the owner's, like API keys: an admin with the Account section cannot add one, nor can a key. */
function ownerOnly(ctx: StaffContext) {
  if (ctx.apiKey || ctx.staff.role !== 'club_owner') throw forbidden(WEBHOOK_MESSAGES.ownerOnly);
}

/** Standard Webhooks: `whsec_` + base64 of 32 random bytes. */
const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
const SECRET_VISIBLE_CHARS = 12;

function toItem(r: EndpointRow): WebhookEndpointItem {
  const now = clock.now();
  return {
    id: r.id,
    url: r.url,
    description: r.description,
    events: r.events,
    enabled: r.enabled,
    disabled_reason: r.enabled ? null : r.disabledReason,
    secret_prefix: r.secretPrefix,
    previous_secret_until: r.previousSecretUntil && r.previousSecretUntil.getTime() > now.getTime() ? r.previousSecretUntil.toISOString() : null,
    created_at: r.createdAt.toISOString(),
  };
}

function checkUrl(url: string | undefined, s: WebhookSettings) {
  if (url === undefined) return;
  const problem = webhookUrlProblem(url, s.allowPrivate);
  if (problem) throw badRequest({ url: problem });
}

async function endpointOf(db: Db, ctx: StaffContext, id: number): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.clientId, ctx.client.id), eq(webhookEndpoints.id, id)));
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

export async function listEndpoints(db: Db, ctx: StaffContext) {
  ownerOnly(ctx);
  const rows = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.clientId, ctx.client.id)).orderBy(webhookEndpoints.id);
  return { endpoints: rows.map(toItem) };
}

export async function createEndpoint(
  db: Db,
  ctx: StaffContext,
  s: WebhookSettings,
  body: z.output<typeof webhookEndpointBody>,
): Promise<WebhookEndpointSecret> {
  ownerOnly(ctx);
  checkUrl(body.url, s);
  const secret = newSecret();
  const [row] = await writeTransaction(db, (tx) =>
    tx
      .insert(webhookEndpoints)
      .values({
        clientId: ctx.client.id,
        url: body.url,
        description: body.description ?? '',
        events: [...new Set(body.events)],
        enabled: body.enabled ?? true,
        secretSealed: sealSecret(s.secretKey, secret, secretOwner(ctx.client.id)),
        secretPrefix: secret.slice(0, SECRET_VISIBLE_CHARS),
      })
      .returning(),
  );
  return { endpoint: toItem(row), secret };
}

export async function updateEndpoint(db: Db, ctx: StaffContext, s: WebhookSettings, id: number, body: WebhookEndpointPatch) {
  ownerOnly(ctx);
  await endpointOf(db, ctx, id);
  checkUrl(body.url, s);
  const [row] = await writeTransaction(db, (tx) =>
    tx
      .update(webhookEndpoints)
      .set({
        ...(body.url !== undefined ? { url: body.url } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.events !== undefined ? { events: [...new Set(body.events)] } : {}),
        // Enabling again starts the failure clock afresh.
        ...(body.enabled !== undefined ? { enabled: body.enabled, disabledReason: null, ...(body.enabled ? { failingSince: null } : {}) } : {}),
        updatedAt: clock.now(),
      })
      .where(and(eq(webhookEndpoints.clientId, ctx.client.id), eq(webhookEndpoints.id, id)))
      .returning(),
  );
  return toItem(row);
}

export async function removeEndpoint(db: Db, ctx: StaffContext, id: number) {
  ownerOnly(ctx);
  await endpointOf(db, ctx, id);
  await writeTransaction(db, (tx) =>
    tx.delete(webhookEndpoints).where(and(eq(webhookEndpoints.clientId, ctx.client.id), eq(webhookEndpoints.id, id))),
  );
}

/** A new secret; the current one becomes the previous, still signing for 24 hours. */
export async function rotateSecret(db: Db, ctx: StaffContext, s: WebhookSettings, id: number): Promise<WebhookEndpointSecret> {
  ownerOnly(ctx);
  const old = await endpointOf(db, ctx, id);
  const secret = newSecret();
  const [row] = await writeTransaction(db, (tx) =>
    tx
      .update(webhookEndpoints)
      .set({
        secretSealed: sealSecret(s.secretKey, secret, secretOwner(ctx.client.id)),
        secretPrefix: secret.slice(0, SECRET_VISIBLE_CHARS),
        previousSecretSealed: old.secretSealed,
        previousSecretUntil: new Date(clock.now().getTime() + WEBHOOK_OLD_SECRET_MS),
        updatedAt: clock.now(),
      })
      .where(and(eq(webhookEndpoints.clientId, ctx.client.id), eq(webhookEndpoints.id, id)))
      .returning(),
  );
  return { endpoint: toItem(row), secret };
}

export async function listDeliveries(db: Db, ctx: StaffContext, id: number): Promise<{ deliveries: WebhookDeliveryItem[] }> {
  ownerOnly(ctx);
  await endpointOf(db, ctx, id);
  const rows = await db
    .select({ d: webhookDeliveries, type: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.clientId, ctx.client.id), eq(webhookDeliveries.endpointId, id)))
    .orderBy(desc(webhookDeliveries.id))
    .limit(WEBHOOK_LOG_LIMIT);
  return {
    deliveries: rows.map(({ d, type }) => ({
      id: d.id,
      event_id: d.eventId,
      event_type: type,
      status: d.status,
      attempts: d.attempts,
      response_status: d.responseStatus,
      error: d.error,
      created_at: d.createdAt.toISOString(),
      last_attempt_at: d.lastAttemptAt?.toISOString() ?? null,
      next_attempt_at: d.nextAttemptAt?.toISOString() ?? null,
    })),
  };
}

/** "Resend": a new delivery of the same event (same id and body, so the receiver can tell it already has it). */
export async function resendDelivery(db: Db, ctx: StaffContext, id: number, deliveryId: number) {
  ownerOnly(ctx);
  await endpointOf(db, ctx, id);
  const [found] = await db
    .select({ eventId: webhookDeliveries.eventId })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.clientId, ctx.client.id), eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.id, deliveryId)));
  if (!found) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  await writeTransaction(db, (tx) => queueDeliveries(tx, ctx.client.id, found.eventId, [id]));
}

/** "Send test event": a webhook.test event to this endpoint only. */
export async function sendTestEvent(db: Db, ctx: StaffContext, id: number) {
  ownerOnly(ctx);
  const endpoint = await endpointOf(db, ctx, id);
  const eventId = newEventId();
  const body = eventBody(eventId, WEBHOOK_TEST_EVENT, ctx.client, clock.now(), {
    message: 'A test event from Clubspace: your endpoint received and verified it.',
    endpoint: endpoint.url,
  });
  await writeTransaction(db, async (tx) => {
    await tx.insert(webhookEvents).values({ id: eventId, clientId: ctx.client.id, type: WEBHOOK_TEST_EVENT, body });
    await queueDeliveries(tx, ctx.client.id, eventId, [id]);
  });
}
