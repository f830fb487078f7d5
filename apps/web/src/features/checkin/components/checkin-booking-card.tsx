import { clockInZone, type CheckinBooking } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface Props {
  booking: CheckinBooking;
  timeZone: string;
  /** Why it can not be checked in now (null: it can). */
  blocked: string | null;
  busy: boolean;
  onCheckIn: () => void;
}

const clock = (iso: string, tz: string) => clockInZone(new Date(iso), tz);

/** The resource's current or next booking, with Check in while it may be checked in. */
export function CheckinBookingCard({ booking, timeZone, blocked, busy, onCheckIn }: Props) {
  const who = booking.member ?? booking.team ?? 'Guest';
  return (
    <Card component="section" variant="outlined" aria-label="Booking">
      <CardContent>
        <Typography variant="overline">Booking {booking.code}</Typography>
        <Typography variant="h6">{who}</Typography>
        {booking.member && booking.team && <Typography color="text.secondary">{booking.team}</Typography>}
        <Typography sx={{ mt: 1 }}>
          {clock(booking.planned_start, timeZone)} – {clock(booking.planned_end, timeZone)}
        </Typography>
        {booking.real_start ? (
          <Typography sx={{ mt: 2, color: 'success.main', fontWeight: 700 }}>Checked in at {clock(booking.real_start, timeZone)}</Typography>
        ) : (
          <>
            {blocked && (
              <Typography sx={{ mt: 2 }} color="text.secondary">
                {blocked}
              </Typography>
            )}
            <Button sx={{ mt: 2 }} variant="contained" size="large" fullWidth disabled={busy || Boolean(blocked)} onClick={onCheckIn}>
              Check in
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
