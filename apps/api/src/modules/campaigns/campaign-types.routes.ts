import type { campaignsApi } from '@clubspace/contract';
import type { RouteTable } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { createCampaignType, listCampaignTypes, removeCampaignType, renameCampaignType } from './campaign-types.repo.ts';

const samples = { params: { id: { table: 'notification_types', column: 'id' } } };

type CampaignTypeRoutes = Pick<RouteTable<typeof campaignsApi>, 'types' | 'createType' | 'renameType' | 'removeType'>;

/** The operator's campaign types: listed for the create dialog, managed by the marketing section (issue 24 §1). */
export const campaignTypeRoutes: CampaignTypeRoutes = {
  types: { handler: async (request, _reply, { db }) => listCampaignTypes(db, staffCtx(request).client.id) },

  createType: {
    handler: async (request, reply, { db }) => reply.code(201).send(await createCampaignType(db, staffCtx(request).client.id, request.body.name)),
  },

  renameType: {
    config: { samples: { ...samples, body: { name: 'Renamed type' } } },
    handler: async (request, _reply, { db }) => renameCampaignType(db, staffCtx(request).client.id, request.params.id, request.body.name),
  },

  removeType: {
    config: { samples },
    handler: async (request, reply, { db }) => {
      await removeCampaignType(db, staffCtx(request).client.id, request.params.id);
      return reply.code(204).send(null);
    },
  },
};
