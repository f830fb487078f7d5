import {
  BOOKING_STATUS_LABELS,
  FINAL_BOOKING_STATUSES,
  formatBookingWindow,
  formatPounds,
  isBookingStatus,
  type PortalBooking,
} from '@clubspace/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  booking: PortalBooking;
  now: Date;
  busy?: boolean;
  onCancel?: (b: PortalBooking) => void;
  onCheckIn?: (b: PortalBooking) => void;
  /** Downloads the booking's .ics ("Add to calendar"), offered on bookings not yet over and not cancelled. */
  onCalendar?: (b: PortalBooking) => void;
}

/** One booking on a phone: what and when (the office's clock), its status, and Check in / Cancel when allowed now. */
export function PortalBookingCard({ booking: b, now, busy, onCancel, onCheckIn, onCalendar }: Props) {
  const canCheckIn = b.check_in_opens !== null && new Date(b.check_in_opens) <= now && new Date(b.planned_end) > now;
  const canCancel = b.cancel_until !== null && new Date(b.cancel_until) > now;
  const status = isBookingStatus(b.status) ? BOOKING_STATUS_LABELS[b.status] : b.status;
  const canCalendar = onCalendar && new Date(b.planned_end) > now && !(FINAL_BOOKING_STATUSES as readonly string[]).includes(b.status);
  const what = b.resource?.name ?? 'booking';
  return (
    <Card variant="outlined" data-testid={`portal-booking-${b.code}`}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h3">
            {b.resource?.name ?? 'Booking'} · {b.office.name}
          </Typography>
          <Chip size="small" label={b.real_start ? 'Checked in' : status} />
        </Stack>
        <Typography variant="body2">{formatBookingWindow(new Date(b.planned_start), new Date(b.planned_end), b.office.time_zone)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {b.credits_used > 0 ? `${b.credits_used} credits` : formatPounds(b.price)}
          {b.member ? ` · ${b.member}` : ''}
        </Typography>
      </CardContent>
      {(canCheckIn && onCheckIn) || (canCancel && onCancel) || canCalendar ? (
        <CardActions sx={{ flexWrap: 'wrap' }}>
          {canCheckIn && onCheckIn ? (
            <Button variant="contained" size="small" disabled={busy} onClick={() => onCheckIn(b)} aria-label={`Check in ${what}`}>
              Check in
            </Button>
          ) : null}
          {canCalendar ? (
            <Button size="small" onClick={() => onCalendar(b)} aria-label={`Add to calendar ${what}`}>
              Add to calendar
            </Button>
          ) : null}
          {canCancel && onCancel ? (
            <Button size="small" color="error" disabled={busy} onClick={() => onCancel(b)} aria-label={`Cancel ${what}`}>
              Cancel
            </Button>
          ) : null}
        </CardActions>
      ) : null}
    </Card>
  );
}
