import { CREDENTIAL_MESSAGES, isTwoFactorChallenge, loginRequest, SESSION_MESSAGES, type LoginRequest } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { startSession } from '../../../lib/session';
import { deviceTokens } from '../../../lib/device-tokens';
import { login } from '../api/session-api';
import { AuthFrame } from '../components/auth-frame';
import type { TwoFactorPending } from '../components/two-factor-login-step';
import { ForgotPasswordDialog, ResendValidationDialog } from '../components/forgot-password-dialog';

// Only an account with two-factor needs the code step: it loads when the server asks for a code, not with /login.
const TwoFactorLoginStep = lazy(() => import('../components/two-factor-login-step').then((m) => ({ default: m.TwoFactorLoginStep })));

export default function LoginPage() {
  const navigate = useNavigate();
  const sessionEnded = (useLocation().state as { sessionEnded?: boolean } | null)?.sessionEnded === true;
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'forgot' | 'resend' | null>(null);
  const [notValidated, setNotValidated] = useState(false);
  // Two-factor (issue 30): the password was right, the code (or the required enrolment) comes next.
  const [pending, setPending] = useState<TwoFactorPending | null>(null);
  const { control, handleSubmit, formState, getValues } = useForm<LoginRequest>({
    defaultValues: { email: '', password: '' },
    resolver: zodResolver(loginRequest),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await login({ ...values, device_token: deviceTokens.get(values.email) });
      if (isTwoFactorChallenge(answer)) return setPending({ ...answer, email: values.email });
      startSession(queryClient, answer);
      navigate('/dashboard', { replace: true });
    } catch (err) {
      // The seeds' toast stays; an unvalidated account also gets the way out.
      setNotValidated(err instanceof ApiError && err.code === 'email_not_validated');
      // Throttled (issue 13 §2): say how long to wait rather than "Error login", which would invite another try.
      notifyError(err instanceof ApiError && err.status === 429 ? err.message : SESSION_MESSAGES.loginError);
    }
  });

  if (pending) {
    return (
      <AuthFrame title={pending.two_factor === 'code_required' ? 'Two-factor login' : 'Set up two-factor login'}>
        <Suspense fallback={null}>
          <TwoFactorLoginStep pending={pending} onBack={() => setPending(null)} onDone={() => navigate('/dashboard', { replace: true })} />
        </Suspense>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Log In">
      <form onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          {sessionEnded && <Alert severity="info">{CREDENTIAL_MESSAGES.sessionEnded}</Alert>}
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="username" autoFocus />
          <FormTextField control={control} name="password" label="Password" type="password" autoComplete="current-password" />
          {notValidated && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={() => setDialog('resend')}>
                  Resend
                </Button>
              }
            >
              {SESSION_MESSAGES.notValidated}
            </Alert>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
            <Link component="button" type="button" onClick={() => setDialog('resend')}>
              Resend validation e-mail
            </Link>
            <Link component="button" type="button" onClick={() => setDialog('forgot')}>
              Forgot password?
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            Log In
          </Button>
          <Box sx={{ textAlign: 'center' }}>
            Don&apos;t have an account?{' '}
            <Link component={RouterLink} to="/signup">
              Join
            </Link>
          </Box>
        </Stack>
      </form>
      <ForgotPasswordDialog open={dialog === 'forgot'} onClose={() => setDialog(null)} initialEmail={getValues('email')} />
      <ResendValidationDialog open={dialog === 'resend'} onClose={() => setDialog(null)} initialEmail={getValues('email')} />
    </AuthFrame>
  );
}
