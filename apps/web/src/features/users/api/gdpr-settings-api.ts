import { gdprSettingsApi, type RetentionSettingsUpdate } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const gdprSettingsKeys = { all: ['gdpr-settings'] as const };

/** GET /api/gdpr-settings/: erase members inactive for this many months (null: off). */
export const retentionQuery = () =>
  queryOptions({ queryKey: gdprSettingsKeys.all, queryFn: ({ signal }) => call(gdprSettingsApi.retention, undefined, { signal }) });

/** PUT the retention setting (the owner); its errors are the card's (silent). */
export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionSettingsUpdate) => call(gdprSettingsApi.updateRetention, { body }),
    onSuccess: ({ detail: _detail, ...saved }) => queryClient.setQueryData(gdprSettingsKeys.all, saved),
    meta: { silent: true },
  });
}
