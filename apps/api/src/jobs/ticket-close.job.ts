import { TICKET_SETTINGS_DEFAULTS } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clock } from '../lib/clock.ts';

/** How often each API process looks for resolved tickets to close. */
export const TICKET_CLOSE_JOB_INTERVAL_MS = 5 * 60_000;

export interface ClosedTicket {
  id: number;
  slug: string;
  clientId: number;
}

/**
 * One run (issue 28): closes every ticket resolved at least its operator's auto_close_days ago (ticket_settings, else
 * TICKET_SETTINGS_DEFAULTS) — a member's reply reopens a resolved ticket, so "resolved that long" is "no reply since".
 * The claim is ONE `UPDATE … WHERE status = 'resolved' … RETURNING`: a second worker or process running at the same
 * moment waits on the row locks, re-checks the status and skips the rows already closed, so each ticket is closed by
 * exactly one run. `clientId`: one operator's tickets only (the recurring job runs operator by operator).
 */
export async function runTicketClose(db: Db, now: Date = clock.now(), clientId?: number): Promise<ClosedTicket[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const operator = clientId === undefined ? sql`` : sql`and t2.client_id = ${clientId}`;
  const result = await db.execute<{ id: number; slug: string; client_id: number }>(sql`
    update tickets t set status = 'closed', closed_at = ${at}, updated_at = ${at}
    from (
      select t2.id from tickets t2
      left join ticket_settings s on s.client_id = t2.client_id
      where t2.status = 'resolved'
        and t2.resolved_at <= ${at} - coalesce(s.auto_close_days, ${TICKET_SETTINGS_DEFAULTS.auto_close_days}) * interval '1 day'
        ${operator}
    ) due
    where t.id = due.id and t.status = 'resolved'
    returning t.id, t.slug, t.client_id`);
  return result.rows.map((r) => ({ id: Number(r.id), slug: r.slug, clientId: Number(r.client_id) }));
}
