import { randomBytes } from 'node:crypto';
import { WEBHOOK_DISABLE_AFTER_MS, webhookEventsOf, webhookRetryAt, type CapturedChange } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { enqueueJob, type JobRow } from '../../jobs/queue/job-queue.repo.ts';
import { periodKey } from '../../jobs/queue/job-schedule.ts';
import type { JobHandlers } from '../../jobs/queue/job-worker.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { webhookDisabledMail } from '../../mail/webhook-disabled.mail.tsx';
import { openSecret } from '../xero/secret-box.ts';
import { renderRecord, type Operator } from './webhook-payloads.ts';
import { sendWebhook } from './webhook-send.ts';

export const WEBHOOK_OUTBOX_JOB = 'webhook-outbox';
export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';
/** Changes one outbox transaction turns into events. */
const OUTBOX_BATCH = 100;
/** A delivery's job may try this often; the 24-hour window (webhookRetryAt) ends it well before. */
const DELIVERY_MAX_ATTEMPTS = 60;

export interface WebhookDeps {
  db: Db;
  mailer: Mailer;
  secretKey: string;
  allowPrivate: boolean;
  publicUrl: string;
}

export const newEventId = () => `evt_${randomBytes(16).toString('base64url')}`;
export const secretOwner = (clientId: number) => `webhook:${clientId}`;

/** The event body, rendered once (every try and every resend sends these bytes). */
export function eventBody(id: string, type: string, op: Operator, at: Date, data: unknown): string {
  return JSON.stringify({ id, type, timestamp: at.toISOString(), operator: op.slug, data });
}

/** Queues one delivery of an event to each given endpoint, in the caller's transaction. Answers the delivery ids. */
export async function queueDeliveries(tx: Executor, clientId: number, eventId: string, endpointIds: readonly number[]): Promise<number[]> {
  const ids: number[] = [];
  for (const endpointId of endpointIds) {
    const { rows } = await tx.execute<{ id: number }>(sql`
      insert into webhook_deliveries (client_id, endpoint_id, event_id) values (${clientId}, ${endpointId}, ${eventId}) returning id`);
    const deliveryId = Number(rows[0].id);
    await enqueueJob(tx, {
      kind: WEBHOOK_DELIVERY_JOB,
      clientId,
      payload: { deliveryId },
      uniqueKey: `${WEBHOOK_DELIVERY_JOB}:${deliveryId}`,
      maxAttempts: DELIVERY_MAX_ATTEMPTS,
    });
    ids.push(deliveryId);
  }
  return ids;
}

type OutboxRow = {
  change_id: number;
  client_id: number | null;
  record_type: string;
  record_id: string | null;
  action: CapturedChange['action'];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string | Date;
};

const json = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : (v as Record<string, unknown> | null));

async function operatorOf(tx: Tx, cache: Map<number, Operator | null>, clientId: number): Promise<Operator | null> {
  if (!cache.has(clientId)) {
    const { rows } = await tx.execute<{ id: number; slug: string; name: string }>(sql`select id, slug, name from clients where id = ${clientId}`);
    cache.set(clientId, rows[0] ? { id: Number(rows[0].id), slug: rows[0].slug, name: rows[0].name } : null);
  }
  return cache.get(clientId)!;
}

type Subscribed = { id: number; events: string[] };

/** The operator's enabled endpoints and their event types (read once per batch). */
async function subscribedOf(tx: Tx, cache: Map<number, Subscribed[]>, clientId: number): Promise<Subscribed[]> {
  if (!cache.has(clientId)) {
    const { rows } = await tx.execute<Subscribed>(sql`select id, events from webhook_endpoints where client_id = ${clientId} and enabled`);
    cache.set(clientId, rows);
  }
  return cache.get(clientId)!;
}

/**
 * One batch of the outbox, in one transaction: claims rows (FOR UPDATE SKIP LOCKED, so two workers take different
 * rows), maps each change to its events (the contract's pure webhookEventsOf), keeps the types an enabled endpoint of
 * the operator receives, renders each record once, inserts the events (unique per change and type: a second worker makes nothing), queues a delivery per enabled subscribed
 * endpoint of that operator, and deletes the rows. Answers how many rows it took.
 */
