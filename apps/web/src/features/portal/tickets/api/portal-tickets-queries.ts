import { portalTicketsApi, type PortalTicket, type PortalTicketCreate } from '@clubspace/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portalCall } from '../../api/portal-client';

/** The member's help desk (issue 28): keys under ['portal', workspace], dropped with the rest of the portal on log-out. */
const keys = {
  all: (ws: string) => ['portal', ws, 'tickets'] as const,
  options: (ws: string) => ['portal', ws, 'tickets', 'options'] as const,
  list: (ws: string) => ['portal', ws, 'tickets', 'list'] as const,
  detail: (ws: string, slug: string) => ['portal', ws, 'tickets', 'detail', slug] as const,
};

export function usePortalTicketOptions(ws: string) {
  return useQuery({
    queryKey: keys.options(ws),
    queryFn: ({ signal }) => portalCall(ws, portalTicketsApi.options, undefined, { signal }),
    staleTime: 60_000,
  });
}

export function usePortalTickets(ws: string) {
  return useQuery({ queryKey: keys.list(ws), queryFn: ({ signal }) => portalCall(ws, portalTicketsApi.list, undefined, { signal }) });
}

/** A ticket; refreshed every 30 s while open, so a staff reply shows up without a reload. */
export function usePortalTicket(ws: string, slug: string) {
  return useQuery({
    queryKey: keys.detail(ws, slug),
    queryFn: ({ signal }) => portalCall(ws, portalTicketsApi.detail, { params: { slug } }, { signal }),
    refetchInterval: 30_000,
  });
}

function useTicketChange<T>(ws: string, send: (input: T) => Promise<PortalTicket>) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: send,
    onSuccess: (ticket) => {
      client.setQueryData(keys.detail(ws, ticket.slug), ticket);
      void client.invalidateQueries({ queryKey: keys.list(ws) });
    },
  });
}

/** Raises a ticket, then attaches its photo when one was chosen. */
export const useRaiseTicket = (ws: string) =>
  useTicketChange(ws, async ({ body, photo }: { body: PortalTicketCreate; photo: File | null }) => {
    const ticket = await portalCall(ws, portalTicketsApi.create, { body });
    if (!photo) return ticket;
    const form = new FormData();
    form.append('file', photo, photo.name);
    return portalCall(ws, portalTicketsApi.photo, { params: { slug: ticket.slug }, body: form });
  });

export const useReplyTicket = (ws: string, slug: string) =>
  useTicketChange(ws, (body: string) => portalCall(ws, portalTicketsApi.reply, { params: { slug }, body: { body } }));
