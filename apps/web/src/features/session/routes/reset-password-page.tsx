import { resetPasswordRequest, SESSION_MESSAGES } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { resetPassword } from '../api/session-api';
import { AuthFrame } from '../components/auth-frame';

const schema = resetPasswordRequest.pick({ password: true });

/** The link of the reset e-mail lands here: choose a new password, then log in. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<'form' | 'done' | 'invalid'>('form');
  const { control, handleSubmit, setError, formState } = useForm<{ password: string }>({
    defaultValues: { password: '' },
    resolver: zodResolver(schema),
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await resetPassword(token, password);
      setState('done');
    } catch (err) {
      // A bad password is shown under the field; anything else means the link is no good.
      if (!applyServerErrors(err, setError, ['password'])) setState('invalid');
    }
  });

  return (
    <AuthFrame title="Choose a new password">
      {state === 'form' ? (
        <form onSubmit={onSubmit} noValidate>
          <Stack spacing={2}>
            <FormTextField control={control} name="password" label="New password" type="password" autoComplete="new-password" autoFocus />
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              Change password
            </Button>
          </Stack>
        </form>
      ) : (
        <Stack spacing={2}>
          <Alert severity={state === 'done' ? 'success' : 'error'}>
            {state === 'done' ? SESSION_MESSAGES.resetDone : SESSION_MESSAGES.resetInvalid}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            Log in
          </Button>
        </Stack>
      )}
    </AuthFrame>
  );
}
