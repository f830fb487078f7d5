/**
 * The jobs bench (issue 32 targets 2 and 6): the job queue, webhook deliveries and a campaign, each on data it makes
 * itself in the database given (migrated here; no bench seed needed), the work done by jobs-bench-child.ts in its own
 * process (the receivers, HTTP and SMTP, run here, so the child's RSS and profile are the sender's). Medians of `runs`
 * with the 1-minute load average beside each run (the machine's 2 cores are shared).
 *   npm run bench -- --only queue,webhooks,campaign --database-url postgres://…/clubspace_x [--runs 3]
 *     [--events 10000] [--recipients 20000,100000] [--claimers 4] [--workers 2]
 * BENCH_CPU_PROF=<dir> writes the child's CPU profile there (node --cpu-prof).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { Webhook } from 'standardwebhooks';
import { testConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { sealSecret } from '../../src/lib/secret-box.ts';
import { drainOutbox, secretOwner } from '../../src/modules/webhooks/webhook-worker.ts';
import { median } from './bench-process.ts';

const load1 = () => +os.loadavg()[0]!.toFixed(2);
export const secretKey = testConfig().secretKey!;

function startChild(kind: string, databaseUrl: string, opts: Record<string, unknown>): ChildProcess {
  return fork(path.join(import.meta.dirname, 'jobs-bench-child.ts'), [kind, databaseUrl, JSON.stringify(opts)], {
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
}
const ready = (child: ChildProcess) =>
  new Promise<void>((resolve, reject) => {
    child.once('message', (m) => (m === 'ready' ? resolve() : reject(new Error(String(m)))));
    child.once('exit', (code) => reject(new Error(`child exited ${code}`)));
  });
const stop = (child: ChildProcess) =>
  new Promise<{ peakRssMb: number }>((resolve) => {
    child.once('message', (m) => resolve(m as { peakRssMb: number }));
    child.send('stop');
  });

/** An operator of the bench's own (slug `jobs-bench-<name>`), made when missing. */
async function benchOperator(client: pg.Client, name: string): Promise<number> {
  const slug = `jobs-bench-${name}`;
  const { rows } = await client.query<{ id: number }>(
    `insert into clients (slug, name) values ($1, $2) on conflict (slug) do update set name = excluded.name returning id`,
    [slug, `Jobs bench ${name}`],
  );
  return Number(rows[0]!.id);
}

/** Waits until `done()` or `ms` pass without progress in `count()`. */
async function waitFor(done: () => boolean, count: () => number, ms = 20_000) {
  let last = -1;
  let since = Date.now();
  while (!done()) {
    await new Promise((r) => setTimeout(r, 50));
    const n = count();
    if (n !== last) [last, since] = [n, Date.now()];
    else if (Date.now() - since > ms) return false;
  }
  return true;
}

export async function queueBench(databaseUrl: string, runs: number, opts: { claimers: number; workers: number; jobs: number }) {
  const out = [];
  for (let i = 0; i < runs; i++) {
    const child = startChild('queue', databaseUrl, opts);
    let text = '';
    child.stdout!.on('data', (c: Buffer) => (text += c.toString()));
    await new Promise((r) => child.on('exit', r));
    const r = { ...JSON.parse(text.trim().split('\n').pop()!), load: load1() };
    console.log(
      `queue run ${i + 1}: drain ${r.drain.jobs} jobs × ${r.drain.claimers} claimers ${r.drain.claimsPerS}/s, claim p50 ${r.drain.claimP50} ms p95 ${r.drain.claimP95} ms; ` +
        `pick-up (${r.pickup.queuedNotDue} queued not due, ${r.pickup.rate}/s, ${r.pickup.workers} workers) p50 ${r.pickup.p50} ms p95 ${r.pickup.p95} ms max ${r.pickup.max} ms (${r.pickup.handled} handled); load ${r.load}`,
    );
    out.push(r);
  }
  const summary = {
    claimsPerS: median(out.map((r) => r.drain.claimsPerS)),
    claimP95: median(out.map((r) => r.drain.claimP95)),
    pickupP50: median(out.map((r) => r.pickup.p50)),
    pickupP95: median(out.map((r) => r.pickup.p95)),
  };
  console.log(`queue median: ${JSON.stringify(summary)}`);
  return { summary, runs: out };
}

