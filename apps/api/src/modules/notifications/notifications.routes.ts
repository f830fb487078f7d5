import {
  DEFAULT_TIME_ZONE,
  isoDayInZone,
  NOTIFICATION_DEFS,
  notificationsApi,
  visibleNotificationKinds,
  type NotificationsResponse,
} from '@clubspace/contract';
import { routes } from '../../lib/route.ts';
import { activeOffice, staffCtx } from '../../plugins/context.plugin.ts';
import { NOTIFICATION_COUNTS } from './notifications.repo.ts';

export const notificationsRoutes = routes(
  notificationsApi,
  { tag: 'notifications' },
  {
    // Any staff may ask: each item is counted only when the caller holds the sections of the list it links to.
    list: {
      handler: async (request, _reply, { db }): Promise<NotificationsResponse> => {
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
    },
  },
);
