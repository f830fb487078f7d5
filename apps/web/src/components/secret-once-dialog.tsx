import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, type ReactNode } from 'react';
import { notifySuccess } from '../lib/notify';

export interface SecretOnceDialogProps {
  /** The secret to show; null closes the dialog. */
  secret: string | null;
  title: ReactNode;
  label: string;
  /** The warning that it cannot be shown again. */
  warning: string;
  /** Extra notes under the warning (e.g. after a rotation). */
  notes?: ReactNode;
  onClose: () => void;
}

/** A secret shown this once (an API key, a webhook's signing secret): read-only, selectable, with a copy button. */
export function SecretOnceDialog({ secret, title, label, warning, notes, onClose }: SecretOnceDialogProps) {
  const titleId = useId();
  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard?.writeText(secret).catch(() => undefined);
    notifySuccess('Secret copied');
  };
  return (
    <Dialog open={secret !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Alert severity="warning">{warning}</Alert>
          {notes}
          <TextField
            label={label}
            value={secret ?? ''}
            fullWidth
            slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
            onFocus={(e) => e.target.select()}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          Copy secret
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
