import {
  INVOICE_DUE_DAYS,
  INVOICE_MESSAGES,
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  addDaysIso,
  issuedStatusAllowed,
  type InvoiceDetail,
} from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateInvoice } from '../api/invoices-api';
import { valuesOf } from './invoice-update-dialog';

interface StatusValues {
  status: string;
  payment_reference: string;
  xero_id: string;
}

/**
 * "Update status" of an issued invoice (issue 23): only what an issued invoice may still change — its status (never
 * back to Draft), payment reference and Xero id. The update call takes the whole form, so the rest is sent as stored.
 */
export function InvoiceStatusDialog({ open, invoice, onClose }: { open: boolean; invoice: InvoiceDetail; onClose: () => void }) {
  const update = useUpdateInvoice();
  // An invoice issued without a due date (a sale's draft before issue 23) gets the usual one: the form requires it.
  const from = invoice.date_sent && invoice.date_sent > invoice.date ? invoice.date_sent : invoice.date;
  const stored = { ...valuesOf(invoice), date_due: invoice.date_due ?? addDaysIso(from, INVOICE_DUE_DAYS) };
  const onSubmit = async (values: StatusValues) => {
    try {
      await update.mutateAsync({ slug: invoice.slug, body: { ...stored, ...values, invoice_data: stored.invoice_data || null } });
    } catch (err) {
      notifyError(INVOICE_MESSAGES.saveError);
      throw err;
    }
    notifySuccess(INVOICE_MESSAGES.updated);
  };
  return (
    <FormDialog<StatusValues>
      open={open}
      title="Update status"
      defaultValues={{ status: stored.status, payment_reference: stored.payment_reference, xero_id: stored.xero_id }}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          <Alert severity="info">{INVOICE_MESSAGES.issuedLocked}</Alert>
          <FormTextField control={control} name="status" label="Status" select required>
            {INVOICE_STATUSES.filter((s) => issuedStatusAllowed(stored.status, s)).map((s) => (
              <MenuItem key={s} value={s}>
                {INVOICE_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={control} name="payment_reference" label="Payment Reference" />
          <FormTextField control={control} name="xero_id" label="Xero Id" />
        </>
      )}
    </FormDialog>
  );
}
