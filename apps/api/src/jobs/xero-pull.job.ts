import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { enqueueJob } from './queue/job-queue.repo.ts';
import { markInvoicePaid } from '../modules/invoices/invoices.service.ts';
import { XeroCallError } from '../modules/xero/xero-client.ts';
import { awaitingPayment, xeroHttpError, xeroSessionFor } from '../modules/xero/xero.service.ts';
import { updateConnection } from '../modules/xero/xero.repo.ts';
import { writeTransaction } from '../db/transaction.ts';

/** Advisory-lock key of the claim: one process at a time picks the connections that are due. */
const JOB_LOCK = 0x0e70;
/** Invoice ids per GET Invoices?IDs=… (keeps the URL short). */
const IDS_PER_CALL = 40;
/** If-Modified-Since goes back this much before the last pull, for clocks that differ a little. */
const OVERLAP_MS = 5 * 60_000;

export interface PulledOperator {
  clientId: number;
  paid: number;
  error?: string;
}

/**
 * Claims the connections due for a pull in ONE statement under a transaction-scoped advisory lock (several API
 * processes never pull the same operator twice in a period), stamping last_pull_at; the Xero calls happen after the
 * claim, outside any transaction. `everyMinutes` 0 claims every connection (tests).
 */
async function claimDue(db: Db, now: Date, everyMinutes: number, onlyClient?: number, queue = false) {
  return writeTransaction(db, async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${JOB_LOCK}::int, 0) as locked`);
    if (!lock.rows[0]?.locked) return [];
    const at = sql`${now.toISOString()}::timestamptz`;
    const result = await tx.execute<{ client_id: number; previous: string | Date | null }>(sql`
      with due as (
        select id, last_pull_at from xero_connections
        where (last_pull_at is null or last_pull_at <= ${at} - make_interval(mins => ${everyMinutes}::int))
          ${onlyClient === undefined ? sql`` : sql`and client_id = ${onlyClient}`}
        for update
      )
      update xero_connections c set last_pull_at = ${at}
      from due where c.id = due.id
      returning c.client_id, due.last_pull_at as previous`);
    const claimed = result.rows.map((r) => ({ clientId: Number(r.client_id), previous: r.previous ? new Date(r.previous) : null }));
    // The queue's path (issue 29): one 'xero-pull' job per claimed operator, queued in the claim's transaction.
    if (queue)
      for (const c of claimed)
        await enqueueJob(tx, {
          kind: XERO_PULL_JOB,
          clientId: c.clientId,
          uniqueKey: `xero-pull:${c.clientId}:${now.toISOString()}`,
          payload: { previous: c.previous?.toISOString() ?? null },
        });
    return claimed;
  });
}

/** The job kind of one operator's pull (queued by the recurring 'xero-schedule' job). */
export const XERO_PULL_JOB = 'xero-pull';

/** The recurring 'xero-schedule' job: claims the connections due (as runXeroPull does) and queues one pull job each. */
export async function queueXeroPulls(db: Db, config: Config, now: Date = new Date()) {
  return claimDue(db, now, config.xeroPullMinutes ?? 15, undefined, true);
}

/**
 * One operator's pull as a job: the error is recorded on the connection (Account → Integrations shows it) and thrown,
 * so the queue retries the pull and, out of tries, lays it dead on the Jobs screen.
 */
export async function runOperatorPull(db: Db, config: Config, clientId: number, previous: Date | null): Promise<number> {
  try {
    return await pullOperator(db, config, clientId, previous);
  } catch (err) {
    const message = (err instanceof XeroCallError ? xeroHttpError(err) : (err as Error)).message;
    await updateConnection(db, clientId, { lastError: message });
    throw new Error(message, { cause: err });
  }
}

/** One operator: ask Xero about its synced unpaid invoices (changed since the last pull) and mark the PAID ones paid. */
async function pullOperator(db: Db, config: Config, clientId: number, previous: Date | null): Promise<number> {
  const waiting = await awaitingPayment(db, clientId);
  if (!waiting.length) return 0;
  const open = await xeroSessionFor({ db, config }, clientId);
  if (!open) return 0;
  const byXeroId = new Map(waiting.map((w) => [w.xeroId.toLowerCase(), w.id]));
  const since = previous ? new Date(previous.getTime() - OVERLAP_MS) : undefined;
  let paid = 0;
  for (let i = 0; i < waiting.length; i += IDS_PER_CALL) {
    const ids = waiting.slice(i, i + IDS_PER_CALL).map((w) => w.xeroId);
    const body = await open.session.call((api, tenant) =>
      api.getInvoices(tenant, since, undefined, undefined, ids, undefined, undefined, undefined, undefined, undefined, undefined, undefined, true),
    );
    for (const inv of body.invoices ?? []) {
      const id = inv.invoiceID ? byXeroId.get(inv.invoiceID.toLowerCase()) : undefined;
      if (id !== undefined && String(inv.status) === 'PAID' && (await markInvoicePaid(db, clientId, id))) paid++;
    }
  }
  return paid;
}

/** One run over every connected operator that is due; a failing operator does not stop the others. */
export async function runXeroPull(
  db: Db,
  config: Config,
  options: { now?: Date; everyMinutes?: number; clientId?: number } = {},
): Promise<PulledOperator[]> {
  const claimed = await claimDue(db, options.now ?? new Date(), options.everyMinutes ?? config.xeroPullMinutes ?? 15, options.clientId);
  const results: PulledOperator[] = [];
  for (const c of claimed) {
    try {
      results.push({ clientId: c.clientId, paid: await pullOperator(db, config, c.clientId, c.previous) });
    } catch (err) {
      const message = (err instanceof XeroCallError ? xeroHttpError(err) : (err as Error)).message;
      await updateConnection(db, c.clientId, { lastError: message });
      results.push({ clientId: c.clientId, paid: 0, error: message });
    }
  }
  return results;
}
