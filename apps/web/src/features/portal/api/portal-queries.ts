import { isTwoFactorChallenge, portalApi, portalAuthApi, type PortalBooking } from '@clubspace/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { deviceTokens } from '../../../lib/device-tokens';
import { portalCall, portalTokens } from './portal-client';
import { verifyPortalTwoFactor } from './portal-two-factor-queries';

/** The workspace of the portal's address (`/portal/{workspace}/…`). */
export const useWorkspace = () => useParams().workspace ?? '';

const keys = {
  all: (ws: string) => ['portal', ws] as const,
  workspace: (ws: string) => ['portal', ws, 'workspace'] as const,
  me: (ws: string) => ['portal', ws, 'me'] as const,
  home: (ws: string) => ['portal', ws, 'home'] as const,
  bookings: (ws: string, when: 'upcoming' | 'past') => ['portal', ws, 'bookings', when] as const,
};

export function usePortalWorkspace(ws: string) {
  return useQuery({
    queryKey: keys.workspace(ws),
    queryFn: ({ signal }) => portalCall(ws, portalAuthApi.workspace, undefined, { auth: false, signal }),
    meta: { silent: true },
    retry: false,
  });
}

export function usePortalMe(ws: string) {
  return useQuery({ queryKey: keys.me(ws), queryFn: ({ signal }) => portalCall(ws, portalApi.me, undefined, { signal }) });
}

export function usePortalHome(ws: string) {
  return useQuery({ queryKey: keys.home(ws), queryFn: ({ signal }) => portalCall(ws, portalApi.home, undefined, { signal }) });
}

export function usePortalBookings(ws: string, when: 'upcoming' | 'past') {
  return useQuery({
    queryKey: keys.bookings(ws, when),
    queryFn: ({ signal }) => portalCall(ws, portalApi.bookings, { query: { when, page_size: 50 } }, { signal }),
  });
}

/** Log-in by password, magic link or invitation: each answers a token pair, kept for the workspace. */
export function usePortalSignIn(ws: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (
      how:
        | { password: { email: string; password: string } }
        | { magic: string }
        | { accept: { token: string; password?: string } }
        | { code: { challenge: string; code: string; remember: boolean; email?: string } },
    ) => {
      // Two-factor (issue 30): a password or magic-link log-in may answer a challenge; the code step finishes it.
      if ('password' in how) {
        const device_token = deviceTokens.get(how.password.email);
        return portalCall(ws, portalAuthApi.login, { body: { ...how.password, device_token } }, { auth: false });
      }
      if ('magic' in how) return portalCall(ws, portalAuthApi.magicLogin, { body: { token: how.magic } }, { auth: false });
      if ('code' in how) {
        const answer = await verifyPortalTwoFactor(ws, how.code.challenge, how.code.code, how.code.remember);
        if (answer.device_token && how.code.email) deviceTokens.set(how.code.email, answer.device_token);
        return answer;
      }
      return portalCall(ws, portalAuthApi.acceptInvitation, { body: how.accept }, { auth: false });
    },
    onSuccess: (tokens) => {
      if (isTwoFactorChallenge(tokens)) return;
      portalTokens.set(ws, { access: tokens.access, refresh: tokens.refresh });
      void client.removeQueries({ queryKey: keys.all(ws) });
    },
  });
}

export function usePortalMagicLink(ws: string) {
  return useMutation({
    meta: { silent: true },
    mutationFn: (email: string) => portalCall(ws, portalAuthApi.magicLink, { body: { email } }, { auth: false }),
  });
}

export function usePortalLogout(ws: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const refresh = portalTokens.refresh(ws);
      if (refresh) await portalCall(ws, portalAuthApi.logout, { body: { refresh } }, { auth: false }).catch(() => undefined);
    },
    onSettled: () => {
      portalTokens.clear(ws);
      client.removeQueries({ queryKey: keys.all(ws) });
    },
  });
}

/** Cancel or check in one of my bookings; the lists and the home page reload. */
export function useBookingAction(ws: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ action, booking }: { action: 'cancel' | 'checkIn'; booking: Pick<PortalBooking, 'code'> }) =>
      portalCall(ws, action === 'cancel' ? portalApi.cancel : portalApi.checkIn, { params: { code: booking.code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all(ws) }),
  });
}
