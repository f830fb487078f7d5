import { THROTTLE, accountLoginDelayMs, throttledMessage } from '@clubspace/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { loginFailures } from '../db/schema/index.ts';
import { clock } from './clock.ts';
import { HttpError } from './http-error.ts';

/**
 * The log-in policy (issue 30 §1, docs/reliability.md "Log-in throttling"). Failed password checks are rows of
 * login_failures, so every API process counts the same:
 * - per (account, address): beyond loginPerAccountAddress failures in the window that address is refused for that
 *   account (429 + Retry-After); other addresses are not, so an attacker cannot lock the owner out;
 * - per address: beyond loginPerIp failures (any accounts) the address is refused;
 * - per account (every address): no refusal, but each failure beyond loginDelayFreeFailures doubles a wait before the
 *   next check, capped at loginDelayMaxMs, which slows a distributed guesser without locking anyone out.
 * The attempt is recorded before the password is checked, so concurrent guesses count; a right password removes it and
 * the (account, address) pair's earlier failures.
 */
export interface LoginAttempt {
  /** Call when the password was right: the attempt and the pair's failures are forgotten. */
  succeeded(): Promise<void>;
}

type Policy = { [K in keyof typeof THROTTLE]: number };
const policyOf = (config: Config): Policy => ({ ...THROTTLE, ...config.throttle });

/** The normalised e-mail the account is keyed on. */
export const loginAccountKey = (email: string) => email.trim().toLowerCase();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function refuse(reply: FastifyReply, oldest: Date | null, now: Date, windowSeconds: number): never {
  const wait = Math.max(1, Math.ceil(((oldest?.getTime() ?? now.getTime()) + windowSeconds * 1000 - now.getTime()) / 1000));
  reply.header('retry-after', String(wait));
  throw new HttpError(429, throttledMessage(wait), undefined, 'throttled');
}

/**
 * Records one log-in attempt of `email` from `address` and applies the policy: refuses (429) when the pair or the
 * address is over its limit, else waits the account's delay. The caller checks the password next and calls
 * `succeeded()` when it was right.
 */
export async function beginLoginAttempt(app: { db: Db; config: Config }, reply: FastifyReply, email: string, address: string): Promise<LoginAttempt> {
  const { db } = app;
  const p = policyOf(app.config);
  const account = loginAccountKey(email);
  const now = clock.now();
  const since = new Date(now.getTime() - p.loginWindowSeconds * 1000);
  const [mine] = await db.insert(loginFailures).values({ account, address, createdAt: now }).returning({ id: loginFailures.id });
  const [counts] = (
    await db.execute(sql`
      select count(*) filter (where account = ${account} and address = ${address})::int as pair,
             min(created_at) filter (where account = ${account} and address = ${address}) as pair_oldest,
             count(*) filter (where address = ${address})::int as by_address,
             min(created_at) filter (where address = ${address}) as address_oldest,
             count(*) filter (where account = ${account} and id <> ${mine.id})::int as by_account
        from login_failures
       where created_at > ${since.toISOString()}::timestamptz and (account = ${account} or address = ${address})`)
  ).rows as { pair: number; pair_oldest: string | Date | null; by_address: number; address_oldest: string | Date | null; by_account: number }[];
  const asDate = (v: string | Date | null) => (v === null ? null : new Date(v));
  // Counts include this attempt: the limit-th failure is allowed, the next one refused (and not counted).
  const overPair = counts.pair > p.loginPerAccountAddress;
  const overAddress = counts.by_address > p.loginPerIp;
  if (overPair || overAddress) {
    await db.delete(loginFailures).where(eq(loginFailures.id, mine.id));
    refuse(reply, asDate(overPair ? counts.pair_oldest : counts.address_oldest), now, p.loginWindowSeconds);
  }
  const delay = accountLoginDelayMs(counts.by_account, { free: p.loginDelayFreeFailures, baseMs: p.loginDelayBaseMs, maxMs: p.loginDelayMaxMs });
  if (delay > 0) await sleep(delay);
  // Old rows go now and then (the indexes keep the counts cheap meanwhile).
  if (mine.id % 100 === 0) await db.delete(loginFailures).where(lt(loginFailures.createdAt, since));
  return {
    succeeded: async () => {
      await db.delete(loginFailures).where(and(eq(loginFailures.account, account), eq(loginFailures.address, address)));
    },
  };
}

/** The delay the next attempt on `email` would wait now (tests and docs). */
export async function accountDelayNow(app: { db: Db; config: Config }, email: string): Promise<number> {
  const p = policyOf(app.config);
  const since = new Date(clock.now().getTime() - p.loginWindowSeconds * 1000);
  const [row] = (
    await app.db.execute(
      sql`select count(*)::int as n from login_failures where account = ${loginAccountKey(email)} and created_at > ${since.toISOString()}::timestamptz`,
    )
  ).rows as { n: number }[];
  return accountLoginDelayMs(row.n, { free: p.loginDelayFreeFailures, baseMs: p.loginDelayBaseMs, maxMs: p.loginDelayMaxMs });
}
