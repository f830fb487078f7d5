import { ONLINE_REFUND_MESSAGES, toPence, type InvoiceDetail, type InvoiceOnlinePayments } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { OnlinePaymentsTable } from './online-payments-table';

/** The Payments card's online part: what Direct Debit is still collecting, and the online payments with their refunds. */
export function OnlinePaymentsSection({ invoice, online }: { invoice: InvoiceDetail; online: InvoiceOnlinePayments }) {
  if (!online.payments.length) return null;
  return (
    <>
      {online.processing > 0 && <Alert severity="info">{ONLINE_REFUND_MESSAGES.processingNote(toPence(online.processing))}</Alert>}
      <Typography variant="subtitle2" component="h3">
        {invoice.kind === 'credit_note' ? 'Paid online for the invoice' : 'Online payments'}
      </Typography>
      <OnlinePaymentsTable payments={online.payments} />
    </>
  );
}
