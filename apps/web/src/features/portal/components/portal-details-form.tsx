import { portalProfileUpdate } from '@clubspace/contract';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useUpdateProfile } from '../api/portal-account-queries';
import { checkForm, formProblem, PortalFormCard } from './portal-form';

interface Profile {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
}

/** My name and phone (the e-mail is my login: shown, not changed here). */
export function PortalDetailsForm({ ws, profile }: { ws: string; profile: Profile }) {
  const save = useUpdateProfile(ws);
  const [values, setValues] = useState({ first_name: profile.first_name, last_name: profile.last_name, phone: profile.phone ?? '' });
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = formProblem(save.error);
  const errors = { ...server.fields, ...local };
  const field = (key: keyof typeof values, label: string, extra: { autoComplete: string; type?: string; required?: boolean }) => (
    <TextField
      label={label}
      value={values[key]}
      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      fullWidth
      {...extra}
    />
  );
  const submit = () => {
    const problems = checkForm(portalProfileUpdate, values);
    setLocal(problems ?? {});
    if (!problems) save.mutate(values);
  };
  return (
    <PortalFormCard
      title="My details"
      submitLabel="Save details"
      busy={save.isPending}
      onSubmit={submit}
      done={save.data?.detail}
      problem={server.message}
    >
      {field('first_name', 'First name', { autoComplete: 'given-name', required: true })}
      {field('last_name', 'Last name', { autoComplete: 'family-name', required: true })}
      {field('phone', 'Phone', { autoComplete: 'tel', type: 'tel' })}
      <TextField
        label="E-mail"
        value={profile.email}
        fullWidth
        slotProps={{ input: { readOnly: true } }}
        helperText="Your log-in: ask the front desk to change it"
      />
    </PortalFormCard>
  );
}
