import { desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { emailOutbox } from '../../db/schema/index.ts';

/** Development only (DEV_OUTBOX=1): the latest e-mails sent to an address, so sign-up can be finished locally. */
export async function devOutboxRoutes(app: App) {
  if (!app.config.devOutbox) return;
  app.get('/api/dev/outbox/', {
    config: { access: 'public' },
    schema: {
      tags: ['development'],
      summary: 'Latest e-mails to an address (only with DEV_OUTBOX=1)',
      querystring: z.object({ to: z.string().min(3).max(254) }),
      response: { 200: z.array(z.object({ subject: z.string(), text: z.string(), html: z.string().nullable(), link: z.string().nullable(), created_at: z.string() })) },
    },
    handler: async (request) => {
      const rows = await app.db
        .select()
        .from(emailOutbox)
        .where(sql`lower(${emailOutbox.to}) = lower(${request.query.to})`)
        .orderBy(desc(emailOutbox.id))
        .limit(10);
      return rows.map((r) => ({ subject: r.subject, text: r.text, html: r.html, link: r.link, created_at: r.createdAt.toISOString() }));
    },
  });
}
