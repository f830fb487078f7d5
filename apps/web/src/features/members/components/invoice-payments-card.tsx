import {
  BALANCE_STATE_LABELS,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  balanceSummary,
  formatPounds,
  invoiceStatusLabel,
  toPence,
  type InvoiceDetail,
  type InvoicePayments,
  type PaymentItem,
} from '@clubspace/contract';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { useConfirm } from '../../../components/confirm-dialog';
import { DetailField } from '../../../components/detail-field';
import { IconAction } from '../../../components/icon-action';
import { SectionCard } from '../../../components/section-card';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { invoicePaymentsQuery, useDeletePayment } from '../api/invoice-payments-api';
import { CreditNoteDialog } from './credit-note-dialog';
import { formatDay } from './invoice-columns';
import { PaymentDialog } from './payment-dialog';

const STATE_COLOR = { unpaid: 'default', partial: 'warning', paid: 'success', overpaid: 'error' } as const;

const invoiceLink = (slug: string, name: string) => (
  <Link component={RouterLink} to={`/members/invoices/${slug}`}>
    {name}
  </Link>
);

/** The Payments card of an invoice's detail: what is paid, credited and due, the payments, Record payment, Credit note (issued invoices). */
export function InvoicePaymentsCard({ invoice }: { invoice: InvoiceDetail }) {
  const query = useQuery(invoicePaymentsQuery(invoice.slug));
  const [recording, setRecording] = useState(false);
  const [crediting, setCrediting] = useState(false);
  const deletePayment = useDeletePayment();
  const confirm = useConfirm();
  const data: InvoicePayments | undefined = query.data;
  const isCreditNote = invoice.kind === 'credit_note';
  const canRecord = invoice.status === 'pending_payment' && invoice.amount_due > 0;
  // Issue 23: the one way to correct an issued invoice, pending or paid.
  const canCredit = !isCreditNote && (invoice.status === 'paid' || invoice.status === 'pending_payment') && Object.values(data?.creditable ?? {}).some((v) => v > 0);

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
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip size="small" label={BALANCE_STATE_LABELS[data.state]} color={STATE_COLOR[data.state]} />
              <Typography variant="body2" data-testid="payment-summary">
                {invoice.status === 'open' ? 'Validate the invoice to record payments' : balanceSummary(toPence(data.gross_price), { paid: toPence(data.amount_paid), due: toPence(data.amount_due), state: data.state })}
              </Typography>
            </Stack>
            <Grid container spacing={2}>
              <Grid size={{ xs: 6, sm: 3 }}>
                <DetailField label={isCreditNote ? 'Refunded' : 'Paid'}>{formatPounds(data.amount_paid)}</DetailField>
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <DetailField label={isCreditNote ? 'Still to refund' : 'Still due'}>{formatPounds(data.amount_due)}</DetailField>
              </Grid>
              {Boolean(data.amount_credited) && (
                <Grid size={{ xs: 6, sm: 3 }}>
                  <DetailField label={isCreditNote ? 'Applied to the invoice' : 'Credited'}>{formatPounds(data.amount_credited)}</DetailField>
                </Grid>
              )}
              {data.credit_note_for && (
                <Grid size={{ xs: 12, sm: 6 }}>
                  <DetailField label="Credit note for">{invoiceLink(data.credit_note_for.slug, data.credit_note_for.name)}</DetailField>
                </Grid>
              )}
              {data.credit_notes.length > 0 && (
                <Grid size={{ xs: 12, sm: 6 }}>
                  <DetailField label="Credit notes">
                    <Stack component="span" spacing={0.5}>
                      {data.credit_notes.map((c) => (
                        <span key={c.slug}>
                          {invoiceLink(c.slug, c.name)} {formatPounds(c.gross_price)} · {invoiceStatusLabel(c.status)}
                        </span>
                      ))}
                    </Stack>
                  </DetailField>
                </Grid>
              )}
            </Grid>
            {data.payments.length > 0 ? (
              <TableContainer>
                <Table size="small" aria-label={isCreditNote ? 'Refunds' : 'Payments'}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Date</TableCell>
                      <TableCell align="right">Amount</TableCell>
                      <TableCell>Method</TableCell>
                      <TableCell>Reference</TableCell>
                      <TableCell>Recorded by</TableCell>
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.payments.map((p) => (
                      <TableRow key={p.slug}>
                        <TableCell>{formatDay(p.date)}</TableCell>
                        <TableCell align="right">{formatPounds(p.amount)}</TableCell>
                        <TableCell>{PAYMENT_METHOD_LABELS[p.method]}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.reference}</TableCell>
                        <TableCell>{p.created_by}</TableCell>
                        <TableCell align="right">
                          <IconAction title="Delete payment" label={`Delete payment of ${formatPounds(p.amount)}`} onClick={() => askRemove(p)} icon={<DeleteOutlined fontSize="small" />} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            ) : (
              <Typography variant="body2" color="text.secondary">
                No payments recorded
              </Typography>
            )}
          </>
        )}
      </Stack>
      <PaymentDialog open={recording} invoice={invoice.slug} due={invoice.amount_due} onClose={() => setRecording(false)} />
      {data && <CreditNoteDialog open={crediting} invoice={invoice.slug} lines={invoice.invoice_lines} creditable={data.creditable} onClose={() => setCrediting(false)} />}
      {confirm.dialog}
    </SectionCard>
  );
}
