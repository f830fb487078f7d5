import {
  monthLabelLong,
  monthsOfRange,
  PLAN_CATEGORIES,
  PLAN_CATEGORY_LABELS,
  REVENUE_FIELDS,
  shiftMonth,
  toPounds,
  type MrrMonthFigures,
  type MrrReport,
  type PlanCategory,
  type RevenueMonthRow,
} from '@clubspace/contract';
import type { Db } from '../../db/client.ts';
import { incomeMonths } from '../dashboard/dashboard.statistics.repo.ts';
import { operatorPricesIncludeVat } from '../invoice-settings/invoice-settings.repo.ts';
import { mrrPartsSql, type CohortAsk, type MrrWindow } from './mrr.sql.ts';
import { reportScopeOf, type ReportRange } from './report-scope.ts';

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0) || 0;
const rowsOf = async (db: Db, query: Parameters<Db['execute']>[0]) => (await db.execute(query)).rows as Row[];

/** The MRR window of a report range: index 0 is the month before the range's first month. */
export async function mrrWindow(
  db: Db,
  range: ReportRange,
  category: PlanCategory | null,
  extraMonths = 0,
): Promise<{ window: MrrWindow; months: string[] }> {
  const months = monthsOfRange(range.from, range.to);
  const pricesIncludeVat = await operatorPricesIncludeVat(db, range.clientId);
  return { months, window: { range, opening: shiftMonth(months[0]!, -1), last: months.length + extraMonths, category, pricesIncludeVat } };
}

/** The MRR parts' rows, read in one statement (mrr.sql.ts mrrPartsSql). */
export async function mrrParts(db: Db, window: MrrWindow, parts: { categories?: boolean; cohorts?: CohortAsk }) {
  const row = (await rowsOf(db, mrrPartsSql(window, parts)))[0] ?? {};
  const json = (v: unknown): Row[] => (typeof v === 'string' ? (JSON.parse(v) as Row[]) : ((v as Row[] | null) ?? []));
  return { movements: json(row.movements), categories: json(row.categories), cohorts: json(row.cohorts) };
}

/** The month figures (pence) of indexes 1..months.length, in the contract's MrrMonthFigures shape. */
export function mrrFigures(rows: Row[], months: string[]): MrrMonthFigures[] {
  const byK = new Map(rows.map((r) => [num(r.k), r]));
  return months.map((month, i) => {
    const r = byK.get(i + 1) ?? {};
    return {
      month,
      openingPence: num(r.opening),
      newPence: num(r.new_p),
      expansionPence: num(r.exp_p),
      contractionPence: num(r.con_p),
      churnPence: num(r.churn_p),
      reactivationPence: num(r.react_p),
      closingPence: num(r.closing),
      openingCustomers: num(r.opening_customers),
      closingCustomers: num(r.closing_customers),
      churnedCustomers: num(r.churned),
    };
  });
}

/** Closing MRR (pounds) per category present, one value per month. */
function byCategory(rows: Row[], window: MrrWindow, months: string[]): MrrReport['by_category'] {
  const cats = new Map<string, number[]>();
  for (const r of rows) {
    const series = cats.get(String(r.cat)) ?? Array<number>(window.last + 1).fill(0);
    series[num(r.k)]! += num(r.d);
    cats.set(String(r.cat), series);
  }
  const order = (c: string) => (PLAN_CATEGORIES as readonly string[]).indexOf(c);
  return [...cats.entries()]
    .sort((a, b) => order(a[0]) - order(b[0]))
    .map(([cat, deltas]) => {
      let running = 0;
      const closing = deltas.map((d) => (running += d));
      return { category: cat, label: PLAN_CATEGORY_LABELS[cat as PlanCategory] ?? cat, closing: months.map((_, i) => toPounds(closing[i + 1] ?? 0)) };
    })
    .filter((c) => c.closing.some((v) => v !== 0));
}

/**
 * Revenue by the statistics' categories per month (gross, pounds), from the statistics' own income_day_figures query
 * (dashboard incomeMonths): the same office, year and month give the same figures as GET /api/statistics.
 */
export async function revenueByMonth(db: Db, range: ReportRange, months: string[]): Promise<RevenueMonthRow[]> {
  const scope = { clientId: range.clientId, officeIds: range.officeIds, timeZone: range.timeZone, sameZone: true };
  const rows = await rowsOf(db, incomeMonths(scope, `${months[0]}-01`, `${months[months.length - 1]}-01`));
  const byMonth = new Map(rows.map((r) => [String(r.m instanceof Date ? r.m.toISOString() : r.m).slice(0, 7), r]));
  const column: Record<string, string> = {
    income_total: 'total',
    income_day_passes: 'day_passes',
    income_packages: 'packages',
    income_flex_4: 'flex_4',
    income_flex_10: 'flex_10',
    income_flex_other: 'flex_other',
    income_listings: 'listings',
    income_full_members: 'full_members',
    income_offices: 'offices',
    incomes_mr: 'mr',
    income_bar_gross: 'bar',
  };
  return months.map((month) => {
    const r = byMonth.get(month) ?? {};
    const row: Record<string, unknown> = { month, label: monthLabelLong(month) };
    for (const f of REVENUE_FIELDS) row[f.field] = toPounds(num(r[column[f.field]!]));
    return row as RevenueMonthRow;
  });
}

export const mrrRowOf = (f: MrrMonthFigures) => ({
  month: f.month,
  label: monthLabelLong(f.month),
  opening: toPounds(f.openingPence),
  new: toPounds(f.newPence),
  expansion: toPounds(f.expansionPence),
  contraction: toPounds(f.contractionPence),
  churn: toPounds(f.churnPence),
  reactivation: toPounds(f.reactivationPence),
  closing: toPounds(f.closingPence),
  customers: f.closingCustomers,
});

export async function mrrReport(db: Db, range: ReportRange, category: PlanCategory | null): Promise<MrrReport> {
  const { window, months } = await mrrWindow(db, range, category);
  const [parts, revenue] = await Promise.all([mrrParts(db, window, { categories: true }), revenueByMonth(db, range, months)]);
  return {
    scope: reportScopeOf(range),
    category,
    months: mrrFigures(parts.movements, months).map(mrrRowOf),
    by_category: byCategory(parts.categories, window, months),
    revenue,
  };
}