export async function drainOutboxBatch(db: Db, batch = OUTBOX_BATCH): Promise<number> {
  return writeTransaction(db, async (tx) => {
    const { rows } = await tx.execute<OutboxRow>(sql`
      select o.change_id, o.client_id, c.record_type, c.record_id, c.action, c.before, c.after, c.created_at
      from event_outbox o left join change_log c on c.id = o.change_id
      order by o.change_id
      limit ${batch}
      for update of o skip locked`);
    if (!rows.length) return 0;
    const operators = new Map<number, Operator | null>();
    const endpoints = new Map<number, Subscribed[]>();
    for (const r of rows) {
      const change: CapturedChange = { recordType: r.record_type, action: r.action, before: json(r.before), after: json(r.after) };
      const types = r.record_type ? webhookEventsOf(change) : [];
      if (!types.length || r.client_id == null || !r.record_id) continue;
      const op = await operatorOf(tx, operators, Number(r.client_id));
      if (!op) continue;
      const subscribed = await subscribedOf(tx, endpoints, op.id);
      // Only the types some enabled endpoint receives are made (no endpoint: no rendering, no stored event).
      const wanted = types.filter((type) => subscribed.some((e) => e.events.includes(type)));
      if (!wanted.length) continue;
      const data = await renderRecord(tx, op, r.record_type, Number(r.record_id));
      if (!data) continue;
      const at = new Date(r.created_at);
      for (const type of wanted) {
        const id = newEventId();
        const inserted = await tx.execute(sql`
          insert into webhook_events (id, client_id, change_id, type, body)
          values (${id}, ${op.id}, ${r.change_id}, ${type}, ${eventBody(id, type, op, at, data)})
          on conflict (change_id, type) do nothing returning id`);
        if (!inserted.rows.length) continue;
        const targets = subscribed.filter((e) => e.events.includes(type)).map((e) => Number(e.id));
        await queueDeliveries(tx, op.id, id, targets);
      }
    }
    await tx.execute(
      sql`delete from event_outbox where change_id in (${sql.join(
        rows.map((r) => sql`${r.change_id}`),
        sql`, `,
      )})`,
    );
    return rows.length;
  });
}

/** Outbox batches one outbox job works on at once (issue 32): each its own transaction, SKIP LOCKED keeps them apart. */
export const OUTBOX_PARALLEL = Number(process.env.WEBHOOK_OUTBOX_PARALLEL ?? 4);

/**
 * Drains the outbox until it is empty (or only holds rows other workers have claimed), `parallel` batches at a time
 * (events of one record may so be made out of order: deliveries never promised an order).
 */
export async function drainOutbox(db: Db, parallel = OUTBOX_PARALLEL): Promise<number> {
  const loops = await Promise.all(
    Array.from({ length: Math.max(1, parallel) }, async () => {
      let total = 0;
      for (;;) {
        const n = await drainOutboxBatch(db);
        total += n;
        if (n < OUTBOX_BATCH) return total;
      }
    }),
  );
  return loops.reduce((a, b) => a + b, 0);
}

/** Wakes the event worker: one outbox job per second of activity (the unique key), plus the 5-second recurring one. */
export const wakeOutbox = (db: Db, now = new Date()) =>
  enqueueJob(db, { kind: WEBHOOK_OUTBOX_JOB, uniqueKey: `wake:${periodKey(now, 1_000)}`, maxAttempts: 3 });

type DeliveryRow = {
  id: number;
  client_id: number;
  status: string;
  attempts: number;
  first_attempt_at: string | Date | null;
  event_id: string;
  body: string;
  endpoint_id: number;
  url: string;
  enabled: boolean;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_until: string | Date | null;
};

