import {
  BALANCE_STATE_LABELS,
  balanceSummary,
  formatPounds,
  invoiceStatusLabel,
  toPence,
  type InvoiceDetail,
  type InvoicePayments,
} from '@clubspace/contract';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DetailField } from '../../../components/detail-field';

const STATE_COLOR = { unpaid: 'default', partial: 'warning', paid: 'success', overpaid: 'error' } as const;

const invoiceLink = (slug: string, name: string) => (
  <Link component={RouterLink} to={`/members/invoices/${slug}`}>
    {name}
  </Link>
);

/** The Payments card's balance: its state, what is paid, due and credited, and the credit notes either way. */
export function PaymentBalance({ invoice, data }: { invoice: InvoiceDetail; data: InvoicePayments }) {
  const isCreditNote = invoice.kind === 'credit_note';
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="small" label={BALANCE_STATE_LABELS[data.state]} color={STATE_COLOR[data.state]} />
        <Typography variant="body2" data-testid="payment-summary">
          {invoice.status === 'open'
            ? 'Validate the invoice to record payments'
            : balanceSummary(toPence(data.gross_price), { paid: toPence(data.amount_paid), due: toPence(data.amount_due), state: data.state })}
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
    </>
  );
}
