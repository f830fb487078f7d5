import { CONFIRM, type BookingAction, type ConfirmText } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BOOKING_TEXT } from '../../../components/booking/booking-messages';

interface BookingDetailActionsProps {
  code: string;
  /** Inside the check-in window (issue 24). */
  canCheckIn: boolean;
  busy: boolean;
  act: (body: { action: BookingAction }, done: string) => Promise<void>;
  onUpdate: () => void;
  /** Asks first (the page's confirmation dialog), then runs the action. */
  ask: (text: ConfirmText, action: () => unknown) => void;
}

/** The detail page's actions on a booking still open: Check In, Update, Cancel booking, Cancel & Refund. */
export function BookingDetailActions({ code, canCheckIn, busy, act, onUpdate, ask }: BookingDetailActionsProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {canCheckIn && (
        <Button variant="outlined" onClick={() => act({ action: 'check_in' }, BOOKING_TEXT.checkedIn)} disabled={busy}>
          Check In
        </Button>
      )}
      <Button variant="outlined" onClick={onUpdate} disabled={busy}>
        Update
      </Button>
      <Button
        color="error"
        variant="outlined"
        onClick={() => ask(CONFIRM.cancelBooking(code), () => act({ action: 'cancel' }, BOOKING_TEXT.cancelled))}
        disabled={busy}
      >
        Cancel booking
      </Button>
      <Button
        color="error"
        variant="contained"
        onClick={() => ask(CONFIRM.refundBooking(code), () => act({ action: 'refund' }, BOOKING_TEXT.refunded))}
        disabled={busy}
      >
        Cancel & Refund
      </Button>
    </Stack>
  );
}
