import { portalEventsApi } from '@clubspace/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portalCall, portalDownload } from '../../api/portal-client';

const key = (ws: string) => ['portal', ws, 'events'] as const;

/** GET /api/portal/events/: the coming events of my offices, with my RSVP. */
export function usePortalEvents(ws: string) {
  return useQuery({ queryKey: key(ws), queryFn: ({ signal }) => portalCall(ws, portalEventsApi.list, undefined, { signal }) });
}

/** RSVP (going, or the waiting list) or cancel it; the list reloads either way. */
export function useRsvp(ws: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, going }: { slug: string; going: boolean }) =>
      portalCall(ws, going ? portalEventsApi.rsvp : portalEventsApi.cancel, { params: { slug } }),
    onSettled: () => client.invalidateQueries({ queryKey: key(ws) }),
  });
}

export const downloadEventIcs = (ws: string, slug: string) => portalDownload(ws, portalEventsApi.ics, { params: { slug } }, `event-${slug}.ics`);
