import { CONFIRM, INVOICE_MESSAGES, INVOICE_TYPE_LABELS, invoiceStatusLabel, type InvoiceDetail, type InvoiceLineItem, type InvoiceType } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CanOpenLink } from '../../../components/can-open-link';
import { useConfirm } from '../../../components/confirm-dialog';
import { DetailField } from '../../../components/detail-field';
import { QueryGate, useRecordQuery } from '../../../components/query-gate';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { invoiceQuery, useDeleteInvoice, useDeleteLine, useInvoiceAction } from '../api/invoices-api';
import { formatDay } from '../components/invoice-columns';
import { InvoiceDocumentsBar } from '../components/invoice-documents-bar';
import { InvoiceLineDialog } from '../components/invoice-line-dialog';
import { InvoiceLinesTable, InvoiceTotals } from '../components/invoice-lines-table';
import { InvoiceUpdateDialog } from '../components/invoice-update-dialog';
import { InvoiceStatusDialog } from '../components/invoice-status-dialog';
import { InvoicePaymentsCard } from '../components/invoice-payments-card';
import { SectionCard } from '../../../components/section-card';

type LineDialog = { open: false } | { open: true; line?: InvoiceLineItem };

const STATUS_COLOR: Record<string, 'default' | 'warning' | 'success' | 'error'> = { pending_payment: 'warning', paid: 'success', void: 'error' };

/**
 * /members/invoices/{slug}: header, actions, address, dates, lines with totals. An issued invoice (Validate or Send ran)
 * is final: no Add line, Edit, Delete or line actions — Update status (status, payment reference, Xero id) and Credit
 * note (the Payments card) instead; a paid one also hides sync and validate.
 */
export default function InvoiceDetailPage() {
  const { slug = '' } = useParams();
  const detail = useRecordQuery(invoiceQuery(slug));
  return <QueryGate query={detail}>{(invoice) => <InvoiceDetailView invoice={invoice} />}</QueryGate>;
}

function InvoiceDetailView({ invoice }: { invoice: InvoiceDetail }) {
  const navigate = useNavigate();
  const sync = useInvoiceAction('sync');
  const validate = useInvoiceAction('validate');
  const deleteInvoice = useDeleteInvoice();
  const deleteLine = useDeleteLine();
  const confirm = useConfirm();
  const [editing, setEditing] = useState(false);
  const [settingStatus, setSettingStatus] = useState(false);
  const [lineDialog, setLineDialog] = useState<LineDialog>({ open: false });
  const paid = invoice.status === 'paid';
  const issued = Boolean(invoice.issued_at);
  const editable = !paid && !issued;
  const data = invoice.invoice_data;

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
  const removeLine = async (line: InvoiceLineItem) => {
    try {
      await deleteLine.mutateAsync(line.slug);
      notifySuccess(INVOICE_MESSAGES.lineDeleted);
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
          {!paid && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
              <Button variant="outlined" onClick={() => run(sync)} disabled={sync.isPending}>
                Sync
              </Button>
              {!issued && (
                <Button
                  variant="outlined"
                  onClick={() => confirm.ask(CONFIRM.validateInvoice(invoice.name), () => run(validate))}
                  disabled={validate.isPending || invoice.status !== 'open'}
                >
                  Validate
                </Button>
              )}
              {editable ? (
                <>
                  <Button variant="contained" onClick={() => setLineDialog({ open: true })}>
                    Add line
                  </Button>
                  <Button variant="contained" onClick={() => setEditing(true)}>
                    Edit invoice
                  </Button>
                  <Button color="error" variant="outlined" onClick={() => confirm.ask(CONFIRM.deleteInvoice(invoice.name), removeInvoice)}>
                    Delete
                  </Button>
                </>
              ) : (
                <Button variant="contained" onClick={() => setSettingStatus(true)}>
                  Update status
                </Button>
              )}
            </Stack>
          )}
        </Stack>
        {issued && invoice.kind === 'invoice' && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="invoice-issued">
            {INVOICE_MESSAGES.issuedLocked} (issued {formatDay(invoice.issued_at!.slice(0, 10))}).
          </Alert>
        )}
      </Paper>
      <InvoiceDocumentsBar invoice={invoice} />
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
                Team: <CanOpenLink to={`/members/companies/${invoice.team.slug}`}>{invoice.team.name}</CanOpenLink>
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
        </Grid>
      </Grid>
      <SectionCard title="Lines">
        <InvoiceLinesTable
          invoice={invoice}
          onEdit={editable ? (line) => setLineDialog({ open: true, line }) : undefined}
          onDelete={editable ? (line) => confirm.ask(CONFIRM.deleteInvoiceLine(line.name, invoice.name), () => removeLine(line)) : undefined}
        />
        <InvoiceTotals invoice={invoice} />
      </SectionCard>
      <InvoicePaymentsCard invoice={invoice} />
      <InvoiceUpdateDialog open={editing} invoice={invoice} onClose={() => setEditing(false)} />
      <InvoiceStatusDialog open={settingStatus} invoice={invoice} onClose={() => setSettingStatus(false)} />
      <InvoiceLineDialog
        open={lineDialog.open}
        invoice={invoice.slug}
        team={invoice.team?.slug}
        line={lineDialog.open ? lineDialog.line : undefined}
        onClose={() => setLineDialog({ open: false })}
      />
      {confirm.dialog}
    </Stack>
  );
}
