import { THROTTLE, throttledMessage } from '@clubspace/contract';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { HttpError } from './http-error.ts';

/**
 * A fixed-window counter per key, in memory (issue 13 §2). It is checked inside the handlers, after the body is
 * parsed, so the per-account key is the real e-mail; the address key is `request.ip`, which only honours
 * X-Forwarded-For when TRUST_PROXY says so. Counts are per API process (see docs/decisions.md).
 */
export class Throttle {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  wait(key: string): number {
    const entry = this.hits.get(key);
    const now = this.now();
    if (!entry || entry.resetAt <= now || entry.count < this.max) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
  }

  /** Counts one attempt. */
  hit(key: string): void {
    const now = this.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size > 50_000) this.prune(now);
      entry = { count: 0, resetAt: now + this.windowSeconds * 1000 };
      this.hits.set(key, entry);
    }
    entry.count += 1;
  }

  /** Gives an attempt back (a successful login does not count). */
  refund(key: string): void {
    const entry = this.hits.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  private prune(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

/** In-memory throttles of the cheaper public calls; the log-in's policy is counted in the database (login-guard.ts). */
export interface Throttles {
  forgotIp: Throttle;
  signupIp: Throttle;
  emailCheck: Throttle;
}

export type ThrottleLimits = { [K in keyof typeof THROTTLE]: number };

const perApp = new WeakMap<object, Throttles>();

/** The throttles of one app instance (tests build several apps; each starts with empty counters). */
export function throttlesFor(app: { config: Config }): Throttles {
  let found = perApp.get(app.config);
  if (!found) {
    const t = { ...THROTTLE, ...app.config.throttle };
    found = {
      forgotIp: new Throttle(t.forgotPerIp, t.forgotWindowSeconds),
      signupIp: new Throttle(t.signupPerIp, t.signupWindowSeconds),
      emailCheck: new Throttle(t.emailCheckPerUser, t.emailCheckWindowSeconds),
    };
    perApp.set(app.config, found);
  }
  return found;
}

/**
 * Checks every [throttle, key] pair and, when all allow it, counts the attempt in each; otherwise answers 429 with
 * Retry-After and the wait in words (nothing is counted then, and no password is hashed).
 */
export function takeAttempt(reply: FastifyReply, pairs: [Throttle, string][]): void {
  const wait = Math.max(0, ...pairs.map(([throttle, key]) => throttle.wait(key)));
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw new HttpError(429, throttledMessage(wait), undefined, 'throttled');
  }
  for (const [throttle, key] of pairs) throttle.hit(key);
}
