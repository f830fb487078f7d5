import { billingMonthQuery, billingPreview, billingRunCreate, billingRunItem, billingRunListQuery, billingRunResult } from '@clubspace/contract';
import type { App } from '../../app-types.ts';
import { listRoute } from '../../lib/list-route.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { billingRunsSource } from './billing-runs.list.ts';
import { planBilling, runBillingForStaff, toPreview } from './billing-run.service.ts';

/** The billing run serves the Invoices tab (issue 12). */
const SECTIONS = ['users', 'invoices'] as const;

export async function billingRunRoutes(app: App) {
  const { db } = app;

  app.get('/api/billing-runs/preview', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['invoices'],
      summary: 'What a membership billing run for the month would create now: per team its lines (charge | credit | extra), skipped teams with the reason, totals',
      querystring: billingMonthQuery,
      response: { 200: billingPreview, ...errorResponses },
    },
    handler: async (request) => {
      const ctx = staffCtx(request);
      return toPreview(await planBilling(db, ctx.client.id, request.query.month, ctx.officeIds));
    },
  });

  app.post('/api/billing-runs/', {
    config: { sections: [...SECTIONS], samples: { body: { month: '2001-01' } } },
    schema: {
      tags: ['invoices'],
      summary: 'Runs membership billing for a month: one draft invoice per team, prorated lines; idempotent (a second run bills only changes)',
      body: billingRunCreate,
      response: { 200: billingRunResult, ...errorResponses },
    },
    handler: async (request) => {
      const ctx = staffCtx(request);
      return runBillingForStaff(db, ctx.client.id, ctx.staff.id, ctx.officeIds, request.body.month);
    },
  });

  listRoute(app, {
    path: '/api/billing-runs/',
    listName: 'billing_runs',
    item: billingRunItem,
    querystring: billingRunListQuery,
    sections: [...SECTIONS],
    tags: ['invoices'],
    summary: 'Past billing runs (order started_at | month)',
    source: (query, ctx) => billingRunsSource(db, ctx, query),
  });
}
