import { campaignsApi } from '@clubspace/contract';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { campaignTypeRoutes } from './campaign-types.routes.ts';
import { campaignListSource } from './campaigns.repo.ts';
import { campaignDetail as loadDetail, createCampaign, updateCampaign } from './campaigns.service.ts';
import { sendCampaignNow, sendCampaignTest } from './campaign-send.service.ts';

const SAMPLE_BODY = { name: 'Spring news', code: 'CMP-1', date_planned: '2026-05-01T00:00:00+01:00', status: 'active' };
const SAMPLE_SLUG = { slug: { table: 'notification_campaigns' } };

export const campaignsRoutes = routes(
  campaignsApi,
  { tag: 'marketing', sections: ['marketing', 'campaigns'] },
  {
    list: listHandler('notification_campaigns', { source: (query, ctx, { db }) => campaignListSource(db, ctx, query) }),

    ...campaignTypeRoutes,

    create: {
      handler: async (request, reply, { db }) => reply.code(201).send(await createCampaign(db, staffCtx(request), request.body)),
    },

    // /campaigns/{slug} is always present on the web (seed 1 §2.1): reading it needs only staff of the operator; changing
    // it needs the marketing section (issue 24 §7, a deviation in docs/decisions.md). The record is still the operator's
    // and inside the caller's office scope.
    detail: {
      config: { sections: [], samples: { params: SAMPLE_SLUG } },
      handler: async (request, _reply, { db }) => loadDetail(db, staffCtx(request), request.params.slug),
    },

    update: {
      config: { samples: { params: SAMPLE_SLUG, body: SAMPLE_BODY } },
      handler: async (request, _reply, { db }) => updateCampaign(db, staffCtx(request), request.params.slug, request.body),
    },

    patch: {
      config: { samples: { params: SAMPLE_SLUG, body: { user_list: [] } } },
      handler: async (request, _reply, { db }) => updateCampaign(db, staffCtx(request), request.params.slug, request.body),
    },

    sendTest: {
      config: { samples: { params: SAMPLE_SLUG, body: {} } },
      handler: async (request, _reply, app) => sendCampaignTest(app.db, app.mailer, staffCtx(request), request.params.slug, request.body),
    },

    send: {
      config: { samples: { params: SAMPLE_SLUG } },
      handler: async (request, _reply, app) => sendCampaignNow(app.db, staffCtx(request), request.params.slug, app.mailer),
    },
  },
);
