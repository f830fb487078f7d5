import { XERO_LIMITS } from '@clubspace/contract';
import { describe, expect, it } from 'vitest';
import { DailyLimitError, XeroLimiter, type LimiterClock } from '../src/modules/xero/xero-limiter.ts';

/** A clock that moves only when the test says so. */
class FakeClock implements LimiterClock {
  t = Date.UTC(2026, 0, 5, 9, 0, 0);
  private timers: { at: number; resolve: () => void }[] = [];
  sleeps: number[] = [];
  now = () => this.t;
  sleep = (ms: number) => {
    this.sleeps.push(ms);
    return new Promise<void>((resolve) => this.timers.push({ at: this.t + ms, resolve }));
  };
  async advance(ms: number) {
    this.t += ms;
    const due = this.timers.filter((x) => x.at <= this.t);
    this.timers = this.timers.filter((x) => x.at > this.t);
    for (const d of due) d.resolve();
    await flush();
  }
}

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

class TooMany extends Error {
  constructor(public retryAfter: number) {
    super('429');
  }
}

const limiterWith = (clock: FakeClock, extra: ConstructorParameters<typeof XeroLimiter>[0] = {}) =>
  new XeroLimiter({ clock, retryAfterOf: (e) => (e instanceof TooMany ? e.retryAfter : null), ...extra });

describe('XeroLimiter', () => {
  it('runs at most 5 calls of one organisation at once, and others in parallel', async () => {
    const clock = new FakeClock();
    const limiter = limiterWith(clock);
    let active = 0;
    let peak = 0;
    const gates = Array.from({ length: 12 }, deferred);
    const done = gates.map((g) =>
      limiter.run('org-a', async () => {
        active++;
        peak = Math.max(peak, active);
        await g.promise;
        active--;
      }),
    );
    const other = limiter.run('org-b', async () => 'b');
    await flush();
    expect(limiter.usage('org-a')).toMatchObject({ active: XERO_LIMITS.concurrent, waiting: 7 });
    expect(await other).toBe('b');
    for (const g of gates) {
      g.resolve();
      await flush();
    }
    await Promise.all(done);
    expect(peak).toBe(XERO_LIMITS.concurrent);
    expect(limiter.usage('org-a')).toMatchObject({ active: 0, waiting: 0, minute: 12 });
  });

  it('starts at most 60 calls a minute: the 61st waits until the first is a minute old', async () => {
    const clock = new FakeClock();
    const limiter = limiterWith(clock);
    for (let i = 0; i < XERO_LIMITS.perMinute; i++) {
      await limiter.run('org', async () => i);
      await clock.advance(100);
    }
    let started = false;
    const late = limiter.run('org', async () => {
      started = true;
    });
    await flush();
    expect(started).toBe(false);
    // The first call started 6 s ago (60 × 100 ms); it leaves the window 54 s from now.
    expect(clock.sleeps.at(-1)).toBe(54_000);
    await clock.advance(53_999);
    expect(started).toBe(false);
    await clock.advance(1);
    await late;
    expect(started).toBe(true);
  });

  it('refuses the 5,001st call of a rolling day, and allows calls again 24 hours after the first', async () => {
    const clock = new FakeClock();
    const limiter = limiterWith(clock, { perMinute: 10_000 });
    for (let i = 0; i < XERO_LIMITS.perDay; i++) await limiter.run('org', async () => i);
    await expect(limiter.run('org', async () => 1)).rejects.toBeInstanceOf(DailyLimitError);
    expect(await limiter.run('other-org', async () => 'ok')).toBe('ok');
    await clock.advance(24 * 3_600_000);
    expect(await limiter.run('org', async () => 'again')).toBe('again');
  });

  it('retries a 429 after its Retry-After and succeeds', async () => {
    const clock = new FakeClock();
    const limiter = limiterWith(clock);
    let tries = 0;
    const result = limiter.run('org', async () => {
      tries++;
      if (tries === 1) throw new TooMany(7);
      return 'synced';
    });
    await flush();
    expect(tries).toBe(1);
    expect(clock.sleeps).toEqual([7_000]);
    expect(limiter.usage('org').active).toBe(0); // the slot is free while it waits
    await clock.advance(7_000);
    expect(await result).toBe('synced');
    expect(tries).toBe(2);
    expect(limiter.usage('org')).toMatchObject({ active: 0, minute: 2 });
  });

  it('gives up after the bounded number of retries, and never retries other errors', async () => {
    const clock = new FakeClock();
    const limiter = limiterWith(clock, { maxRetries: 2 });
    let tries = 0;
    const result = limiter.run('org', async () => {
      tries++;
      throw new TooMany(1);
    });
    const settled = result.catch((e: unknown) => e);
    for (let i = 0; i < 3; i++) await clock.advance(1_000);
    expect(await settled).toBeInstanceOf(TooMany);
    expect(tries).toBe(3);

    let plain = 0;
    await expect(
      limiter.run('org', async () => {
        plain++;
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(plain).toBe(1);
    expect(limiter.usage('org').active).toBe(0);
  });
});
