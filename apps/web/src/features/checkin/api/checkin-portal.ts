import { portalApi, portalAppApi, type PortalQrView } from '@clubspace/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { brandingDomain } from '../../../lib/branding-domain';
import { portalCall, portalTokens } from '../../../lib/portal-client';
import { checkinKeys } from './checkin-api';

/** The workspaces to ask: the host's first, then every other this browser holds a member portal session of. */
function heldWorkspaces(): string[] {
  const held = portalTokens.workspaces();
  const host = brandingDomain(window.location.hostname);
  return host && held.includes(host) ? [host, ...held.filter((w) => w !== host)] : held;
}

export type PortalQr = { workspace: string; view: PortalQrView };

/**
 * The QR code's resource and the member's own booking on it (issue 26), through the first portal session whose
 * operator has the resource; null when none does (no session, an ended one, another operator's code): the page then
 * shows its usual flow.
 */
async function findPortalQr(code: string, signal?: AbortSignal): Promise<PortalQr | null> {
  for (const workspace of heldWorkspaces()) {
    try {
      return { workspace, view: await portalCall(workspace, portalAppApi.qrView, { params: { identifier: code } }, { signal, stay: true }) };
    } catch (err) {
      // 401 (the session ended), 403 (portal off), 404 (not this operator's code): the next session, if any.
      if (!(err instanceof ApiError) || err.status >= 500) throw err;
    }
  }
  return null;
}

const portalKey = (code: string) => [...checkinKeys.all, code, 'portal'] as const;

export const usePortalQr = (code: string, enabled: boolean) =>
  useQuery({
    queryKey: portalKey(code),
    queryFn: ({ signal }) => findPortalQr(code, signal),
    enabled,
    retry: false,
    refetchOnWindowFocus: false,
    meta: { silent: true },
  });

/** Checks the member's booking in through the portal (its one check-in window), then shows it again. */
export function usePortalQrCheckIn(code: string, workspace: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (booking: string) => portalCall(workspace, portalApi.checkIn, { params: { code: booking } }, { stay: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: portalKey(code) }),
  });
}
