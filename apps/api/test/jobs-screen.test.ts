import { JOB_MESSAGES, isoDayInZone, type JobItem } from '@clubspace/contract';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { billingRuns, emailOutbox } from '../src/db/schema/index.ts';
import { BILLING_RUN_JOB, billingRunKey, queueBillingRuns } from '../src/jobs/billing-run.job.ts';
import { enqueueJob, findJob } from '../src/jobs/queue/job-queue.repo.ts';
import { Mailer, MAIL_RETRY_JOB } from '../src/lib/mailer.ts';
import { useApiSession } from './support/api-session.ts';

const { t, tok, ids, get, send } = useApiSession();

/** A kind of this file: its first try fails (no last error yet), a try after a failure succeeds. */
const FLAKY = 'test-flaky';
/** A kind that always fails. */
const BROKEN = 'test-broken';
const registered = { done: false };
function registerKinds() {
  if (registered.done) return;
  registered.done = true;
  t.app.jobs.register(FLAKY, {
    run: async ({ job }) => {
      if (!job.lastError) throw new Error('The first try fails');
    },
    retryAt: () => new Date(Date.now() - 1000),
  });
  t.app.jobs.register(BROKEN, {
    run: async () => {
      throw new Error('The SMTP server said no');
    },
    // Due again at once, so the test need not wait the contract's backoff.
    retryAt: () => new Date(Date.now() - 1000),
  });
}

