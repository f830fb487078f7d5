import { invoicePdfFilename, portalApi, type PasswordChange, type PortalInvoice } from '@clubspace/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { portalCall, portalDownload, portalTokens } from './portal-client';

/**
 * The member's account screens (issue 26): invoices, profile and consent, photo, password, the team (team admins) and
 * guests. Keys live under ['portal', workspace], so logging out or in drops them with the rest of the portal.
 */
type Preferences = z.input<typeof portalApi.preferences.body>;
type ProfileUpdate = z.input<typeof portalApi.updateProfile.body>;
type ColleagueInvite = z.input<typeof portalApi.inviteColleague.body>;
type GuestCreate = z.input<typeof portalApi.registerGuest.body>;

const keys = {
  me: (ws: string) => ['portal', ws, 'me'] as const,
  invoices: (ws: string, scope: 'mine' | 'team') => ['portal', ws, 'invoices', scope] as const,
  profile: (ws: string) => ['portal', ws, 'profile'] as const,
  team: (ws: string) => ['portal', ws, 'team'] as const,
  guests: (ws: string) => ['portal', ws, 'guests'] as const,
};

/** The invoices; `refetchInterval` while a payment's webhook may still be on its way (back from the payment page). */
export function usePortalInvoices(ws: string, scope: 'mine' | 'team', enabled = true, refetchInterval: number | false = false) {
  return useQuery({
    queryKey: keys.invoices(ws, scope),
    queryFn: ({ signal }) => portalCall(ws, portalApi.invoices, { query: { scope } }, { signal }),
    enabled,
    refetchInterval,
  });
}

/** Downloads an invoice's PDF with the portal token (an <a href> could not send it). */
export function useInvoicePdf(ws: string) {
  return useMutation({
    meta: { silent: true },
    mutationFn: (invoice: Pick<PortalInvoice, 'slug' | 'name'>) =>
      portalDownload(ws, portalApi.invoicePdf, { params: { slug: invoice.slug } }, invoicePdfFilename(invoice.name)),
  });
}

export function usePortalProfile(ws: string) {
  return useQuery({ queryKey: keys.profile(ws), queryFn: ({ signal }) => portalCall(ws, portalApi.profile, undefined, { signal }) });
}

/** Every profile change answers the whole profile: it replaces the cached one, and "me" (the name) reloads. */
function useProfileChange<T>(ws: string, send: (input: T) => Promise<z.output<typeof portalApi.profile.response> & { detail: string }>) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: send,
    onSuccess: ({ detail: _detail, ...profile }) => {
      client.setQueryData(keys.profile(ws), profile);
      void client.invalidateQueries({ queryKey: keys.me(ws) });
    },
  });
}

export const useUpdateProfile = (ws: string) => useProfileChange(ws, (body: ProfileUpdate) => portalCall(ws, portalApi.updateProfile, { body }));
export const useUpdatePreferences = (ws: string) => useProfileChange(ws, (body: Preferences) => portalCall(ws, portalApi.preferences, { body }));
export const useSetPhoto = (ws: string) =>
  useProfileChange(ws, (file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return portalCall(ws, portalApi.photo, { body });
  });
export const useRemovePhoto = (ws: string) => useProfileChange(ws, () => portalCall(ws, portalApi.removePhoto));

/** Changing the password ends every other session and answers a fresh token pair: this tab keeps going with it. */
export function useChangePassword(ws: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: PasswordChange) => portalCall(ws, portalApi.password, { body }),
    onSuccess: (answer) => {
      portalTokens.set(ws, { access: answer.access, refresh: answer.refresh });
      // The other sessions ended (and this one is new): the Active sessions card reloads.
      return client.invalidateQueries({ queryKey: ['portal', ws, 'sessions'] });
    },
  });
}

export function usePortalTeam(ws: string, enabled = true) {
  return useQuery({ queryKey: keys.team(ws), queryFn: ({ signal }) => portalCall(ws, portalApi.team, undefined, { signal }), enabled });
}

export function useInviteColleague(ws: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: ColleagueInvite) => portalCall(ws, portalApi.inviteColleague, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.team(ws) }),
  });
}

export function useRemoveColleague(ws: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (slug: string) => portalCall(ws, portalApi.removeColleague, { params: { slug } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.team(ws) }),
  });
}

export function usePortalGuests(ws: string) {
  return useQuery({ queryKey: keys.guests(ws), queryFn: ({ signal }) => portalCall(ws, portalApi.guests, undefined, { signal }) });
}

export function useRegisterGuest(ws: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: GuestCreate) => portalCall(ws, portalApi.registerGuest, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.guests(ws) }),
  });
}
