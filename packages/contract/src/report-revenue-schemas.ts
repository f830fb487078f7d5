/** Answers of the revenue reports (issue 31: MRR, churn and cohorts, forecast); money in pounds, months 'YYYY-MM'. */
import { z } from 'zod';
import { STATISTICS_COLUMNS } from './dashboard.ts';
import { PLAN_CATEGORIES } from './reports.ts';
import { reportScope } from './reports-schemas.ts';

const month = z.object({ month: z.string(), label: z.string() });

export const mrrMonthRow = month.extend({
  opening: z.number(),
  new: z.number(),
  expansion: z.number(),
  contraction: z.number(),
  churn: z.number(),
  reactivation: z.number(),
  closing: z.number(),
  customers: z.number().int(),
});
export type MrrMonthRow = z.infer<typeof mrrMonthRow>;

/** The statistics' revenue columns (GET /api/statistics), read from the same day figures: they reconcile. */
export const REVENUE_FIELDS = STATISTICS_COLUMNS.revenue.filter((c) => c.field !== 'date_to').map((c) => ({ field: c.field, header: c.header })) as {
  field: RevenueField;
  header: string;
}[];
export type RevenueField =
  | 'income_total'
  | 'income_day_passes'
  | 'income_packages'
  | 'income_flex_4'
  | 'income_flex_10'
  | 'income_flex_other'
  | 'income_listings'
  | 'income_full_members'
  | 'income_offices'
  | 'incomes_mr'
  | 'income_bar_gross';
export const revenueMonthRow = month.extend({
  income_total: z.number(),
  income_day_passes: z.number(),
  income_packages: z.number(),
  income_flex_4: z.number(),
  income_flex_10: z.number(),
  income_flex_other: z.number(),
  income_listings: z.number(),
  income_full_members: z.number(),
  income_offices: z.number(),
  incomes_mr: z.number(),
  income_bar_gross: z.number(),
});
export type RevenueMonthRow = z.infer<typeof revenueMonthRow>;

export const mrrReport = z.object({
  scope: reportScope,
  category: z.enum(PLAN_CATEGORIES).nullable(),
  months: z.array(mrrMonthRow),
  /** Closing MRR per plan category, one value per month of `months`. */
  by_category: z.array(z.object({ category: z.string(), label: z.string(), closing: z.array(z.number()) })),
  revenue: z.array(revenueMonthRow),
});
export type MrrReport = z.infer<typeof mrrReport>;

export const churnMonthRow = month.extend({
  opening_customers: z.number().int(),
  churned_customers: z.number().int(),
  /** Percent, null without customers at the opening. */
  member_churn_rate: z.number().nullable(),
  opening_mrr: z.number(),
  /** Churned + contracted MRR (positive pounds). */
  lost_mrr: z.number(),
  revenue_churn_rate: z.number().nullable(),
});
export type ChurnMonthRow = z.infer<typeof churnMonthRow>;

export const cohortRow = month.extend({
  size: z.number().int(),
  /** Per COHORT_OFFSETS: still active (count, percent of size), null until that month has ended. */
  retained: z.array(z.object({ after: z.number().int(), count: z.number().int().nullable(), rate: z.number().nullable() })),
});
export type CohortRow = z.infer<typeof cohortRow>;

export const churnReport = z.object({
  scope: reportScope,
  category: z.enum(PLAN_CATEGORIES).nullable(),
  months: z.array(churnMonthRow),
  average_length_months: z.number().nullable(),
  ended_memberships: z.number().int(),
  cohorts: z.array(cohortRow),
});
export type ChurnReport = z.infer<typeof churnReport>;

export const forecastMonthRow = month.extend({
  memberships: z.number(),
  series: z.number(),
  bookings: z.number(),
  total: z.number(),
  last_year_month: z.string(),
  last_year: z.number(),
});
export type ForecastMonthRow = z.infer<typeof forecastMonthRow>;

export const forecastReport = z.object({
  scope: reportScope,
  category: z.enum(PLAN_CATEGORIES).nullable(),
  months: z.array(forecastMonthRow),
});
export type ForecastReport = z.infer<typeof forecastReport>;