/** The secrets that sign now: the current one, and the previous one for 24 hours after a rotation. */
export function signingSecrets(
  deps: Pick<WebhookDeps, 'secretKey'>,
  clientId: number,
  row: Pick<DeliveryRow, 'secret_sealed' | 'previous_secret_sealed' | 'previous_secret_until'>,
  now: Date,
): string[] {
  const owner = secretOwner(clientId);
  const current = openSecret(deps.secretKey, row.secret_sealed, owner);
  const previous =
    row.previous_secret_sealed && row.previous_secret_until && new Date(row.previous_secret_until).getTime() > now.getTime()
      ? openSecret(deps.secretKey, row.previous_secret_sealed, owner)
      : null;
  return [current, previous].filter((s): s is string => Boolean(s));
}

/** When each failed delivery job runs again, decided by its handler from the delivery's first try. */
const nextTry = new WeakMap<JobRow, Date | null>();

/** Deliveries one 'webhook-delivery' slot claims and sends together (issue 32): their HTTP requests go at once. */
export const DELIVERY_BATCH = Number(process.env.WEBHOOK_DELIVERY_BATCH ?? 32);

/** Sends one delivery (the 'webhook-delivery' job). A failed try throws, so the queue retries at the planned time. */
export async function runDelivery(deps: WebhookDeps, job: JobRow): Promise<void> {
  const [error] = await runDeliveries(deps, [job]);
  if (error) throw error;
}

/**
 * Sends a batch of deliveries (their 'webhook-delivery' jobs, claimed together: issue 32): one query reads them, their
 * requests go at once, the delivered ones are recorded in one transaction; each failed try is recorded on its own
 * (its retry time, the endpoint's failing_since, perhaps disabling it). Answers each job's outcome in order: null
 * (done: delivered, or nothing left to send) or the failed try's error (the queue retries it at the planned time).
 */
