import { CONFIRM, INVOICE_MESSAGES, invoiceStatusLabel, type InvoiceDetail } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import type { useConfirm } from '../../../components/confirm-dialog';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteInvoice, useInvoiceAction } from '../api/invoices-api';
import { formatDay } from './invoice-columns';

const STATUS_COLOR: Record<string, 'default' | 'warning' | 'success' | 'error'> = { pending_payment: 'warning', paid: 'success', void: 'error' };

interface InvoiceHeaderProps {
  invoice: InvoiceDetail;
  /** The page's confirmation (one dialog for the header's and the lines' actions). */
  ask: ReturnType<typeof useConfirm>['ask'];
  onAddLine: () => void;
  onEdit: () => void;
  onSetStatus: () => void;
}

/** The invoice's name and status, its actions (none once paid) and, once issued, why it can no longer be edited. */
export function InvoiceHeader(props: InvoiceHeaderProps) {
  const { invoice } = props;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexGrow: 1 }}>
          <Typography variant="h5" component="h2">
            {invoice.name}
          </Typography>
          <Chip
            size="small"
            label={invoiceStatusLabel(invoice.status)}
            color={STATUS_COLOR[invoice.status] ?? 'default'}
            data-testid="invoice-status"
          />
        </Stack>
        {invoice.status !== 'paid' && <InvoiceActions {...props} />}
      </Stack>
      {invoice.issued_at && invoice.kind === 'invoice' ? (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="invoice-issued">
          {INVOICE_MESSAGES.issuedLocked} (issued {formatDay(invoice.issued_at.slice(0, 10))}).
        </Alert>
      ) : null}
    </Paper>
  );
}

/** Sync and Validate; Add line, Edit and Delete while the invoice is a draft, Update status once it is issued. */
function InvoiceActions({ invoice, ask, onAddLine, onEdit, onSetStatus }: InvoiceHeaderProps) {
  const navigate = useNavigate();
  const sync = useInvoiceAction('sync');
  const validate = useInvoiceAction('validate');
  const deleteInvoice = useDeleteInvoice();
  const issued = Boolean(invoice.issued_at);

  const run = async (action: typeof sync) => {
    try {
      const result = await action.mutateAsync(invoice.name);
      notifySuccess(result.detail);
    } catch (err) {
      notifyError(err);
    }
  };
  const removeInvoice = async () => {
    try {
      await deleteInvoice.mutateAsync(invoice.slug);
      notifySuccess(INVOICE_MESSAGES.deleted);
      navigate('/members/invoices');
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
      <Button variant="outlined" onClick={() => run(sync)} disabled={sync.isPending}>
        Sync
      </Button>
      {!issued && (
        <Button
          variant="outlined"
          onClick={() => ask(CONFIRM.validateInvoice(invoice.name), () => run(validate))}
          disabled={validate.isPending || invoice.status !== 'open'}
        >
          Validate
        </Button>
      )}
      {!issued ? (
        <>
          <Button variant="contained" onClick={onAddLine}>
            Add line
          </Button>
          <Button variant="contained" onClick={onEdit}>
            Edit invoice
          </Button>
          <Button color="error" variant="outlined" onClick={() => ask(CONFIRM.deleteInvoice(invoice.name), removeInvoice)}>
            Delete
          </Button>
        </>
      ) : (
        <Button variant="contained" onClick={onSetStatus}>
          Update status
        </Button>
      )}
    </Stack>
  );
}
