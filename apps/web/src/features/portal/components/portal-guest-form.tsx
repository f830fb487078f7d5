import { isoDayInZone, portalGuestCreate } from '@clubspace/contract';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useRegisterGuest } from '../api/portal-account-queries';
import { checkForm, formProblem, PortalFormCard } from './portal-form';

const today = () => isoDayInZone(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);

/** Pre-register a guest for a day: the front desk expects them and they get a welcome e-mail. */
export function PortalGuestForm({ ws }: { ws: string }) {
  const register = useRegisterGuest(ws);
  const [values, setValues] = useState(() => ({ name: '', email: '', day: today() }));
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = formProblem(register.error);
  const errors = { ...server.fields, ...local };
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const submit = () => {
    const problems = checkForm(portalGuestCreate, values);
    setLocal(problems ?? {});
    if (!problems) register.mutate(values, { onSuccess: () => setValues({ name: '', email: '', day: values.day }) });
  };
  return (
    <PortalFormCard
      title="Expect a guest"
      submitLabel="Register guest"
      busy={register.isPending}
      onSubmit={submit}
      done={register.data?.detail}
      problem={server.message}
    >
      <TextField
        label="Guest’s name"
        value={values.name}
        onChange={set('name')}
        error={Boolean(errors.name)}
        helperText={errors.name}
        autoComplete="off"
        required
        fullWidth
      />
      <TextField
        label="Guest’s e-mail"
        type="email"
        value={values.email}
        onChange={set('email')}
        error={Boolean(errors.email)}
        helperText={errors.email}
        autoComplete="off"
        required
        fullWidth
      />
      <TextField
        label="Day"
        type="date"
        value={values.day}
        onChange={set('day')}
        error={Boolean(errors.day)}
        helperText={errors.day}
        required
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today() } }}
      />
    </PortalFormCard>
  );
}
