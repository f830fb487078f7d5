import { churnReport, forecastReport, mrrReport } from '../report-revenue-schemas.ts';
import { reportQuery } from '../reports-schemas.ts';
import { get } from '../endpoint.ts';

/** Reports (issue 31): recurring revenue, churn and cohorts, revenue forecast; format=csv exports the main table. */
export const reportsRevenueApi = {
  mrr: get({
    path: '/api/reports/mrr/',
    summary: 'Recurring revenue per month and its movements (office repeats, from, to, category); revenue by category as the statistics',
    query: reportQuery,
    response: mrrReport,
    produces: ['application/json', 'text/csv'],
  }),
  churn: get({
    path: '/api/reports/churn/',
    summary: 'Member and revenue churn per month, average membership length and the cohort table',
    query: reportQuery,
    response: churnReport,
    produces: ['application/json', 'text/csv'],
  }),
  forecast: get({
    path: '/api/reports/forecast/',
    summary: 'Revenue committed for the next three months (memberships, recurring series, bookings) against last year',
    query: reportQuery,
    response: forecastReport,
    produces: ['application/json', 'text/csv'],
  }),
};
