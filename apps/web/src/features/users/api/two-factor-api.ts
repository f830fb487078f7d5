import { twoFactorApi, type TwoFactorPolicy } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorClient } from '../../../components/two-factor';
import { call } from '../../../lib/api-client';

const keys = { status: ['two-factor', 'status'] as const, policy: ['two-factor', 'policy'] as const };

/** The signed-in staff user's own two-factor login (the Profile tab's card). */
export const staffTwoFactor: TwoFactorClient = {
  queryKey: keys.status,
  status: (signal) => call(twoFactorApi.status, undefined, { signal }),
  start: () => call(twoFactorApi.start),
  confirm: (code) => call(twoFactorApi.confirm, { body: { code } }),
  disable: (body) => call(twoFactorApi.disable, { body }),
  forgetDevices: () => call(twoFactorApi.forgetDevices),
};

export const twoFactorPolicyQuery = () =>
  queryOptions({ queryKey: keys.policy, queryFn: ({ signal }) => call(twoFactorApi.policy, undefined, { signal }) });

export function useSaveTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorPolicy) => call(twoFactorApi.savePolicy, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(keys.policy, answer);
      return queryClient.invalidateQueries({ queryKey: keys.status });
    },
  });
}
