import { DEBOUNCE, EMAIL_PATTERN, MEMBER_MESSAGES, type MemberItem } from '@clubspace/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { emailCheckQuery, useCreateMember, useUpdateMember } from '../api/members-api';
import { memberFormDefaults, memberResolver, toCreatePayload, toUpdatePayload, type MemberFormValues } from './member-form';
import { useDebouncedValue } from '../../../components/use-debounced-value';

const EMAIL_TAKEN = 'taken';

/** Live uniqueness check of a new member's e-mail (debounced); true when GET /api/email-is-valid says 'present'. */
export function useEmailTaken(email: string, enabled: boolean): boolean {
  const settled = useDebouncedValue(email.trim(), DEBOUNCE.autocomplete);
  const valid = enabled && EMAIL_PATTERN.test(settled);
  const check = useQuery({ ...emailCheckQuery(settled), enabled: valid });
  return valid && settled === email.trim() && check.data?.message === 'present';
}

interface UseMemberFormOptions {
  member?: MemberItem;
  officeSlug: string;
  onSaved: (member: MemberItem) => void;
  /** The add-member page edits the billing address too. */
  withBilling?: boolean;
}

/**
 * The member form's state and submit: the contract's validation, the live e-mail check ('This mail already exists'
 * blocks the submit), and the server's field errors under the fields.
 */
export function useMemberForm({ member, officeSlug, onSaved, withBilling }: UseMemberFormOptions) {
  const editing = Boolean(member);
  const queryClient = useQueryClient();
  const create = useCreateMember();
  const update = useUpdateMember();

  // A taken e-mail stays an error through every re-validation, not only until the next keystroke elsewhere.
  const resolver = useMemo<Resolver<MemberFormValues>>(() => {
    const base = memberResolver(editing);
    return async (values, context, options) => {
      const result = await base(values, context, options);
      const email = values.email.trim();
      const known = editing ? undefined : queryClient.getQueryData(emailCheckQuery(email).queryKey);
      if (known?.message === 'present' && !result.errors.email) {
        return { values: {}, errors: { ...result.errors, email: { type: EMAIL_TAKEN, message: MEMBER_MESSAGES.emailTaken } } };
      }
      return result;
    };
  }, [editing, queryClient]);

  const form = useForm<MemberFormValues>({ defaultValues: memberFormDefaults(member, officeSlug), resolver });
  const { control, setError, clearErrors, getFieldState } = form;
  const email = useWatch({ control, name: 'email' });
  const taken = useEmailTaken(email, !editing);

  useEffect(() => {
    if (taken) setError('email', { type: EMAIL_TAKEN, message: MEMBER_MESSAGES.emailTaken });
    else if (getFieldState('email').error?.type === EMAIL_TAKEN) clearErrors('email');
  }, [taken, setError, clearErrors, getFieldState]);

  const submit = form.handleSubmit(async (values) => {
    try {
      if (!editing) {
        // The debounced check may not have answered yet: ask (or reuse its answer) before creating.
        const check = await queryClient.fetchQuery(emailCheckQuery(values.email.trim())).catch(() => null);
        if (check?.message === 'present') {
          setError('email', { type: EMAIL_TAKEN, message: MEMBER_MESSAGES.emailTaken }, { shouldFocus: true });
          return;
        }
      }
      const saved = member
        ? await update.mutateAsync({ slug: member.slug, body: toUpdatePayload(values, withBilling) })
        : await create.mutateAsync(toCreatePayload(values));
      onSaved(saved);
    } catch (err) {
      const placed = applyServerErrors(err, setError, Object.keys(values));
      if (!placed) setError('root.server', { type: 'server', message: err instanceof ApiError || err instanceof Error ? err.message : 'Error' });
    }
  });

  return { form, submit, editing, taken };
}
