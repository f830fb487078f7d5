import { clock } from '../lib/clock.ts';
import { processNextAttempt, type AttemptResult, type CollectionDeps } from '../modules/collection/collection.service.ts';

/** How often each API process looks for queued collection attempts (COLLECTION_JOB_SECONDS overrides: e2e runs). */
export const COLLECTION_JOB_INTERVAL_MS = 60_000;
/** At most this many attempts per run (the next run takes the rest). */
const MAX_PER_RUN = 200;

export type CollectionRunResult = Partial<Record<AttemptResult, number>> & { attempts: number };

/**
 * One run of automatic collection (issue 27 flow 3) at `now` (the settable clock by default): attempt after attempt,
 * each claimed atomically (FOR UPDATE SKIP LOCKED, its own transaction) and charged with its idempotency key, until
 * none is left. Any number of workers — in one process or several — may run it at once: each attempt is claimed by
 * one, and the provider's idempotency key makes a claim again (a worker that died) charge nothing twice.
 */
export async function runCollection(deps: CollectionDeps, now: Date = clock.now(), clientId?: number): Promise<CollectionRunResult> {
  const result: CollectionRunResult = { attempts: 0 };
  let requeued = 0;
  for (let i = 0; i < MAX_PER_RUN; i++) {
    const outcome = await processNextAttempt(deps, now, clientId);
    if (outcome === 'none') break;
    result[outcome] = (result[outcome] ?? 0) + 1;
    if (outcome === 'requeued' && ++requeued > 3) break;
    if (outcome !== 'requeued') result.attempts++;
  }
  return result;
}
