import { themeApi } from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import { clients } from '../../db/schema/index.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { findClient, toBranding } from '../clients/clients.repo.ts';

/** Two 10 MB images as base64 data: URLs plus the form. */
const THEME_BODY_LIMIT = 40 * 1024 * 1024;

export const themeRoutes = routes(
  themeApi,
  { tag: 'account', sections: ['account'] },
  {
    get: {
      handler: async (request, _reply, { db }) => toBranding(await findClient(db, staffCtx(request).client.id)),
    },

    save: {
      options: { bodyLimit: THEME_BODY_LIMIT },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const b = request.body;
        await db
          .update(clients)
          .set({
            themeName: b.name,
            navigationColor: b.navigation_color.toUpperCase(),
            buttonColor: b.button_color.toUpperCase(),
            font: b.font,
            favicon: b.favicon,
            loginImage: b.login_image,
            logo: b.logo,
          })
          .where(eq(clients.id, ctx.client.id));
        return toBranding(await findClient(db, ctx.client.id));
      },
    },
  },
);
