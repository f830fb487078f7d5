import { z } from 'zod';
import {
  DASHBOARD_MAX_RANGE_DAYS,
  DASHBOARD_MAX_YEAR,
  DASHBOARD_MESSAGES,
  DASHBOARD_MIN_YEAR,
  DASHBOARD_PERIODS,
  isRealIsoDay,
  STATISTICS_MAX_MONTHS,
  type DashboardPeriod,
} from './dashboard.ts';

/**
 * Zod shapes of the dashboard calls, apart from dashboard.ts so the web's first screens (which only need the picker
 * constants) never pull zod into their chunk.
 */
const inYears = (s: string) => Number(s.slice(0, 4)) >= DASHBOARD_MIN_YEAR && Number(s.slice(0, 4)) <= DASHBOARD_MAX_YEAR;
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DASHBOARD_MESSAGES.dateInvalid)
  .refine(isRealIsoDay, DASHBOARD_MESSAGES.dateInvalid)
  .refine(inYears, DASHBOARD_MESSAGES.yearOutOfRange);
const dayNumber = (s: string) => Date.parse(`${s}T00:00:00Z`) / 86_400_000;
const periodValues = DASHBOARD_PERIODS.map((p) => p.value) as [DashboardPeriod, ...DashboardPeriod[]];

/** `club`: an office slug or 'all'; absent = the caller's active office. */
export const clubParam = z
  .string()
  .max(120)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Unknown club')
  .optional();

/** GET /api/dashboard/{section}: start and end are required for (and only read with) the custom period. */
export const dashboardQuery = z
  .object({
    club: clubParam,
    period: z.enum(periodValues).default('today'),
    start: isoDay.optional(),
    end: isoDay.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.period !== 'custom') return;
    if (!q.start) ctx.addIssue({ code: 'custom', path: ['start'], message: DASHBOARD_MESSAGES.startRequired });
    if (!q.end) ctx.addIssue({ code: 'custom', path: ['end'], message: DASHBOARD_MESSAGES.endRequired });
    if (!q.start || !q.end) return;
    const days = dayNumber(q.end) - dayNumber(q.start) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['end'], message: DASHBOARD_MESSAGES.endBeforeStart });
    else if (days > DASHBOARD_MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['end'], message: DASHBOARD_MESSAGES.rangeTooLong });
  });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/**
 * One card: a main value and four further values, each with its percent change against the period before (null when
 * that period had 0 or the figure has no history) and the previous value itself (null: no history), so the screen can
 * say 'new' rather than an endless percentage.
 */
export const cardData = z.object({
  name: z.string(),
  main_name: z.string(),
  main_value: z.number(),
  main_delta: z.number().nullable(),
  main_previous: z.number().nullable(),
  first_name: z.string(),
  first_value: z.number(),
  first_delta: z.number().nullable(),
  first_previous: z.number().nullable(),
  second_name: z.string(),
  second_value: z.number(),
  second_delta: z.number().nullable(),
  second_previous: z.number().nullable(),
  third_name: z.string(),
  third_value: z.number(),
  third_delta: z.number().nullable(),
  third_previous: z.number().nullable(),
  fourth_name: z.string(),
  fourth_value: z.number(),
  fourth_delta: z.number().nullable(),
  fourth_previous: z.number().nullable(),
  value_magnitude: z.enum(['%', '£', '']),
  delta_magnitude: z.literal('%'),
});
export type CardData = z.infer<typeof cardData>;

/** GET /api/statistics: month_limit months from year-month; year/month absent = the window ending this month. */
export const statisticsQuery = z.object({
  club: clubParam,
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  month_limit: z.coerce.number().int().min(1).max(STATISTICS_MAX_MONTHS).default(13),
});
export type StatisticsQuery = z.infer<typeof statisticsQuery>;

const count = z.number().int();
const pounds = z.number();
/** One month of the statistics tabs (seed 1 §3), money in pounds. */
export const statisticsRow = z.object({
  date_to: z.string(),
  memberships_total: count,
  num_full_members: count,
  num_group_members: count,
  num_as_you_go: count,
  num_flex: count,
  num_flex_4: count,
  num_flex_10: count,
  num_flex_other: count,
  equivalent_flex_members: z.number(),
  num_bookings_desk: count,
  regulars: count,
  referrals: count,
  num_trials: count,
  deferences: count,
  income_total: pounds,
  income_day_passes: pounds,
  income_packages: pounds,
  income_flex_4: pounds,
  income_flex_10: pounds,
  income_flex_other: pounds,
  income_listings: pounds,
  income_full_members: pounds,
  income_offices: pounds,
  incomes_mr: pounds,
  income_bar_gross: pounds,
});
export type StatisticsRow = z.infer<typeof statisticsRow>;

const series = z.array(z.object({ label: z.string(), data: z.array(z.number()) }));
/** Rows plus the charts' month labels and one series per table column (legend = column header). */
export const statisticsResponse = z.object({
  rows: z.array(statisticsRow),
  labels: z.array(z.string()),
  series: z.object({ occupation: series, bookings: series, revenue: series }),
});
export type StatisticsResponse = z.infer<typeof statisticsResponse>;
