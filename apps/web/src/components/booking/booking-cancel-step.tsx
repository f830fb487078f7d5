import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * Cancel's confirm step (spec §2.2): Back, Cancel Booking (status cancelled), Cancel & Refund (status refund). The safe
 * button says what it does, "Keep booking" rather than the spec's Back (issue 24 §19).
 */
export function BookingCancelStep({
  busy,
  onBack,
  onCancel,
  onRefund,
}: {
  busy?: boolean;
  onBack: () => void;
  onCancel: () => void;
  onRefund: () => void;
}) {
  return (
    <Stack spacing={2} role="group" aria-label="Cancel booking">
      <Typography>Cancel this booking? Cancel & Refund also refunds or voids its payment.</Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }} useFlexGap>
        <Button onClick={onBack} disabled={busy}>
          Keep booking
        </Button>
        <Button color="error" variant="outlined" onClick={onCancel} disabled={busy}>
          Cancel Booking
        </Button>
        <Button color="error" variant="contained" onClick={onRefund} disabled={busy}>
          Cancel & Refund
        </Button>
      </Stack>
    </Stack>
  );
}
