import { DEFAULT_TIME_ZONE, type CheckinAction, type CheckinResult } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { hasToken } from '../../../lib/token-storage';
import { useCheckinAction, useCheckinView } from '../api/checkin-api';
import { usePortalQr } from '../api/checkin-portal';
import { BookNowCard } from '../components/book-now-card';
import { CheckinBookingCard } from '../components/checkin-booking-card';
import { CheckinLinkForm } from '../components/checkin-link-form';
import { PortalQrCheckin } from '../components/portal-qr-checkin';

/** The token taken from the address bar, kept for the page's path: a remount (the route's lazy levels settling) must not lose it. */
let takenToken: { path: string; token: string } | null = null;

/** The magic link's token rides in the #fragment; it is read once and taken out of the address bar. */
function takeLinkToken(): string | null {
  const match = /(?:^#|&)token=([^&]+)/.exec(window.location.hash);
  if (match) {
    takenToken = { path: window.location.pathname, token: decodeURIComponent(match[1]) };
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  return takenToken?.path === window.location.pathname ? takenToken.token : null;
}

/**
 * /checkin/{code}: what the resource QR opens, on a phone. Staff (a stored session) check in the current or next
 * booking or book the free resource for a member; a magic link's member does the same for themselves, once; a member
 * holding a member portal session checks their own booking in through the portal; anyone else is asked for their e-mail.
 */
export default function CheckinPage() {
  const code = useParams().code ?? '';
  const [token] = useState(takeLinkToken);
  const staff = !token && hasToken();
  const view = useCheckinView(code, token, Boolean(token) || staff);
  const action = useCheckinAction(code, token);
  const [result, setResult] = useState<CheckinResult | null>(null);
  const portal = usePortalQr(code, !token && !staff);

  const run = (a: CheckinAction) => action.mutate(a, { onSuccess: setResult });
  const err = action.error instanceof ApiError ? action.error : null;
  const viewErr = view.error instanceof ApiError ? view.error : null;
  const v = view.data;
  const tz = v?.resource.office.time_zone ?? DEFAULT_TIME_ZONE;
  // Not staff of this operator (or a used link): fall back to asking for an e-mail.
  const askEmail = (!token && !staff) || (viewErr && [401, 403].includes(viewErr.status));
  if (portal.data) return <PortalQrCheckin code={code} qr={portal.data} />;
  if (portal.isLoading) return <CircularProgress aria-label="Loading" sx={{ display: 'block', mx: 'auto', mt: 4 }} />;

  return (
    <Box component="main" sx={{ maxWidth: 480, mx: 'auto', p: 2, minHeight: '100dvh' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        {v ? v.resource.name : 'Check in'}
      </Typography>
      {v && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {v.resource.office.name}
          {v.member ? ` · ${v.member.name}` : ''}
        </Typography>
      )}
      <Stack spacing={2} sx={{ mt: 2 }}>
        {view.isLoading && <CircularProgress aria-label="Loading" sx={{ alignSelf: 'center' }} />}
        {viewErr && <Alert severity={viewErr.status === 404 ? 'warning' : 'info'}>{viewErr.message}</Alert>}
        {askEmail && <CheckinLinkForm code={code} />}
        {result && <Alert severity="success">{result.detail}</Alert>}
        {err && !err.fieldErrors.member && <Alert severity="error">{err.message}</Alert>}
        {result ? (
          <CheckinBookingCard booking={result.booking} timeZone={tz} blocked={null} busy onCheckIn={() => undefined} />
        ) : (
          v && (
            <>
              {v.booking ? (
                <CheckinBookingCard
                  booking={v.booking}
                  timeZone={tz}
                  blocked={v.check_in_blocked}
                  busy={action.isPending}
                  onCheckIn={() => run({ action: 'check_in', booking: v.booking!.code })}
                />
              ) : (
                <Alert severity="info">No booking {v.viewer === 'member' ? 'of yours ' : ''}on this resource for the rest of today.</Alert>
              )}
              {v.book_now ? (
                <BookNowCard
                  window={v.book_now}
                  timeZone={tz}
                  pickMember={v.viewer === 'staff'}
                  memberError={err?.fieldErrors.member}
                  busy={action.isPending}
                  onBook={(member) => run({ action: 'book_now', ...(member !== undefined ? { member } : {}) })}
                />
              ) : (
                !v.booking && v.book_now_blocked && <Typography color="text.secondary">{v.book_now_blocked}</Typography>
              )}
            </>
          )
        )}
      </Stack>
    </Box>
  );
}
