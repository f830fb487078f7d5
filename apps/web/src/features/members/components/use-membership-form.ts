import type { MembershipItem } from '@clubspace/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { membershipPlansQuery, useCreateMembership } from '../api/memberships-api';
import { membershipFormDefaults, membershipResolver, toMembershipPayload } from './membership-form';

interface UseMembershipFormOptions {
  prefill?: { team?: string; member?: string };
  dialog?: boolean;
  onCreated: (membership: MembershipItem) => void;
}

/** State and submit of the add-membership form (page and profile dialog). */
export function useMembershipForm({ prefill, dialog = false, onCreated }: UseMembershipFormOptions) {
  const plans = useQuery(membershipPlansQuery());
  const create = useCreateMembership();
  const resolver = useMemo(() => membershipResolver(dialog), [dialog]);
  const form = useForm({ defaultValues: membershipFormDefaults(prefill), resolver });

  const submit = form.handleSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync(toMembershipPayload(values)));
    } catch (err) {
      const placed = applyServerErrors(err, form.setError, Object.keys(values));
      if (!placed) form.setError('root.server', { type: 'server', message: err instanceof ApiError || err instanceof Error ? err.message : 'Error' });
    }
  });

  return { form, submit, plans: plans.data ?? [] };
}
