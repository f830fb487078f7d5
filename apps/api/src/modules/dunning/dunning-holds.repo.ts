import { DEFAULT_TIME_ZONE, DUNNING_DEFAULTS, type DunningHold } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * The hold day of each operator in SQL: its saved value when chasing is on (null: never), the default when it never
 * saved the card, null when chasing is off. Mirrors the contract's isOnHold with the same inputs.
 */
const holdDays = sql`(case when ds.client_id is null then ${DUNNING_DEFAULTS.hold_after_days}::int when ds.enabled then nullif(ds.hold_after_days, 0) end)`;

/**
 * The operator's payers on hold at `now`: teams with an issued invoice still waiting for payment whose due date is
 * more than the hold days before today (the invoice office's zone) — contract isOnHold. Computed from the invoices on
 * every read, so recording the payment that settles the invoice lifts the hold in the same commit. One row per team:
 * its most overdue invoice. `teamId` narrows to one team (the portal's check).
 */
export async function holdsOf(db: Executor, clientId: number, now: Date, teamId?: number): Promise<DunningHold[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const { rows } = await db.execute<{ team: string; team_name: string; invoice: string; days_overdue: number }>(sql`
    with overdue as (
      select i.team_id, i.name, (${at} at time zone coalesce(o.time_zone, ${DEFAULT_TIME_ZONE}))::date - i.date_due as days, ${holdDays} as hold
      from invoices i
      left join offices o on o.id = i.office_id
      left join dunning_settings ds on ds.client_id = i.client_id
      where i.client_id = ${clientId} and i.kind = 'invoice' and i.status in ('pending_payment', 'payment_pending')
        and i.team_id is not null and i.date_due is not null
        ${teamId === undefined ? sql`` : sql`and i.team_id = ${teamId}`}
    )
    select distinct on (t.id) t.slug as team, t.name as team_name, ov.name as invoice, ov.days as days_overdue
    from overdue ov join teams t on t.id = ov.team_id
    where ov.hold is not null and ov.days > ov.hold
    order by t.id, ov.days desc, ov.name`);
  return rows.map((r) => ({ team: r.team, team_name: r.team_name, invoice: r.invoice, days_overdue: Number(r.days_overdue) }));
}
