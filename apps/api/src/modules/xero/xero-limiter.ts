import { XERO_LIMITS, XERO_MAX_RETRIES } from '@clubspace/contract';

/** Time as the limiter sees it; tests pass a fake one. */
export interface LimiterClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: LimiterClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface LimiterOptions {
  concurrent: number;
  perMinute: number;
  perDay: number;
  maxRetries: number;
  clock: LimiterClock;
  /** Seconds to wait when an error is Xero's 429, else null (the error is not retried). */
  retryAfterOf: (err: unknown) => number | null;
}

/** The day's allowance is used up: the call is refused without waiting (it would wait for hours). */
export class DailyLimitError extends Error {
  constructor() {
    super('daily limit reached');
  }
}

const MINUTE = 60_000;
const DAY = 24 * 3_600_000;

interface Lane {
  active: number;
  /** Start times of the calls of the last minute, oldest first. */
  minute: number[];
  /** Start times of the calls of the last 24 hours, oldest first (Xero's day limit is a rolling 24 hours). */
  day: number[];
  /** Callers waiting for a free concurrency slot, first come first served. */
  waiting: (() => void)[];
}

/**
 * Xero's limits per organisation, kept per operator in this process: at most `concurrent` calls at once, `perMinute`
 * calls started in any 60 s and `perDay` in any 24 h. A call beyond the minute allowance waits until the oldest call
 * of the minute is 60 s old; beyond the day allowance it is refused (DailyLimitError). A 429 answer is retried after
 * its Retry-After, at most `maxRetries` times; every try counts as a call.
 */
export class XeroLimiter {
  private readonly lanes = new Map<string, Lane>();
  private readonly opts: LimiterOptions;

  constructor(options: Partial<LimiterOptions> = {}) {
    this.opts = {
      concurrent: XERO_LIMITS.concurrent,
      perMinute: XERO_LIMITS.perMinute,
      perDay: XERO_LIMITS.perDay,
      maxRetries: XERO_MAX_RETRIES,
      clock: realClock,
      retryAfterOf: () => null,
      ...options,
    };
  }

  /** Runs one Xero call for an organisation (key) within the limits, retrying 429s. */
  async run<T>(key: string, call: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      await this.acquire(key);
      let wait: number;
      try {
        return await call();
      } catch (err) {
        const retryAfter = this.opts.retryAfterOf(err);
        if (retryAfter === null || attempt >= this.opts.maxRetries) throw err;
        wait = Math.max(0, retryAfter);
      } finally {
        this.release(key);
      }
      await this.opts.clock.sleep(wait * 1000);
    }
  }

  /** Calls in progress and started in the last minute / day, for tests and diagnostics. */
  usage(key: string) {
    const lane = this.lane(key);
    this.prune(lane, this.opts.clock.now());
    return { active: lane.active, minute: lane.minute.length, day: lane.day.length, waiting: lane.waiting.length };
  }

  private lane(key: string): Lane {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { active: 0, minute: [], day: [], waiting: [] };
      this.lanes.set(key, lane);
    }
    return lane;
  }

  private prune(lane: Lane, now: number) {
    while (lane.minute.length && lane.minute[0] <= now - MINUTE) lane.minute.shift();
    while (lane.day.length && lane.day[0] <= now - DAY) lane.day.shift();
  }

  private async acquire(key: string) {
    const lane = this.lane(key);
    for (;;) {
      const now = this.opts.clock.now();
      this.prune(lane, now);
      if (lane.day.length >= this.opts.perDay) throw new DailyLimitError();
      if (lane.active >= this.opts.concurrent) {
        await new Promise<void>((resolve) => lane.waiting.push(resolve));
        continue;
      }
      if (lane.minute.length >= this.opts.perMinute) {
        await this.opts.clock.sleep(lane.minute[0] + MINUTE - now);
        continue;
      }
      lane.active++;
      lane.minute.push(now);
      lane.day.push(now);
      return;
    }
  }

  private release(key: string) {
    const lane = this.lane(key);
    lane.active--;
    lane.waiting.shift()?.();
  }
}
