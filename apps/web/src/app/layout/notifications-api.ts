import { notificationsApi } from '@clubspace/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

export const notificationKeys = { all: ['notifications'] as const };

/** GET /api/notifications/: the bell's count and the panel's items; refreshed every minute and when the panel opens. */
export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.all,
  queryFn: ({ signal }) => call(notificationsApi.list, undefined, { signal }),
  staleTime: 30_000,
  refetchInterval: 60_000,
  // The panel says so itself; a toast every minute while offline would only nag.
  meta: { silent: true },
});
