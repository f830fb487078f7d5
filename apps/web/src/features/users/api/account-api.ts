import { authApi, officesApi, plansApi, staffApi, staffProfileApi, themeApi } from '@clubspace/contract';
import type { OfficeUpdate, PasswordChange, PlanCreate, PlanUpdate, StaffCreate, StaffUpdate, ThemeUpdate } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Query } from '../../../lib/api-client';
import { brandingKeys } from '../../../lib/branding';
import { sessionKeys } from '../../../lib/session';
import { setTokens } from '../../../lib/token-storage';
import { mySessionsKey } from './sessions-api';

export const accountKeys = {
  all: ['account'] as const,
  staffLists: () => [...accountKeys.all, 'staff', 'list'] as const,
  staffList: (query: Query) => [...accountKeys.staffLists(), query] as const,
  staff: (slug: string) => [...accountKeys.all, 'staff', slug] as const,
  plans: () => [...accountKeys.all, 'plans'] as const,
  officeList: (query: Query) => [...accountKeys.all, 'offices', 'list', query] as const,
  office: (slug: string) => [...accountKeys.all, 'offices', slug] as const,
  theme: () => [...accountKeys.all, 'theme'] as const,
};

/** GET /api/dashboard-staff/ (paged envelope `staff`). */
export const staffListQuery = (query: Query) =>
  queryOptions({
    queryKey: accountKeys.staffList(query),
    queryFn: ({ signal }) => call(staffApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

export const staffDetailQuery = (slug: string) =>
  queryOptions({ queryKey: accountKeys.staff(slug), queryFn: ({ signal }) => call(staffApi.detail, { params: { slug } }, { signal }) });

export const plansQuery = () => queryOptions({ queryKey: accountKeys.plans(), queryFn: ({ signal }) => call(plansApi.list, undefined, { signal }) });

export const officeListQuery = (query: Query) =>
  queryOptions({
    queryKey: accountKeys.officeList(query),
    queryFn: ({ signal }) => call(officesApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

export const officeDetailQuery = (slug: string) =>
  queryOptions({ queryKey: accountKeys.office(slug), queryFn: ({ signal }) => call(officesApi.detail, { params: { slug } }, { signal }) });

export const themeQuery = () => queryOptions({ queryKey: accountKeys.theme(), queryFn: ({ signal }) => call(themeApi.get, undefined, { signal }) });

/** After an account change: the area's lists, and the session (sections, offices, branding) it may alter. */
function useInvalidateAccount() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.session }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.profile }),
    ]);
}

export function useCreateStaff() {
  const invalidate = useInvalidateAccount();
  return useMutation({ mutationFn: (body: StaffCreate) => call(staffApi.create, { body }), onSuccess: invalidate, meta: { silent: true } });
}

export function useUpdateStaff() {
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: StaffUpdate }) => call(staffApi.update, { params: { slug }, body }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

/** DELETE /api/dashboard-staff/{slug}: the job goes (the user stays) and that person's sessions end. */
export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => call(staffApi.remove, { params: { slug } }),
    onSuccess: (_, slug) => {
      // The detail is gone: drop it rather than refetch a 404 while the page leaves.
      queryClient.removeQueries({ queryKey: accountKeys.staff(slug) });
      return queryClient.invalidateQueries({ queryKey: accountKeys.staffLists() });
    },
    meta: { silent: true },
  });
}

/**
 * POST /api/change-password/. The server ends every session of the user, this one included, and answers a fresh
 * token pair: it is stored before anything else runs, so this tab (and the other tabs of this browser, which share
 * the storage) go on while every other device has to log in again.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PasswordChange) => {
      const answer = await call(authApi.changePassword, { body });
      setTokens({ access: answer.access, refresh: answer.refresh });
      return answer;
    },
    // The other sessions ended: the Active sessions card shows only this one now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsKey }),
    meta: { silent: true },
  });
}

export function useCreatePlan() {
  const invalidate = useInvalidateAccount();
  return useMutation({ mutationFn: (body: PlanCreate) => call(plansApi.create, { body }), onSuccess: invalidate, meta: { silent: true } });
}

export function useUpdatePlan() {
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: PlanUpdate }) => call(plansApi.update, { params: { slug }, body }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

export function useCreateOffice() {
  const invalidate = useInvalidateAccount();
  return useMutation({ mutationFn: (body: { name: string }) => call(officesApi.create, { body }), onSuccess: invalidate, meta: { silent: true } });
}

export function useUpdateOffice() {
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: OfficeUpdate }) => call(officesApi.update, { params: { slug }, body }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

/** Saves the theme; the domain branding and the session branding are refetched so the colours change at once. */
export function useSaveTheme() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: (body: ThemeUpdate) => call(themeApi.save, { body }),
    onSuccess: () => Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: brandingKeys.all })]),
    meta: { silent: true },
  });
}

/** POST /api/staff-profile/ with the user block (own name, phone, job title). */
export function useUpdateProfile() {
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: (user: { first_name: string; last_name: string; phone: string | null; job_title: string | null }) =>
      call(staffProfileApi.update, { body: { user } }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}
