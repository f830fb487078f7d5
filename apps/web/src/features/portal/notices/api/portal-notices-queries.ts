import { portalNoticesApi } from '@clubspace/contract';
import { useQuery } from '@tanstack/react-query';
import { portalCall } from '../../api/portal-client';

/** The member's current notices (pinned first, then newest); `limit` for the home page's few. */
export function usePortalNotices(ws: string, limit?: number) {
  return useQuery({
    queryKey: ['portal', ws, 'notices', limit ?? 'all'] as const,
    queryFn: ({ signal }) => portalCall(ws, portalNoticesApi.list, { query: limit ? { limit } : {} }, { signal }),
  });
}
