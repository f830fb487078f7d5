import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { queueDueCampaigns } from '../src/jobs/campaign-mail.job.ts';
import { claimJob } from '../src/jobs/queue/job-queue.repo.ts';
import { Mailer, type Mail } from '../src/lib/mailer.ts';
import { CAMPAIGN_BATCH_JOB, campaignMessageId, sendCampaignBatch, type CampaignBatchPayload } from '../src/modules/campaigns/campaign-mail.ts';
import { mailRenders } from '../src/mail/render.tsx';
import { adminUrl } from './support/databases.ts';
import { useApiSession } from './support/api-session.ts';

const { t, ids } = useApiSession();
let seq = 0;

/** A due campaign of the demo operator to `count` new consenting members; answers its id and recipients' user ids. */
async function campaignTo(count: number) {
  const tag = `crash${++seq}x${Date.now()}`;
  const created = await t.db.execute<{ user_id: number }>(sql`
    with u as (
      insert into users (email, first_name, last_name)
      select ${tag} || '-' || g || '@crash.test', 'Crash', 'Member ' || g from generate_series(1, ${count}::int) g
      returning id)
    insert into members (client_id, slug, user_id, allow_email)
    select ${ids.demo}, ${tag} || '-' || u.id, u.id, true from u
    returning user_id`);
  const userIds = created.rows.map((r) => Number(r.user_id));
  const [campaign] = (
    await t.db.execute<{ id: number }>(sql`
      insert into notification_campaigns (client_id, slug, name, date_planned, status, subject, body)
      values (${ids.demo}, ${tag}, ${`Crash ${tag}`}, now() - interval '1 minute', 'active', ${`News ${tag}`}, 'Hello {first_name}')
      returning id`)
  ).rows;
  const id = Number(campaign.id);
  await t.db.execute(sql`
    insert into notification_campaign_users (client_id, campaign_id, user_id)
    select ${ids.demo}, ${id}, u from unnest(${`{${userIds.join(',')}}`}::int[]) u`);
  return { id, tag, userIds };
}

/** The campaign's outbox: rows, distinct recipients, the repeated ones and their Message-IDs. */
async function outboxOf(tag: string) {
  const { rows } = await t.db.execute<{ to: string; message_id: string | null }>(
    sql`select "to", message_id from email_outbox where subject = ${`News ${tag}`} order by id`,
  );
  const byTo = new Map<string, (string | null)[]>();
  for (const r of rows) byTo.set(r.to, [...(byTo.get(r.to) ?? []), r.message_id]);
  const repeated = [...byTo.entries()].filter(([, m]) => m.length > 1);
  return { rows: rows.length, distinct: byTo.size, repeated };
}

