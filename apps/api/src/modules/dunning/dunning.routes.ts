import { DUNNING_DEFAULTS, dunningApi, dunningSettingsApi } from '@clubspace/contract';
import { clock } from '../../lib/clock.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { holdsOf } from './dunning-holds.repo.ts';
import { loadDunningSettings, saveDunningSettings } from './dunning-settings.repo.ts';

/** A body the route matrix can send (another operator's save must stay its own). */
const SAMPLE = { ...DUNNING_DEFAULTS, late_fee: 'fixed', late_fee_amount: 5 };

/** Account → Invoicing → Chasing unpaid invoices (issue 27 flow 5). */
export const dunningSettingsRoutes = routes(
  dunningSettingsApi,
  { tag: 'account', sections: ['account'] },
  {
    get: { handler: async (request, _reply, { db }) => loadDunningSettings(db, staffCtx(request).client.id) },
    save: {
      config: { samples: { body: SAMPLE } },
      handler: async (request, _reply, { db }) => saveDunningSettings(db, staffCtx(request).client.id, request.body),
    },
  },
);

/** The "On hold" badges of the members area (member and team pages and lists). */
export const dunningRoutes = routes(
  dunningApi,
  { tag: 'members', sections: ['users'] },
  {
    holds: { handler: async (request, _reply, { db }) => ({ results: await holdsOf(db, staffCtx(request).client.id, clock.now()) }) },
  },
);
