/**
 * Recurring system-wide jobs run operator by operator (issue 29, jobs/operator-runs.ts): the ticket auto-close job
 * failing on one operator's records is a dead job on that operator's Account → Jobs screen with its error, never on
 * another operator's; the other operator's work still runs; "Retry" runs the failed operator's work again.
 */
import type { JobItem } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enqueueJob } from '../src/jobs/queue/job-queue.repo.ts';
import { useApiSession } from './support/api-session.ts';

const { t, tok, ids, get, send } = useApiSession();

const jobsOf = async (token: string) => {
  const res = await get('/api/jobs/?state=all', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().jobs as JobItem[];
};
const statusOf = async (id: number) => (await t.db.execute<{ status: string }>(sql`select status from tickets where id = ${id}`)).rows[0]!.status;

describe('a recurring job failing for one operator', () => {
  it('shows on that operator’s Jobs screen only, the others’ work goes on, and Retry runs it again', async () => {
    // One resolved ticket per operator, resolved long enough ago to close.
    const resolved = async (clientId: number) => {
      const { rows } = await t.db.execute<{ id: number }>(sql`
        update tickets set status = 'resolved', resolved_at = now() - interval '60 days'
        where id = (select min(id) from tickets where client_id = ${clientId}) returning id`);
      return Number(rows[0]!.id);
    };
    const demoTicket = await resolved(ids.demo);
    const harbourTicket = await resolved(ids.harbour);
    // The demo operator's tickets cannot be written (a fault on its records only).
    await t.db.execute(
      sql.raw(`create function offices_matrix_refuse() returns trigger language plpgsql as $$
        begin raise exception 'demo tickets are read-only in this test'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_demo_tickets before update on tickets for each row
        when (new.client_id = ${ids.demo}) execute function offices_matrix_refuse()`),
    );

    // The recurring run, as the schedule queues it: system-wide (no operator).
    expect(await enqueueJob(t.db, { kind: 'ticket-close', uniqueKey: 'operator-failures-test' })).not.toBeNull();
    await t.app.jobs.drain();

    expect(await statusOf(harbourTicket)).toBe('closed');
    expect(await statusOf(demoTicket)).toBe('resolved');
    const demoJobs = (await jobsOf(tok.owner)).filter((j) => j.kind === 'ticket-close');
    expect(demoJobs).toHaveLength(1);
    expect(demoJobs[0]).toMatchObject({ state: 'dead' });
    expect(demoJobs[0]!.last_error).toContain('demo tickets are read-only in this test');
    // Listed among the jobs that need attention (the screen's default).
    const attention = (await get('/api/jobs/', tok.owner)).json().jobs as JobItem[];
    expect(attention.map((j) => j.id)).toContain(demoJobs[0]!.id);
    expect((await jobsOf(tok.harbour)).filter((j) => j.kind === 'ticket-close')).toEqual([]);
    // Another operator cannot retry it.
    expect((await send('POST', `/api/jobs/${demoJobs[0]!.id}/retry/`, {}, tok.harbour)).statusCode).toBe(404);

    // A second failing run the same day updates the one row (no pile of rows per period).
    expect(await enqueueJob(t.db, { kind: 'ticket-close', uniqueKey: 'operator-failures-test-2' })).not.toBeNull();
    await t.app.jobs.drain();
    expect((await jobsOf(tok.owner)).filter((j) => j.kind === 'ticket-close')).toHaveLength(1);

    // The fault mended, Retry runs the demo operator's work: its ticket closes and the job is done.
    await t.db.execute(sql.raw(`drop trigger refuse_demo_tickets on tickets`));
    const retried = await send('POST', `/api/jobs/${demoJobs[0]!.id}/retry/`, {});
    expect(retried.statusCode, retried.body).toBe(200);
    await t.app.jobs.drain();
    expect(await statusOf(demoTicket)).toBe('closed');
    const after = (await jobsOf(tok.owner)).find((j) => j.id === demoJobs[0]!.id);
    expect(after).toMatchObject({ state: 'done' });
  });
});
