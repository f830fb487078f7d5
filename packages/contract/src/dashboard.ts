/**
 * Dashboard pickers and statistics tables (seed 1 §2.8, §3). Shared so the web sends exactly the values the API
 * accepts on GET /api/dashboard/{section} and GET /api/statistics.
 */
export const DASHBOARD_PERIODS = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'last_7_days', label: 'Last 7 days' },
  { value: 'current_month', label: 'Current month' },
  { value: 'last_month', label: 'Last month' },
  { value: 'last_3_months', label: 'Last 3 months' },
  { value: 'last_6_months', label: 'Last 6 months' },
  { value: 'custom', label: 'Custom' },
] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number]['value'];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 'today';

/** Club range: 'this' sends the active office slug as `club`, 'all' sends `club=all`. */
export const CLUB_RANGES = [
  { value: 'this', label: 'This club' },
  { value: 'all', label: 'All clubs' },
] as const;
export type ClubRange = (typeof CLUB_RANGES)[number]['value'];

/** The six cards of the Cards tab and the `section` of GET /api/dashboard/{section} that fills each. */
export const DASHBOARD_CARDS = [
  { section: 'occupancy', title: 'Occupancy' },
  { section: 'bookings', title: 'Desk bookings' },
  { section: 'bookings_mr', title: 'Meeting-room bookings' },
  { section: 'members', title: 'Members' },
  { section: 'financial', title: 'Financial' },
  { section: 'memberships', title: 'Memberships' },
] as const;

/** Statistics window of the three statistics tabs: 13 months from January 2021. */
export const STATISTICS_WINDOW = { year: 2021, month: 1, month_limit: 13 } as const;

export interface StatisticsColumn {
  field: string;
  header: string;
  money?: boolean;
}

/** Table columns of the statistics tabs, mapped to the statistics row fields. */
export const STATISTICS_COLUMNS: Record<'occupation' | 'bookings' | 'revenue', StatisticsColumn[]> = {
  occupation: [
    { field: 'date_to', header: 'Month' },
    { field: 'memberships_total', header: 'Total Members' },
    { field: 'num_full_members', header: 'Full Members' },
    { field: 'num_group_members', header: 'Group Members' },
    { field: 'num_as_you_go', header: 'PAYG' },
    { field: 'num_flex', header: 'Packages' },
    { field: 'num_flex_4', header: 'Flex 4' },
    { field: 'num_flex_10', header: 'Flex 10' },
    { field: 'num_flex_other', header: 'Other Flex' },
    { field: 'equivalent_flex_members', header: 'Flex Members Eq.' },
  ],
  bookings: [
    { field: 'date_to', header: 'Month' },
    { field: 'num_bookings_desk', header: 'Bookings' },
    { field: 'regulars', header: 'Regular' },
    { field: 'referrals', header: 'Referral' },
    { field: 'num_trials', header: 'Trial' },
    { field: 'deferences', header: 'Complementary' },
  ],
  revenue: [
    { field: 'date_to', header: 'Month' },
    { field: 'income_total', header: 'Incomes', money: true },
    { field: 'income_day_passes', header: 'Day Passes', money: true },
    { field: 'income_packages', header: 'Packages', money: true },
    { field: 'income_flex_4', header: 'Flex 4', money: true },
    { field: 'income_flex_10', header: 'Flex 10', money: true },
    { field: 'income_flex_other', header: 'Other Flex', money: true },
    { field: 'income_listings', header: 'Portals', money: true },
    { field: 'income_full_members', header: 'Full Members', money: true },
    { field: 'income_offices', header: 'Offices', money: true },
    { field: 'incomes_mr', header: 'Meeting Rooms', money: true },
    { field: 'income_bar_gross', header: 'F&D', money: true },
  ],
};

/**
 * Series colours of the statistics charts: one distinct colour per column (revenue has 11), so no two lines of a chart
 * share a colour (the charts' default palette repeats after a few).
 */
export const CHART_PALETTE = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#393b79',
  '#e7ba52',
] as const;

/** A custom period is asked for once the dates stop changing for this long (typing a day is several keystrokes). */
export const DASHBOARD_CUSTOM_DELAY_MS = 500;

/** Every `section` of GET /api/dashboard/{section}: the six cards plus the invoices card (seed 1 §7). */
export const DASHBOARD_SECTIONS = ['occupancy', 'bookings', 'bookings_mr', 'members', 'financial', 'invoices', 'memberships'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

/** A custom period may span at most this many days (both ends included), so one card never scans years. */
export const DASHBOARD_MAX_RANGE_DAYS = 400;

/** The earliest year a custom period may start in: a half-typed year (0002, 0020) is never a period to ask for. */
export const DASHBOARD_MIN_YEAR = 2000;
export const DASHBOARD_MAX_YEAR = 2100;

/** The seed shows no message for a custom period; these answer the cases the pickers can still send. */
export const DASHBOARD_MESSAGES = {
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  dateInvalid: 'Enter a real date as yyyy-MM-dd',
  yearOutOfRange: `Choose dates between ${DASHBOARD_MIN_YEAR} and ${DASHBOARD_MAX_YEAR}`,
  endBeforeStart: 'End date can not be before start date',
  rangeTooLong: `The period can not be longer than ${DASHBOARD_MAX_RANGE_DAYS} days`,
  /** The custom picker's one inline hint while a date is missing or half typed. */
  chooseRange: 'Choose a start and an end date (dd-MM-yyyy)',
  incompleteDate: 'Finish typing the date as dd-MM-yyyy',
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayIndex = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
/** A complete yyyy-MM-dd naming a day that exists (no 30 February). */
export function isRealIsoDay(iso: string): boolean {
  if (!ISO_DAY.test(iso)) return false;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

/**
 * Why a custom period can not be asked for yet, as the one hint the picker shows, or null when it can: both days
 * complete and real, years 2000–2100, start ≤ end, at most DASHBOARD_MAX_RANGE_DAYS. `start`/`end` are yyyy-MM-dd,
 * '' when empty, anything else while half typed. The web sends nothing until this is null; the API checks the same.
 */
export function customRangeProblem(start: string, end: string): string | null {
  if (!start || !end)
    return start || end
      ? isRealIsoDay(start || end)
        ? DASHBOARD_MESSAGES.chooseRange
        : DASHBOARD_MESSAGES.incompleteDate
      : DASHBOARD_MESSAGES.chooseRange;
  if (!isRealIsoDay(start) || !isRealIsoDay(end)) return DASHBOARD_MESSAGES.incompleteDate;
  const years = [Number(start.slice(0, 4)), Number(end.slice(0, 4))];
  if (years.some((y) => y < DASHBOARD_MIN_YEAR || y > DASHBOARD_MAX_YEAR)) return DASHBOARD_MESSAGES.yearOutOfRange;
  const days = dayIndex(end) - dayIndex(start) + 1;
  if (days < 1) return DASHBOARD_MESSAGES.endBeforeStart;
  if (days > DASHBOARD_MAX_RANGE_DAYS) return DASHBOARD_MESSAGES.rangeTooLong;
  return null;
}

/** Any one of these codes opens GET /api/statistics (each statistics tab needs its own). */
export const STATISTICS_SECTIONS = ['bookings_statistics', 'occupation_statistics', 'revenue_statistics'] as const;
export const STATISTICS_MAX_MONTHS = 24;
