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

/** Every `section` of GET /api/dashboard/{section}: the six cards plus the invoices card (seed 1 §7). */
export const DASHBOARD_SECTIONS = ['occupancy', 'bookings', 'bookings_mr', 'members', 'financial', 'invoices', 'memberships'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

/** A custom period may span at most this many days (both ends included), so one card never scans years. */
export const DASHBOARD_MAX_RANGE_DAYS = 400;

/** The seed shows no message for a custom period; these answer the cases the pickers can still send. */
export const DASHBOARD_MESSAGES = {
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  dateInvalid: 'Enter a real date as yyyy-MM-dd',
  endBeforeStart: 'End date can not be before start date',
  rangeTooLong: `The period can not be longer than ${DASHBOARD_MAX_RANGE_DAYS} days`,
} as const;

/** Any one of these codes opens GET /api/statistics (each statistics tab needs its own). */
export const STATISTICS_SECTIONS = ['bookings_statistics', 'occupation_statistics', 'revenue_statistics'] as const;
export const STATISTICS_MAX_MONTHS = 24;
