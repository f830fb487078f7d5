import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payerAccounts } from '../../db/schema/index.ts';

export type PayerAccountRow = typeof payerAccounts.$inferSelect;
/** Who pays at the provider: a team, or a member without a team. */
export type Payer = { teamId: number; memberId?: undefined } | { memberId: number; teamId?: undefined };

const payerWhere = (operatorId: number, payer: Payer) =>
  and(
    eq(payerAccounts.clientId, operatorId),
    payer.teamId !== undefined ? eq(payerAccounts.teamId, payer.teamId) : eq(payerAccounts.memberId, payer.memberId),
  );

export async function findPayerAccount(db: Executor, operatorId: number, payer: Payer): Promise<PayerAccountRow | null> {
  const [row] = await db.select().from(payerAccounts).where(payerWhere(operatorId, payer)).limit(1);
  return row ?? null;
}

/** Stores the payer's provider customer once (a concurrent twin keeps the first). */
export async function savePayerCustomer(db: Executor, operatorId: number, payer: Payer, customerId: string): Promise<PayerAccountRow> {
  await db
    .insert(payerAccounts)
    .values({ clientId: operatorId, teamId: payer.teamId ?? null, memberId: payer.memberId ?? null, customerId })
    .onConflictDoNothing();
  return (await findPayerAccount(db, operatorId, payer))!;
}

/** The payer of a provider customer, locked for the transaction (always within the operator). */
export async function lockPayerByCustomer(tx: Executor, operatorId: number, customerId: string): Promise<PayerAccountRow | null> {
  const [row] = await tx
    .select()
    .from(payerAccounts)
    .where(and(eq(payerAccounts.clientId, operatorId), eq(payerAccounts.customerId, customerId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export interface MethodValues {
  paymentMethodId: string | null;
  methodType: string | null;
  brand: string | null;
  last4: string | null;
  methodSavedAt: Date | null;
  methodEventAt: Date;
}

export async function setPayerMethod(tx: Executor, id: number, values: MethodValues) {
  await tx.update(payerAccounts).set(values).where(eq(payerAccounts.id, id));
}
