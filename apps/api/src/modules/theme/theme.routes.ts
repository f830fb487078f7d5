import { branding, themeUpdate } from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import type { App } from '../../app-types.ts';
import { clients } from '../../db/schema/index.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { findClient, toBranding } from '../clients/clients.repo.ts';

const SECTIONS = ['account'] as const;
/** Two 10 MB images as base64 data: URLs plus the form. */
const THEME_BODY_LIMIT = 40 * 1024 * 1024;

export async function themeRoutes(app: App) {
  const { db } = app;

  app.get('/api/themes/', {
    config: { sections: [...SECTIONS] },
    schema: { tags: ['account'], summary: "The operator's theme (branding with the seed's defaults)", response: { 200: branding, ...errorResponses } },
    handler: async (request) => toBranding(await findClient(db, staffCtx(request).client.id)),
  });

  app.post('/api/themes/', {
    config: { sections: [...SECTIONS] },
    bodyLimit: THEME_BODY_LIMIT,
    schema: {
      tags: ['account'],
      summary: 'Save the theme: name, colours (#RRGGBB), font, and favicon/login image/logo as JPG or PNG data: URLs of at most 10 MB (null clears)',
      body: themeUpdate,
      response: { 200: branding, ...errorResponses },
    },
    handler: async (request) => {
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
  });
}
