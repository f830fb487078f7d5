import { PORTAL_MESSAGES, portalSettingsApi } from '@clubspace/contract';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { portalSettingsOf, savePortalSettings } from '../portal/portal-settings.repo.ts';

/** Account → Portal (issue 26): the operator turns the member portal on and says what members may do in it. */
export const portalSettingsRoutes = routes(
  portalSettingsApi,
  { tag: 'account', sections: ['account'] },
  {
    get: { handler: async (request, _reply, app) => portalSettingsOf(app.db, staffCtx(request).client.id) },
    update: {
      config: {
        samples: {
          body: { enabled: true, book_desks: true, book_rooms: true, cancel_hours: 24, see_invoices: true, invite_members: false, welcome_text: '' },
        },
      },
      handler: async (request, _reply, app) => ({
        detail: PORTAL_MESSAGES.settingsSaved,
        ...(await savePortalSettings(app.db, staffCtx(request).client.id, request.body)),
      }),
    },
  },
);
