import { bookingRulesApi } from '@clubspace/contract';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { getRulesOverview, putResourceRules, putTypeRules, removeResourceRules } from './booking-rules.service.ts';

const resourceSamples = { params: { slug: { table: 'resources' } }, body: { max_days_ahead: 30 } };

/** The rules screen is a tab of the space area next to the resources it governs. */
export const bookingRulesRoutes = routes(
  bookingRulesApi,
  { tag: 'booking-rules', sections: ['space', 'resources'] },
  {
    overview: { handler: async (request, _reply, { db }) => getRulesOverview(db, staffCtx(request)) },

    saveType: {
      config: { samples: { body: { resource_type: 'meeting_room', max_days_ahead: 60 } } },
      handler: async (request, _reply, { db }) => {
        const { resource_type, ...rules } = request.body;
        return putTypeRules(db, staffCtx(request), resource_type, rules);
      },
    },

    saveResource: {
      config: { samples: resourceSamples },
      handler: async (request, _reply, { db }) => putResourceRules(db, staffCtx(request), request.params.slug, request.body),
    },

    removeResource: {
      config: { samples: { params: resourceSamples.params } },
      handler: async (request, _reply, { db }) => removeResourceRules(db, staffCtx(request), request.params.slug),
    },
  },
);
