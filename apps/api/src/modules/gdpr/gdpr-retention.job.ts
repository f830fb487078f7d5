import { retentionCutoff } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';
import { eraseMember } from './gdpr-erasure.service.ts';

export const GDPR_RETENTION_JOB = 'gdpr-retention';
export const GDPR_RETENTION_EVERY_MS = 24 * 60 * 60_000;

/**
 * The members due for erasure under an operator's retention setting: not erased, created before the cutoff, and with
 * no membership running or ended since, no booking, no order, no staff or portal login since the cutoff.
 */
async function dueMembers(db: Db, clientId: number, cutoff: Date) {
  const at = cutoff.toISOString();
  const { rows } = await db.execute<{ id: number }>(sql`
    select m.id from members m join users u on u.id = m.user_id
    where m.client_id = ${clientId} and m.erased_at is null and m.created_at < ${at}
      and (u.last_login is null or u.last_login < ${at})
      and not exists (select 1 from portal_access pa where pa.member_id = m.id and pa.last_login_at >= ${at})
      and not exists (select 1 from memberships ms where ms.member_id = m.id and ms.client_id = m.client_id
        and (ms.start >= ${at} or ms."end" >= ${at} or (ms."end" is null and ms.status in ('active', 'pending', 'pending_payment'))))
      and not exists (select 1 from bookings b where b.member_id = m.id and b.client_id = m.client_id
        and (b.planned_end >= ${at} or b.created_at >= ${at}))
      and not exists (select 1 from orders o where o.member_id = m.id and o.client_id = m.client_id and o.init_date >= ${at})
    order by m.id`);
  return rows.map((r) => Number(r.id));
}

/** Applies every operator's retention setting at `now` (the settable clock): answers how many members were erased. */
export async function runRetention(db: Db, log?: FastifyBaseLogger, now: Date = clock.now()): Promise<number> {
  const { rows } = await db.execute<{ id: number; months: number }>(
    sql`select id, member_retention_months as months from clients where member_retention_months is not null order by id`,
  );
  let erased = 0;
  for (const client of rows) {
    const cutoff = retentionCutoff(now, Number(client.months));
    if (!cutoff) continue;
    let here = 0;
    for (const memberId of await dueMembers(db, Number(client.id), cutoff)) {
      await writeTransaction(db, (tx) => eraseMember(tx, Number(client.id), memberId));
      here++;
    }
    if (here) log?.info({ clientId: client.id, erased: here }, 'gdpr retention: members erased');
    erased += here;
  }
  return erased;
}
