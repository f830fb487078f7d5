import { EMAIL_PATTERN, SESSION_MESSAGES } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

interface Props {
  initialEmail: string;
  busy: boolean;
  onBack: () => void;
  onFinish: (email: string) => void;
}

export function OnboardingFinishStep({ initialEmail, busy, onBack, onFinish }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState('');
  const finish = () => {
    if (!EMAIL_PATTERN.test(email.trim())) return setError(SESSION_MESSAGES.validMail);
    onFinish(email.trim());
  };
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        Let&apos;s get started
      </Typography>
      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setError('');
        }}
        error={Boolean(error)}
        helperText={error || ' '}
        fullWidth
      />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onBack}>Back</Button>
        <Button variant="contained" onClick={finish} disabled={busy}>
          Finish
        </Button>
      </Stack>
    </Stack>
  );
}
