import { formatPounds } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { BOOKING_TEXT } from '../../../components/booking/booking-messages';
import { VatNote } from '../../../components/vat-note';

interface RoomAvailabilityProps {
  loading: boolean;
  busy: boolean;
  error: Error | null;
  data?: { price: number | string; credits: number; available_credits: number };
  ready: boolean;
  complimentary: boolean;
}

/** The live check's answer in words: free or busy, the price and the credits. */
export function RoomAvailability({ loading, busy, error, data, ready, complimentary }: RoomAvailabilityProps) {
  if (!ready) return null;
  if (error) return <Alert severity="warning">Availability could not be checked: {error.message}</Alert>;
  if (!data) return <Typography color="text.secondary">{loading ? 'Checking availability…' : ''}</Typography>;
  return (
    <Alert severity={busy ? 'error' : 'success'} role="status">
      {busy ? BOOKING_TEXT.roomBusy : 'Free at that time'} · Price {complimentary ? `${formatPounds(0)} (complimentary)` : formatPounds(data.price)}
      <VatNote /> · Credits {data.credits} (available {data.available_credits})
    </Alert>
  );
}
