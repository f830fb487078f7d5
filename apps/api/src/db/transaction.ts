import { TRY_AGAIN_MESSAGE } from '@clubspace/contract';
import { declareActor } from '../lib/actor.ts';
import { conflict } from '../lib/http-error.ts';
import { pgCode } from '../lib/pg-errors.ts';
import type { Db, Tx } from './client.ts';

/**
 * SQLSTATEs after which the whole transaction may simply run again: PostgreSQL picked it as a deadlock victim (40P01)
 * or a serialisation failure (40001). Nothing of it was written.
 */
const RETRIED = new Set(['40P01', '40001']);
/** Runs of a transaction before the client hears 409 "Please try again". */
export const WRITE_ATTEMPTS = 4;

/**
 * Thrown by a transaction that finds, once it holds its locks, that it took them on a stale reading (e.g. a sale's
 * line was on a draft when read and is on an issued invoice once locked): the transaction runs again from the start,
 * as after a deadlock, instead of taking a lock out of the documented order (docs/decisions.md, lock order).
 */
export class RetryTransaction extends Error {
  constructor(why: string) {
    super(why);
  }
}

const retryable = (err: unknown) => err instanceof RetryTransaction || RETRIED.has(pgCode(err) ?? '');

/**
 * The one way the API runs a write transaction. A deadlock or serialisation victim is run again (up to
 * WRITE_ATTEMPTS, after a short random pause so the racers do not meet again at once); only then the client hears
 * 409 TRY_AGAIN_MESSAGE, never a 500. `work` must therefore be safe to run more than once: database writes only,
 * no e-mails or outside calls (do those after the commit). `retryUnique` also retries a unique violation (23505) of a
 * writer racing without the lock, e.g. a number taken by a rename; after the last run that error is thrown as it is.
 */
export async function writeTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, opts: { retryUnique?: boolean } = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        // The audit log's author of every row this transaction writes (lib/actor.ts; migration 0054's trigger).
        await declareActor(tx);
        return work(tx);
      });
    } catch (err) {
      const unique = opts.retryUnique && pgCode(err) === '23505';
      if (!retryable(err) && !unique) throw err;
      if (attempt >= WRITE_ATTEMPTS) {
        if (unique) throw err;
        throw conflict(TRY_AGAIN_MESSAGE, 'retry');
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
