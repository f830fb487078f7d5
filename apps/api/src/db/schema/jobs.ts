import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

export type JobState = 'queued' | 'running' | 'done' | 'dead' | 'discarded';

/**
 * The durable job queue (issue 29): every background job is a row. Workers claim due rows with FOR UPDATE SKIP
 * LOCKED (so N processes never run one job twice), a failure is retried with backoff until max_attempts and then
 * lies dead until retried or discarded, and a crash leaves a running row whose lease (locked_until) runs out and is
 * claimed again. unique_key keeps one job per key for good (e.g. one billing run per operator and day).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: integer('client_id'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    uniqueKey: text('unique_key'),
    state: text('state').$type<JobState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_kind_unique_key_idx').on(t.kind, t.uniqueKey),
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`state = 'queued'`),
    index('jobs_running_idx')
      .on(t.lockedUntil)
      .where(sql`state = 'running'`),
    index('jobs_client_idx').on(t.clientId, t.state, t.id),
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`state in ('done', 'discarded')`),
  ],
);
