import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isTwoFactorChallenge, type LoginAnswer } from '@clubspace/contract';
import { TwoFactorCodeStep } from '../../../components/two-factor';
import { ApiError } from '../../../lib/api-client';
import { useHashToken } from '../../../lib/hash-token';
import { usePortalSignIn, useWorkspace } from '../api/portal-queries';

/** The e-mailed token rides in the #fragment as `token=…`. */
const readToken = (hash: string) => {
  const match = /(?:^#|&)token=([^&]+)/.exec(hash);
  return match ? decodeURIComponent(match[1]) : '';
};

/**
 * The pages an e-mailed link opens: `magic` logs the member in at once; `accept` (an invitation) asks for the
 * password to choose, then logs in.
 */
export default function PortalLinkPage({ mode }: { mode: 'magic' | 'accept' }) {
  const ws = useWorkspace();
  const token = useHashToken(readToken);
  const signIn = usePortalSignIn(ws);
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const home = useCallback(
    (answer: LoginAnswer | { access: string }) => {
      if (!('challenge' in answer)) void navigate(`/portal/${encodeURIComponent(ws)}`, { replace: true });
    },
    [navigate, ws],
  );
  const { mutate } = signIn;
  // A magic link is used once, for the token of the address (a re-render must not send it again).
  const used = useRef(false);
  useEffect(() => {
    if (mode !== 'magic' || !token || used.current) return;
    used.current = true;
    mutate({ magic: token }, { onSuccess: home });
  }, [mode, token, mutate, home]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate({ accept: { token, password } }, { onSuccess: home });
  };
  const err = signIn.error instanceof ApiError ? signIn.error : null;
  // Two-factor (issue 30): a magic link of a member with it on asks for the code next.
  const [challenge, setChallenge] = useState<string | null>(null);
  const answered = signIn.data;
  if (answered && isTwoFactorChallenge(answered) && challenge !== answered.challenge) setChallenge(answered.challenge);
  if (challenge) {
    return (
      <Box component="main" sx={{ maxWidth: 420, mx: 'auto', p: 3 }}>
        <TwoFactorCodeStep
          pending={signIn.isPending}
          error={signIn.error?.message}
          onCancel={() => void navigate(`/portal/${encodeURIComponent(ws)}/login`, { replace: true })}
          onSubmit={(code, remember) => signIn.mutate({ code: { challenge, code, remember } }, { onSuccess: home })}
        />
      </Box>
    );
  }
  return (
    <Box component="main" sx={{ maxWidth: 420, mx: 'auto', p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {mode === 'magic' ? 'Logging you in' : 'Welcome to the member portal'}
      </Typography>
      {!token ? <Alert severity="error">This link is invalid or has expired</Alert> : null}
      {err ? <Alert severity="error">{err.fieldErrors.password ?? err.fieldErrors.token ?? err.message}</Alert> : null}
      {mode === 'magic' && token && !err ? <CircularProgress aria-label="Logging in" /> : null}
      {mode === 'accept' && token ? (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <TextField
            label="Choose a password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" variant="contained" disabled={signIn.isPending}>
            Set password and log in
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
