import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { enqueueJob } from './job-queue.repo.ts';

/** A job that recurs: every `everyMs`, one job of `kind` is queued for the period (unique key: kind + period start). */
export interface Recurring {
  kind: string;
  everyMs: number;
  /** Tries before it lies dead (default: the queue's). */
  maxAttempts?: number;
}

/** The period key of `now` for a job that recurs every `everyMs`: every process computes the same one. */
export const periodKey = (now: Date, everyMs: number) => new Date(Math.floor(now.getTime() / everyMs) * everyMs).toISOString();

/**
 * Queues each recurring job once per period. Every API process runs this; the unique key keeps it to one job per
 * period however many processes queue it. Answers the stop function.
 */
export function startSchedule(db: Db, recurring: readonly Recurring[], log: FastifyBaseLogger, tickMs = 15_000): () => void {
  const tick = async () => {
    const now = new Date();
    for (const r of recurring) {
      await enqueueJob(db, { kind: r.kind, uniqueKey: periodKey(now, r.everyMs), maxAttempts: r.maxAttempts }).catch((err) =>
        log.error({ err, kind: r.kind }, 'cannot queue a recurring job'),
      );
    }
  };
  void tick();
  // A kind that recurs more often than the tick (COLLECTION_JOB_SECONDS=1 in e2e runs) is queued as often as it recurs.
  const every = Math.min(tickMs, ...recurring.map((r) => r.everyMs));
  const timer = setInterval(() => void tick(), every);
  timer.unref();
  return () => clearInterval(timer);
}
