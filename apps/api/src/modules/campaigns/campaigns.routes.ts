import { campaignCreate, campaignDetail, campaignItem, campaignListQuery, campaignPatch, campaignTypeItem, campaignUpdate } from '@clubspace/contract';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../app.ts';
import { notificationTypes } from '../../db/schema/index.ts';
import { listRoute } from '../../lib/list-route.ts';
import { errorResponses, slugParams } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { campaignListSource } from './campaigns.repo.ts';
import { campaignDetail as loadDetail, createCampaign, updateCampaign } from './campaigns.service.ts';

const SECTIONS = ['marketing', 'campaigns'] as const;
const SAMPLE_BODY = { name: 'Spring news', code: 'CMP-1', date_planned: '2026-05-01T00:00:00+01:00', status: 'active' };

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

  app.get('/api/notification-types/', {
    config: { sections: [...SECTIONS] },
    schema: { tags: ['marketing'], summary: "The operator's campaign types", response: { 200: z.array(campaignTypeItem), ...errorResponses } },
    handler: async (request) =>
      db
        .select({ id: notificationTypes.id, name: notificationTypes.name })
        .from(notificationTypes)
        .where(eq(notificationTypes.clientId, staffCtx(request).client.id))
        .orderBy(asc(notificationTypes.name), asc(notificationTypes.id)),
  });

  app.post('/api/notification-campaigns/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['marketing'],
      summary: "Create a campaign in the caller's selected office (type: a campaign type id; date_planned: ISO date-time)",
      body: campaignCreate,
      response: { 201: campaignDetail, ...errorResponses },
    },
    handler: async (request, reply) => reply.code(201).send(await createCampaign(db, staffCtx(request), request.body)),
  });

  // /campaigns/{slug} is always present on the web (seed 1 §2.1): detail and update need only staff of the operator,
  // not the marketing section; the record is still the operator's and inside the caller's office scope.
  app.get('/api/notification-campaigns/:slug', {
    config: { samples: { params: { slug: { table: 'notification_campaigns' } } } },
    schema: {
      tags: ['marketing'],
      summary: 'A campaign with its users (member id, slug, name); open to any staff of the operator',
      params: slugParams,
      response: { 200: campaignDetail, ...errorResponses },
    },
    handler: async (request) => loadDetail(db, staffCtx(request), request.params.slug),
  });

  app.put('/api/notification-campaigns/:slug', {
    config: { samples: { params: { slug: { table: 'notification_campaigns' } }, body: SAMPLE_BODY } },
    schema: {
      tags: ['marketing'],
      summary: "Update a campaign: name, code, date_planned, status and user_list (member ids or slugs of this operator; others → 400)",
      params: slugParams,
      body: campaignUpdate,
      response: { 200: campaignDetail, ...errorResponses },
    },
    handler: async (request) => updateCampaign(db, staffCtx(request), request.params.slug, request.body),
  });

  app.patch('/api/notification-campaigns/:slug', {
    config: { samples: { params: { slug: { table: 'notification_campaigns' } }, body: { user_list: [] } } },
    schema: {
      tags: ['marketing'],
      summary: 'Update some of a campaign’s fields (as PUT, every field optional)',
      params: slugParams,
      body: campaignPatch,
      response: { 200: campaignDetail, ...errorResponses },
    },
    handler: async (request) => updateCampaign(db, staffCtx(request), request.params.slug, request.body),
  });
}
