import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JOB_RETRY_LAST_MS, WEBHOOK_RETRY_WINDOW_MS, jobRetryDelayMs, webhookRetryAt, webhookRetryDelayMs } from '../src/job-retries.ts';

describe('job retry schedule', () => {
  it('grows and then stays at the last delay', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (attempt) => {
        expect(jobRetryDelayMs(attempt + 1)).toBeGreaterThanOrEqual(jobRetryDelayMs(attempt));
        expect(jobRetryDelayMs(attempt)).toBeLessThanOrEqual(JOB_RETRY_LAST_MS);
      }),
    );
    expect(jobRetryDelayMs(1)).toBe(10_000);
  });
});

describe('webhook retry schedule', () => {
  it('is 5 s, 30 s, 2 min, 10 min, 1 h, then hourly', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(webhookRetryDelayMs)).toEqual([5_000, 30_000, 120_000, 600_000, 3_600_000, 3_600_000, 3_600_000]);
  });

  it('never schedules a try beyond 24 h after the first, and gives up only at the window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 30 * 3_600_000 }), (attempt, elapsed) => {
        const first = new Date('2026-01-01T00:00:00Z');
        const now = new Date(first.getTime() + elapsed);
        const next = webhookRetryAt(first, attempt, now);
        if (next) expect(next.getTime() - first.getTime()).toBeLessThanOrEqual(WEBHOOK_RETRY_WINDOW_MS);
        else expect(elapsed + webhookRetryDelayMs(attempt)).toBeGreaterThan(WEBHOOK_RETRY_WINDOW_MS);
      }),
    );
  });

  it('a delivery failing on every try gets about 28 tries in its day', () => {
    const first = new Date('2026-01-01T00:00:00Z');
    let now = first;
    let tries = 1;
    for (let next = webhookRetryAt(first, tries, now); next; next = webhookRetryAt(first, tries, now)) {
      now = next;
      tries++;
    }
    expect(tries).toBeGreaterThanOrEqual(25);
    expect(tries).toBeLessThanOrEqual(30);
  });
});
