import { describe, expect, it } from 'vitest';
import { DatabaseBusyError, StatementQueue, queueOf } from '../src/db/statement-queue.ts';
import { DEMO_OWNER, bearer, login, useTestApp } from './support/test-app.ts';

// Issue 30 finding 4: the embedded database serves one statement at a time; a bounded queue answers 503 + Retry-After
// beyond its limit or its wait instead of letting requests hang for tens of seconds.
const t = useTestApp({ dbQueueLimit: 4, dbQueueTimeoutMs: 300 });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the statement queue', () => {
  it('runs calls one at a time in order, refuses beyond its limit at once and a wait beyond its timeout', async () => {
    const queue = new StatementQueue({ limit: 2, timeoutMs: 100 });
    const order: number[] = [];
    const hold = queue.run(async () => {
      await sleep(250);
      order.push(0);
    });
    const a = queue.run(async () => order.push(1));
    const b = queue.run(async () => order.push(2));
    await expect(queue.run(async () => order.push(3))).rejects.toMatchObject({ code: 'DB_QUEUE_FULL' });
    // a and b waited 100 ms behind the 250 ms call: both time out, none of them ran.
    await expect(a).rejects.toBeInstanceOf(DatabaseBusyError);
    await expect(b).rejects.toMatchObject({ code: 'DB_QUEUE_TIMEOUT' });
    await hold;
    expect(order).toEqual([0]);
    expect(queue.refused).toEqual({ full: 1, timeout: 2 });
    // Free again: calls run in order.
    await Promise.all([queue.run(async () => order.push(4)), queue.run(async () => order.push(5))]);
    expect(order).toEqual([0, 4, 5]);
  });

  it('PGlite: a busy database answers 503 with Retry-After beyond the queue, then serves again; PostgreSQL has no queue (its pool)', async () => {
    const { access } = await login(t.app, DEMO_OWNER);
    const list = () => t.app.inject({ method: 'GET', url: '/api/teams/', headers: bearer(access) });
    const queue = queueOf(t.db);
    if (!queue) {
      // PostgreSQL: many requests at once are served by the pool, none refused.
      const answers = await Promise.all(Array.from({ length: 20 }, list));
      expect(answers.every((r) => r.statusCode === 200)).toBe(true);
      return;
    }
    expect(queue.limits).toEqual({ limit: 4, timeoutMs: 300 });
    // Something holds the database for 800 ms (a long statement would).
    const hold = queue.run(() => sleep(800));
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 12 }, list));
    const took = performance.now() - started;
    await hold;
    const codes = answers.map((r) => r.statusCode);
    expect(codes.every((c) => c === 503)).toBe(true);
    for (const r of answers) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      expect(r.json().code).toBe('unavailable');
    }
    // Nobody waited much longer than the timeout.
    expect(took).toBeLessThan(800);
    expect(queue.refused.full).toBeGreaterThan(0);
    expect(queue.refused.timeout).toBeGreaterThan(0);
    expect((await list()).statusCode).toBe(200);
  });
});
