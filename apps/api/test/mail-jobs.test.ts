/**
 * Every background job on the durable queue (issue 29): booking e-mails and notice e-mails are queue jobs (a notice in
 * per-recipient batches with sent marks, surviving a worker that dies mid-batch), every kind the product relies on is
 * registered with the app's queue, and draining runs the recurring ones through the queue.
 */
import { isoDayInZone, addDaysIso, zonedInstant, type BookingItem, type NoticeItem } from '@clubspace/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberPreferences, members, users } from '../src/db/schema/index.ts';
import { BILLING_RUN_JOB } from '../src/jobs/billing-run.job.ts';
import { registerJobKinds } from '../src/jobs/job-kinds.ts';
import { claimJob, completeJob, enqueueJob } from '../src/jobs/queue/job-queue.repo.ts';
import { periodKey } from '../src/jobs/queue/job-schedule.ts';
import { JobWorker } from '../src/jobs/queue/job-worker.ts';
import { XERO_PULL_JOB } from '../src/jobs/xero-pull.job.ts';
import { MAIL_RETRY_JOB, Mailer, type Mail } from '../src/lib/mailer.ts';
import { BOOKING_MAIL_JOB } from '../src/modules/bookings/booking-mail.service.ts';
import { CAMPAIGN_BATCH_JOB } from '../src/modules/campaigns/campaign-mail.ts';
import {
  NOTICE_BATCH_JOB,
  NOTICE_SEND_JOB,
  claimNoticeMail,
  noticeMessageId,
  sendNoticeBatch,
  type NoticeBatchPayload,
} from '../src/modules/notices/notice-mail.ts';
import { WEBHOOK_DELIVERY_JOB, WEBHOOK_OUTBOX_JOB } from '../src/modules/webhooks/webhook-worker.ts';
import { useApiSession } from './support/api-session.ts';
import { signUpOperator } from './support/new-operator.ts';
import { testRoom } from './support/sale-fixtures.ts';
import { bearer } from './support/test-app.ts';

const { t, ids, send } = useApiSession();
const silent = pino({ level: 'silent' });
const TZ = 'Europe/London';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const jobsOf = async (kind: string, where = sql`true`) =>
  (
    await t.db.execute<{ id: number; state: string; attempts: number; last_error: string | null; payload: unknown }>(
      sql`select id, state, attempts, last_error, payload from jobs where kind = ${kind} and ${where} order by id`,
    )
  ).rows;

describe('booking e-mails are queue jobs', () => {
  const fx = {} as { email: string; slug: string; room: string; workArea: string };
  beforeAll(async () => {
    const { office, workArea: wa } = await testRoom(t.db, ids.demo, 'queue-room', 'Queue Room');
    const [who] = await t.db
      .select({ id: members.id, slug: members.slug, email: users.email })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(and(eq(members.clientId, ids.demo), eq(members.status, 'active'), eq(members.officeId, office.id)))
      .orderBy(asc(members.id))
      .limit(1);
    await t.db.update(members).set({ allowEmail: true }).where(eq(members.id, who.id));
    await t.db.delete(memberPreferences).where(eq(memberPreferences.memberId, who.id));
    Object.assign(fx, { email: who.email, slug: who.slug, room: 'queue-room', workArea: wa.slug });
  });

  const mailsAbout = async (code: string) =>
    (
      await t.db.execute<{ subject: string; message_id: string | null }>(
        sql`select subject, message_id from email_outbox where "to" = ${fx.email} and text like ${`%${code}%`} order by id`,
      )
    ).rows;

  it('a booking made, moved and cancelled: no e-mail is sent by the request, exactly one per change after the queue drains', async () => {
    let day = addDaysIso(isoDayInZone(new Date(), TZ), 6);
    while ([0, 6].includes(zonedInstant(day, '12:00:00', TZ).getUTCDay())) day = addDaysIso(day, 1);
    const at = (hhmm: string) => zonedInstant(day, `${hhmm}:00`, TZ).toISOString();
    const res = await send('POST', '/api/member-bookings/', [
      { start: at('10:00'), end: at('11:00'), office: 'shoreditch', booking_type: 'meeting_room', resource: fx.room, member: fx.slug },
    ] as unknown as object);
    expect(res.statusCode, res.body).toBe(201);
    const item = (res.json() as { bookings: BookingItem[] }).bookings[0];
    const { code } = item;
    // The request only queued the e-mail (committed with nothing left in memory): the outbox is empty until the worker runs.
    await sleep(100);
    expect(await mailsAbout(code)).toEqual([]);
    const queued = await jobsOf(BOOKING_MAIL_JOB, sql`payload->>'code' = ${code}`);
    expect(queued.map((j) => j.state)).toEqual(['queued']);
    await t.app.jobs.drain();
    const confirmed = await mailsAbout(code);
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0].subject).toMatch(/^Booking confirmed: Queue Room/);
    expect(confirmed[0].message_id).toBe(`<booking-mail-${queued[0].id}@clubspace>`);
    // Draining again sends nothing more.
    await t.app.jobs.drain();
    expect(await mailsAbout(code)).toHaveLength(1);

    const patch = (body: object) => send('PUT', `/api/member-bookings/${code}`, body);
    const i = item as unknown as Record<string, unknown>;
    const form = { booking_type: 'meeting_room', origin: i.origin, status: 'active', office: 'shoreditch', work_area: fx.workArea, member: fx.slug };
    // The edit form sends every field: a comment alone changes neither time nor room, so no e-mail is queued.
    const commented = await patch({ ...form, resource: fx.room, planned_start: at('10:00'), planned_end: at('11:00'), comments: 'Projector please' });
    expect(commented.statusCode, commented.body).toBe(200);
    expect(await jobsOf(BOOKING_MAIL_JOB, sql`payload->>'code' = ${code}`)).toHaveLength(1);
    // A move of the time alone (the form without a resource key keeps the room) is a change.
    const moved = await patch({ ...form, planned_start: at('14:00'), planned_end: at('15:00') });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await patch({ status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await mailsAbout(code)).toHaveLength(1);
    await t.app.jobs.drain();
    const all = await mailsAbout(code);
    expect(all.map((m) => m.subject.split(':')[0])).toEqual(['Booking confirmed', 'Booking changed', 'Booking cancelled']);
    expect((await jobsOf(BOOKING_MAIL_JOB, sql`payload->>'code' = ${code}`)).map((j) => j.state)).toEqual(['done', 'done', 'done']);
  });
});

