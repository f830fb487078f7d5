import { campaignTypeParams, campaignTypePayload, campaignTypeRow } from '@clubspace/contract';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { createCampaignType, listCampaignTypes, removeCampaignType, renameCampaignType } from './campaign-types.repo.ts';

const SECTIONS = ['marketing', 'campaigns'] as const;
const samples = { params: { id: { table: 'notification_types', column: 'id' } } };

/** The operator's campaign types: listed for the create dialog, managed by the marketing section (issue 24 §1). */
export async function campaignTypesRoutes(app: App) {
  const { db } = app;

  app.get('/api/notification-types/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['marketing'],
      summary: "The operator's campaign types (id, name) with how many campaigns use each",
      response: { 200: z.array(campaignTypeRow), ...errorResponses },
    },
    handler: async (request) => listCampaignTypes(db, staffCtx(request).client.id),
  });

  app.post('/api/notification-types/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['marketing'],
      summary: 'Add a campaign type (name unique per operator, ignoring case → 409)',
      body: campaignTypePayload,
      response: { 201: campaignTypeRow, ...errorResponses },
    },
    handler: async (request, reply) => reply.code(201).send(await createCampaignType(db, staffCtx(request).client.id, request.body.name)),
  });

  app.put('/api/notification-types/:id', {
    config: { sections: [...SECTIONS], samples: { ...samples, body: { name: 'Renamed type' } } },
    schema: {
      tags: ['marketing'],
      summary: 'Rename a campaign type (its campaigns follow)',
      params: campaignTypeParams,
      body: campaignTypePayload,
      response: { 200: campaignTypeRow, ...errorResponses },
    },
    handler: async (request) => renameCampaignType(db, staffCtx(request).client.id, request.params.id, request.body.name),
  });

  app.delete('/api/notification-types/:id', {
    config: { sections: [...SECTIONS], samples },
    schema: {
      tags: ['marketing'],
      summary: 'Remove a campaign type no campaign uses (in use → 409 with the number of campaigns)',
      params: campaignTypeParams,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await removeCampaignType(db, staffCtx(request).client.id, request.params.id);
      return reply.code(204).send(null);
    },
  });
}
