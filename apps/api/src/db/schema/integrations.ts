import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { clients } from './core.ts';

/**
 * An operator's Xero custom connection (one per operator). The client secret is stored encrypted (AES-256-GCM, see
 * modules/xero/secret-box.ts): `secret_encrypted` is `v1:<iv>:<tag>:<ciphertext>` in base64url, bound to the operator
 * by its additional data, so a copied row does not decrypt for another operator. The API never returns it.
 */
export const xeroConnections = pgTable(
  'xero_connections',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The custom connection's client id (not a secret, shown masked). */
    xeroClientId: text('xero_client_id').notNull(),
    secretEncrypted: text('secret_encrypted').notNull(),
    /** The organisation's name and id as Xero reported them when the connection was tested. */
    organisationName: text('organisation_name'),
    tenantId: text('tenant_id'),
    /** Sales account code the invoice lines are posted to (Xero's demo chart: 200 Sales). */
    accountCode: text('account_code').notNull().default('200'),
    connectedAt: timestamptz('connected_at').notNull().defaultNow(),
    lastSyncAt: timestamptz('last_sync_at'),
    lastPullAt: timestamptz('last_pull_at'),
    lastError: text('last_error'),
  },
  (t) => [uniqueIndex('xero_connections_client_uq').on(t.clientId)],
);
