import { SESSION_MESSAGES } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';

interface EmailLinkDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  hint: string;
  /** Asks the server to mail the link. */
  send: (email: string) => Promise<unknown>;
  sentMessage: string;
  initialEmail?: string;
}

/** One e-mail field and Send: the frame of 'Forgot password?' and 'Resend validation e-mail'. */
export function EmailLinkDialog({ open, onClose, title, hint, send, sentMessage, initialEmail = '' }: EmailLinkDialogProps) {
  const titleId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return setError(SESSION_MESSAGES.emailRequired);
    setBusy(true);
    try {
      await send(email.trim());
      notifySuccess(sentMessage);
      onClose();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onEnter: () => setEmail(initialEmail) } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
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
            helperText={error || hint}
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
