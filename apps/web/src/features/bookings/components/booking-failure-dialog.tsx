import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { BOOKING_TEXT } from '../../../components/booking/booking-messages';

/** A refused change of the booking, in the server's words, until closed. */
export function BookingFailureDialog({ failure, onClose }: { failure: string; onClose: () => void }) {
  return (
    <Dialog open={Boolean(failure)} onClose={onClose} aria-labelledby="booking-update-failed">
      <DialogTitle id="booking-update-failed">{BOOKING_TEXT.updateFailed}</DialogTitle>
      <DialogContent>
        <DialogContentText>{failure}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
