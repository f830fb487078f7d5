import { INVOICE_SETTINGS_MESSAGES } from '@clubspace/contract';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/page-loader';
import { notifySuccess } from '../../../lib/notify';
import { invoiceSettingsQuery, useSaveInvoiceSettings } from '../api/invoice-settings-api';
import { InvoiceSettingsForm } from '../components/invoice-settings-form';

/** /users/invoicing: the operator's invoice settings (supplier, payment details, terms, VAT-inclusive prices). */
export default function InvoicingPage() {
  const settings = useQuery(invoiceSettingsQuery());
  const save = useSaveInvoiceSettings();
  if (!settings.data) return <PageLoader />;
  return (
    <InvoiceSettingsForm
      settings={settings.data}
      onSubmit={async (body) => {
        await save.mutateAsync(body);
        notifySuccess(INVOICE_SETTINGS_MESSAGES.saved);
      }}
    />
  );
}
