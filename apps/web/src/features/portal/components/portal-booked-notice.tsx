import { formatBookingWindow, formatPounds, type PortalBooking } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link } from 'react-router';

/** The confirmation after booking: what was booked, when, at what price, and the way to My bookings. */
export function PortalBookedNotice({ detail, bookings, base }: { detail: string; bookings: PortalBooking[]; base: string }) {
  return (
    <Alert
      severity="success"
      data-testid="portal-booked"
      action={
        <Button color="inherit" size="small" component={Link} to={`${base}/bookings`}>
          My bookings
        </Button>
      }
    >
      <AlertTitle>{detail}</AlertTitle>
      {bookings.map((b) => (
        <div key={b.code} data-code={b.code}>
          {b.resource?.name ?? 'Booking'} · {formatBookingWindow(new Date(b.planned_start), new Date(b.planned_end), b.office.time_zone)} ·{' '}
          {b.credits_used > 0 ? `${b.credits_used} credits` : <span data-testid="portal-booked-price">{formatPounds(b.price)}</span>}
        </div>
      ))}
    </Alert>
  );
}
