import { addDaysIso, DEFAULT_TIME_ZONE, type BillingPeriod } from '@clubspace/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** Membership statuses that owe money for their days; any other status (cancelled, pending, none) owes nothing. */
export const BILLABLE_STATUSES = ['active', 'finished', 'pending_payment'] as const;

export interface MembershipRow {
  id: number;
  slug: string;
  memberId: number | null;
  memberName: string | null;
  planId: number | null;
  planName: string | null;
  pricePence: number;
  start: Date;
  end: Date | null;
  recurrent: boolean;
  status: string;
  freeDays: number;
  units: number;
  officeId: number | null;
  teamId: number | null;
  timeZone: string;
}

const inList = (ids: readonly (number | string)[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );

/** An office-scope filter on a column: null = every office of the operator. */
export function officeFilter(column: SQL, officeIds: number[] | null): SQL {
  if (officeIds === null) return sql`true`;
  return officeIds.length ? sql`${column} in (${inList(officeIds)})` : sql`false`;
}

/**
 * Memberships that may owe something for the period (a loose, zone-safe window; the exact days are worked out per
 * membership in its office's zone), plus every membership already billed for it (a change may owe a credit).
 */
/**
 * A slice of the operator's memberships (the billing run pages by team, issue 32): those of some teams (the
 * membership's team, else its member's), or those with no team at all; null = all of them.
 */
export type MembershipScope = { teamIds: number[] } | { noTeam: true } | null;

function scopeFilter(scope: MembershipScope): SQL {
  if (scope === null) return sql`true`;
  if ('noTeam' in scope) return sql`m.team_id is null and mem.team_id is null`;
  if (!scope.teamIds.length) return sql`false`;
  // Two index walks (memberships by team, members by team) rather than an OR over the join, which scans both tables.
  const teams = sql`${`{${scope.teamIds.join(',')}}`}::int[]`;
  return sql`m.id in (select s.id from memberships s where s.team_id = any(${teams})
    union all select s.id from memberships s join members x on x.id = s.member_id where s.team_id is null and x.team_id = any(${teams}))`;
}

/** The operator's next `limit` team ids after `afterId` (keyset), the billing run's pages. */
export async function teamIdsPage(db: Executor, clientId: number, afterId: number, limit: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(
    sql`select id from teams where client_id = ${clientId} and id > ${afterId} order by id limit ${limit}`,
  );
  return result.rows.map((r) => Number(r.id));
}

export async function candidateMemberships(
  db: Executor,
  clientId: number,
  period: BillingPeriod,
  officeIds: number[] | null,
  scope: MembershipScope = null,
): Promise<MembershipRow[]> {
  const before = `${addDaysIso(period.end, 2)}T00:00:00Z`;
  const after = `${addDaysIso(period.start, -2)}T00:00:00Z`;
  const result = await db.execute<Record<string, unknown>>(sql`
    select m.id, m.slug, m.member_id, m.plan_id, m.base_price_pence, m.start, m."end", m.recurrent, m.status, m.free_days, m.units,
      m.office_id, coalesce(m.team_id, mem.team_id) as team_id, p.name as plan_name, coalesce(o.time_zone, ${DEFAULT_TIME_ZONE}) as time_zone,
      nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as member_name
    from memberships m
    left join membership_plans p on p.id = m.plan_id
    left join members mem on mem.id = m.member_id
    left join users u on u.id = mem.user_id
    left join offices o on o.id = m.office_id
    where m.client_id = ${clientId} and ${officeFilter(sql`m.office_id`, officeIds)} and ${scopeFilter(scope)}
      and m.start < ${before}::timestamptz
      and ((m.status in (${inList(BILLABLE_STATUSES)}) and (m."end" is null or m.recurrent or m."end" >= ${after}::timestamptz))
        or exists (select 1 from billing_charges c where c.membership_id = m.id and c.period_start = ${period.start}))
    order by m.id`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    slug: String(r.slug),
    memberId: r.member_id === null ? null : Number(r.member_id),
    memberName: (r.member_name as string | null) ?? null,
    planId: r.plan_id === null ? null : Number(r.plan_id),
    planName: (r.plan_name as string | null) ?? null,
    pricePence: Number(r.base_price_pence),
    start: new Date(r.start as string),
    end: r.end === null ? null : new Date(r.end as string),
    recurrent: Boolean(r.recurrent),
    status: String(r.status),
    freeDays: Number(r.free_days),
    units: Number(r.units),
    officeId: r.office_id === null ? null : Number(r.office_id),
    teamId: r.team_id === null ? null : Number(r.team_id),
    timeZone: String(r.time_zone),
  }));
}