export async function runDeliveries(deps: WebhookDeps, jobs: readonly JobRow[]): Promise<(Error | null)[]> {
  const { db } = deps;
  const ids = jobs.map((job) => Number(job.payload.deliveryId));
  const { rows } = await db.execute<DeliveryRow>(sql`
    select d.id, d.client_id, d.status, d.attempts, d.first_attempt_at, d.event_id, e.body, d.endpoint_id, p.url, p.enabled,
      p.secret_sealed, p.previous_secret_sealed, p.previous_secret_until
    from webhook_deliveries d join webhook_events e on e.id = d.event_id join webhook_endpoints p on p.id = d.endpoint_id
    where d.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const now = new Date();
  const delivered: { row: DeliveryRow; status: number | null }[] = [];
  const outcomes = await Promise.all(
    jobs.map(async (job, i): Promise<Error | null> => {
      const row = byId.get(ids[i]!);
      if (!row || Number(row.client_id) !== job.clientId || row.status !== 'pending') return null;
      if (!row.enabled) {
        await writeTransaction(db, (tx) =>
          tx.execute(
            sql`update webhook_deliveries set status = 'failed', error = 'The endpoint is disabled', next_attempt_at = null where id = ${row.id}`,
          ),
        );
        return null;
      }
      const secrets = signingSecrets(deps, row.client_id, row, now);
      // A secret sealed with another SECRET_KEY cannot sign: nothing unsigned is ever sent (the owner rotates the secret).
      const result = secrets.length
        ? await sendWebhook(row.url, { id: row.event_id, body: row.body, secrets, at: now }, { allowPrivate: deps.allowPrivate })
        : { ok: false, status: null, error: 'The signing secret cannot be read (SECRET_KEY changed?): rotate the secret' };
      if (result.ok) {
        delivered.push({ row, status: result.status });
        return null;
      }
      try {
        await recordFailure(deps, job, row, result, now);
        return new Error(result.error ?? 'Delivery failed');
      } catch (err) {
        return err instanceof Error ? err : new Error(String(err));
      }
    }),
  );
  if (delivered.length) {
    const values = sql.join(
      delivered.map(({ row, status }) => sql`(${Number(row.id)}::bigint, ${status}::int)`),
      sql`, `,
    );
    const endpoints = [...new Set(delivered.map(({ row }) => Number(row.endpoint_id)))];
    await writeTransaction(db, async (tx) => {
      await tx.execute(sql`
        update webhook_deliveries d set status = 'delivered', attempts = d.attempts + 1, response_status = v.status, error = null,
          first_attempt_at = coalesce(d.first_attempt_at, ${now}), last_attempt_at = ${now}, next_attempt_at = null
        from (values ${values}) as v (id, status)
        where d.id = v.id`);
      await tx.execute(
        sql`update webhook_endpoints set failing_since = null where id in (${sql.join(
          endpoints.map((id) => sql`${id}`),
          sql`, `,
        )}) and failing_since is not null`,
      );
    });
  }
  return outcomes;
}

/** A failed try: the delivery's next try (or its end), the endpoint's failing_since, disabling it after 3 days. */
async function recordFailure(deps: WebhookDeps, job: JobRow, row: DeliveryRow, result: { status: number | null; error: string | null }, now: Date) {
  const { db } = deps;
  const firstAt = row.first_attempt_at ? new Date(row.first_attempt_at) : now;
  const attempt = Number(row.attempts) + 1;
  let retryAt = webhookRetryAt(firstAt, attempt, now);
  const disabled = await writeTransaction(db, async (tx) => {
    const { rows: ep } = await tx.execute<{ failing_since: string | Date }>(sql`
      update webhook_endpoints set failing_since = coalesce(failing_since, ${now}) where id = ${row.endpoint_id} returning failing_since`);
    const failingFor = now.getTime() - new Date(ep[0].failing_since).getTime();
    let off = false;
    if (failingFor >= WEBHOOK_DISABLE_AFTER_MS) {
      const { rows: turned } = await tx.execute(sql`
        update webhook_endpoints set enabled = false, disabled_reason = ${`No successful delivery for ${Math.round(failingFor / 86_400_000)} days`},
          updated_at = now()
        where id = ${row.endpoint_id} and enabled returning id`);
      off = turned.length > 0;
    }
    const next = off ? null : retryAt;
    await tx.execute(sql`
      update webhook_deliveries set status = ${next ? 'pending' : 'failed'}, attempts = ${attempt}, response_status = ${result.status},
        error = ${result.error}, first_attempt_at = ${firstAt}, last_attempt_at = ${now}, next_attempt_at = ${next}
      where id = ${row.id}`);
    return off;
  });
  if (disabled) {
    retryAt = null;
    await mailOwners(deps, row.client_id, row.url);
  }
  nextTry.set(job, retryAt);
}

/** Tells the operator's owners that an endpoint was disabled (a required message: it always goes). */
async function mailOwners(deps: WebhookDeps, clientId: number, url: string) {
  const { rows } = await deps.db.execute<{ email: string }>(sql`
    select u.email from staff s join users u on u.id = s.user_id
    where s.client_id = ${clientId} and s.role = 'club_owner' and s.status = 'active'`);
  const days = Math.round(WEBHOOK_DISABLE_AFTER_MS / 86_400_000);
  const link = `${deps.publicUrl.replace(/\/+$/, '')}/users/developers`;
  for (const r of rows) {
    await deps.mailer.send({ kind: 'webhook_disabled', to: r.email, link, clientId, ...webhookDisabledMail({ url, days, link }) });
  }
}

/** The two job kinds: the event worker (reads the outbox) and one delivery's send. */
export function webhookJobHandlers(deps: WebhookDeps): JobHandlers {
  return {
    [WEBHOOK_OUTBOX_JOB]: { run: () => drainOutbox(deps.db), leaseMs: 60_000 },
    [WEBHOOK_DELIVERY_JOB]: {
      run: ({ job }) => runDelivery(deps, job),
      batch: { size: DELIVERY_BATCH, run: (jobs) => runDeliveries(deps, jobs) },
      leaseMs: 60_000,
      // The handler plans each failed try's next one; a try that failed before it could (an unexpected error: the
      // database, a bug) falls back to the contract's schedule from the job's creation, so the delivery is retried
      // within its 24-hour window instead of its job lying dead with the delivery left 'pending'.
      retryAt: (job, now) => (nextTry.has(job) ? nextTry.get(job)! : webhookRetryAt(job.createdAt, job.attempts, now)),
    },
  };
}
