import { clockInZone, formatBookingWindow } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../lib/api-client';
import { usePortalQrCheckIn, type PortalQr } from '../api/checkin-portal';

/** /checkin/{code} for a member holding a portal session (issue 26): their own booking of the resource, checked in here. */
export function PortalQrCheckin({ code, qr }: { code: string; qr: PortalQr }) {
  const act = usePortalQrCheckIn(code, qr.workspace);
  const { resource, booking, check_in_blocked: blocked } = qr.view;
  const tz = resource.office.time_zone;
  const err = act.error instanceof ApiError ? act.error : null;
  return (
    <Box component="main" sx={{ maxWidth: 480, mx: 'auto', p: 2, minHeight: '100dvh' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        {resource.name}
      </Typography>
      <Typography color="text.secondary">{resource.office.name}</Typography>
      <Stack spacing={2} sx={{ mt: 2 }}>
        {act.data && <Alert severity="success">{act.data.detail}</Alert>}
        {err && <Alert severity="error">{err.message}</Alert>}
        {booking ? (
          <Card component="section" variant="outlined" aria-label="Your booking">
            <CardContent>
              <Typography variant="overline">Your booking {booking.code}</Typography>
              <Typography>{formatBookingWindow(new Date(booking.planned_start), new Date(booking.planned_end), tz)}</Typography>
              {booking.real_start ? (
                <Typography sx={{ mt: 2, color: 'success.main', fontWeight: 700 }}>
                  Checked in at {clockInZone(new Date(booking.real_start), tz)}
                </Typography>
              ) : (
                <>
                  {blocked && (
                    <Typography sx={{ mt: 2 }} color="text.secondary">
                      {blocked}
                    </Typography>
                  )}
                  <Button
                    sx={{ mt: 2 }}
                    variant="contained"
                    size="large"
                    fullWidth
                    disabled={act.isPending || Boolean(blocked)}
                    onClick={() => act.mutate(booking.code)}
                  >
                    Check in
                  </Button>
                </>
              )}
            </CardContent>
          </Card>
        ) : (
          <Alert severity="info">No booking of yours on this resource for the rest of today.</Alert>
        )}
        <Link href={`/portal/${encodeURIComponent(qr.workspace)}`}>Open the member portal</Link>
      </Stack>
    </Box>
  );
}
