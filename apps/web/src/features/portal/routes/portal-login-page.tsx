import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isTwoFactorChallenge, type LoginAnswer } from '@clubspace/contract';
import { TwoFactorCodeStep } from '../../../components/two-factor';
import { ApiError } from '../../../lib/api-client';
import { usePortalMagicLink, usePortalSignIn, usePortalWorkspace, useWorkspace } from '../api/portal-queries';

/** /portal/{workspace}/login: e-mail and password, or a one-time link by e-mail; branded as the workspace. */
export default function PortalLoginPage() {
  const ws = useWorkspace();
  const workspace = usePortalWorkspace(ws);
  const signIn = usePortalSignIn(ws);
  const magic = usePortalMagicLink(ws);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const home = (answer: LoginAnswer) => {
    if (!isTwoFactorChallenge(answer)) void navigate(`/portal/${encodeURIComponent(ws)}`, { replace: true });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate({ password: { email, password } }, { onSuccess: home });
  };
  const problem = [workspace.error, signIn.error, magic.error].find((err) => err instanceof ApiError) as ApiError | undefined;
  // Two-factor (issue 30): the password was right, the code comes next (the challenge stays while it is retried).
  const [challenge, setChallenge] = useState<string | null>(null);
  const answered = signIn.data;
  if (answered && isTwoFactorChallenge(answered) && challenge !== answered.challenge) setChallenge(answered.challenge);
  if (challenge) {
    return (
      <Box component="main" sx={{ maxWidth: 420, mx: 'auto', p: 3 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {workspace.data?.name ?? 'Member portal'}
        </Typography>
        <TwoFactorCodeStep
          pending={signIn.isPending}
          error={signIn.error?.message}
          onCancel={() => {
            setChallenge(null);
            signIn.reset();
          }}
          onSubmit={(code, remember) => signIn.mutate({ code: { challenge, code, remember, email } }, { onSuccess: home })}
        />
      </Box>
    );
  }
  return (
    <Box component="main" sx={{ maxWidth: 420, mx: 'auto', p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {workspace.data?.name ?? 'Member portal'}
      </Typography>
      {workspace.data?.welcome_text ? <Typography sx={{ mb: 2 }}>{workspace.data.welcome_text}</Typography> : null}
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {problem ? <Alert severity="error">{problem.message}</Alert> : null}
        {magic.data ? <Alert severity="success">{magic.data.detail}</Alert> : null}
        <TextField label="E-mail" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <Button type="submit" variant="contained" disabled={signIn.isPending}>
          Log in
        </Button>
        <Button disabled={!email || magic.isPending} onClick={() => magic.mutate(email)}>
          E-mail me a log-in link
        </Button>
      </Stack>
    </Box>
  );
}
