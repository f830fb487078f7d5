import { PAYMENT_MESSAGES, formatPounds, type InvoiceDetail, type PaymentItem } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { invoicePaymentsQuery, useDeletePayment } from '../api/invoice-payments-api';
import { CreditNoteDialog } from './credit-note-dialog';
import { formatDay } from './invoice-columns';
import { PaymentBalance } from './payment-balance';
import { PaymentDialog } from './payment-dialog';
import { PaymentsTable } from './payments-table';
import { useOnlinePayments } from './online-payments/use-online-payments';

/** The Payments card of an invoice's detail: what is paid, credited and due, the payments, Record payment, Credit note (issued invoices). */
export function InvoicePaymentsCard({ invoice }: { invoice: InvoiceDetail }) {
  const query = useQuery(invoicePaymentsQuery(invoice.slug));
  const [recording, setRecording] = useState(false);
  const [crediting, setCrediting] = useState(false);
  const deletePayment = useDeletePayment();
  const confirm = useConfirm();
  const data = query.data;
  const isCreditNote = invoice.kind === 'credit_note';
  const canRecord = invoice.status === 'pending_payment' && invoice.amount_due > 0;
  // Issue 27: online payments, the payment link and refunds to the card.
  const online = useOnlinePayments(invoice, canRecord);
  // Issue 23: the one way to correct an issued invoice, pending or paid.
  const canCredit =
    !isCreditNote && (invoice.status === 'paid' || invoice.status === 'pending_payment') && Object.values(data?.creditable ?? {}).some((v) => v > 0);

  const remove = async (p: PaymentItem) => {
    try {
      await deletePayment.mutateAsync(p.slug);
      notifySuccess(PAYMENT_MESSAGES.deleted);
    } catch (err) {
      notifyError(err);
    }
  };
  const askRemove = (p: PaymentItem) =>
    confirm.ask(
      {
        title: `Delete the payment of ${formatPounds(p.amount)}?`,
        message: `The payment of ${formatPounds(p.amount)} on ${formatDay(p.date)} is removed from ${invoice.name}; a paid invoice goes back to Pending.`,
        confirmLabel: 'Delete payment',
        keepLabel: 'Keep payment',
        destructive: true,
      },
      () => remove(p),
    );

  const actions = (
    <Stack direction="row" spacing={1}>
      {canRecord && (
        <Button variant="contained" onClick={() => setRecording(true)}>
          {isCreditNote ? 'Record refund' : 'Record payment'}
        </Button>
      )}
      {online.buttons}
      {canCredit && (
        <Button variant="outlined" onClick={() => setCrediting(true)}>
          Credit note
        </Button>
      )}
    </Stack>
  );

  return (
    <SectionCard title={isCreditNote ? 'Refunds' : 'Payments'} actions={actions}>
      <Stack spacing={2}>
        {data && (
          <>
            <PaymentBalance invoice={invoice} data={data} />
            <PaymentsTable payments={data.payments} label={isCreditNote ? 'Refunds' : 'Payments'} onDelete={askRemove} />
          </>
        )}
        {online.section}
      </Stack>
      <PaymentDialog open={recording} invoice={invoice.slug} due={invoice.amount_due} onClose={() => setRecording(false)} />
      {data && (
        <CreditNoteDialog
          open={crediting}
          invoice={invoice.slug}
          lines={invoice.invoice_lines}
          creditable={data.creditable}
          onClose={() => setCrediting(false)}
        />
      )}
      {online.dialogs}
      {confirm.dialog}
    </SectionCard>
  );
}
