import { loginRequest, SESSION_MESSAGES, type LoginRequest } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { notifyError } from '../../../lib/notify';
import { startSession } from '../../../lib/session';
import { login } from '../api/session-api';
import { AuthFrame } from '../components/auth-frame';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog';

export default function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [forgotOpen, setForgotOpen] = useState(false);
  const { control, handleSubmit, formState } = useForm<LoginRequest>({
    defaultValues: { email: '', password: '' },
    resolver: zodResolver(loginRequest),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      startSession(queryClient, await login(values));
      navigate('/dashboard', { replace: true });
    } catch {
      notifyError(SESSION_MESSAGES.loginError);
    }
  });

  return (
    <AuthFrame title="Log In">
      <form onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="username" autoFocus />
          <FormTextField control={control} name="password" label="Password" type="password" autoComplete="current-password" />
          <Box sx={{ textAlign: 'right' }}>
            <Link component="button" type="button" onClick={() => setForgotOpen(true)}>
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
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </AuthFrame>
  );
}