export async function webhooksBench(databaseUrl: string, runs: number, events: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const clientId = await benchOperator(client, 'webhooks');
  const secret = `whsec_${Buffer.from(Array.from({ length: 32 }, (_, i) => i)).toString('base64')}`;
  const verifier = new Webhook(secret);
  const seen = new Map<string, number>();
  let bad = 0;
  let first = 0;
  let last = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      try {
        verifier.verify(Buffer.concat(chunks).toString('utf8'), req.headers as Record<string, string>);
      } catch {
        bad++;
      }
      seen.set(id, (seen.get(id) ?? 0) + 1);
      last = performance.now();
      if (!first) first = last;
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  await client.query(`delete from webhook_endpoints where client_id = $1`, [clientId]);
  await client.query(
    `insert into webhook_endpoints (client_id, url, events, secret_sealed, secret_prefix) values ($1, $2, '{member.created}', $3, $4)`,
    [clientId, url, sealSecret(secretKey, secret, secretOwner(clientId)), secret.slice(0, 10)],
  );
  const out = [];
  const database = await openDatabase(databaseUrl);
  const addMembers = async () => {
    const tag = `${Date.now().toString(36)}`;
    // One statement: `events` members (and their users) of the operator, so `events` member.created changes in the outbox.
    await client.query(
      `with u as (insert into users (email, first_name, last_name) select 'wh-' || $2 || '-' || g || '@bench.test', 'Hook', 'N' || g
         from generate_series(1, $3::int) g returning id)
       insert into members (client_id, slug, user_id) select $1, 'wh-' || $2 || '-' || u.id, u.id from u`,
      [clientId, tag, events],
    );
  };
  const receive = async (child: ChildProcess, t0: number) => {
    const complete = await waitFor(
      () => seen.size >= events,
      () => seen.size,
    );
    await new Promise((r) => setTimeout(r, 500));
    const { peakRssMb } = await stop(child);
    const seconds = (last - t0) / 1000;
    return {
      delivered: seen.size,
      complete,
      dupes: [...seen.values()].filter((n) => n > 1).length,
      badSignatures: bad,
      seconds: +seconds.toFixed(2),
      perS: Math.round(seen.size / seconds),
      /** From the first delivery received to the last. */
      sustainedPerS: Math.round(seen.size / ((last - first) / 1000)),
      peakRssMb,
    };
  };
  const clear = async () => {
    seen.clear();
    [bad, first, last] = [0, 0, 0];
    await client.query(`delete from jobs where kind in ('webhook-outbox', 'webhook-delivery')`);
  };
  for (let i = 0; i < runs; i++) {
    // 1. End to end: the members' changes committed with the worker running, until the receiver has every event.
    await clear();
    let child = startChild('webhooks', databaseUrl, {});
    await ready(child);
    const t0 = performance.now();
    await addMembers();
    const endToEnd = await receive(child, t0);
    // 2. Deliveries alone: the outbox turned into events and queued deliveries first (here, timed), then the worker.
    await clear();
    await addMembers();
    const e0 = performance.now();
    await drainOutbox(database.db);
    const eventsPerS = Math.round(events / ((performance.now() - e0) / 1000));
    child = startChild('webhooks', databaseUrl, {});
    await ready(child);
    const deliveries = await receive(child, performance.now());
    const r = { events, endToEnd, eventsPerS, deliveries, load: load1() };
    const line = (x: typeof endToEnd) =>
      `${x.delivered}/${events} delivered (${x.dupes} twice, ${x.badSignatures} bad signatures) in ${x.seconds} s: ${x.perS}/s, ${x.sustainedPerS}/s first→last, sender peak RSS ${x.peakRssMb} MB`;
    console.log(
      `webhooks run ${i + 1}: end to end ${line(endToEnd)}; outbox → events ${eventsPerS}/s; queued deliveries ${line(deliveries)}; load ${r.load}`,
    );
    out.push(r);
  }
  await database.close();
  await new Promise<void>((r) => server.close(() => r()));
  server.closeAllConnections();
  await client.end();
  const summary = {
    endToEndPerS: median(out.map((r) => r.endToEnd.perS)),
    eventsPerS: median(out.map((r) => r.eventsPerS)),
    deliveriesPerS: median(out.map((r) => r.deliveries.perS)),
    deliveriesSustainedPerS: median(out.map((r) => r.deliveries.sustainedPerS)),
  };
  console.log(`webhooks median: ${JSON.stringify(summary)}`);
  return { summary, runs: out };
}

