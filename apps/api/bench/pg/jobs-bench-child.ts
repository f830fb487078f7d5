/**
 * The working side of the jobs bench (jobs-bench.ts; issue 32 targets 2 and 6), in its own process so its peak RSS and
 * CPU profile are its own: `tsx jobs-bench-child.ts <queue|webhooks|campaign> <database url> <options json>`.
 * - queue: runs both queue measurements itself and prints them (one JSON line);
 * - webhooks, campaign: starts the app's job worker for those kinds (woken by the live hub, as in the server), sends
 *   'ready' over IPC, and on 'stop' stops the worker and answers its peak RSS (VmHWM).
 */
import { readFileSync } from 'node:fs';
import pino from 'pino';
import { testConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { registerJobKinds } from '../../src/jobs/job-kinds.ts';
import { claimJob, completeJob, enqueueJob } from '../../src/jobs/queue/job-queue.repo.ts';
import { JobWorker } from '../../src/jobs/queue/job-worker.ts';
import { LiveHub } from '../../src/lib/live-hub.ts';
import { Mailer } from '../../src/lib/mailer.ts';
import { unsubscribeTokensFor } from '../../src/lib/unsubscribe-token.ts';
import { wakeOutbox, webhookJobHandlers } from '../../src/modules/webhooks/webhook-worker.ts';
import { sql } from 'drizzle-orm';

const [kind, url, optsJson] = process.argv.slice(2);
const opts = JSON.parse(optsJson ?? '{}') as Record<string, number | string>;
const hwmMb = () => Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024);
const log = pino({ level: 'silent' });
const database = await openDatabase(url!);
const db = database.db;
export const NOOP_JOB = 'bench-noop';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? +s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!.toFixed(1) : null;
};

async function queueCase() {
  const jobs = Number(opts.jobs ?? 10_000);
  const claimers = Number(opts.claimers ?? 4);
  // 1. Drain: `jobs` due jobs, `claimers` loops each claiming (FOR UPDATE SKIP LOCKED) and completing, as a worker slot does.
  await db.execute(sql`delete from jobs where kind = ${NOOP_JOB}`);
  await db.execute(sql`insert into jobs (kind, payload) select ${NOOP_JOB}, '{}'::jsonb from generate_series(1, ${jobs})`);
  const claimMs: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: claimers }, async (_, i) => {
      for (;;) {
        const c0 = performance.now();
        const job = await claimJob(db, `bench-${i}`, [NOOP_JOB], 60_000);
        claimMs.push(performance.now() - c0);
        if (!job) return;
        await completeJob(db, job.id, `bench-${i}`);
      }
    }),
  );
  const drainS = (performance.now() - t0) / 1000;
  const drain = {
    jobs,
    claimers,
    seconds: +drainS.toFixed(2),
    claimsPerS: Math.round(jobs / drainS),
    claimP50: pct(claimMs, 50),
    claimP95: pct(claimMs, 95),
  };

  // 2. Pick-up: `jobs` queued jobs not due yet lie in the table; new due jobs arrive open-loop at `rate` a second and the
  // app's JobWorker (`workers` of them, JOB_CONCURRENCY slots each) is woken by the live hub's job notification.
  await db.execute(sql`delete from jobs where kind = ${NOOP_JOB}`);
  await db.execute(
    sql`insert into jobs (kind, payload, run_at) select ${NOOP_JOB}, '{}'::jsonb, now() + interval '1 day' from generate_series(1, ${jobs})`,
  );
  const rate = Number(opts.rate ?? 50);
  const seconds = Number(opts.seconds ?? 10);
  const total = rate * seconds;
  const latency: number[] = [];
  let finished!: () => void;
  const allDone = new Promise<void>((r) => (finished = r));
  const handler = {
    run: async ({ job }: { job: { runAt: Date } }) => {
      latency.push(Date.now() - job.runAt.getTime());
      if (latency.length === total) finished();
    },
  };
  const workers = Array.from({ length: Number(opts.workers ?? 2) }, () => new JobWorker(db, log, { [NOOP_JOB]: handler }));
  const live = await LiveHub.start(db, log);
  live.onJobs(() => workers.forEach((w) => w.wake()));
  workers.forEach((w) => w.start({ schedule: false }));
  const p0 = performance.now();
  const sends: Promise<unknown>[] = [];
  for (let i = 0; i < total; i++) {
    const due = p0 + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    sends.push(enqueueJob(db, { kind: NOOP_JOB }));
  }
  await Promise.all(sends);
  await Promise.race([allDone, new Promise((r) => setTimeout(r, 30_000))]);
  await Promise.all(workers.map((w) => w.stop()));
  await live.close();
  const pickup = {
    queuedNotDue: jobs,
    rate,
    seconds,
    workers: workers.length,
    handled: latency.length,
    p50: pct(latency, 50),
    p95: pct(latency, 95),
    max: pct(latency, 100),
  };
  await db.execute(sql`delete from jobs where kind = ${NOOP_JOB}`);
  process.stdout.write(`${JSON.stringify({ drain, pickup, peakRssMb: hwmMb() })}\n`);
}

async function workerCase(which: 'webhooks' | 'campaign') {
  const config = testConfig({ smtpUrl: String(opts.smtpUrl ?? '') || null, smtpPool: Number(opts.smtpPool ?? process.env.SMTP_POOL ?? 4) });
  const worker = new JobWorker(db, log);
  const live = await LiveHub.start(db, log);
  live.onJobs(() => worker.wake());
  // The pool as the app passes it (app.ts): without it every e-mail opened its own SMTP connection (connect, greeting
  // and the sink's reverse DNS look-up: ~150 ms an e-mail, the whole of session 16's campaign figure).
  const links = { publicUrl: config.publicUrl, tokens: unsubscribeTokensFor(config) };
  const mailer = new Mailer(db, log, config.smtpUrl, config.mailFrom, links, config.smtpPool);
  if (which === 'webhooks') {
    const handlers = webhookJobHandlers({ db, mailer, secretKey: config.secretKey!, allowPrivate: true, publicUrl: config.publicUrl });
    for (const [k, h] of Object.entries(handlers)) worker.register(k, h);
    live.onOutbox(() => void wakeOutbox(db));
  } else {
    registerJobKinds(worker, { db, config, mailer, log: log as never });
  }
  worker.start({ schedule: false });
  process.send!('ready');
  process.on('message', async (m) => {
    if (m !== 'stop') return;
    await worker.stop();
    mailer.close();
    await live.close();
    process.send!({ peakRssMb: hwmMb() }, () => process.exit(0));
  });
}

if (kind === 'queue') {
  await queueCase();
  await database.close();
  process.exit(0);
} else await workerCase(kind as 'webhooks' | 'campaign');
