/**
 * The Reports section (issue 31): the catalogue of reports, the filters they share and the range arithmetic. Plain
 * constants and pure functions (no zod): the screens' first chunk reads them; the schemas are in reports-schemas.ts.
 */
export const REPORT_KINDS = ['mrr', 'churn', 'occupancy', 'utilisation', 'aged-debtors', 'forecast'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export interface ReportInfo {
  kind: ReportKind;
  title: string;
  /** One line on the Reports page: what the report answers. */
  summary: string;
  /** Which filters the report reads (the filter bar shows only these). */
  filters: readonly ('offices' | 'range' | 'category' | 'as_of')[];
}

/** The six reports, in the Reports page's order; each opens at /reports/<kind>. */
export const REPORTS: readonly ReportInfo[] = [
  {
    kind: 'mrr',
    title: 'Recurring revenue',
    summary: 'Monthly recurring revenue and what moved it: new, expansion, contraction, churn and reactivation.',
    filters: ['offices', 'range', 'category'],
  },
  {
    kind: 'churn',
    title: 'Churn and cohorts',
    summary: 'Member and revenue churn per month, average membership length, and how long each month’s joiners stay.',
    filters: ['offices', 'range', 'category'],
  },
  {
    kind: 'occupancy',
    title: 'Occupancy by hour',
    summary: 'When desks and meeting rooms are used, weekday by hour: booked against checked in, and no-shows.',
    filters: ['offices', 'range'],
  },
  {
    kind: 'utilisation',
    title: 'Resource utilisation',
    summary: 'Hours booked against hours open and revenue, per resource and per work area: the most and least used.',
    filters: ['offices', 'range'],
  },
  {
    kind: 'aged-debtors',
    title: 'Aged debtors',
    summary: 'Who owes what and for how long: unpaid invoices by payer in 0–30, 31–60, 61–90 and 90+ days past due.',
    filters: ['offices', 'as_of'],
  },
  {
    kind: 'forecast',
    title: 'Revenue forecast',
    summary: 'Revenue already committed for the next three months, against the same months of last year.',
    filters: ['offices', 'category'],
  },
];

export const REPORT_BY_KIND: Record<ReportKind, ReportInfo> = Object.fromEntries(REPORTS.map((r) => [r.kind, r])) as Record<ReportKind, ReportInfo>;

/**
 * The plan categories a membership plan is classed in (membership_plans.category; the statistics' columns read them):
 * the category filter of the revenue reports.
 */
export const PLAN_CATEGORIES = ['full', 'group', 'flex_4', 'flex_10', 'flex_other', 'day_pass', 'office', 'as_you_go', 'other'] as const;
export type PlanCategory = (typeof PLAN_CATEGORIES)[number];
export const PLAN_CATEGORY_LABELS: Record<PlanCategory, string> = {
  full: 'Full members',
  group: 'Group members',
  flex_4: 'Flex 4',
  flex_10: 'Flex 10',
  flex_other: 'Other flex',
  day_pass: 'Day passes',
  office: 'Offices',
  as_you_go: 'Pay as you go',
  other: 'Other',
};

/** A report's range: at most three years; absent, the twelve months ending with the current one. */
export const REPORT_MAX_DAYS = 3 * 366;
export const REPORT_DEFAULT_MONTHS = 12;
/** How many offices a filter may name. */
export const REPORT_MAX_OFFICES = 50;

export const REPORT_MESSAGES = {
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  endBeforeStart: 'The end date must be on or after the start date',
  rangeTooLong: 'Choose a range of at most three years',
  officeInvalid: 'Unknown office',
  tooManyOffices: `Choose at most ${REPORT_MAX_OFFICES} offices`,
  officeNotFound: 'Office not found',
  categoryInvalid: 'Unknown plan category',
  empty: 'Nothing to show for these filters yet.',
} as const;

/** The first day of the month of an ISO day. */
export const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;

/** The last day of the month of an ISO day. */
export function monthEnd(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** The ISO day `months` calendar months after the first of `day`'s month (negative: before). */
export function addMonthsIso(day: string, months: number): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
}

/** The default range: the first of the month eleven months back → the last day of `today`'s month. */
export function defaultReportRange(today: string, months: number = REPORT_DEFAULT_MONTHS): { from: string; to: string } {
  return { from: addMonthsIso(today, -(months - 1)), to: monthEnd(today) };
}

/** The months ('YYYY-MM') a range touches, oldest first. */
export function monthsOfRange(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = monthStart(from); day <= to; day = addMonthsIso(day, 1)) out.push(day.slice(0, 7));
  return out;
}

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysInRange(from: string, to: string): number {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return Math.max(0, days);
}

/** The range's problem in words, or null: the filter bar and the API say the same thing. */
export function reportRangeProblem(from: string, to: string): string | null {
  if (to < from) return REPORT_MESSAGES.endBeforeStart;
  if (daysInRange(from, to) > REPORT_MAX_DAYS) return REPORT_MESSAGES.rangeTooLong;
  return null;
}
