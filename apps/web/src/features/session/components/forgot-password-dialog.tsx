import { SESSION_MESSAGES } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { forgotPassword } from '../api/session-api';

/** The seed's placeholder dialog made real: it sends the reset e-mail (docs/decisions.md). */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return setError(SESSION_MESSAGES.emailRequired);
    setBusy(true);
    try {
      await forgotPassword(email.trim());
      notifySuccess(SESSION_MESSAGES.resetSent);
      onClose();
    } catch {
      notifyError(SESSION_MESSAGES.resetError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="forgot-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="forgot-title">Forgot password?</DialogTitle>
        <DialogContent>
          <TextField
            label="Email"
            type="email"
            fullWidth
            margin="dense"
            autoFocus
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError('');
            }}
            error={Boolean(error)}
            helperText={error || 'We will send you a link to choose a new password.'}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Send
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
