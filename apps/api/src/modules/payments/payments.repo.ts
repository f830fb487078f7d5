import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { onlinePayments, paymentAccounts, providerEvents } from '../../db/schema/index.ts';

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;
export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;

/** The operator's payment provider account, if connected (always looked up by the caller's operator). */
export async function findAccount(db: Executor, operatorId: number): Promise<PaymentAccountRow | null> {
  const [row] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.clientId, operatorId)).limit(1);
  return row ?? null;
}

export async function hasAccount(db: Executor, operatorId: number) {
  return (await findAccount(db, operatorId)) !== null;
}

type AccountValues = Pick<
  PaymentAccountRow,
  'secretKeyEncrypted' | 'webhookSecretEncrypted' | 'keyHint' | 'accountId' | 'accountName' | 'methods' | 'autoCollect'
>;

export async function saveAccount(db: Executor, operatorId: number, values: AccountValues) {
  const set = { ...values, connectedAt: new Date(), testedAt: new Date(), lastError: null };
  await db
    .insert(paymentAccounts)
    .values({ clientId: operatorId, ...set })
    .onConflictDoUpdate({ target: paymentAccounts.clientId, set });
}

export async function updateAccount(
  db: Executor,
  operatorId: number,
  values: Partial<Pick<PaymentAccountRow, 'methods' | 'autoCollect' | 'testedAt' | 'lastError' | 'accountId' | 'accountName'>>,
) {
  await db.update(paymentAccounts).set(values).where(eq(paymentAccounts.clientId, operatorId));
}

export async function deleteAccount(db: Executor, operatorId: number) {
  const gone = await db.delete(paymentAccounts).where(eq(paymentAccounts.clientId, operatorId)).returning({ id: paymentAccounts.id });
  return gone.length > 0;
}

/** Stores an event once: true the first time, false for a duplicate or a replay (same operator and event id). */
export async function storeEvent(db: Executor, operatorId: number, event: { id: string; type: string; created: number }, outcome: string) {
  const rows = await db
    .insert(providerEvents)
    .values({ clientId: operatorId, eventId: event.id, type: event.type, createdAt: new Date(event.created * 1000), outcome })
    .onConflictDoNothing()
    .returning({ id: providerEvents.id });
  return rows.length > 0;
}

export async function setEventOutcome(db: Executor, operatorId: number, eventId: string, outcome: string) {
  await db
    .update(providerEvents)
    .set({ outcome })
    .where(and(eq(providerEvents.clientId, operatorId), eq(providerEvents.eventId, eventId)));
}

/** An online payment of the operator by our slug (the provider's metadata carries it), locked for the transaction. */
export async function lockOnlinePayment(tx: Executor, operatorId: number, slug: string) {
  const [row] = await tx
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.clientId, operatorId), eq(onlinePayments.slug, slug)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function findOnlinePayment(db: Executor, operatorId: number, slug: string) {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.clientId, operatorId), eq(onlinePayments.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** Pence of an invoice's online payments still processing (a Direct Debit the bank has not confirmed). */
export async function processingPence(db: Executor, invoiceId: number) {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${onlinePayments.amountPence}), 0)` })
    .from(onlinePayments)
    .where(and(eq(onlinePayments.invoiceId, invoiceId), eq(onlinePayments.status, 'processing')));
  return Number(row.n);
}

/** An open session of the invoice for this amount, younger than `since` (Pay twice hands out the same page). */
export async function openSessionFor(db: Executor, invoiceId: number, amountPence: number, since: Date) {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.invoiceId, invoiceId),
        eq(onlinePayments.amountPence, amountPence),
        inArray(onlinePayments.status, ['open']),
        sql`${onlinePayments.createdAt} > ${since.toISOString()}`,
      ),
    )
    .limit(1);
  return row ?? null;
}
