import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { xeroConnections } from '../../db/schema/index.ts';

export type XeroConnectionRow = typeof xeroConnections.$inferSelect;

/** The operator's Xero connection, if it has one (always looked up by the caller's operator). */
export async function findConnection(db: Executor, operatorId: number): Promise<XeroConnectionRow | null> {
  const [row] = await db.select().from(xeroConnections).where(eq(xeroConnections.clientId, operatorId)).limit(1);
  return row ?? null;
}

export async function saveConnection(
  db: Executor,
  operatorId: number,
  values: Pick<XeroConnectionRow, 'xeroClientId' | 'secretEncrypted' | 'organisationName' | 'tenantId' | 'accountCode'>,
) {
  await db
    .insert(xeroConnections)
    .values({ clientId: operatorId, ...values, connectedAt: new Date(), lastError: null })
    .onConflictDoUpdate({ target: xeroConnections.clientId, set: { ...values, connectedAt: new Date(), lastError: null, lastPullAt: null } });
}

export async function updateConnection(
  db: Executor,
  operatorId: number,
  values: Partial<Pick<XeroConnectionRow, 'organisationName' | 'tenantId' | 'lastSyncAt' | 'lastPullAt' | 'lastError'>>,
) {
  await db.update(xeroConnections).set(values).where(eq(xeroConnections.clientId, operatorId));
}

export async function deleteConnection(db: Executor, operatorId: number) {
  const gone = await db.delete(xeroConnections).where(eq(xeroConnections.clientId, operatorId)).returning({ id: xeroConnections.id });
  return gone.length > 0;
}
