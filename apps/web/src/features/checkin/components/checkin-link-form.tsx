import { CHECKIN_MESSAGES, EMAIL_PATTERN } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { brandingDomain } from '../../../lib/branding';
import { useCheckinLink } from '../api/checkin-api';

/** Without a session: the member's e-mail, and a one-time link to it. */
export function CheckinLinkForm({ code }: { code: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const link = useCheckinLink(code);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    const message = !value ? CHECKIN_MESSAGES.emailRequired : EMAIL_PATTERN.test(value) ? '' : CHECKIN_MESSAGES.validMail;
    setError(message);
    if (!message) link.mutate({ email: value, domain: brandingDomain(window.location.hostname) });
  };

  if (link.isSuccess) return <Alert severity="success">{link.data.detail}</Alert>;
  return (
    <form onSubmit={submit} noValidate>
      <Typography sx={{ mb: 2 }}>Enter the e-mail you are a member with, and we will send you a link to check in here.</Typography>
      <TextField
        label="Your e-mail"
        type="email"
        name="email"
        autoComplete="email"
        fullWidth
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(error || link.error)}
        helperText={error || (link.error as Error | null)?.message}
      />
      <Button type="submit" sx={{ mt: 2 }} variant="contained" size="large" fullWidth disabled={link.isPending}>
        Send me a link
      </Button>
    </form>
  );
}
