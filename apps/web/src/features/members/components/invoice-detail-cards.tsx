import { INVOICE_TYPE_LABELS, type InvoiceDetail, type InvoiceType } from '@clubspace/contract';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { CanOpenLink } from '../../../components/can-open-link';
import { DetailField } from '../../../components/detail-field';
import { SectionCard } from '../../../components/section-card';
import { formatDay } from './invoice-columns';

/** Bill to: the invoice data's address and the team. */
export function InvoiceBillTo({ invoice }: { invoice: InvoiceDetail }) {
  const data = invoice.invoice_data;
  return (
    <SectionCard title="Bill to">
      <Box aria-label="Invoice address" component="address" sx={{ fontStyle: 'normal' }}>
        {data ? (
          [data.name, data.address_1, data.address_2, data.town, data.country].filter(Boolean).map((line, i) => (
            <Typography key={i} variant="body2" sx={i === 0 ? { fontWeight: 600 } : undefined}>
              {line}
            </Typography>
          ))
        ) : (
          <Typography variant="body2" color="text.secondary">
            No invoice data
          </Typography>
        )}
      </Box>
      {invoice.team && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Team: <CanOpenLink to={`/members/companies/${invoice.team.slug}`}>{invoice.team.name}</CanOpenLink>
        </Typography>
      )}
    </SectionCard>
  );
}

/** Details: dates, type, payment reference, Xero id and description. */
export function InvoiceDetailsCard({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <SectionCard title="Details">
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, sm: 3 }}>
          <DetailField label="Date">{formatDay(invoice.date)}</DetailField>
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <DetailField label="Due">{formatDay(invoice.date_due)}</DetailField>
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <DetailField label="Sent">{formatDay(invoice.date_sent)}</DetailField>
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <DetailField label="Closed">{formatDay(invoice.date_closed)}</DetailField>
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <DetailField label="Type">{INVOICE_TYPE_LABELS[invoice.invoice_type as InvoiceType] ?? invoice.invoice_type}</DetailField>
        </Grid>
        {/* Long references wrap inside their own cell instead of running into the next one. */}
        <Grid size={{ xs: 12, sm: 9 }} sx={{ minWidth: 0 }}>
          <DetailField label="Payment reference">
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {invoice.payment_reference}
            </Box>
          </DetailField>
        </Grid>
        <Grid size={12} sx={{ minWidth: 0 }}>
          <DetailField label="Xero id">
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {invoice.xero_id}
            </Box>
          </DetailField>
        </Grid>
        <Grid size={12}>
          <DetailField label="Description">{invoice.short_description}</DetailField>
        </Grid>
      </Grid>
    </SectionCard>
  );
}
