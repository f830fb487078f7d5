/**
 * The Accept-Encoding every benchmark request sends (issue 30 §5: answers above 1 KB are compressed, so figures depend
 * on it). A browser sends "gzip, deflate, br"; BENCH_ACCEPT_ENCODING=identity measures uncompressed answers.
 */
export const BENCH_ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';

/** List and session endpoints the benchmark times; each area adds its lists here. */
export const BENCH_ENDPOINTS = [
  '/api/session/',
  '/api/staff-profile/',
  '/api/clients/?role=broker',
  '/api/member-list/',
  '/api/member-list/?order=-user__last_login',
  '/api/teams/',
  '/api/teams/?order=-members',
  '/api/guests/',
  '/api/dashboard-memberships/',
  '/api/dashboard-memberships/?status=all&order=-num_bookings',
  '/api/dashboard-invoices/?order=-lines',
  '/api/lookups/members/?limit=1000',
  '/api/dashboard/occupancy?club=all&period=last_6_months',
];
