import { campaignCreate, campaignDetail, campaignItem, campaignListQuery, campaignPatch, campaignTestSend, campaignTestSent, campaignUpdate } from '@clubspace/contract';
import type { App } from '../../app-types.ts';
import { listRoute } from '../../lib/list-route.ts';
import { errorResponses, slugParams } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { campaignListSource } from './campaigns.repo.ts';
import { campaignDetail as loadDetail, createCampaign, updateCampaign } from './campaigns.service.ts';
import { sendCampaignNow, sendCampaignTest } from './campaign-send.service.ts';
import { campaignTypesRoutes } from './campaign-types.routes.ts';

const SECTIONS = ['marketing', 'campaigns'] as const;
const SAMPLE_BODY = { name: 'Spring news', code: 'CMP-1', date_planned: '2026-05-01T00:00:00+01:00', status: 'active' };
const SAMPLE_SLUG = { slug: { table: 'notification_campaigns' } };

export async function campaignsRoutes(app: App) {
  const { db } = app;

  listRoute(app, {
    path: '/api/dashboard-notification-campaigns/',
    listName: 'notification_campaigns',
    item: campaignItem,
    querystring: campaignListQuery,
    sections: [...SECTIONS],
    tags: ['marketing'],
    summary: 'Campaigns with type and number of users (order name|type|code|date_created|date_planned|status|num_users); format=csv exports',
    source: (query, ctx) => campaignListSource(db, ctx, query),
  });

  await campaignTypesRoutes(app);

  app.post('/api/notification-campaigns/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['marketing'],
      summary: "Create a campaign in the caller's selected office (type: a campaign type id; date_planned: ISO date-time; subject and Markdown body optional)",
      body: campaignCreate,
      response: { 201: campaignDetail, ...errorResponses },
    },
    handler: async (request, reply) => reply.code(201).send(await createCampaign(db, staffCtx(request), request.body)),
  });

  // /campaigns/{slug} is always present on the web (seed 1 §2.1): reading it needs only staff of the operator; changing
  // it needs the marketing section (issue 24 §7, a deviation in docs/decisions.md). The record is still the operator's
  // and inside the caller's office scope.
  app.get('/api/notification-campaigns/:slug', {
    config: { samples: { params: SAMPLE_SLUG } },
    schema: {
      tags: ['marketing'],
      summary: 'A campaign with its users (member id, slug, name); open to any staff of the operator',
      params: slugParams,
      response: { 200: campaignDetail, ...errorResponses },
    },
    handler: async (request) => loadDetail(db, staffCtx(request), request.params.slug),
  });

  app.put('/api/notification-campaigns/:slug', {
    config: { sections: [...SECTIONS], samples: { params: SAMPLE_SLUG, body: SAMPLE_BODY } },
    schema: {
      tags: ['marketing'],
      summary: "Update a campaign: name, code, date_planned, status, user_list (member ids or slugs of this operator; others → 400), optional subject and body",
      params: slugParams,
      body: campaignUpdate,
      response: { 200: campaignDetail, ...errorResponses },
    },
    handler: async (request) => updateCampaign(db, staffCtx(request), request.params.slug, request.body),
  });

  app.patch('/api/notification-campaigns/:slug', {
    config: { sections: [...SECTIONS], samples: { params: SAMPLE_SLUG, body: { user_list: [] } } },
    schema: {
      tags: ['marketing'],
      summary: 'Update some of a campaign’s fields (as PUT, every field optional)',
      params: slugParams,
      body: campaignPatch,
      response: { 200: campaignDetail, ...errorResponses },
    },
    handler: async (request) => updateCampaign(db, staffCtx(request), request.params.slug, request.body),
  });

  app.post('/api/notification-campaigns/:slug/test/', {
    config: { sections: [...SECTIONS], samples: { params: SAMPLE_SLUG, body: {} } },
    schema: {
      tags: ['marketing'],
      summary: "Send the campaign's e-mail to the caller's own address (placeholders filled with the caller's name); subject/body in the body try unsaved content; without content → 400",
      params: slugParams,
      body: campaignTestSend,
      response: { 200: campaignTestSent, ...errorResponses },
    },
    handler: async (request) => sendCampaignTest(db, app.mailer, staffCtx(request), request.params.slug, request.body),
  });

  app.post('/api/notification-campaigns/:slug/send/', {
    config: { sections: [...SECTIONS], samples: { params: SAMPLE_SLUG } },
    schema: {
      tags: ['marketing'],
      summary: 'Send an active campaign to its users now (without content → 400; already sent or not active → 409)',
      params: slugParams,
      response: { 200: campaignDetail, ...errorResponses },
    },
    handler: async (request) => sendCampaignNow(db, app.mailer, staffCtx(request), request.params.slug),
  });
}
