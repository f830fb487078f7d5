import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

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

type Call = [name: PropertyKey, args: unknown[]];
const WRITES = new Set<PropertyKey>(['insert', 'update', 'delete']);
const RUNS = new Set<PropertyKey>(['then', 'catch', 'finally', 'execute']);

/**
 * The app's database handle (app.ts): a bare `db.insert/update/delete(…)` outside a transaction, run while an actor is
 * known (a request's handler, a job), runs in its own short transaction that declares the actor first, so the capture
 * trigger records its author instead of 'system' (issue 30: every write by staff, a key or a member has its author).
 * The statement builder is recorded call by call and replayed on the transaction when it is awaited (`then`) or
 * executed; without an actor (tests' direct writes, the seeds) it runs as it is. Transactions (`db.transaction`,
 * writeTransaction) are untouched: they declare the actor themselves.
 */
export function declaringWrites<D extends object>(db: D): D {
  const build = (on: object, calls: Call[]) =>
    calls.reduce<unknown>((b, [name, args]) => (b as Record<PropertyKey, (...a: unknown[]) => unknown>)[name]!(...args), on);
  const chain = (calls: Call[]): unknown => {
    const real = build(db, calls) as Record<PropertyKey, unknown>;
    return new Proxy(real, {
      get(target, prop) {
        if (RUNS.has(prop)) {
          const actor = currentActor();
          if (!actor) {
            const own = target[prop];
            return typeof own === 'function' ? own.bind(target) : own;
          }
          const run = () =>
            (db as unknown as Db).transaction(async (tx) => {
              await declareActor(tx);
              return (await build(tx, calls)) as unknown;
            });
          if (prop === 'execute') return () => run();
          return (...args: unknown[]) => {
            const promise = run();
            return (promise[prop as 'then'] as (...a: unknown[]) => unknown).apply(promise, args);
          };
        }
        const value = target[prop];
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const result = (value as (...a: unknown[]) => unknown).apply(target, args);
          // A builder step (where, set, values, returning, onConflict…) continues the recorded chain.
          return result && typeof result === 'object' && 'then' in result ? chain([...calls, [prop, args]]) : result;
        };
      },
    });
  };
  return new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (WRITES.has(prop)) return (...args: unknown[]) => chain([[prop, args]]);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