const mailedCount = async (id: number) =>
  Number(
    (
      await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from notification_campaign_users where campaign_id = ${id} and mailed_at is not null`,
      )
    ).rows[0].n,
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a campaign that survives a crash', () => {
  it('an abandoned batch (its worker died mid-send, its lease ran out) is taken over: every recipient mailed, only the in-flight one twice', async () => {
    const c = await campaignTo(120);
    const [claimed] = await queueDueCampaigns(t.db, new Date());
    expect(claimed.batches.map((b) => b.rows.length)).toEqual([50, 50, 20]);
    // A worker claims the first batch with a short lease and "dies" after its 20th e-mail is written but before the
    // recipient is marked mailed (the send threw: the process stopped there).
    const job = (await claimJob(t.db, 'worker-that-dies', [CAMPAIGN_BATCH_JOB], 200))!;
    expect(job.payload).toMatchObject({ campaignId: c.id, batch: 1 });
    let sends = 0;
    class DyingMailer extends Mailer {
      override async send(mail: Mail) {
        const sent = await super.send(mail);
        if (++sends === 20) throw new Error('killed');
        return sent;
      }
    }
    const dying = new DyingMailer(t.db, pino({ level: 'silent' }), null, 'x@clubspace.test');
    await expect(sendCampaignBatch(t.db, dying, job.payload as unknown as CampaignBatchPayload)).rejects.toThrow('killed');
    expect(await mailedCount(c.id)).toBe(19);
    await sleep(300);
    // The app's worker releases the expired lease and runs every batch.
    await t.app.jobs.drain();
    expect(await mailedCount(c.id)).toBe(120);
    const out = await outboxOf(c.tag);
    expect(out.distinct).toBe(120);
    expect(out.repeated).toHaveLength(1);
    const [[, messageIds]] = out.repeated;
    expect(messageIds).toHaveLength(2);
    expect(messageIds[0]).toBe(messageIds[1]);
    expect(messageIds[0]).toMatch(/^<campaign-\d+-\d+@clubspace>$/);
    expect(c.userIds.map((u) => campaignMessageId(c.id, u))).toContain(messageIds[0]);
    const states = await t.db.execute<{ state: string }>(
      sql`select state from jobs where kind = ${CAMPAIGN_BATCH_JOB} and payload->>'campaignId' = ${String(c.id)}`,
    );
    expect(states.rows.map((r) => r.state)).toEqual(['done', 'done', 'done']);
  });

  it('renders its e-mail once for the campaign, not once per batch: 120 recipients in 3 batches, one render, stored on the campaign', async () => {
    const c = await campaignTo(120);
    const before = mailRenders.count;
    // The schedule's claim (with the mailer) renders the campaign and stores it in the claim's transaction.
    const [claimed] = await queueDueCampaigns(t.db, new Date(), t.app.mailer);
    expect(claimed.batches).toHaveLength(3);
    expect(mailRenders.count - before).toBe(1);
    const [row] = (await t.db.execute<{ rendered: unknown }>(sql`select rendered from notification_campaigns where id = ${c.id}`)).rows;
    const rendered = (typeof row.rendered === 'string' ? JSON.parse(row.rendered) : row.rendered) as { subject: string; html: string };
    expect(rendered.subject).toBe(`News ${c.tag}`);
    expect(rendered.html).toContain('{first_name}');
    await t.app.jobs.drain();
    expect(mailRenders.count - before).toBe(1);
    expect(await mailedCount(c.id)).toBe(120);
    // Each recipient's copy has their own name substituted into the one rendering.
    const { rows } = await t.db.execute<{ html: string }>(
      sql`select html from email_outbox where subject = ${`News ${c.tag}`} and "to" = ${`${c.tag}-1@crash.test`}`,
    );
    expect(rows[0].html).toContain('Hello Crash');
    expect(rows[0].html).not.toContain('{first_name}');

    // Claimed without a mailer (a tool): the first batch renders it and stores it, the other batches reuse it.
    const d = await campaignTo(120);
    const [plain] = await queueDueCampaigns(t.db, new Date());
    expect(plain.batches).toHaveLength(3);
    const mid = mailRenders.count;
    await t.app.jobs.drain();
    expect(mailRenders.count - mid).toBe(1);
    expect(await mailedCount(d.id)).toBe(120);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'kill -9 during a 500-recipient campaign and a restart: every recipient mailed, at most the in-flight ones twice, with the same Message-ID',
    async () => {
      const c = await campaignTo(500);
      const [claimed] = await queueDueCampaigns(t.db, new Date());
      expect(claimed.batches).toHaveLength(10);
      const [{ name }] = (await t.db.execute<{ name: string }>(sql`select current_database() as name`)).rows;
      const script = fileURLToPath(new URL('./support/campaign-worker.ts', import.meta.url));
      const env = { ...process.env, CAMPAIGN_BATCH_LEASE_MS: '2000', JOB_POLL_MS: '200', JOB_CONCURRENCY: '2' };
      const startWorker = () => {
        const child = spawn(process.execPath, ['--import', 'tsx', script, adminUrl(name)], { stdio: ['ignore', 'pipe', 'inherit'], env });
        const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
        return { child, exited };
      };
      const waitFor = async (check: () => Promise<boolean>, ms: number) => {
        const until = Date.now() + ms;
        while (!(await check())) {
          if (Date.now() > until) throw new Error('timed out');
          await sleep(25);
        }
      };
      const first = startWorker();
      let killedAt: number;
      try {
        await waitFor(async () => (await outboxOf(c.tag)).rows >= 150, 60_000);
        first.child.kill('SIGKILL');
        expect(await first.exited).toBe('SIGKILL');
        killedAt = (await outboxOf(c.tag)).rows;
      } finally {
        if (first.child.exitCode === null && !first.child.killed) first.child.kill('SIGKILL');
      }
      expect(killedAt).toBeGreaterThanOrEqual(150);
      expect(killedAt).toBeLessThan(500);
      const started = Date.now();
      const second: { child: ChildProcess; exited: Promise<unknown> } = startWorker();
      try {
        await waitFor(async () => (await mailedCount(c.id)) === 500, 90_000);
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
      }
      const recoveredMs = Date.now() - started;
      const out = await outboxOf(c.tag);
      expect(out.distinct).toBe(500);
      // At most the e-mails in flight when the process died (two batch slots), each with its one Message-ID.
      expect(out.rows - out.distinct).toBeLessThanOrEqual(2);
      for (const [, messageIds] of out.repeated) expect(new Set(messageIds).size).toBe(1);
      console.info(
        `campaign crash: killed after ${killedAt} e-mails, ${out.rows - out.distinct} repeated, finished ${recoveredMs} ms after the restart`,
      );
    },
    180_000,
  );
});
