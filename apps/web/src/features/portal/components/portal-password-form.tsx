import { passwordChangeForm } from '@clubspace/contract';
import { useState } from 'react';
import { PasswordField } from '../../../components/password-field';
import { useChangePassword } from '../api/portal-account-queries';
import { checkForm, formProblem, PortalFormCard } from './portal-form';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

/** Change my password: the current one, the new one twice. Other sessions end; this one keeps going with fresh tokens. */
export function PortalPasswordForm({ ws }: { ws: string }) {
  const change = useChangePassword(ws);
  const [values, setValues] = useState(EMPTY);
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = formProblem(change.error);
  const errors = { ...server.fields, ...local };
  const submit = () => {
    const problems = checkForm(passwordChangeForm, values);
    setLocal(problems ?? {});
    if (problems) return;
    change.mutate({ current_password: values.current_password, new_password: values.new_password }, { onSuccess: () => setValues(EMPTY) });
  };
  const field = (key: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <PasswordField
      label={label}
      autoComplete={autoComplete}
      value={values[key]}
      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      required
      fullWidth
    />
  );
  return (
    <PortalFormCard
      title="Password"
      submitLabel="Change password"
      busy={change.isPending}
      onSubmit={submit}
      done={change.data?.detail}
      problem={server.message}
    >
      {field('current_password', 'Current password', 'current-password')}
      {field('new_password', 'New password', 'new-password')}
      {field('confirm_password', 'Confirm new password', 'new-password')}
    </PortalFormCard>
  );
}
