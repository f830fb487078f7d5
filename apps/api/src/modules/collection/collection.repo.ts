import { COLLECTION_STALE_SECONDS, collectablePence, collectionIdempotencyKey, invoiceAmounts } from '@clubspace/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients, collectionAttempts, invoiceDatas, invoices, onlinePayments, payerAccounts, paymentAccounts } from '../../db/schema/index.ts';
import { newInvoiceSlug } from '../invoices/invoices.service.ts';
import { processingPence } from '../payments/payments.repo.ts';

export type AttemptRow = typeof collectionAttempts.$inferSelect;

/** A claimed attempt, ready to charge: everything the provider call needs, fixed at the first claim. */
export interface ClaimedAttempt {
  attempt: AttemptRow;
  operator: { id: number; slug: string; name: string };
  invoice: { id: number; slug: string; name: string; email: string | null };
  customerId: string;
  paymentMethodId: string;
  methodType: string;
  amountPence: number;
  onlinePaymentSlug: string;
  idempotencyKey: string;
}

export type Claim =
  { kind: 'none' } | { kind: 'skipped'; attemptId: number; why: string } | { kind: 'requeued' } | ({ kind: 'claimed' } & ClaimedAttempt);

const finish = async (tx: Executor, id: number, status: string, now: Date, values: Partial<AttemptRow> = {}) =>
  tx
    .update(collectionAttempts)
    .set({ status, finishedAt: now, ...values })
    .where(eq(collectionAttempts.id, id));

/** What a charge of the invoice needs: the operator, automatic collection, the team's saved method, the billing contact. */
async function chargeContext(tx: Executor, invoice: typeof invoices.$inferSelect) {
  const [ctx] = await tx
    .select({
      customerId: payerAccounts.customerId,
      paymentMethodId: payerAccounts.paymentMethodId,
      methodType: payerAccounts.methodType,
      autoCollect: paymentAccounts.autoCollect,
      slug: clients.slug,
      name: clients.name,
      email: invoiceDatas.emailContact,
    })
    .from(clients)
    .leftJoin(paymentAccounts, eq(paymentAccounts.clientId, clients.id))
    .leftJoin(payerAccounts, and(eq(payerAccounts.clientId, clients.id), eq(payerAccounts.teamId, sql`${invoice.teamId}`)))
    .leftJoin(invoiceDatas, eq(invoiceDatas.id, sql`${invoice.invoiceDataId}`))
    .where(eq(clients.id, invoice.clientId));
  return ctx ?? null;
}

/**
 * Claims one attempt (call inside a write transaction): the oldest queued one — or a running one whose worker died
 * (COLLECTION_STALE_SECONDS; its idempotency key makes the charge safe to ask again) — whose invoice has no other
 * attempt running, taken with FOR UPDATE SKIP LOCKED so two workers never take the same row. Then, holding the
 * invoice's row lock (lock order: the invoice first), it re-checks: no other attempt of the invoice running, the
 * invoice still waiting for payment, something collectable, the payer's method saved, automatic collection on.
 * The amount and our online payment (status open, so the provider's webhook finds it) are fixed at the first claim:
 * a claim again sends the provider exactly the same request.
 */
/** `clientId`: one operator's attempts only (the recurring job runs operator by operator: jobs/operator-runs.ts). */
export async function claimAttempt(tx: Executor, now: Date, clientId?: number): Promise<Claim> {
  const operator = clientId === undefined ? sql`` : sql`and a.client_id = ${clientId}`;
  const staleBefore = new Date(now.getTime() - COLLECTION_STALE_SECONDS * 1000).toISOString();
  const { rows } = await tx.execute<{ id: number }>(sql`
    select a.id from collection_attempts a
    where (a.status = 'queued' or (a.status = 'running' and a.claimed_at < ${staleBefore}::timestamptz))
      and not exists (select 1 from collection_attempts b where b.invoice_id = a.invoice_id and b.id <> a.id
                      and b.status = 'running' and b.claimed_at >= ${staleBefore}::timestamptz)
      ${operator}
    order by a.id
    limit 1
    for update of a skip locked`);
  if (!rows[0]) return { kind: 'none' };
  const id = Number(rows[0].id);
  const [attempt] = await tx.select().from(collectionAttempts).where(eq(collectionAttempts.id, id));
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, attempt.invoiceId), eq(invoices.clientId, attempt.clientId)))
    .for('update');
  const [busy] = await tx
    .execute<{ id: number }>(
      sql`
    select id from collection_attempts where invoice_id = ${attempt.invoiceId} and id <> ${id}
      and status = 'running' and claimed_at >= ${staleBefore}::timestamptz limit 1`,
    )
    .then((r) => r.rows);
  if (busy) {
    // Another worker took an attempt of the same invoice between our pick and the invoice lock: ours waits its turn.
    return { kind: 'requeued' };
  }
  const skip = async (why: string): Promise<Claim> => (
    await finish(tx, id, 'skipped', now, { failure: why }),
    { kind: 'skipped', attemptId: id, why }
  );
  if (!invoice || invoice.kind !== 'invoice' || invoice.status !== 'pending_payment') return skip('The invoice is not waiting for payment');
  const ctx = await chargeContext(tx, invoice);
  if (!ctx?.autoCollect) return skip('Automatic collection is off');
  if (!ctx.customerId || !ctx.paymentMethodId || !ctx.methodType) return skip('The payer has no saved payment method');
  const { due } = invoiceAmounts(invoice.status, invoice.grossPricePence, invoice.paidPence, invoice.creditedPence);
  const amount = attempt.amountPence ?? collectablePence(due, await processingPence(tx, invoice.id));
  if (amount < 30) return skip(amount <= 0 ? 'Nothing to collect' : 'Less than £0.30 to collect');
  const key = collectionIdempotencyKey(invoice.id, attempt.attempt);
  const slug = attempt.onlinePaymentSlug ?? newInvoiceSlug();
  if (!attempt.onlinePaymentSlug) {
    await tx
      .insert(onlinePayments)
      .values({
        clientId: invoice.clientId,
        slug,
        invoiceId: invoice.id,
        amountPence: amount,
        checkoutSessionId: `offsession:${key}`,
        checkoutUrl: '',
      })
      .onConflictDoNothing();
  }
  await tx
    .update(collectionAttempts)
    .set({ status: 'running', claimedAt: now, onlinePaymentSlug: slug, amountPence: amount })
    .where(eq(collectionAttempts.id, id));
  return {
    kind: 'claimed',
    attempt,
    operator: { id: invoice.clientId, slug: ctx.slug, name: ctx.name },
    invoice: { id: invoice.id, slug: invoice.slug, name: invoice.name, email: ctx.email?.trim() || null },
    customerId: ctx.customerId,
    paymentMethodId: ctx.paymentMethodId,
    methodType: ctx.methodType,
    amountPence: amount,
    onlinePaymentSlug: slug,
    idempotencyKey: key,
  };
}

export async function finishAttempt(tx: Executor, id: number, status: string, now: Date, values: Partial<AttemptRow> = {}) {
  await finish(tx, id, status, now, values);
}

/** Back in the queue (the provider could not be reached): the next run asks again with the same key. */
export async function requeueAttempt(tx: Executor, id: number) {
  await tx.update(collectionAttempts).set({ status: 'queued' }).where(eq(collectionAttempts.id, id));
}
