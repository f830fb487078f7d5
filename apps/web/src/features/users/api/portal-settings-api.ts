import { portalSettingsApi, type PortalSettingsUpdate } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const portalSettingsKeys = { all: ['portal-settings'] as const };

/** GET /api/portal-settings/: whether the member portal is on and what members may do in it. */
export const portalSettingsQuery = () =>
  queryOptions({ queryKey: portalSettingsKeys.all, queryFn: ({ signal }) => call(portalSettingsApi.get, undefined, { signal }) });

/** PUT the whole form; its errors are the form's (silent). */
export function useSavePortalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PortalSettingsUpdate) => call(portalSettingsApi.update, { body }),
    onSuccess: ({ detail: _detail, ...saved }) => queryClient.setQueryData(portalSettingsKeys.all, saved),
    meta: { silent: true },
  });
}
