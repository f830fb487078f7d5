import { retriesOnReminderDay } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * Payment retries on the chasing schedule's reminder days after the due date (issue 27 flow 5): when the run records
 * such a reminder (once per invoice and step), the next collection attempt of the invoice is queued in the same
 * transaction — when the operator collects automatically, the invoice's team has a saved method and no attempt of the
 * invoice is still queued, running or processing. The collection job charges it.
 */
export async function queueRetry(tx: Executor, invoice: { id: number; clientId: number; teamId: number }, day: number): Promise<boolean> {
  if (!retriesOnReminderDay(day)) return false;
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into collection_attempts (client_id, invoice_id, attempt, reason)
    select ${invoice.clientId}, ${invoice.id},
      coalesce((select max(attempt) from collection_attempts where invoice_id = ${invoice.id}), 0) + 1, ${`reminder:${day}`}
    where exists (select 1 from payment_accounts a where a.client_id = ${invoice.clientId} and a.auto_collect)
      and exists (select 1 from payer_accounts p where p.client_id = ${invoice.clientId} and p.team_id = ${invoice.teamId}
                  and p.payment_method_id is not null)
      and not exists (select 1 from collection_attempts b where b.invoice_id = ${invoice.id} and b.status in ('queued', 'running', 'processing'))
    on conflict (invoice_id, attempt) do nothing
    returning id`);
  return rows.length > 0;
}
