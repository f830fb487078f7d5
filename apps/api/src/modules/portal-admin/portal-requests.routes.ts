import { portalRequestsApi } from '@clubspace/contract';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { approvePortalRequest, declinePortalRequest, portalRequestsList } from './portal-requests.service.ts';

const REQUEST_SAMPLE = { params: { id: { table: 'portal_invite_requests', column: 'id' } } };

/** Team admins' invitation requests (issue 26): staff approve (the normal invitation runs) or decline them. */
export const portalRequestsRoutes = routes(
  portalRequestsApi,
  { tag: 'members', sections: ['users', 'members'] },
  {
    list: { handler: async (request, _reply, app) => portalRequestsList(app.db, staffCtx(request), request.query) },
    approve: {
      config: { samples: REQUEST_SAMPLE },
      handler: async (request, _reply, app) => approvePortalRequest(app, staffCtx(request), request.params.id),
    },
    decline: {
      config: { samples: REQUEST_SAMPLE },
      handler: async (request, _reply, app) => declinePortalRequest(app.db, staffCtx(request), request.params.id),
    },
  },
);
