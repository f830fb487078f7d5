import { MEMBERS_LIST, authApi, membersApi } from '@clubspace/contract';
import type { MemberCreate, MemberUpdate } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Query } from '../../../lib/api-client';
import { lookupKeys } from '../../../lib/lookups-api';
import { teamKeys } from './teams-api';

export const memberKeys = {
  all: ['members'] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (query: Query) => [...memberKeys.lists(), query] as const,
  profile: (slug: string) => [...memberKeys.all, 'profile', slug] as const,
  teamMembers: (team: string, referral = false) => [...memberKeys.all, 'team-members', team, referral] as const,
  emailCheck: (email: string) => ['email-is-valid', email.toLowerCase()] as const,
};

/** GET /api/member-list/ with the list's URL parameters. */
export const membersListQuery = (query: Query) =>
  queryOptions({
    queryKey: memberKeys.list(query),
    queryFn: ({ signal }) => call(membersApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

/** GET /api/dashboard-profile/?member= : member, team mates, bookings, orders and memberships. */
export const memberProfileQuery = (slug: string) =>
  queryOptions({
    queryKey: memberKeys.profile(slug),
    queryFn: ({ signal }) => call(membersApi.profile, { query: { member: slug } }, { signal }),
  });

/** GET /api/team-members/?team= (referral=true keeps the team's referral members). */
export const teamMembersQuery = (team: string, referral = false) =>
  queryOptions({
    queryKey: memberKeys.teamMembers(team, referral),
    queryFn: ({ signal }) => call(membersApi.teamMembers, { query: { team, referral: referral || undefined } }, { signal }),
  });

/** GET /api/email-is-valid/{email}: 'present' means a user already has it. Silent: the form shows the result. */
export const emailCheckQuery = (email: string) =>
  queryOptions({
    queryKey: memberKeys.emailCheck(email),
    queryFn: ({ signal }) => call(membersApi.emailIsValid, { params: { '*': email } }, { signal }),
    staleTime: 10_000,
    retry: false,
    meta: { silent: true },
  });

/** A new or changed member changes lists, profiles, team counts and pickers. */
function useInvalidateMembers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: memberKeys.all }),
      queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      queryClient.invalidateQueries({ queryKey: lookupKeys.all }),
    ]);
}

/** POST /api/profile/ → 201 member. Field errors (409 e-mail taken) are shown by the form, so no toast. */
export function useCreateMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: (body: MemberCreate) => call(membersApi.create, { body }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

/** PUT /api/profile/{slug} (team required). */
export function useUpdateMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: MemberUpdate }) => call(membersApi.update, { params: { slug }, body }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

/** POST /api/forgot/ {email}: e-mails the member a reset link (201 = sent). */
export function useResetPassword() {
  return useMutation({ mutationFn: (email: string) => call(authApi.forgot, { body: { email } }), meta: { silent: true } });
}

/** POST /api/invite/ {member_slug}: resends the invitation (201 = sent). */
export function useResendInvitation() {
  return useMutation({ mutationFn: (memberSlug: string) => call(membersApi.invite, { body: { member_slug: memberSlug } }), meta: { silent: true } });
}

/** The members list's defaults and query: shared by its page and by route preloading. */
export const MEMBERS_LIST_SOURCE = {
  defaults: { page_size: MEMBERS_LIST.pageSize, order: MEMBERS_LIST.order, team: '', presence: '', role: '' },
  queryOptions: membersListQuery,
};
