import { INVOICE_MESSAGES, invoiceUpdate, type InvoiceDetail } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateInvoice } from '../api/invoices-api';
import { InvoiceFields, type InvoiceFormValues } from './invoice-fields';

/** The update form's values of an invoice as stored (the update call sends the whole form). */
export const valuesOf = (i: InvoiceDetail): InvoiceFormValues => ({
  name: i.name,
  team_slug: i.team?.slug ?? '',
  invoice_data: i.invoice_data?.slug ?? '',
  date: i.date,
  date_due: i.date_due ?? '',
  invoice_type: i.invoice_type === 'event' ? 'events' : i.invoice_type,
  status: i.status === 'payment_pending' ? 'pending_payment' : i.status,
  payment_reference: i.payment_reference ?? '',
  xero_id: i.xero_id ?? '',
  short_description: i.short_description ?? '',
});

/** The Update invoice dialog: every field with the contract's update messages. */
export function InvoiceUpdateDialog({ open, invoice, onClose }: { open: boolean; invoice: InvoiceDetail; onClose: () => void }) {
  const update = useUpdateInvoice();
  const onSubmit = async (values: InvoiceFormValues) => {
    try {
      await update.mutateAsync({ slug: invoice.slug, body: { ...values, invoice_data: values.invoice_data || null } });
    } catch (err) {
      notifyError(INVOICE_MESSAGES.saveError);
      throw err;
    }
    notifySuccess(INVOICE_MESSAGES.updated);
  };
  return (
    <FormDialog<InvoiceFormValues>
      open={open}
      title="Update invoice"
      defaultValues={valuesOf(invoice)}
      resolver={zodResolver(invoiceUpdate) as unknown as Resolver<InvoiceFormValues>}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {(form) => <InvoiceFields form={form} editing teamName={invoice.team?.name} />}
    </FormDialog>
  );
}
