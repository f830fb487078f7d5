import { SESSION_MESSAGES } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { validateEmailQuery } from '../api/session-api';
import { AuthFrame } from '../components/auth-frame';

/** The link of the welcome e-mail lands here and validates the account. */
export default function ValidateEmailPage() {
  const { token = '' } = useParams();
  const result = useQuery(validateEmailQuery(token));
  return (
    <AuthFrame title="Account validation">
      {result.isPending ? (
        <PageLoader />
      ) : (
        <Stack spacing={2}>
          <Alert severity={result.isSuccess ? 'success' : 'error'}>
            {/* The server says whether this validated the account or it was validated already (a re-opened link). */}
            {result.isSuccess ? (result.data?.detail ?? SESSION_MESSAGES.validationDone) : SESSION_MESSAGES.validationInvalid}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            Log in
          </Button>
        </Stack>
      )}
    </AuthFrame>
  );
}
