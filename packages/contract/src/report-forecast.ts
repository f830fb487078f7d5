/**
 * Revenue forecast (issue 31, report 6): what is already committed for the next months, as the invoices will say it
 * (gross, like the statistics' revenue it is set against).
 * - Memberships: what the billing run will invoice for the month (billing.ts membershipDue: price × units prorated over
 *   the billed days after free days; an ending membership stops at its last day, an active recurrent one renews), as a
 *   catalogue line under the operator's VAT setting (money.ts catalogueLine), gross.
 * - Bookings: each booking planned in the month and not void (cancelled, refunded, released), at its price as a
 *   catalogue line, gross; occurrences of a recurring series are shown apart from one-off bookings.
 * - Last year: the same month a year before, the statistics' income total (income_day_figures).
 */
import { billingPeriod, membershipDue, shiftMonth } from './billing.ts';
import { catalogueLine, DEFAULT_VAT, lineTotals } from './money.ts';

/** How many months the forecast covers, from the month after the current one. */
export const FORECAST_MONTHS = 3;

/** The forecast's months ('YYYY-MM'): the FORECAST_MONTHS after today's month. */
export function forecastMonths(today: string, count: number = FORECAST_MONTHS): string[] {
  return Array.from({ length: count }, (_, i) => shiftMonth(today.slice(0, 7), i + 1));
}

/** A catalogue amount (pence) as the gross of the invoice line it becomes. */
export const catalogueGrossPence = (pence: number, pricesIncludeVat: boolean) =>
  lineTotals(catalogueLine(pence, 1, DEFAULT_VAT, pricesIncludeVat)).gross;

/** Memberships alike for a month's bill: the month amount (price × units), first and last day, free days, how many. */
export interface CommittedMembershipGroup {
  amountPence: number;
  start: string;
  end: string | null;
  freeDays: number;
  count: number;
}

/** The gross the billing run will invoice for a month for a group of alike memberships. */
export function committedMembershipGross(group: CommittedMembershipGroup, month: string, pricesIncludeVat: boolean): number {
  const due = membershipDue(
    { pricePence: group.amountPence, units: 1, start: group.start, end: group.end, freeDays: group.freeDays, billable: true },
    billingPeriod(month),
  );
  return due.pence ? group.count * catalogueGrossPence(due.pence, pricesIncludeVat) : 0;
}
