import { CONSENT_CATEGORY_HINTS, UNSUBSCRIBE_MESSAGES } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../lib/api-client';
import { useHashToken } from '../../../lib/hash-token';
import { useUnsubscribe, useUnsubscribeView } from '../api/unsubscribe-api';

/** The link's token is the whole #fragment (see lib/hash-token). */
const readToken = (hash: string) => decodeURIComponent(hash.replace(/^#/, ''));

/**
 * /unsubscribe#token: what an e-mail's unsubscribe link opens (issue 26). It shows what the link turns off and waits
 * for a click (mail scanners open links; only the POST changes anything). A member may also stop every e-mail.
 */
export default function UnsubscribePage() {
  const token = useHashToken(readToken);
  const view = useUnsubscribeView(token);
  const unsubscribe = useUnsubscribe(token);
  const v = view.data;
  const viewErr = view.error instanceof ApiError ? view.error : null;
  const err = unsubscribe.error instanceof ApiError ? unsubscribe.error : null;

  return (
    <Box component="main" sx={{ maxWidth: 520, mx: 'auto', p: 2, minHeight: '100dvh' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {v ? `E-mails from ${v.operator}` : 'Unsubscribe'}
      </Typography>
      <Stack spacing={2}>
        {!token && <Alert severity="warning">{UNSUBSCRIBE_MESSAGES.tokenRequired}</Alert>}
        {view.isLoading && <CircularProgress aria-label="Loading" sx={{ alignSelf: 'center' }} />}
        {viewErr && <Alert severity="warning">{viewErr.message}</Alert>}
        {unsubscribe.data && <Alert severity="success">{unsubscribe.data.detail}</Alert>}
        {err && <Alert severity="error">{err.message}</Alert>}
        {v && (
          <>
            <Typography>
              {v.recipient === 'guest' ? 'News and offers' : `E-mails about ${CONSENT_CATEGORY_HINTS[v.category]}`} to {v.email}:{' '}
              <strong>{v.subscribed ? 'on' : 'off'}</strong>
              {v.recipient === 'member' && !v.allow_email && ' (every e-mail is off)'}
            </Typography>
            {!unsubscribe.data && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button variant="contained" disabled={unsubscribe.isPending || !v.subscribed} onClick={() => unsubscribe.mutate(false)}>
                  {v.recipient === 'guest' ? 'Unsubscribe' : `Unsubscribe from ${v.category_label}`}
                </Button>
                {v.recipient === 'member' && (
                  <Button variant="outlined" disabled={unsubscribe.isPending || !v.allow_email} onClick={() => unsubscribe.mutate(true)}>
                    Stop all e-mails
                  </Button>
                )}
              </Stack>
            )}
            <Typography variant="body2" color="text.secondary">
              E-mails your account needs (password resets, log-in links, invitations) are always sent. Members change these settings in the member
              portal.
            </Typography>
          </>
        )}
      </Stack>
    </Box>
  );
}
