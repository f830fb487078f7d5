import { billingRunApi } from '@clubspace/contract';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { billingRunsSource } from './billing-runs.list.ts';
import { planBilling, toPreview } from './billing-plan.service.ts';
import { runBillingForStaff } from './billing-run.service.ts';

/** The billing run serves the Invoices tab (issue 12). */
export const billingRunRoutes = routes(
  billingRunApi,
  { tag: 'invoices', sections: ['users', 'invoices'] },
  {
    preview: {
      handler: async (request, _reply, app) => {
        const ctx = staffCtx(request);
        return toPreview(await planBilling(app.db, ctx.client.id, request.query.month, ctx.officeIds));
      },
    },

    run: {
      config: { samples: { body: { month: '2001-01' } } },
      handler: async (request, _reply, app) => {
        const ctx = staffCtx(request);
        return runBillingForStaff(app.db, ctx.client.id, ctx.staff.id, ctx.officeIds, request.body.month);
      },
    },

    list: listHandler('billing_runs', { source: (query, ctx, app) => billingRunsSource(app.db, ctx, query) }),
  },
);
