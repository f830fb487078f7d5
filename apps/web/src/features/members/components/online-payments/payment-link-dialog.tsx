import { formatPounds, type PayLink } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { usePaymentLink } from '../../api/online-payments-api';

/**
 * "Payment link" (issue 27): Stripe's hosted page for what the invoice still owes, to copy, or to e-mail to the
 * invoice's billing contact. The same open page is handed out again while it lasts (the API reuses it).
 */
export function PaymentLinkDialog({ open, invoice, onClose }: { open: boolean; invoice: string; onClose: () => void }) {
  const link = usePaymentLink(invoice);
  const [data, setData] = useState<PayLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync } = link;
  useEffect(() => {
    if (!open) return;
    setData(null);
    setError(null);
    mutateAsync(false).then(setData, (err: Error) => setError(err.message));
  }, [open, mutateAsync]);

  const copy = async () => {
    if (!data) return;
    try {
      await navigator.clipboard.writeText(data.url);
      notifySuccess('Payment link copied');
    } catch {
      notifyError('The link could not be copied: select it and copy it by hand');
    }
  };
  const email = async () => {
    try {
      notifySuccess((await mutateAsync(true)).detail);
      onClose();
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="payment-link-title">
      <DialogTitle id="payment-link-title">Payment link</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="warning">{error}</Alert>}
          {data && (
            <>
              <Alert severity="info">{`The payer pays ${formatPounds(data.amount)} by card or Direct Debit on Stripe's page.`}</Alert>
              <TextField label="Link" value={data.url} slotProps={{ htmlInput: { readOnly: true } }} fullWidth onFocus={(e) => e.target.select()} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button disabled={!data} onClick={copy}>
          Copy link
        </Button>
        <Button variant="contained" disabled={!data || link.isPending} onClick={email}>
          E-mail to the billing contact
        </Button>
      </DialogActions>
    </Dialog>
  );
}
