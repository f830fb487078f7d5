import { z } from 'zod';
import { NOTIFICATION_KINDS } from './notifications.ts';

/** The answer of GET /api/notifications/ (shapes in notifications.ts). */
export const notificationItem = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  count: z.number().int().positive(),
  title: z.string(),
  link: z.string(),
});
export const notificationsResponse = z.object({ count: z.number().int().min(0), items: z.array(notificationItem) });
