/**
 * Churn and cohorts (issue 31, report 2): rates and cohorts defined once on top of the MRR definitions (report-mrr.ts).
 * - Member churn rate of a month = customers lost (churn movements) ÷ customers with MRR at its opening.
 * - Revenue churn rate = (churn + contraction) ÷ opening MRR (gross revenue churn: expansion does not offset it).
 * - Average membership length: the memberships whose last day falls in the range, first to last day, in months.
 * - A cohort is the customers whose MRR starts in a month ("new" in the MRR movements); retained after k months =
 *   still with MRR at the end of the k-th month after it; shown only once that month has ended.
 */
import { shiftMonth } from './billing.ts';
import { customerMrrAt, type MrrMembership, type MrrMonthFigures } from './report-mrr.ts';

/** A share as a percentage to one decimal; null when there is nothing to divide by. */
export function ratePercent(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  return Math.round((part / whole) * 1000) / 10;
}

export const memberChurnRate = (r: Pick<MrrMonthFigures, 'churnedCustomers' | 'openingCustomers'>) =>
  ratePercent(r.churnedCustomers, r.openingCustomers);

/** Revenue lost in the month (positive pence): churned and contracted MRR. */
export const revenueChurnPence = (r: Pick<MrrMonthFigures, 'churnPence' | 'contractionPence'>) => 0 - (r.churnPence + r.contractionPence);

export const revenueChurnRate = (r: Pick<MrrMonthFigures, 'churnPence' | 'contractionPence' | 'openingPence'>) =>
  ratePercent(revenueChurnPence(r), r.openingPence);

/** Average days per month (365.25 / 12): a length in days read as months. */
export const AVERAGE_MONTH_DAYS = 30.4375;

/** Mean length in months to one decimal of memberships totalling `totalDays` (inclusive days); null for none. */
export function averageLengthMonths(totalDays: number, count: number): number | null {
  if (!(count > 0)) return null;
  return Math.round((totalDays / count / AVERAGE_MONTH_DAYS) * 10) / 10;
}

/** The months after a cohort's month at which retention is shown. */
export const COHORT_OFFSETS = [1, 3, 6, 12] as const;

/** Whether the k-th month after a cohort has ended by `currentMonth` (the month in progress is not counted yet). */
export const cohortOffsetKnown = (cohortMonth: string, offset: number, currentMonth: string) => shiftMonth(cohortMonth, offset) < currentMonth;

export interface CohortFigures {
  month: string;
  size: number;
  /** Per COHORT_OFFSETS: customers still with MRR, null while the month has not ended. */
  retained: (number | null)[];
}

/** The reference cohort table (tests compare the SQL with it). */
export function cohortTable(memberships: readonly MrrMembership[], months: readonly string[], currentMonth: string): CohortFigures[] {
  return months.map((month) => {
    const before = customerMrrAt(memberships, shiftMonth(month, -1));
    const after = customerMrrAt(memberships, month);
    const joiners = [...after.keys()].filter((c) => !before.has(c) && !everBefore(memberships, c, month));
    return {
      month,
      size: joiners.length,
      retained: COHORT_OFFSETS.map((k) => {
        if (!cohortOffsetKnown(month, k, currentMonth)) return null;
        const later = customerMrrAt(memberships, shiftMonth(month, k));
        return joiners.filter((c) => later.has(c)).length;
      }),
    };
  });
}

/** Whether a customer had MRR at any month end before `month`. */
function everBefore(memberships: readonly MrrMembership[], customer: string, month: string): boolean {
  const mine = memberships.filter((m) => m.customer === customer);
  const first = mine.reduce((min, m) => (m.start.slice(0, 7) < min ? m.start.slice(0, 7) : min), month);
  for (let mo = first; mo < month; mo = shiftMonth(mo, 1)) if (customerMrrAt(mine, mo).has(customer)) return true;
  return false;
}
