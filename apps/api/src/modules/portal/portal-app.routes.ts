import { portalAppApi, WEB_APP_MANIFEST_TYPE } from '@clubspace/contract';
import { routes } from '../../lib/route.ts';
import { portalCtx } from '../../plugins/portal-context.ts';
import { portalQrView, workspaceManifest } from './portal-app.service.ts';

/** The member portal as an app (issue 26): its manifest per workspace (public) and the QR page's member view. */
export const portalAppRoutes = routes(
  portalAppApi,
  { tag: 'portal' },
  {
    manifest: {
      config: { access: 'public' },
      handler: async (request, reply, app) => {
        const manifest = await workspaceManifest(app.db, request, request.query.workspace);
        // Revalidated on every use: the operator may change its name, colour or logo.
        return reply.type(WEB_APP_MANIFEST_TYPE).header('cache-control', 'no-cache').send(manifest);
      },
    },
    qrView: {
      config: { access: 'member', samples: { params: { identifier: { table: 'resources' } } } },
      handler: async (request, _reply, app) => portalQrView(app.db, portalCtx(request), request.params.identifier),
    },
  },
);
