import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIntervalJob } from '../src/jobs/interval-job.ts';

/** A logger that keeps what the loop writes. */
function recorder() {
  const lines: { level: 'info' | 'error'; args: unknown[] }[] = [];
  const log = {
    info: (...args: unknown[]) => lines.push({ level: 'info', args }),
    error: (...args: unknown[]) => lines.push({ level: 'error', args }),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the background jobs’ interval loop', () => {
  it('runs first after firstMs, then every everyMs, and reports each result', async () => {
    const { log, lines } = recorder();
    let n = 0;
    const stop = startIntervalJob(log, {
      name: 'test job',
      run: async () => ++n,
      report: (r, out) => out.info({ r }, 'ran'),
      firstMs: 5_000,
      everyMs: 60_000,
    });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(n).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(n).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000 * 2);
    expect(n).toBe(3);
    expect(lines).toEqual([1, 2, 3].map((r) => ({ level: 'info', args: [{ r }, 'ran'] })));
    await stop();
    await vi.advanceTimersByTimeAsync(60_000 * 3);
    expect(n).toBe(3);
  });

  it('never starts a second run while one is under way, and stop waits for it', async () => {
    const { log } = recorder();
    let started = 0;
    let finished = 0;
    let release = () => {};
    const run = () =>
      new Promise<void>((resolve) => {
        started++;
        release = () => {
          finished++;
          resolve();
        };
      });
    const stop = startIntervalJob(log, { name: 'slow job', run, firstMs: 1_000, everyMs: 1_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(started).toBe(1);
    const stopped = stop();
    let done = false;
    void stopped.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    release();
    await stopped;
    expect(finished).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(started).toBe(1);
  });

  it('logs a failed run as "<name> failed" and goes on with the next one', async () => {
    const { log, lines } = recorder();
    let n = 0;
    const stop = startIntervalJob(log, {
      name: 'flaky job',
      run: async () => {
        if (++n === 1) throw new Error('boom');
        return n;
      },
      firstMs: 1_000,
      everyMs: 10_000,
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe('error');
    expect(lines[0]!.args[1]).toBe('flaky job failed');
    expect((lines[0]!.args[0] as { err: Error }).err.message).toBe('boom');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(n).toBe(2);
    await stop();
  });
});
