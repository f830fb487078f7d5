import { PORTAL_MESSAGES, portalColleagueInvite } from '@clubspace/contract';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useInviteColleague } from '../api/portal-account-queries';
import { checkForm, formProblem, PortalFormCard } from './portal-form';

const EMPTY = { first_name: '', last_name: '', email: '' };

/**
 * Invite a colleague to the team and the portal. When the portal's settings leave invitations to staff, the form says
 * so; the server's own refusal (403, in words) shows as it is.
 */
export function PortalInviteForm({ ws, allowed }: { ws: string; allowed: boolean }) {
  const invite = useInviteColleague(ws);
  const [values, setValues] = useState(EMPTY);
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = formProblem(invite.error);
  const errors = { ...server.fields, ...local };
  const submit = () => {
    const problems = checkForm(portalColleagueInvite, values);
    setLocal(problems ?? {});
    if (!problems) invite.mutate(values, { onSuccess: () => setValues(EMPTY) });
  };
  const field = (key: keyof typeof EMPTY, label: string, autoComplete: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={values[key]}
      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      disabled={!allowed}
      required
      fullWidth
    />
  );
  return (
    <PortalFormCard
      title="Invite a colleague"
      intro={allowed ? 'They join your team and get an e-mail to set their password.' : PORTAL_MESSAGES.invitesOff}
      submitLabel="Send invitation"
      busy={invite.isPending || !allowed}
      onSubmit={submit}
      done={invite.data?.detail}
      problem={server.message}
    >
      {field('first_name', 'First name', 'off')}
      {field('last_name', 'Last name', 'off')}
      {field('email', 'E-mail', 'off', 'email')}
    </PortalFormCard>
  );
}
