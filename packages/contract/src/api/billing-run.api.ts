import { billingMonthQuery, billingPreview, billingRunCreate, billingRunItem, billingRunListQuery, billingRunResult } from '../billing.ts';
import { pagedEnvelope } from '../common-schemas.ts';
import { get, post } from '../endpoint.ts';

/** The membership billing run (issue 12): its preview, the run, and the past runs. */
export const billingRunApi = {
  preview: get({
    path: '/api/billing-runs/preview',
    summary:
      'What a membership billing run for the month would create now: per team its lines (charge | credit | extra), skipped teams with the reason, totals',
    query: billingMonthQuery,
    response: billingPreview,
  }),
  run: post({
    path: '/api/billing-runs/',
    summary: 'Runs membership billing for a month: one draft invoice per team, prorated lines; idempotent (a second run bills only changes)',
    body: billingRunCreate,
    response: billingRunResult,
  }),
  list: get({
    path: '/api/billing-runs/',
    summary: 'Past billing runs (order started_at | month)',
    query: billingRunListQuery,
    response: pagedEnvelope('billing_runs', billingRunItem),
    produces: ['application/json', 'text/csv'],
  }),
};
