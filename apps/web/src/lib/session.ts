import { shellEndpoints, type SessionInfo } from '@clubspace/contract';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from './api-client';
import { brandingKeys } from './branding';
import { clearTokens, getRefreshToken, hasToken, setTokens, type Tokens } from './token-storage';

export const sessionKeys = {
  session: ['session'] as const,
  profile: ['staff-profile'] as const,
};

export const sessionQuery = queryOptions({
  queryKey: sessionKeys.session,
  queryFn: ({ signal }) => call(shellEndpoints.session, undefined, { signal }),
  staleTime: 5 * 60_000,
});

export const staffProfileQuery = queryOptions({
  queryKey: sessionKeys.profile,
  queryFn: ({ signal }) => call(shellEndpoints.profile, undefined, { signal }),
  staleTime: 5 * 60_000,
});

export function useSession() {
  return useQuery({ ...sessionQuery, enabled: hasToken() });
}

export function useStaffProfile() {
  return useQuery({ ...staffProfileQuery, enabled: hasToken() });
}

/** Granted web-section codes; everything the menu, tabs and route guard show is derived from these. */
export function grantedCodes(session: Pick<SessionInfo, 'web_sections'> | undefined): string[] {
  return session?.web_sections.map((s) => s.code) ?? [];
}

export function useGrantedCodes(): string[] {
  return grantedCodes(useSession().data);
}

/** A signed-up owner whose client is still pending (or who has none yet) must finish onboarding first. */
export function needsOnboarding(session: Pick<SessionInfo, 'active_client'> | undefined): boolean {
  return !session?.active_client || session.active_client.role === 'pending';
}

/**
 * Forgets everything cached for the previous user. The domain branding stays: it does not depend on who is logged
 * in, and the theme provider above the router keeps observing it.
 */
export function dropUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== brandingKeys.all[0] });
  queryClient.getMutationCache().clear();
}

export function startSession(queryClient: QueryClient, tokens: Tokens): void {
  setTokens(tokens);
  dropUserData(queryClient);
}

export function endSession(queryClient: QueryClient): void {
  clearTokens();
  dropUserData(queryClient);
}

/**
 * Logout: the server revokes this login's refresh tokens (POST /auth/logout/), so a copied token is useless from now
 * on; then the local tokens and cached data go. An unreachable server does not keep the user logged in here.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  const refresh = getRefreshToken();
  if (refresh) {
    try {
      await call(shellEndpoints.logout, { body: { refresh } }, { auth: false });
    } catch {
      // Offline or already revoked: the local session ends all the same.
    }
  }
  endSession(queryClient);
}

/** Switches the active office or client; every cached list depends on it, so all queries are refetched. */
export function useSwitchContext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { active_office?: string; active_client?: string }) => call(shellEndpoints.updateProfile, { body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
