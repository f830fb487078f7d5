import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { clients } from './core.ts';

/**
 * An operator's webhook endpoint (issue 29): where its events go, which types, and the signing secret (sealed with
 * SECRET_KEY: it must be read back to sign). After a rotation the previous secret signs too until
 * previous_secret_until. failing_since: the first failed try with no success since (3 days of it disables the endpoint).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    secretSealed: text('secret_sealed').notNull(),
    secretPrefix: text('secret_prefix').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretUntil: timestamptz('previous_secret_until'),
    failingSince: timestamptz('failing_since'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_client_idx').on(t.clientId, t.id)],
);

/**
 * One event (issue 29): `evt_…`, its type and its body, rendered once when the event is made, so every delivery and
 * retry sends the same bytes. (change_id, type) is unique: a second worker reading the same outbox row makes nothing.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    changeId: bigint('change_id', { mode: 'number' }),
    type: text('type').notNull(),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_change_type_uq').on(t.changeId, t.type), index('webhook_events_client_idx').on(t.clientId, t.createdAt)],
);

export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed';

/** One event to one endpoint: its tries and outcome (the delivery log). Sent by the 'webhook-delivery' job. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: integer('client_id').notNull(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    status: text('status').$type<WebhookDeliveryState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    error: text('error'),
    firstAttemptAt: timestamptz('first_attempt_at'),
    lastAttemptAt: timestamptz('last_attempt_at'),
    nextAttemptAt: timestamptz('next_attempt_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id), index('webhook_deliveries_event_idx').on(t.eventId)],
);
