import { AGED_BUCKET_FROM, AGED_BUCKETS, type AgedBucket, type BucketAmounts } from '@clubspace/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inOffices, type ReportRange } from './report-scope.ts';

/** What is unpaid on an invoice (contract outstandingPence, in SQL; the WHERE below keeps only issued invoices). */
const DUE = sql.raw('(abs(i.gross_price_pence) - i.paid_pence - i.credited_pence)');

/** The unpaid invoices of a scope: issued, waiting for payment, something still due (contract outstandingPence). */
const unpaidWhere = (range: Pick<ReportRange, 'clientId' | 'officeIds'>) =>
  sql`i.client_id = ${range.clientId} and i.status in ('pending_payment', 'payment_pending') and i.kind = 'invoice'
    and ${DUE} > 0 and ${inOffices(sql.raw('i.office_id'), range)}`;

/** The bucket index of `days` past due, from the contract's bounds (AGED_BUCKET_FROM), in one CASE. */
function bucketSql(days: SQL): SQL {
  const whens = AGED_BUCKETS.map((b, k) => ({ b, k }))
    .slice(1)
    .reverse()
    .map(({ b, k }) => sql`when ${days} >= ${sql.raw(String(AGED_BUCKET_FROM[b]))} then ${sql.raw(String(k))}`);
  return sql`(case ${sql.join(whens, sql` `)} else 0 end)`;
}

const daysSql = (asOf: string) => sql`(${asOf}::date - i.date_due)`;

export interface PayerRow {
  teamId: number | null;
  slug: string | null;
  name: string | null;
  amounts: BucketAmounts;
  total: number;
}

/**
 * The payers (team; null: invoices of no team) with their unpaid pence per bucket, largest debt first, `limit` of them
 * (null: all), with the number of payers and the buckets' totals over all of them: one index-only scan of the
 * operator's waiting invoices (invoices_unpaid_idx), grouped and totalled in SQL; only the rows kept meet the teams.
 */
export async function payerBuckets(db: Executor, range: ReportRange, asOf: string, limit: number | null) {
  const sums = AGED_BUCKETS.map((_, k) => sql.raw(`coalesce(sum(u.due) filter (where u.bucket = ${k}), 0)::bigint as b${k}`));
  const overAll = AGED_BUCKETS.map((_, k) => sql.raw(`sum(p.b${k}) over () as all${k}`));
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    with u as (
      select i.team_id, ${DUE} as due, ${bucketSql(daysSql(asOf))} as bucket
      from invoices i where ${unpaidWhere(range)}
    ), p as (
      select u.team_id, ${sql.join(sums, sql`, `)}, sum(u.due)::bigint as total from u group by u.team_id
    ), w as (
      select p.*, count(*) over () as payers, ${sql.join(overAll, sql`, `)}
      from p order by p.total desc, p.team_id nulls last ${limit === null ? sql`` : sql`limit ${limit}`}
    )
    select w.*, t.slug, t.name from w left join teams t on t.id = w.team_id
    order by w.total desc, w.team_id nulls last`);
  const first = rows[0];
  return {
    numPayers: first ? Number(first.payers) : 0,
    totals: Object.fromEntries(AGED_BUCKETS.map((b, k) => [b, first ? Number(first[`all${k}`]) : 0])) as BucketAmounts,
    payers: rows.map((r): PayerRow => ({
      teamId: r.team_id === null ? null : Number(r.team_id),
      slug: (r.slug as string | null) ?? null,
      name: (r.name as string | null) ?? null,
      amounts: Object.fromEntries(AGED_BUCKETS.map((b, k) => [b, Number(r[`b${k}`])])) as BucketAmounts,
      total: Number(r.total),
    })),
  };
}

export interface UnpaidInvoiceRow {
  id: number;
  teamId: number | null;
  slug: string;
  name: string;
  dateDue: string | null;
  days: number | null;
  bucket: AgedBucket;
  duePence: number;
  reference: string | null;
  invoiceDataId: number | null;
  /** A payer reminder with this step key is recorded on it. */
  reminded: boolean;
}

/** The unpaid invoices of some payers (team ids; null = invoices of no team), oldest due first. */
export async function unpaidInvoicesOf(
  db: Executor,
  range: Pick<ReportRange, 'clientId' | 'officeIds'>,
  asOf: string,
  teamIds: (number | null)[],
  reminderKey: string,
) {
  const ids = teamIds.filter((id): id is number => id !== null).map(Number);
  const teams = sql.raw(`(i.team_id = ANY(ARRAY[${ids.join(',')}]::int[])${teamIds.includes(null) ? ' or i.team_id is null' : ''})`);
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select i.id, i.team_id, i.slug, i.name, to_char(i.date_due, 'YYYY-MM-DD') as date_due, ${daysSql(asOf)} as days,
      ${bucketSql(daysSql(asOf))} as bucket, ${DUE} as due, i.payment_reference, i.invoice_data_id,
      exists (select 1 from invoice_events e where e.invoice_id = i.id and e.step_key = ${reminderKey}) as reminded
    from invoices i where ${unpaidWhere(range)} and ${teams}
    order by i.date_due nulls last, i.id`);
  return rows.map((r): UnpaidInvoiceRow => ({
    id: Number(r.id),
    teamId: r.team_id === null ? null : Number(r.team_id),
    slug: r.slug as string,
    name: r.name as string,
    dateDue: (r.date_due as string | null) ?? null,
    days: r.days === null ? null : Number(r.days),
    bucket: AGED_BUCKETS[Number(r.bucket)]!,
    duePence: Number(r.due),
    reference: (r.payment_reference as string | null) ?? null,
    invoiceDataId: r.invoice_data_id === null ? null : Number(r.invoice_data_id),
    reminded: Boolean(r.reminded),
  }));
}

/** A team of the operator by slug, with its billing contact: the default active invoice data's e-mail. */
export async function payerTeam(db: Executor, clientId: number, slug: string) {
  const { rows } = await db.execute<{ id: number; slug: string; name: string; office_id: number | null; email: string | null }>(sql`
    select t.id, t.slug, t.name, t.office_id,
      (select nullif(trim(d.email_contact), '') from invoice_datas d
        where d.team_id = t.id and d.status = 'active' order by d.is_default desc, d.id limit 1) as email
    from teams t where t.client_id = ${clientId} and t.slug = ${slug}`);
  const row = rows[0];
  return row ? { ...row, id: Number(row.id), office_id: row.office_id === null ? null : Number(row.office_id) } : null;
}

/** The contact e-mail of an invoice data row (an invoice's own addressee), or null. */
export async function dataContact(db: Executor, dataId: number) {
  const { rows } = await db.execute<{ email: string | null }>(
    sql`select nullif(trim(email_contact), '') as email from invoice_datas where id = ${dataId}`,
  );
  return rows[0]?.email ?? null;
}