/** An SMTP sink that only counts (per recipient) and measures: no message is kept. */
async function countingSink() {
  const perRecipient = new Map<string, number>();
  const state = { messages: 0, first: 0, last: 0, bytes: 0, times: [] as number[] };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 0,
    onData(stream, session, callback) {
      stream.on('data', (c: Buffer) => (state.bytes += c.length));
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) perRecipient.set(r.address, (perRecipient.get(r.address) ?? 0) + 1);
        state.messages++;
        state.last = performance.now();
        state.times.push(state.last);
        if (!state.first) state.first = state.last;
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    perRecipient,
    state,
    reset() {
      perRecipient.clear();
      Object.assign(state, { messages: 0, first: 0, last: 0, bytes: 0, times: [] });
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** `size` members of the bench operator `campaign-<size>` (made once): every 10th has allow_email off, every 10th + 5 campaigns off. */
async function campaignMembers(client: pg.Client, size: number) {
  const clientId = await benchOperator(client, `campaign-${size}`);
  const { rows } = await client.query<{ n: string }>(`select count(*) as n from members where client_id = $1`, [clientId]);
  if (Number(rows[0]!.n) !== size) {
    const t0 = performance.now();
    await client.query(`delete from members where client_id = $1`, [clientId]);
    await client.query(
      `with u as (insert into users (email, first_name, last_name)
         select 'cb' || $2 || '-' || g || '@bench.test', 'First' || g, 'Last' || g from generate_series(1, $2::int) g
         on conflict ((lower(email))) do update set first_name = excluded.first_name returning id, email)
       insert into members (client_id, slug, user_id, allow_email)
       select $1, 'cb-' || u.id, u.id, (split_part(split_part(u.email, '-', 2), '@', 1)::int % 10) <> 0 from u`,
      [clientId, size],
    );
    await client.query(
      `insert into member_preferences (member_id, client_id, campaigns)
       select m.id, m.client_id, false from members m join users u on u.id = m.user_id
       where m.client_id = $1 and split_part(split_part(u.email, '-', 2), '@', 1)::int % 10 = 5
       on conflict (member_id) do update set campaigns = false`,
      [clientId],
    );
    await client.query(`delete from event_outbox where client_id = $1`, [clientId]);
    console.log(`campaign: ${size} members made in ${Math.round(performance.now() - t0)} ms`);
  }
  const { rows: c } = await client.query<{ email: string; ok: boolean }>(
    `select u.email, (m.allow_email and coalesce(p.campaigns, true)) as ok from members m join users u on u.id = m.user_id
     left join member_preferences p on p.member_id = m.id where m.client_id = $1`,
    [clientId],
  );
  return { clientId, consenting: new Set(c.filter((r) => r.ok).map((r) => r.email)), refused: new Set(c.filter((r) => !r.ok).map((r) => r.email)) };
}

export async function campaignBench(databaseUrl: string, runs: number, sizes: number[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const sink = await countingSink();
  const out: { recipients: number; perS: number; sustainedPerS: number; peakRssMb: number }[] = [];
  for (const size of sizes) {
    const { clientId, consenting, refused } = await campaignMembers(client, size);
    for (let i = 0; i < runs; i++) {
      sink.reset();
      await client.query(`delete from jobs where kind in ('campaign-schedule', 'campaign-batch')`);
      await client.query(`delete from email_outbox where client_id = $1`, [clientId]);
      await client.query(`delete from notification_campaigns where client_id = $1`, [clientId]);
      const slug = `bench-${Date.now().toString(36)}`;
      const { rows } = await client.query<{ id: number }>(
        `insert into notification_campaigns (client_id, slug, name, date_planned, status, subject, body)
         values ($1, $2, 'Bench campaign', now() - interval '1 minute', 'active', 'News for {{first_name}}',
           $3) returning id`,
        [clientId, slug, `Hello {{first_name}} {{last_name}},\n\n**${'News from {{operator_name}}. '.repeat(20)}**\n\n- one\n- two\n\nSee you soon.`],
      );
      const campaignId = Number(rows[0]!.id);
      await client.query(
        `insert into notification_campaign_users (client_id, campaign_id, user_id) select $1, $2, m.user_id from members m where m.client_id = $1`,
        [clientId, campaignId],
      );
      const child = startChild('campaign', databaseUrl, { smtpUrl: sink.url });
      await ready(child);
      const t0 = performance.now();
      await client.query(`insert into jobs (kind, unique_key) values ('campaign-schedule', $1)`, [`bench:${campaignId}`]);
      const complete = await waitFor(
        () => sink.state.messages >= consenting.size,
        () => sink.state.messages,
      );
      await new Promise((r) => setTimeout(r, 1000));
      const { peakRssMb } = await stop(child);
      const mailedTwice = [...sink.perRecipient.values()].filter((n) => n > 1).length;
      const missing = [...consenting].filter((e) => !sink.perRecipient.has(e)).length;
      const unsubscribedMailed = [...refused].filter((e) => sink.perRecipient.has(e)).length;
      const seconds = (sink.state.last - t0) / 1000;
      const t = sink.state.times;
      // Sustained: the rate between the 10th and the 90th percentile message (the claim and the tail left out).
      const [a, b] = [t[Math.floor(t.length * 0.1)] ?? 0, t[Math.floor(t.length * 0.9)] ?? 0];
      const r = {
        recipients: size,
        consenting: consenting.size,
        mailed: sink.state.messages,
        complete,
        missing,
        mailedTwice,
        unsubscribedMailed,
        seconds: +seconds.toFixed(1),
        firstMailS: +((sink.state.first - t0) / 1000).toFixed(2),
        perS: Math.round(sink.state.messages / seconds),
        sustainedPerS: Math.round((Math.floor(t.length * 0.9) - Math.floor(t.length * 0.1)) / ((b - a) / 1000)),
        avgKb: +(sink.state.bytes / Math.max(1, sink.state.messages) / 1024).toFixed(1),
        peakRssMb,
        load: load1(),
      };
      console.log(
        `campaign ${size} run ${i + 1}: ${r.mailed}/${r.consenting} consenting mailed (${r.missing} missing, ${r.mailedTwice} twice, ${r.unsubscribedMailed} refusing mailed) ` +
          `in ${r.seconds} s: ${r.perS}/s end to end, ${r.sustainedPerS}/s sustained (p10→p90), first after ${r.firstMailS} s; ${r.avgKb} KB each; ` +
          `sender peak RSS ${peakRssMb} MB; load ${r.load}`,
      );
      out.push(r);
    }
  }
  await sink.close();
  await client.end();
  const summary = Object.fromEntries(
    sizes.map((s) => {
      const rs = out.filter((r) => r.recipients === s);
      return [
        s,
        { perS: median(rs.map((r) => r.perS)), sustainedPerS: median(rs.map((r) => r.sustainedPerS)), peakRssMb: median(rs.map((r) => r.peakRssMb)) },
      ];
    }),
  );
  console.log(`campaign medians: ${JSON.stringify(summary)}`);
  return { summary, runs: out };
}

export async function runJobsBench(opts: {
  databaseUrl: string;
  cases: Set<string>;
  runs: number;
  events: number;
  recipients: number[];
  claimers: number;
  workers: number;
}) {
  const database = await openDatabase(opts.databaseUrl);
  await database.migrate();
  await database.close();
  console.log(
    `jobs bench: ${os.cpus().length} CPUs (shared with other work), load ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  const results: Record<string, unknown> = { date: new Date().toISOString(), cpus: os.cpus().length };
  if (opts.cases.has('queue'))
    results.queue = await queueBench(opts.databaseUrl, opts.runs, { claimers: opts.claimers, workers: opts.workers, jobs: 10_000 });
  if (opts.cases.has('webhooks')) results.webhooks = await webhooksBench(opts.databaseUrl, opts.runs, opts.events);
  if (opts.cases.has('campaign')) results.campaign = await campaignBench(opts.databaseUrl, opts.runs, opts.recipients);
  return results;
}
