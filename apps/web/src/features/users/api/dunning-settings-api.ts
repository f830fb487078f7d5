import { dunningSettingsApi, type DunningSettingsUpdate } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const dunningSettingsKeys = { all: ['dunning-settings'] as const };

/** GET /api/dunning-settings/: the chasing schedule (the defaults until the operator saves). */
export const dunningSettingsQuery = () =>
  queryOptions({ queryKey: dunningSettingsKeys.all, queryFn: ({ signal }) => call(dunningSettingsApi.get, undefined, { signal }) });

/** PUT the whole card; errors are the card's own (silent). */
export function useSaveDunningSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DunningSettingsUpdate) => call(dunningSettingsApi.save, { body }),
    onSuccess: (saved) => queryClient.setQueryData(dunningSettingsKeys.all, saved),
    meta: { silent: true },
  });
}
