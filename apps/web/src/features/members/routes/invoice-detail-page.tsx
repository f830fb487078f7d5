import { INVOICE_MESSAGES, INVOICE_TYPE_LABELS, invoiceStatusLabel, type InvoiceLineItem, type InvoiceType } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailField } from '../../../components/detail-field';
import { PageLoader } from '../../../components/page-loader';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { invoiceQuery, useDeleteInvoice, useDeleteLine, useInvoiceAction } from '../api/invoices-api';
import { formatDay } from '../components/invoice-columns';
import { InvoiceLineDialog } from '../components/invoice-line-dialog';
import { InvoiceLinesTable } from '../components/invoice-lines-table';
import { InvoiceUpdateDialog } from '../components/invoice-update-dialog';
import { SectionCard } from '../../../components/section-card';

type LineDialog = { open: false } | { open: true; line?: InvoiceLineItem };

const STATUS_COLOR: Record<string, 'default' | 'warning' | 'success' | 'error'> = { pending_payment: 'warning', paid: 'success', void: 'error' };

/** /members/invoices/{slug}: header, actions, address, dates, lines with totals; a paid invoice hides edit, sync and validate. */
export default function InvoiceDetailPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const detail = useQuery(invoiceQuery(slug));
  const sync = useInvoiceAction('sync');
  const validate = useInvoiceAction('validate');
  const deleteInvoice = useDeleteInvoice();
  const deleteLine = useDeleteLine();
  const [editing, setEditing] = useState(false);
  const [lineDialog, setLineDialog] = useState<LineDialog>({ open: false });
  const [confirm, setConfirm] = useState<{ kind: 'invoice' } | { kind: 'line'; line: InvoiceLineItem } | null>(null);

  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <Alert severity="error">{detail.error.message}</Alert>;
  const invoice = detail.data;
  const paid = invoice.status === 'paid';
  const data = invoice.invoice_data;

  const run = async (action: typeof sync) => {
    try {
      const result = await action.mutateAsync(invoice.name);
      notifySuccess(result.detail);
    } catch (err) {
      notifyError(err);
    }
  };

  const onConfirm = async () => {
    const target = confirm;
    setConfirm(null);
    try {
      if (target?.kind === 'invoice') {
        await deleteInvoice.mutateAsync(invoice.slug);
        notifySuccess(INVOICE_MESSAGES.deleted);
        navigate('/members/invoices');
      } else if (target?.kind === 'line') {
        await deleteLine.mutateAsync(target.line.slug);
        notifySuccess(INVOICE_MESSAGES.lineDeleted);
      }
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexGrow: 1 }}>
            <Typography variant="h5" component="h2">
              {invoice.name}
            </Typography>
            <Chip size="small" label={invoiceStatusLabel(invoice.status)} color={STATUS_COLOR[invoice.status] ?? 'default'} data-testid="invoice-status" />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
            {!paid && (
              <Button variant="outlined" onClick={() => run(sync)} disabled={sync.isPending}>
                Sync
              </Button>
            )}
            {!paid && (
              <Button variant="outlined" onClick={() => run(validate)} disabled={validate.isPending || invoice.status !== 'open'}>
                Validate
              </Button>
            )}
            {!paid && (
              <Button variant="contained" onClick={() => setLineDialog({ open: true })}>
                Add line
              </Button>
            )}
            {!paid && (
              <Button variant="contained" onClick={() => setEditing(true)}>
                Edit invoice
              </Button>
            )}
            {!paid && (
              <Button color="error" onClick={() => setConfirm({ kind: 'invoice' })}>
                Delete
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
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
                Team:{' '}
                <Link component={RouterLink} to={`/members/companies/${invoice.team.slug}`}>
                  {invoice.team.name}
                </Link>
              </Typography>
            )}
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <SectionCard title="Details">
            <Grid container spacing={2}>
              <Grid size={{ xs: 6, sm: 3 }}>
                <DetailField label="Date">{formatDay(invoice.date)}</DetailField>
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <DetailField label="Due">{formatDay(invoice.date_due)}</DetailField>
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <DetailField label="Send">{formatDay(invoice.date_sent)}</DetailField>
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <DetailField label="Closed">{formatDay(invoice.date_closed)}</DetailField>
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <DetailField label="Type">{INVOICE_TYPE_LABELS[invoice.invoice_type as InvoiceType] ?? invoice.invoice_type}</DetailField>
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <DetailField label="Payment reference">{invoice.payment_reference}</DetailField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <DetailField label="Xero id">{invoice.xero_id}</DetailField>
              </Grid>
              <Grid size={12}>
                <DetailField label="Description">{invoice.short_description}</DetailField>
              </Grid>
            </Grid>
          </SectionCard>
        </Grid>
      </Grid>
      <SectionCard title="Lines">
        <InvoiceLinesTable
          invoice={invoice}
          onEdit={paid ? undefined : (line) => setLineDialog({ open: true, line })}
          onDelete={paid ? undefined : (line) => setConfirm({ kind: 'line', line })}
        />
      </SectionCard>
      <InvoiceUpdateDialog open={editing} invoice={invoice} onClose={() => setEditing(false)} />
      <InvoiceLineDialog
        open={lineDialog.open}
        invoice={invoice.slug}
        team={invoice.team?.slug}
        line={lineDialog.open ? lineDialog.line : undefined}
        onClose={() => setLineDialog({ open: false })}
      />
      <ConfirmDialog open={confirm !== null} type="delete" onClose={() => setConfirm(null)} onConfirm={onConfirm} confirmLabel="Delete" />
    </Stack>
  );
}
