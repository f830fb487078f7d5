import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { writeTransaction } from '../db/transaction.ts';
import { clock } from '../lib/clock.ts';
import type { Mailer } from '../lib/mailer.ts';
import { claimDunningSteps, type DunningClaims } from '../modules/dunning/dunning-run.ts';
import { mailReminder } from '../modules/dunning/dunning-mail.ts';

/** How often each API process runs the chasing rules (steps are days apart; an hour is soon enough). */
export const DUNNING_JOB_INTERVAL_MS = 60 * 60_000;
/** Advisory-lock key of the job: one run at a time across every API process (a second one skips its turn). */
const JOB_LOCK = 0x0d07;

export interface DunningRunResult {
  reminders: number;
  unsent: number;
  fees: number;
  holds: number;
  /** False when another run held the lock (this one did nothing). */
  ran: boolean;
}

/**
 * One run of the chasing job (issue 27 flow 5) at `now` (the settable clock by default). Claim first, then send, as
 * the campaign and no-show jobs do: in ONE transaction under a transaction-scoped advisory lock, every due step is
 * recorded as an invoice event whose (invoice, step) is unique, and late fees are added with their step; after the
 * commit each claimed reminder is e-mailed. Two runs at once (two processes, or two workers of one process) never
 * send a reminder twice or charge a fee twice: the second finds the lock taken, or the steps recorded. A crash after
 * the commit can lose an e-mail, never send one twice.
 */
export async function runDunning(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  now: Date = clock.now(),
  log?: FastifyBaseLogger,
  /** One operator's invoices only (the recurring job runs operator by operator: operator-runs.ts). */
  clientId?: number,
): Promise<DunningRunResult> {
  const claims = await writeTransaction(db, async (tx): Promise<DunningClaims | null> => {
    const lock = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${JOB_LOCK}::int, ${clientId ?? 0}::int) as locked`);
    if (!lock.rows[0]?.locked) return null;
    return claimDunningSteps(tx, now, clientId);
  });
  if (!claims) return { reminders: 0, unsent: 0, fees: 0, holds: 0, ran: false };
  let reminders = 0;
  for (const claimed of claims.reminders) {
    try {
      if (await mailReminder(db, mailer, publicUrl, claimed)) reminders++;
    } catch (err) {
      log?.error({ err, invoiceId: claimed.invoiceId }, 'chasing reminder could not be e-mailed');
    }
  }
  return { reminders, unsent: claims.unsent, fees: claims.fees.length, holds: claims.holds.length, ran: true };
}
