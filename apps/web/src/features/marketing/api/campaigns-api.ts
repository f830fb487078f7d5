import { CAMPAIGNS_LIST } from '@clubspace/contract';
import {
  CAMPAIGN_MEMBERS_LIMIT,
  type CampaignCreate,
  type CampaignDetail,
  type CampaignItem,
  type CampaignTypeItem,
  type CampaignUpdate,
  type MemberLookupItem,
  type Paged,
} from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client';

export const CAMPAIGNS_PATH = '/api/dashboard-notification-campaigns/';
const CAMPAIGN_PATH = '/api/notification-campaigns/';

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
    queryFn: ({ signal }) => api.get<Paged<'notification_campaigns', CampaignItem>>(CAMPAIGNS_PATH, query, { signal }),
    placeholderData: (previous) => previous,
  });

export const campaignQuery = (slug: string) =>
  queryOptions({
    queryKey: campaignKeys.detail(slug),
    queryFn: ({ signal }) => api.get<CampaignDetail>(`${CAMPAIGN_PATH}${encodeURIComponent(slug)}`, undefined, { signal }),
  });

export const campaignTypesQuery = () =>
  queryOptions({
    queryKey: campaignKeys.types(),
    queryFn: ({ signal }) => api.get<CampaignTypeItem[]>('/api/notification-types/', undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** The transfer list's members: the member picker lookup (open to any staff), 1000 by first name. */
export const campaignMembersQuery = () =>
  queryOptions({
    queryKey: campaignKeys.members(),
    queryFn: ({ signal }) => api.get<MemberLookupItem[]>('/api/lookups/members/', { limit: CAMPAIGN_MEMBERS_LIMIT }, { signal }),
    staleTime: 60_000,
  });

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignCreate) => api.post<CampaignDetail>(CAMPAIGN_PATH, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
    meta: { silent: true },
  });
}

/** PUT /api/notification-campaigns/{slug} with every editable field and the user_list (member slugs). */
export function useUpdateCampaign(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignUpdate) => api.put<CampaignDetail>(`${CAMPAIGN_PATH}${encodeURIComponent(slug)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
    meta: { silent: true },
  });
}

/** The campaigns list's defaults and query: shared by its page and by route preloading. */
export const CAMPAIGNS_LIST_SOURCE = { defaults: { page_size: CAMPAIGNS_LIST.pageSize, order: CAMPAIGNS_LIST.order }, queryOptions: campaignsListQuery };
