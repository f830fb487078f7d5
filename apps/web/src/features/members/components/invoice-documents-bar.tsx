import { INVOICE_DOCUMENT_CONFIRM, INVOICE_DOCUMENT_MESSAGES, INVOICE_DUE_STATE_LABELS, sentSummary, type InvoiceDetail } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadInvoicePdf, invoiceDocumentsQuery, useInvoiceMail } from '../api/invoice-documents-api';
import { formatDay } from './invoice-columns';
import { InvoiceHistory } from './invoice-history';

/**
 * The invoice detail's documents: Download PDF, Send (a draft is validated first; the confirmation names the invoice
 * and the address), Send reminder on an overdue invoice, and what was sent when to whom.
 */
export function InvoiceDocumentsBar({ invoice }: { invoice: InvoiceDetail }) {
  const documents = useQuery(invoiceDocumentsQuery(invoice.slug));
  const send = useInvoiceMail('send');
  const remind = useInvoiceMail('remind');
  const confirm = useConfirm();
  const [downloading, setDownloading] = useState(false);
  const email = documents.data ? documents.data.email_contact : (invoice.invoice_data?.email_contact ?? null);
  const events = documents.data?.events ?? [];
  const lastSent = events.find((e) => e.kind === 'sent');
  const lastReminder = events.find((e) => e.kind === 'reminder');
  const overdue = invoice.overdue;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadInvoicePdf(invoice);
    } catch (err) {
      notifyError(err instanceof Error && err.message ? err : INVOICE_DOCUMENT_MESSAGES.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };
  const mail = (action: typeof send) => async () => {
    try {
      notifySuccess((await action.mutateAsync(invoice.slug)).detail);
    } catch (err) {
      notifyError(err);
    }
  };

  const sentText = lastSent ? sentSummary(lastSent) : invoice.date_sent ? `Sent ${formatDay(invoice.date_sent)}` : 'Not sent yet';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Invoice documents">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }} useFlexGap>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexGrow: 1, flexWrap: 'wrap' }} useFlexGap>
          {overdue && <Chip size="small" color="error" label={INVOICE_DUE_STATE_LABELS.overdue} data-testid="invoice-overdue" />}
          <Typography variant="body2" data-testid="invoice-sent">
            {sentText}
          </Typography>
          {lastReminder && (
            <Typography variant="body2" color="text.secondary" data-testid="invoice-reminded">
              · {sentSummary(lastReminder)}
            </Typography>
          )}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
          <Button variant="outlined" onClick={download} disabled={downloading}>
            Download PDF
          </Button>
          {invoice.status !== 'void' && (
            <Button
              variant="contained"
              disabled={!email || send.isPending || documents.isPending}
              onClick={() => email && confirm.ask(INVOICE_DOCUMENT_CONFIRM.send(invoice.name, email, invoice.status === 'open'), mail(send))}
            >
              Send
            </Button>
          )}
          {overdue && (
            <Button
              variant="outlined"
              color="warning"
              disabled={!email || remind.isPending}
              onClick={() => email && confirm.ask(INVOICE_DOCUMENT_CONFIRM.remind(invoice.name, email), mail(remind))}
            >
              Send reminder
            </Button>
          )}
        </Stack>
      </Stack>
      {!email && documents.isSuccess && invoice.status !== 'void' && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {INVOICE_DOCUMENT_MESSAGES.noEmailContact}
        </Typography>
      )}
      <InvoiceHistory events={events} />
      {confirm.dialog}
    </Paper>
  );
}
