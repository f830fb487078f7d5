import { CAMPAIGNS_LIST, campaignsApi, lookupsApi } from '@clubspace/contract';
import { CAMPAIGN_MEMBERS_LIMIT, type CampaignCreate, type CampaignTestSend, type CampaignUpdate } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Query } from '../../../lib/api-client';

export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (query: Query) => [...campaignKeys.all, 'list', query] as const,
  detail: (slug: string) => [...campaignKeys.all, 'detail', slug] as const,
  types: () => [...campaignKeys.all, 'types'] as const,
  members: () => [...campaignKeys.all, 'members'] as const,
};

/** GET /api/dashboard-notification-campaigns/ (envelope `notification_campaigns`). */
export const campaignsListQuery = (query: Query) =>
  queryOptions({
    queryKey: campaignKeys.list(query),
    queryFn: ({ signal }) => call(campaignsApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

export const campaignQuery = (slug: string) =>
  queryOptions({
    queryKey: campaignKeys.detail(slug),
    queryFn: ({ signal }) => call(campaignsApi.detail, { params: { slug } }, { signal }),
  });

export const campaignTypesQuery = () =>
  queryOptions({
    queryKey: campaignKeys.types(),
    queryFn: ({ signal }) => call(campaignsApi.types, undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** Add (no id), rename (id) or remove (remove: true) a campaign type; every change refreshes the types and campaigns. */
export function useSaveCampaignType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { id: number; remove: true } | { id?: number; name: string }): Promise<void> => {
      if ('remove' in change) await call(campaignsApi.removeType, { params: { id: change.id } });
      else if (change.id) await call(campaignsApi.renameType, { params: { id: change.id }, body: { name: change.name } });
      else await call(campaignsApi.createType, { body: { name: change.name } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
    meta: { silent: true },
  });
}

/** POST …/{slug}/test/: the editor's current subject and body to the caller's own address. */
export function useSendCampaignTest(slug: string) {
  return useMutation({
    mutationFn: (draft: CampaignTestSend) => call(campaignsApi.sendTest, { params: { slug }, body: draft }),
    meta: { silent: true },
  });
}

/** POST …/{slug}/send/: e-mail the saved campaign to its users now. */
export function useSendCampaignNow(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(campaignsApi.send, { params: { slug } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
    meta: { silent: true },
  });
}

/** The transfer list's members: the member picker lookup (open to any staff), 1000 by first name. */
export const campaignMembersQuery = () =>
  queryOptions({
    queryKey: campaignKeys.members(),
    queryFn: ({ signal }) => call(lookupsApi.members, { query: { limit: CAMPAIGN_MEMBERS_LIMIT } }, { signal }),
    staleTime: 60_000,
  });

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignCreate) => call(campaignsApi.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
    meta: { silent: true },
  });
}

/** PUT /api/notification-campaigns/{slug} with every editable field and the user_list (member slugs). */
export function useUpdateCampaign(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignUpdate) => call(campaignsApi.update, { params: { slug }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
    meta: { silent: true },
  });
}

/** The campaigns list's defaults and query: shared by its page and by route preloading. */
export const CAMPAIGNS_LIST_SOURCE = {
  defaults: { page_size: CAMPAIGNS_LIST.pageSize, order: CAMPAIGNS_LIST.order },
  queryOptions: campaignsListQuery,
};
