import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { enqueueJob, findJob, retryJob } from '../src/jobs/queue/job-queue.repo.ts';
import { JobWorker } from '../src/jobs/queue/job-worker.ts';
import { periodKey } from '../src/jobs/queue/job-schedule.ts';
import { adminUrl } from './support/databases.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const silent = pino({ level: 'silent' });
let kindSeq = 0;
/** A kind of job of this test only, so tests do not see each other's jobs. */
const freshKind = () => `test-kind-${++kindSeq}-${Date.now()}`;

describe('the job queue', () => {
  it('runs a queued job once and marks it done', async () => {
    const kind = freshKind();
    const seen: unknown[] = [];
    const worker = new JobWorker(t.db, silent).register(kind, { run: async ({ job }) => void seen.push(job.payload) });
    const id = await enqueueJob(t.db, { kind, payload: { n: 1 } });
    expect(await worker.drain()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect((await findJob(t.db, id!))?.state).toBe('done');
    expect(await worker.drain()).toBe(0);
  });

  it('keeps one job per unique key, for good (e.g. one billing run per operator and day)', async () => {
    const kind = freshKind();
    const first = await enqueueJob(t.db, { kind, uniqueKey: 'billing-run:1:2026-11-27' });
    const second = await enqueueJob(t.db, { kind, uniqueKey: 'billing-run:1:2026-11-27' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    const worker = new JobWorker(t.db, silent).register(kind, { run: async () => undefined });
    await worker.drain();
    expect(await enqueueJob(t.db, { kind, uniqueKey: 'billing-run:1:2026-11-27' })).toBeNull();
    // Recurring jobs: every process computes the same period key.
    expect(periodKey(new Date('2026-11-27T13:41:10Z'), 60_000)).toBe(periodKey(new Date('2026-11-27T13:41:59Z'), 60_000));
  });

  it('does not run a job before its time', async () => {
    const kind = freshKind();
    const worker = new JobWorker(t.db, silent).register(kind, { run: async () => undefined });
    await enqueueJob(t.db, { kind, runAt: new Date(Date.now() + 3_600_000) });
    expect(await worker.drain()).toBe(0);
  });

  it('retries a failing job with backoff, then lays it dead; Retry runs it again', async () => {
    const kind = freshKind();
    let fail = true;
    let tries = 0;
    const worker = new JobWorker(t.db, silent).register(kind, {
      run: async () => {
        tries++;
        if (fail) throw new Error('the SMTP server said no');
      },
      // Due again at once, so the test need not wait the contract's backoff.
      retryAt: () => new Date(Date.now() - 1000),
    });
    const id = (await enqueueJob(t.db, { kind, maxAttempts: 3 }))!;
    await worker.drain();
    const dead = await findJob(t.db, id);
    expect(tries).toBe(3);
    expect(dead).toMatchObject({ state: 'dead', attempts: 3, lastError: 'the SMTP server said no' });

    // The default schedule waits: one failed try is queued again 10 s later.
    const later = (await enqueueJob(t.db, { kind: `${kind}-b` }))!;
    const plain = new JobWorker(t.db, silent).register(`${kind}-b`, {
      run: async () => {
        throw new Error('once');
      },
    });
    await plain.drain();
    const queued = await findJob(t.db, later);
    expect(queued?.state).toBe('queued');
    expect(queued!.runAt.getTime() - Date.now()).toBeGreaterThan(5_000);

    fail = false;
    await t.db.execute(sql`update jobs set client_id = 1 where id = ${id}`);
    expect(await retryJob(t.db, 2, id)).toBe(false); // another operator's job
    expect(await retryJob(t.db, 1, id)).toBe(true);
    await worker.drain();
    expect((await findJob(t.db, id))?.state).toBe('done');
  });

  it('claims again a job whose worker died (its lease ran out)', async () => {
    const kind = freshKind();
    const id = (await enqueueJob(t.db, { kind }))!;
    await t.db.execute(
      sql`update jobs set state = 'running', attempts = 1, locked_by = 'dead-worker', locked_until = now() - interval '1 second' where id = ${id}`,
    );
    const worker = new JobWorker(t.db, silent).register(kind, { run: async () => undefined });
    expect(await worker.drain()).toBe(1);
    expect(await findJob(t.db, id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('two workers in one process never run one job twice', async () => {
    const kind = freshKind();
    const ids = new Set<number>();
    for (let i = 0; i < 60; i++) ids.add((await enqueueJob(t.db, { kind, payload: { i } }))!);
    const runs: number[] = [];
    const handler = {
      run: async ({ job }: { job: { id: number } }) => {
        runs.push(job.id);
        await new Promise((resolve) => setTimeout(resolve, 1));
      },
    };
    const a = new JobWorker(t.db, silent).register(kind, handler);
    const b = new JobWorker(t.db, silent).register(kind, handler);
    await Promise.all([a.drain(), b.drain(), a.drain()]);
    expect(runs.length).toBe(60);
    expect(new Set(runs)).toEqual(ids);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')('two processes on PostgreSQL never run one job twice', async () => {
    const kind = freshKind();
    const ids: number[] = [];
    for (let i = 0; i < 200; i++) ids.push((await enqueueJob(t.db, { kind }))!);
    const [{ name }] = (await t.db.execute<{ name: string }>(sql`select current_database() as name`)).rows;
    const script = fileURLToPath(new URL('./support/job-queue-worker.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script, adminUrl(name), kind], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    const ready = new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('ready\n')) resolve();
      });
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await ready;
    const mine: number[] = [];
    const worker = new JobWorker(t.db, silent).register(kind, {
      run: async ({ job }) => {
        mine.push(job.id);
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
    });
    child.stdin.write('go\n');
    await worker.drain();
    expect(await exited).toBe(0);
    const theirs = JSON.parse(out.split('\n').filter(Boolean).at(-1)!) as number[];
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    expect([...mine, ...theirs].sort((x, y) => x - y)).toEqual(ids);
  });

  it('wakes on the database notification and runs a job queued while it waits', async () => {
    const kind = freshKind();
    let ran!: () => void;
    const done = new Promise<void>((resolve) => (ran = resolve));
    t.app.jobs.register(kind, { run: async () => ran() });
    t.app.jobs.start({ schedule: false });
    try {
      await enqueueJob(t.db, { kind });
      await done;
    } finally {
      await t.app.jobs.stop();
    }
  });
});
