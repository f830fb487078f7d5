import { clientSignup, SESSION_MESSAGES, slugify, type ClientSignup } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifyError } from '../../../lib/notify';
import { signup } from '../api/session-api';
import { AuthFrame } from '../components/auth-frame';

type SignupForm = Omit<ClientSignup, 'full_name'>;
const FIELDS = ['first_name', 'last_name', 'company', 'workspace', 'email', 'password'] as const;

export default function SignupPage() {
  const navigate = useNavigate();
  const { control, handleSubmit, setValue, setError, formState } = useForm<SignupForm>({
    defaultValues: { first_name: '', last_name: '', company: '', workspace: '', email: '', password: '' },
    resolver: zodResolver(clientSignup.omit({ full_name: true })),
  });
  // The workspace follows the company name until the user types a workspace of their own.
  const workspaceEdited = useRef(false);
  const company = useWatch({ control, name: 'company' });
  useEffect(() => {
    if (!workspaceEdited.current) setValue('workspace', slugify(company ?? ''));
  }, [company, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signup({ ...values, full_name: `${values.first_name.trim()} ${values.last_name.trim()}` });
      navigate('/checkmail');
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.code === SESSION_MESSAGES.emailAlreadyRegistered) {
        setError('email', { type: 'server', message: SESSION_MESSAGES.emailAlreadyRegisteredText });
      } else if (!applyServerErrors(err, setError, FIELDS)) {
        notifyError(err);
      }
    }
  });

  return (
    <AuthFrame title="Sign Up">
      <form onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            <FormTextField control={control} name="first_name" label="Name" autoComplete="given-name" autoFocus />
            <FormTextField control={control} name="last_name" label="Surname" autoComplete="family-name" />
          </Box>
          <FormTextField control={control} name="company" label="Company" autoComplete="organization" />
          <FormTextField
            control={control}
            name="workspace"
            label="Work Space"
            onInput={() => {
              workspaceEdited.current = true;
            }}
          />
          <FormTextField control={control} name="email" label="E-Mail" type="email" autoComplete="email" />
          <FormTextField control={control} name="password" label="Password" type="password" autoComplete="new-password" />
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            Sign Up
          </Button>
          <Box sx={{ textAlign: 'center' }}>
            <Link component={RouterLink} to="/login">
              Already have an account? Log in
            </Link>
          </Box>
        </Stack>
      </form>
    </AuthFrame>
  );
}