const list = async (state?: string, token = tok.owner) => {
  const res = await get(`/api/jobs/${state ? `?state=${state}` : ''}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().jobs as JobItem[];
};

describe('Account → Jobs', () => {
  it('lists the operator’s jobs that need attention (failed, dead) by default, and each state on asking', async () => {
    registerKinds();
    const dead = (await enqueueJob(t.db, { kind: FLAKY, clientId: ids.demo, maxAttempts: 1 }))!;
    const done = (await enqueueJob(t.db, { kind: FLAKY, clientId: ids.demo, maxAttempts: 2 }))!;
    const queued = (await enqueueJob(t.db, { kind: FLAKY, clientId: ids.demo, runAt: new Date(Date.now() + 3_600_000) }))!;
    // A system-wide job (no operator) is never shown to an operator.
    const system = (await enqueueJob(t.db, { kind: FLAKY, maxAttempts: 1 }))!;
    // Dead (out of tries), done after its second try, the system one dead.
    await t.app.jobs.drain();
    // One failed try of three: queued again.
    const failing = (await enqueueJob(t.db, { kind: BROKEN, clientId: ids.demo, maxAttempts: 3 }))!;
    expect(await t.app.jobs.drain(1)).toBe(1);
    expect((await findJob(t.db, done))?.state).toBe('done');
    expect((await findJob(t.db, system))?.state).toBe('dead');

    const attention = await list();
    expect(attention.map((j) => j.id).sort()).toEqual([dead, failing].sort());
    const deadItem = attention.find((j) => j.id === dead)!;
    expect(deadItem).toMatchObject({ kind: FLAKY, state: 'dead', attempts: 1, max_attempts: 1, last_error: 'The first try fails' });
    expect(attention.find((j) => j.id === failing)).toMatchObject({ state: 'failed', attempts: 1, last_error: 'The SMTP server said no' });
    expect((await list('done')).map((j) => j.id)).toContain(done);
    expect((await list('queued')).map((j) => j.id)).toEqual([queued]);
    const all = (await list('all')).map((j) => j.id);
    expect(all).toEqual(expect.arrayContaining([dead, failing, done, queued]));
    expect(all).not.toContain(system);
    // A label from the contract for the app's own kinds.
    const billing = (await enqueueJob(t.db, { kind: BILLING_RUN_JOB, clientId: ids.demo, runAt: new Date(Date.now() + 3_600_000) }))!;
    expect((await list('queued')).find((j) => j.id === billing)?.label).toBe('Membership billing run');
    await t.db.execute(sql`delete from jobs where id = ${billing}`);
  });

  it('Retry runs a dead job again; Discard gives a queued or dead one up', async () => {
    registerKinds();
    const dead = (await enqueueJob(t.db, { kind: FLAKY, clientId: ids.demo, maxAttempts: 1 }))!;
    await t.app.jobs.drain();
    expect((await findJob(t.db, dead))?.state).toBe('dead');
    const retried = await send('POST', `/api/jobs/${dead}/retry/`, {});
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id: dead, state: 'queued', attempts: 0 });
    await t.app.jobs.drain();
    expect((await findJob(t.db, dead))?.state).toBe('done');
    // A done job is neither retried nor discarded.
    const again = await send('POST', `/api/jobs/${dead}/retry/`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(JOB_MESSAGES.cannotRetry);
    expect((await send('POST', `/api/jobs/${dead}/discard/`, {})).json().detail).toBe(JOB_MESSAGES.cannotDiscard);

    const later = (await enqueueJob(t.db, { kind: FLAKY, clientId: ids.demo, runAt: new Date(Date.now() + 3_600_000) }))!;
    const discarded = await send('POST', `/api/jobs/${later}/discard/`, {});
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(discarded.json().state).toBe('discarded');
    expect((await list('discarded')).map((j) => j.id)).toContain(later);
    // A discarded job may still be retried.
    expect((await send('POST', `/api/jobs/${later}/retry/`, {})).json().state).toBe('queued');
  });

  it('is the owner’s only, and another operator’s job is a 404', async () => {
    const job = (await enqueueJob(t.db, { kind: FLAKY, clientId: ids.demo, maxAttempts: 1, runAt: new Date(Date.now() + 3_600_000) }))!;
    const staff = await get('/api/jobs/', tok.staff);
    expect(staff.statusCode).toBe(403);
    expect((await send('POST', `/api/jobs/${job}/discard/`, {}, tok.staff)).statusCode).toBe(403);
    // Harbour's owner sees none of the demo operator's jobs and cannot touch one.
    expect((await list('all', tok.harbour)).map((j) => j.id)).not.toContain(job);
    const other = await send('POST', `/api/jobs/${job}/discard/`, {}, tok.harbour);
    expect(other.statusCode).toBe(404);
    expect(other.json().detail).toBe(JOB_MESSAGES.notFound);
    expect((await send('POST', `/api/jobs/${job}/retry/`, {}, tok.harbour)).statusCode).toBe(404);
    expect((await findJob(t.db, job))?.state).toBe('queued');
  });
});

describe('the job kinds', () => {
  it('queues one billing run per operator and day however often asked, and two drains run it once', async () => {
    const now = new Date();
    const day = isoDayInZone(now);
    const first = await queueBillingRuns(t.db, now);
    const second = await queueBillingRuns(t.db, now);
    expect(first.length).toBeGreaterThan(0);
    expect(second).toEqual([]);
    const rows = await t.db.execute<{ id: number; client_id: number }>(
      sql`select id, client_id from jobs where kind = ${BILLING_RUN_JOB} and unique_key = ${billingRunKey(ids.demo, day)}`,
    );
    expect(rows.rows).toHaveLength(1);
    expect(Number(rows.rows[0].client_id)).toBe(ids.demo);
    const before = await t.db.$count(billingRuns, and(eq(billingRuns.clientId, ids.demo), eq(billingRuns.triggeredBy, 'job')));
    await Promise.all([t.app.jobs.drain(), t.app.jobs.drain()]);
    await t.app.jobs.drain();
    expect((await findJob(t.db, Number(rows.rows[0].id)))?.state).toBe('done');
    const after = await t.db.$count(billingRuns, and(eq(billingRuns.clientId, ids.demo), eq(billingRuns.triggeredBy, 'job')));
    expect(after).toBe(before + 1);
  });

  it('a transport failure queues the e-mail’s re-send, which fails the job while the server still says no', async () => {
    // Nothing listens on port 9: the connection is refused.
    const mailer = new Mailer(t.db, pino({ level: 'silent' }), 'smtp://127.0.0.1:9', 'test@clubspace.test');
    expect(await mailer.send({ kind: 'password_reset', to: 'retry@demo.test', subject: 'Retry me', text: 'Hello', clientId: ids.demo })).toBe(true);
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'retry@demo.test'));
    expect(row.sentAt).toBeNull();
    expect(row.error).toBeTruthy();
    const jobs = await t.db.execute<{ id: number; payload: unknown; client_id: number }>(
      sql`select id, payload, client_id from jobs where kind = ${MAIL_RETRY_JOB} and unique_key = ${`outbox:${row.id}`}`,
    );
    expect(jobs.rows).toHaveLength(1);
    expect(Number(jobs.rows[0].client_id)).toBe(ids.demo);
    await expect(mailer.resend(row.id)).rejects.toThrow();
    // The app's own mailer (no SMTP here) finds nothing to send: the job is done.
    await t.app.jobs.drain();
    expect((await findJob(t.db, Number(jobs.rows[0].id)))?.state).toBe('done');
  });
});
