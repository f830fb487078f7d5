import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { TwoFactorCard } from '../../../components/two-factor';
import { staffTwoFactor } from '../api/two-factor-api';

/** The user menu's "Two-factor login": the Profile tab's card for staff who never see that tab (no Account section). */
export function TwoFactorDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="two-factor-dialog-title">
      <DialogTitle id="two-factor-dialog-title">Two-factor login</DialogTitle>
      <DialogContent>
        <TwoFactorCard client={staffTwoFactor} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
