import { DEFAULT_TIME_ZONE, isoDayInZone, NOTIFICATION_DEFS, notificationsResponse, visibleNotificationKinds, type NotificationsResponse } from '@clubspace/contract';
import type { App } from '../../app-types.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { activeOffice, staffCtx } from '../../plugins/context.plugin.ts';
import { NOTIFICATION_COUNTS } from './notifications.repo.ts';

export async function notificationsRoutes(app: App) {
  const { db } = app;

  // Any staff may ask: each item is counted only when the caller holds the sections of the list it links to.
  app.get('/api/notifications/', {
    schema: {
      tags: ['notifications'],
      summary: "The bell's panel: counts of overdue invoices, today's desk bookings without a desk, pending bar orders and memberships ending soon, each with a link",
      response: { 200: notificationsResponse, ...errorResponses },
    },
    handler: async (request): Promise<NotificationsResponse> => {
      const ctx = staffCtx(request);
      const now = new Date();
      const kinds = visibleNotificationKinds(ctx.sections);
      const [office, counts] = await Promise.all([activeOffice(db, ctx), Promise.all(kinds.map((k) => NOTIFICATION_COUNTS[k](db, ctx, now)))]);
      const today = isoDayInZone(now, office?.timeZone ?? DEFAULT_TIME_ZONE);
      const items = kinds
        .map((kind, i) => ({ kind, count: counts[i] ?? 0 }))
        .filter((item) => item.count > 0)
        .map(({ kind, count }) => ({ kind, count, title: NOTIFICATION_DEFS[kind].title(count), link: NOTIFICATION_DEFS[kind].link(today) }));
      return { count: items.reduce((sum, item) => sum + item.count, 0), items };
    },
  });
}
