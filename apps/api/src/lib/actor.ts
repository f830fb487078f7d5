import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

/**
 * Who makes a write (issue 30, audit log): a staff member, an API key (acting for its creator), a portal member, or
 * the system (a job). The capture trigger (migration 0054) reads it from the transaction's `clubspace.actor` setting.
 */
export interface Actor {
  kind: 'staff' | 'api_key' | 'member' | 'system';
  userId?: number | null;
  apiKeyId?: number | null;
  clientId?: number | null;
  address?: string | null;
  /** A job's kind, when the system acts for a job. */
  job?: string;
}

/** The current request's or job's actor, read lazily: a request's context is known only once it is authenticated. */
const store = new AsyncLocalStorage<() => Actor | null>();

/** Runs `fn` with `actor` as the author of every write transaction it starts. */
export function runAsActor<T>(actor: Actor | (() => Actor | null), fn: () => T): T {
  return store.run(typeof actor === 'function' ? actor : () => actor, fn);
}

export function currentActor(): Actor | null {
  return store.getStore()?.() ?? null;
}

/** Names the actor for the capture trigger, for this transaction only (set_config's third argument: local). */
export async function declareActor(tx: Tx): Promise<void> {
  const actor = currentActor();
  if (actor) await tx.execute(sql`select set_config('clubspace.actor', ${JSON.stringify(actor)}, true)`);
}

/** Turns the capture off for this transaction: bulk loads (the demo and bench seeds) are not anyone's writes. */
export async function skipCapture(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('clubspace.capture', 'off', true)`);
}
