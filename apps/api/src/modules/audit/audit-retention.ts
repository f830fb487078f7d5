import { AUDIT_KEEP_MONTHS, auditKeepFrom } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { App } from '../../app-types.ts';
import type { Db, Executor } from '../../db/client.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';

export const AUDIT_RETENTION_JOB = 'audit-retention';
const DAY_MS = 24 * 60 * 60_000;
const BATCH = 5_000;

/** Lets this transaction update or delete change_log rows (the append-only trigger of the audit_log migration). */
export async function allowAuditRewrite(tx: Executor): Promise<void> {
  await tx.execute(sql`select set_config('clubspace.audit_rewrite', 'on', true)`);
}

/**
 * Deletes audit entries older than AUDIT_KEEP_MONTHS (at least 13) months, in batches of BATCH rows each in its own
 * short transaction (the only delete the append-only trigger allows besides GDPR erasure). Returns the rows deleted.
 */
export async function purgeOldAuditEntries(db: Db, now: Date = clock.now(), months: number = AUDIT_KEEP_MONTHS): Promise<number> {
  const before = auditKeepFrom(now, months);
  let deleted = 0;
  for (;;) {
    const n = await writeTransaction(db, async (tx) => {
      await allowAuditRewrite(tx);
      const res = await tx.execute(sql`
        delete from change_log where id in (
          select id from change_log where created_at < ${before.toISOString()}::timestamptz order by id limit ${BATCH})
        returning id`);
      return res.rows.length;
    });
    deleted += n;
    if (n < BATCH) return deleted;
  }
}

/** The daily retention job (one run per day across processes: the queue's unique period key). */
export function registerAuditRetention(app: App): void {
  app.jobs.every(AUDIT_RETENTION_JOB, DAY_MS, {
    run: async ({ db, log }) => {
      const deleted = await purgeOldAuditEntries(db);
      if (deleted) log.info({ deleted }, 'audit log: old entries deleted');
      return { deleted };
    },
  });
}
