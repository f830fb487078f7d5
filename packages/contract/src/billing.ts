/**
 * Membership billing (issue 12): billing periods, proration by days, free days, the penny rounding, and the shapes of
 * the billing-run calls. Days are calendar days 'yyyy-MM-dd' (in the office's zone); every range is inclusive.
 */
import { z } from 'zod';
import { pagingQuery } from './common-schemas.ts';
import { addDaysIso } from './dates.ts';
import { isMonthInRange, MAX_DATE_YEAR, MIN_DATE_YEAR } from './bounds.ts';

// ---- Periods ----

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const MONTH_NAMES_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface BillingPeriod {
  /** First day of the period. */
  start: string;
  /** Last day of the period (inclusive). */
  end: string;
  /** Number of days in the period. */
  days: number;
}

const utc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** Days from a to b counted inclusively (a = b → 1; b before a → 0). */
export function daysInclusive(a: string, b: string): number {
  return Math.max(0, Math.round((utc(b) - utc(a)) / 86_400_000) + 1);
}

/** 'YYYY-MM' shifted by whole months. */
export function shiftMonth(month: string, by: number): string {
  const m = MONTH_RE.exec(month);
  if (!m) throw new Error(`Not a month: ${month}`);
  const index = Number(m[1]) * 12 + Number(m[2]) - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The billing period that starts with a month: `months` whole months (1 = monthly, the default; a plan's invoicing
 * period would pass its own count — plans have no such field today, so every membership is billed monthly).
 */
export function billingPeriod(month: string, months = 1): BillingPeriod {
  if (!MONTH_RE.test(month) || !Number.isInteger(months) || months < 1) throw new Error(`Not a billing period: ${month} × ${months}`);
  const start = `${month}-01`;
  const end = addDaysIso(`${shiftMonth(month, months)}-01`, -1);
  return { start, end, days: daysInclusive(start, end) };
}

/** 'December 2026' of '2026-12'. */
export function monthLabelLong(month: string): string {
  return `${MONTH_NAMES_LONG[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

// ---- Rounding and proration ----

/** round(a / b) half away from zero, in integers (b > 0). */
function divRound(a: number, b: number): number {
  const q = Math.floor((2 * Math.abs(a) + b) / (2 * b));
  return a < 0 ? -q : q;
}

/**
 * The penny rule, defined once: the price of days [from, to) of a period of n days (0-based day indexes) is
 * round(price × to / n) − round(price × from / n). Consecutive parts telescope, so any split of a period into
 * consecutive ranges sums exactly to the full price (the cumulative form of largest-remainder allocation), and the same
 * range always costs the same pence.
 */
export function dayRangePence(pricePence: number, fromIndex: number, toIndex: number, periodDays: number): number {
  if (periodDays <= 0 || toIndex <= fromIndex) return 0;
  return divRound(pricePence * toIndex, periodDays) - divRound(pricePence * fromIndex, periodDays);
}

export interface Proration {
  /** What the active days of the period cost. */
  pence: number;
  /** Active days inside the period. */
  days: number;
  periodDays: number;
  /** First and last billed day (null when no day is billed). */
  from: string | null;
  to: string | null;
}

/**
 * The part of a period's price due for the days a membership is active in it: activeFrom/activeTo are inclusive days
 * (null = open-ended), clamped to the period. Whole period → the full price; no overlap → 0.
 */
export function prorate(pricePence: number, periodStart: string, periodEnd: string, activeFrom: string | null, activeTo: string | null): Proration {
  const periodDays = daysInclusive(periodStart, periodEnd);
  const from = activeFrom && activeFrom > periodStart ? activeFrom : periodStart;
  const to = activeTo && activeTo < periodEnd ? activeTo : periodEnd;
  if (to < from) return { pence: 0, days: 0, periodDays, from: null, to: null };
  const fromIndex = daysInclusive(periodStart, from) - 1;
  const toIndex = daysInclusive(periodStart, to);
  return { pence: dayRangePence(pricePence, fromIndex, toIndex, periodDays), days: toIndex - fromIndex, periodDays, from, to };
}

/** Free days skip the first N days of a membership: the first day billed. */
export function firstBilledDay(start: string, freeDays: number): string {
  return addDaysIso(start, Math.max(0, Math.floor(freeDays || 0)));
}

export interface MembershipTerms {
  /** Price per period of one unit (pence, net). */
  pricePence: number;
  units: number;
  /** First and last day of the membership (inclusive; end null = open-ended or renewing). */
  start: string;
  end: string | null;
  freeDays: number;
  /** Whether the membership's status bills at all (cancelled, pending, … owe nothing). */
  billable: boolean;
}

/** What a membership owes for a period now: price × units prorated over its billed days (after its free days). */
export function membershipDue(terms: MembershipTerms, period: Pick<BillingPeriod, 'start' | 'end'>): Proration {
  const periodDays = daysInclusive(period.start, period.end);
  if (!terms.billable) return { pence: 0, days: 0, periodDays, from: null, to: null };
  return prorate(terms.pricePence * Math.max(1, terms.units), period.start, period.end, firstBilledDay(terms.start, terms.freeDays), terms.end);
}

export const BILLING_KINDS = ['charge', 'credit', 'extra'] as const;
export type BillingKind = (typeof BILLING_KINDS)[number];
export const BILLING_KIND_LABELS: Record<BillingKind, string> = { charge: 'Charge', credit: 'Credit', extra: 'Extra' };

/** Kind of a line that moves a period's billed amount by `diff` pence (first line of the period = charge). */
export function billingKind(diff: number, firstOfPeriod: boolean): BillingKind {
  if (diff < 0) return 'credit';
  return firstOfPeriod ? 'charge' : 'extra';
}

/** The line's name: 'Hot desk — December 2026', with '(12/31 days)' when prorated, and the kind when not a charge. */
export function billingLineName(planName: string, month: string, days: number, periodDays: number, kind: BillingKind = 'charge'): string {
  const part = days < periodDays ? ` (${days}/${periodDays} days)` : '';
  const prefix = kind === 'credit' ? 'Credit: ' : kind === 'extra' ? 'Adjustment: ' : '';
  return `${prefix}${planName} — ${monthLabelLong(month)}${part}`;
}

// ---- API shapes ----

export const BILLING_MESSAGES = {
  monthRequired: 'Month is required',
  monthInvalid: 'Enter a month as YYYY-MM',
  monthOutOfRange: `Choose a month between ${MIN_DATE_YEAR} and ${MAX_DATE_YEAR}`,
  noInvoiceData: 'The team has no active invoice data',
  noTeam: 'The membership has no team',
  created: (n: number) => `${n} invoice${n === 1 ? '' : 's'} created`,
  nothingToBill: 'Nothing to bill for this month',
  interrupted: 'Interrupted: the server stopped during the run; the next run bills what is missing',
} as const;

/** A running billing run touches its heartbeat this often; one silent for BILLING_RUN_STALE_SECONDS is taken as dead. */
export const BILLING_RUN_HEARTBEAT_SECONDS = 15;
export const BILLING_RUN_STALE_SECONDS = 90;

export const BILLING_RUN_TRIGGERS = ['job', 'staff'] as const;
export const BILLING_RUN_TRIGGER_LABELS: Record<(typeof BILLING_RUN_TRIGGERS)[number], string> = { job: 'Scheduled', staff: 'Staff' };

const monthField = z
  .string({ error: BILLING_MESSAGES.monthRequired })
  .trim()
  .min(1, BILLING_MESSAGES.monthRequired)
  .regex(MONTH_RE, BILLING_MESSAGES.monthInvalid)
  // The accepted years of every date (bounds.ts): year 94 or 9999 is a typo.
  .refine(isMonthInRange, BILLING_MESSAGES.monthOutOfRange);

export const billingMonthQuery = z.object({ month: monthField });
export const billingRunCreate = z.object({ month: monthField });
export type BillingRunCreate = z.infer<typeof billingRunCreate>;

export const billingPreviewLine = z.object({
  membership: z.string(),
  member: z.string().nullable(),
  plan: z.string().nullable(),
  name: z.string(),
  kind: z.enum(BILLING_KINDS),
  days: z.number().int(),
  period_days: z.number().int(),
  /** Net amount of the line (pounds, signed). */
  amount: z.number(),
  vat: z.number().int(),
  gross: z.number(),
});
export type BillingPreviewLine = z.infer<typeof billingPreviewLine>;

export const billingPreviewTeam = z.object({
  team: z.object({ slug: z.string(), name: z.string() }),
  invoice_data: z.object({ slug: z.string(), name: z.string() }),
  lines: z.array(billingPreviewLine),
  net: z.number(),
  gross: z.number(),
});
export const billingSkipped = z.object({
  team: z.object({ slug: z.string(), name: z.string() }).nullable(),
  membership: z.string().nullable(),
  reason: z.string(),
});
export const billingPreview = z.object({
  month: z.string(),
  period: z.object({ start: z.string(), end: z.string(), days: z.number().int() }),
  teams: z.array(billingPreviewTeam),
  skipped: z.array(billingSkipped),
  invoices: z.number().int(),
  lines: z.number().int(),
  net: z.number(),
  gross: z.number(),
});
export type BillingPreview = z.infer<typeof billingPreview>;

export const billingRunResult = z.object({
  detail: z.string(),
  run: z.object({ id: z.number().int(), month: z.string() }),
  invoices: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      team: z.object({ slug: z.string(), name: z.string() }),
      gross_price: z.number(),
      lines: z.number().int(),
    }),
  ),
  skipped: z.array(billingSkipped),
  invoices_created: z.number().int(),
  lines_created: z.number().int(),
});
export type BillingRunResult = z.infer<typeof billingRunResult>;

export const BILLING_RUNS_LIST = { pageSize: 15, order: '-started_at' } as const;
export const BILLING_RUN_ORDER_FIELDS = ['started_at', 'month'] as const;
export const billingRunListQuery = pagingQuery(BILLING_RUNS_LIST);
export const billingRunItem = z.object({
  id: z.number().int(),
  month: z.string(),
  triggered_by: z.enum(BILLING_RUN_TRIGGERS),
  staff: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  invoices_created: z.number().int(),
  lines_created: z.number().int(),
  teams_skipped: z.number().int(),
  net: z.number(),
  error: z.string().nullable(),
});
export type BillingRunItem = z.infer<typeof billingRunItem>;