describe('a notice e-mail that survives a crash', () => {
  it('a notice to 120 members whose worker dies mid-batch: every member mailed exactly once by address, only the in-flight one twice', async () => {
    const op = await signUpOperator(t, 'noticecrash');
    const [{ client_id: clientId }] = (
      await t.db.execute<{ client_id: number }>(
        sql`select s.client_id from staff s join users u on u.id = s.user_id where u.email = ${op.email} limit 1`,
      )
    ).rows;
    await t.db.execute(sql`
      with u as (
        insert into users (email, first_name, last_name)
        select 'nc-' || g || '@notice-crash.test', 'Notice', 'Member ' || g from generate_series(1, 120) g
        returning id)
      insert into members (client_id, slug, user_id, allow_email)
      select ${clientId}, 'nc-' || u.id, u.id, true from u`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notices/',
      headers: bearer(op.access),
      payload: { title: 'Crash notice', body: 'Hello {first_name}, the lift is out.', email: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    const notice = res.json() as NoticeItem;
    const { rows: idRows } = await t.db.execute<{ id: number }>(sql`select id from notices where slug = ${notice.slug} and client_id = ${clientId}`);
    const noticeId = Number(idRows[0].id);
    // The save queued the notice's send in its transaction; nothing is mailed until a worker runs it.
    const [sendJob] = await jobsOf(NOTICE_SEND_JOB, sql`payload->>'noticeId' = ${String(noticeId)}`);
    expect(sendJob.state).toBe('queued');
    const claimed = (await claimJob(t.db, 'w-send', [NOTICE_SEND_JOB], 60_000))!;
    expect(claimed.id).toBe(Number(sendJob.id));
    const batches = (await claimNoticeMail(t.db, noticeId, new Date()))!;
    await completeJob(t.db, claimed.id, 'w-send');
    expect(batches.map((b) => b.rows.length)).toEqual([50, 50, 20]);
    expect(await claimNoticeMail(t.db, noticeId, new Date())).toBeNull();

    // A worker claims the first batch with a short lease and dies after its 20th e-mail is written, before the mark.
    const job = (await claimJob(t.db, 'worker-that-dies', [NOTICE_BATCH_JOB], 200))!;
    expect(job.payload).toMatchObject({ noticeId, batch: 1 });
    let sends = 0;
    class DyingMailer extends Mailer {
      override async send(mail: Mail) {
        const sent = await super.send(mail);
        if (++sends === 20) throw new Error('killed');
        return sent;
      }
    }
    const dying = new DyingMailer(t.db, silent, null, 'x@clubspace.test');
    await expect(sendNoticeBatch(t.db, dying, job.payload as unknown as NoticeBatchPayload)).rejects.toThrow('killed');
    const mailed = async () =>
      Number(
        (
          await t.db.execute<{ n: number }>(
            sql`select count(*)::int as n from notice_recipients where notice_id = ${noticeId} and mailed_at is not null`,
          )
        ).rows[0].n,
      );
    expect(await mailed()).toBe(19);
    await sleep(300);
    // The app's worker takes the abandoned batch over (its lease ran out) and runs the others.
    await t.app.jobs.drain();
    expect(await mailed()).toBe(120);
    const { rows } = await t.db.execute<{ to: string; message_id: string | null }>(
      sql`select "to", message_id from email_outbox where subject = 'Crash notice' and client_id = ${clientId} order by id`,
    );
    const byTo = new Map<string, (string | null)[]>();
    for (const r of rows) byTo.set(r.to, [...(byTo.get(r.to) ?? []), r.message_id]);
    expect(byTo.size).toBe(120);
    const repeated = [...byTo.values()].filter((m) => m.length > 1);
    expect(repeated).toHaveLength(1);
    expect(new Set(repeated[0]).size).toBe(1);
    expect(repeated[0][0]).toMatch(new RegExp(`^${noticeMessageId(noticeId, 0).replace('-0@', '-\\d+@')}$`));
    expect((await jobsOf(NOTICE_BATCH_JOB, sql`payload->>'noticeId' = ${String(noticeId)}`)).map((j) => j.state)).toEqual(['done', 'done', 'done']);
    const detail = await t.app.inject({ method: 'GET', url: `/api/notices/${notice.slug}`, headers: bearer(op.access) });
    expect(detail.json().emailed_count).toBe(120);
  });
});

describe('the job kinds', () => {
  it('every kind the product relies on is registered with the app’s queue; the Xero schedule once a pull interval is set', () => {
    const registered = new Set(t.app.jobs.registered);
    const kinds = [
      'billing-schedule',
      BILLING_RUN_JOB,
      'collection',
      'dunning',
      'no-show-release',
      'ticket-close',
      'campaign-schedule',
      CAMPAIGN_BATCH_JOB,
      'notice-mail',
      NOTICE_SEND_JOB,
      NOTICE_BATCH_JOB,
      BOOKING_MAIL_JOB,
      XERO_PULL_JOB,
      MAIL_RETRY_JOB,
      WEBHOOK_OUTBOX_JOB,
      WEBHOOK_DELIVERY_JOB,
      'jobs-purge',
    ];
    for (const kind of kinds) expect(registered.has(kind), kind).toBe(true);
    const recurring = new Set(t.app.jobs.recurring.map((r) => r.kind));
    for (const kind of ['billing-schedule', 'collection', 'dunning', 'no-show-release', 'ticket-close', 'campaign-schedule', 'notice-mail'])
      expect(recurring.has(kind), `${kind} recurs`).toBe(true);
    // The tests' configuration turns the Xero pull off (XERO_PULL_MINUTES=0); with an interval its schedule recurs.
    const withXero = registerJobKinds(new JobWorker(t.db, silent), { ...t.app, config: { ...t.app.config, xeroPullMinutes: 15 } });
    expect(withXero.recurring.map((r) => r.kind)).toContain('xero-schedule');
    expect(withXero.registered).toContain(XERO_PULL_JOB);
  });

  it('draining runs each recurring kind as a queued job (as every process’s schedule queues them): each one done, a due campaign sent by its batch job', async () => {
    // A due campaign to one consenting member: the 'campaign-schedule' job claims it and its batch job mails it.
    const [who] = await t.db
      .select({ userId: members.userId, email: users.email })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(and(eq(members.clientId, ids.demo), eq(members.status, 'active'), eq(members.allowEmail, true)))
      .orderBy(asc(members.id))
      .limit(1);
    const { rows } = await t.db.execute<{ id: number }>(sql`
      insert into notification_campaigns (client_id, slug, name, date_planned, status, subject, body)
      values (${ids.demo}, 'recurring-check', 'Recurring check', now() - interval '1 minute', 'active', 'Recurring check', 'Hi')
      returning id`);
    const campaignId = Number(rows[0].id);
    await t.db.execute(
      sql`insert into notification_campaign_users (client_id, campaign_id, user_id) values (${ids.demo}, ${campaignId}, ${who.userId})`,
    );
    const now = new Date();
    const queued: number[] = [];
    for (const r of t.app.jobs.recurring) {
      const id = await enqueueJob(t.db, { kind: r.kind, uniqueKey: periodKey(now, r.everyMs), maxAttempts: r.maxAttempts });
      if (id) queued.push(id);
    }
    expect(queued.length).toBe(t.app.jobs.recurring.length);
    await t.app.jobs.drain();
    const { rows: states } = await t.db.execute<{ kind: string; state: string; attempts: number; last_error: string | null }>(
      sql`select kind, state, attempts, last_error from jobs where id in (${sql.join(
        queued.map((id) => sql`${id}`),
        sql`, `,
      )}) order by kind`,
    );
    for (const s of states) expect(s, s.kind).toMatchObject({ state: 'done', attempts: 1, last_error: null });
    const [campaign] = (await t.db.execute<{ sent_at: string | null }>(sql`select sent_at from notification_campaigns where id = ${campaignId}`))
      .rows;
    expect(campaign.sent_at).not.toBeNull();
    expect((await jobsOf(CAMPAIGN_BATCH_JOB, sql`payload->>'campaignId' = ${String(campaignId)}`)).map((j) => j.state)).toEqual(['done']);
    const mails = await t.db.execute(sql`select 1 from email_outbox where "to" = ${who.email} and subject = 'Recurring check'`);
    expect(mails.rows).toHaveLength(1);
    // Nothing else was due: a recurring kind runs only as a queued job.
    expect(await t.app.jobs.drain()).toBe(0);
  });
});
