import { CONFIRM, INVOICE_MESSAGES, type InvoiceDetail, type InvoiceLineItem } from '@clubspace/contract';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { QueryGate, useRecordQuery } from '../../../components/query-gate';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { invoiceQuery, useDeleteLine } from '../api/invoices-api';
import { InvoiceDocumentsBar } from '../components/invoice-documents-bar';
import { InvoiceBillTo, InvoiceDetailsCard } from '../components/invoice-detail-cards';
import { InvoiceHeader } from '../components/invoice-header';
import { InvoiceLineDialog } from '../components/invoice-line-dialog';
import { InvoiceLinesTable, InvoiceTotals } from '../components/invoice-lines-table';
import { InvoiceUpdateDialog } from '../components/invoice-update-dialog';
import { InvoiceStatusDialog } from '../components/invoice-status-dialog';
import { InvoicePaymentsCard } from '../components/invoice-payments-card';
import { SectionCard } from '../../../components/section-card';

type LineDialog = { open: false } | { open: true; line?: InvoiceLineItem };

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
  const deleteLine = useDeleteLine();
  const confirm = useConfirm();
  const [editing, setEditing] = useState(false);
  const [settingStatus, setSettingStatus] = useState(false);
  const [lineDialog, setLineDialog] = useState<LineDialog>({ open: false });
  const editable = invoice.status !== 'paid' && !invoice.issued_at;

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
      <InvoiceHeader
        invoice={invoice}
        ask={confirm.ask}
        onAddLine={() => setLineDialog({ open: true })}
        onEdit={() => setEditing(true)}
        onSetStatus={() => setSettingStatus(true)}
      />
      <InvoiceDocumentsBar invoice={invoice} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <InvoiceBillTo invoice={invoice} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <InvoiceDetailsCard invoice={invoice} />
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
