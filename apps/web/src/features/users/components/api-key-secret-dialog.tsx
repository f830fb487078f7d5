import { API_KEY_MESSAGES, type ApiKeyCreated } from '@clubspace/contract';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { notifySuccess } from '../../../lib/notify';

/** The new key's secret, this once: a copy button and the warning that it cannot be shown again. */
export function ApiKeySecretDialog({ created, onClose }: { created: ApiKeyCreated | null; onClose: () => void }) {
  const titleId = useId();
  const copy = async () => {
    if (!created) return;
    await navigator.clipboard?.writeText(created.secret).catch(() => undefined);
    notifySuccess('Secret copied');
  };
  return (
    <Dialog open={Boolean(created)} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>API key “{created?.api_key.name}” created</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Alert severity="warning">{API_KEY_MESSAGES.shownOnce}</Alert>
          <TextField
            label="Secret"
            value={created?.secret ?? ''}
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