export interface ChargeRow {
  membershipId: number;
  planId: number | null;
  planName: string | null;
  amountPence: number;
  days: number;
  /** false when its line was deleted or voided: then it no longer counts as billed. */
  live: boolean;
  revision: number;
}

/** What each membership was already billed for the period (every revision). */
export async function periodCharges(db: Executor, clientId: number, periodStart: string, membershipIds: number[]): Promise<ChargeRow[]> {
  if (!membershipIds.length) return [];
  const result = await db.execute<Record<string, unknown>>(sql`
    select c.membership_id, c.plan_id, p.name as plan_name, c.amount_pence, c.days, c.revision,
      (l.id is not null and l.status <> 'void') as live
    from billing_charges c
    left join invoice_lines l on l.id = c.invoice_line_id
    left join membership_plans p on p.id = c.plan_id
    where c.client_id = ${clientId} and c.period_start = ${periodStart} and c.membership_id in (${inList(membershipIds)})
    order by c.membership_id, c.revision`);
  return result.rows.map((r) => ({
    membershipId: Number(r.membership_id),
    planId: r.plan_id === null ? null : Number(r.plan_id),
    planName: (r.plan_name as string | null) ?? null,
    amountPence: Number(r.amount_pence),
    days: Number(r.days),
    live: Boolean(r.live),
    revision: Number(r.revision),
  }));
}

export interface TeamBilling {
  id: number;
  slug: string;
  name: string;
  officeId: number | null;
  /** The team's default active invoice data, else its oldest active one; null when it has none. */
  data: { id: number; slug: string; name: string } | null;
}

export async function teamsWithData(db: Executor, clientId: number, teamIds: number[]): Promise<Map<number, TeamBilling>> {
  if (!teamIds.length) return new Map();
  const result = await db.execute<Record<string, unknown>>(sql`
    select t.id, t.slug, t.name, t.office_id, d.id as data_id, d.slug as data_slug, d.name as data_name
    from teams t
    left join lateral (select d.id, d.slug, d.name from invoice_datas d
      where d.client_id = t.client_id and d.team_id = t.id and d.status = 'active' order by d.is_default desc, d.id limit 1) d on true
    where t.client_id = ${clientId} and t.id in (${inList(teamIds)})`);
  return new Map(
    result.rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        slug: String(r.slug),
        name: String(r.name),
        officeId: r.office_id === null ? null : Number(r.office_id),
        data: r.data_id === null ? null : { id: Number(r.data_id), slug: String(r.data_slug), name: String(r.data_name) },
      },
    ]),
  );
}

/** Per team, its open (draft) invoice that already holds billing-run lines of the period, to add adjustments to. */
export async function openPeriodInvoices(tx: Executor, clientId: number, teamIds: number[], periodStart: string): Promise<Map<number, number>> {
  if (!teamIds.length) return new Map();
  const result = await tx.execute<{ team_id: number; id: number }>(sql`
    select i.team_id, min(i.id) as id from invoices i
    where i.client_id = ${clientId} and i.team_id in (${inList(teamIds)}) and i.status = 'open' and i.issued_at is null
      and exists (select 1 from invoice_lines l join billing_charges c on c.invoice_line_id = l.id
        where l.invoice_id = i.id and c.period_start = ${periodStart})
    group by i.team_id`);
  return new Map(result.rows.map((r) => [Number(r.team_id), Number(r.id)]));
}
