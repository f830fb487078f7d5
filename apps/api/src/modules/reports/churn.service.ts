import {
  addDaysIso,
  averageLengthMonths,
  COHORT_OFFSETS,
  cohortOffsetKnown,
  memberChurnRate,
  monthLabelLong,
  MRR_STATUSES,
  ratePercent,
  revenueChurnPence,
  revenueChurnRate,
  toPounds,
  type ChurnReport,
  type PlanCategory,
  zonedInstant,
} from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mrrFigures, mrrParts, mrrWindow } from './mrr.service.ts';
import { inOffices, reportScopeOf, type ReportRange } from './report-scope.ts';

const num = (v: unknown) => Number(v ?? 0) || 0;
const statuses = sql.raw(MRR_STATUSES.map((s) => `'${s}'`).join(', '));

/** Memberships whose last day falls in the range (a renewing one has none): how many, and their days in total. */
async function endedLengths(db: Db, range: ReportRange, category: PlanCategory | null) {
  const tz = range.timeZone;
  const result = await db.execute(sql`
    select count(*)::float8 as n, coalesce(sum(((m."end" at time zone ${tz})::date - (m.start at time zone ${tz})::date) + 1), 0)::float8 as days
    from memberships m left join membership_plans p on p.id = m.plan_id
    where m.client_id = ${range.clientId} and m.status in (${statuses}) and ${inOffices(sql`m.office_id`, range)}
      ${category ? sql`and p.category = ${category}` : sql``}
      and not (m.recurrent and m.status = 'active') and m."end" is not null
      -- The range's first and last day as instants (index-friendly; no zone conversion of every membership's end).
      and m."end" >= ${zonedInstant(range.from, '00:00:00', tz).toISOString()}::timestamptz
      and m."end" < ${zonedInstant(addDaysIso(range.to, 1), '00:00:00', tz).toISOString()}::timestamptz`);
  const r = (result.rows[0] ?? {}) as Record<string, unknown>;
  return { count: num(r.n), days: num(r.days) };
}

/**
 * The churn report: rates per month from the MRR movements, the average length of the memberships that ended in the
 * range, and the cohorts of the range's months (retention counted up to the last month that has ended, at most a
 * year after the range).
 */
export async function churnReport(db: Db, range: ReportRange, category: PlanCategory | null): Promise<ChurnReport> {
  const current = range.today.slice(0, 7);
  const base = await mrrWindow(db, range, category);
  const { months } = base;
  // The walk runs on to the last ended month (at most 12 after the range) so retention can be read there.
  let extra = 0;
  while (extra < 12 && cohortOffsetKnown(months[months.length - 1]!, extra + 1, current)) extra++;
  const window = { ...base.window, last: months.length + extra };
  const [parts, lengths] = await Promise.all([
    mrrParts(db, window, { cohorts: { firstK: 1, lastK: months.length, offsets: COHORT_OFFSETS } }),
    endedLengths(db, range, category),
  ]);
  const figures = mrrFigures(parts.movements, months);
  const kept = new Map<string, { n: number; kept: number }>();
  for (const r of parts.cohorts)
    COHORT_OFFSETS.forEach((off, i) => kept.set(`${num(r.k)}:${off}`, { n: num(r.n), kept: num((r.kept as unknown[])[i]) }));
  return {
    scope: reportScopeOf(range),
    category,
    months: figures.map((f) => ({
      month: f.month,
      label: monthLabelLong(f.month),
      opening_customers: f.openingCustomers,
      churned_customers: f.churnedCustomers,
      member_churn_rate: memberChurnRate(f),
      opening_mrr: toPounds(f.openingPence),
      lost_mrr: toPounds(revenueChurnPence(f)),
      revenue_churn_rate: revenueChurnRate(f),
    })),
    average_length_months: averageLengthMonths(lengths.days, lengths.count),
    ended_memberships: lengths.count,
    cohorts: months.map((month, i) => {
      const size = kept.get(`${i + 1}:${COHORT_OFFSETS[0]}`)?.n ?? 0;
      return {
        month,
        label: monthLabelLong(month),
        size,
        retained: COHORT_OFFSETS.map((after) => {
          if (!cohortOffsetKnown(month, after, current)) return { after, count: null, rate: null };
          const count = kept.get(`${i + 1}:${after}`)?.kept ?? 0;
          return { after, count, rate: ratePercent(count, size) };
        }),
      };
    }),
  };
}
