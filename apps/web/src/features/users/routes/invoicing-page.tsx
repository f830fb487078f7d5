import { DUNNING_MESSAGES, INVOICE_SETTINGS_MESSAGES } from '@clubspace/contract';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/page-loader';
import { notifySuccess } from '../../../lib/notify';
import { dunningSettingsQuery, useSaveDunningSettings } from '../api/dunning-settings-api';
import { invoiceSettingsQuery, useSaveInvoiceSettings } from '../api/invoice-settings-api';
import { DunningSettingsCard } from '../components/dunning-settings-card';
import { InvoiceSettingsForm } from '../components/invoice-settings-form';

/** /users/invoicing: the operator's invoice settings (supplier, payment details, terms, VAT-inclusive prices) and chasing. */
export default function InvoicingPage() {
  const settings = useQuery(invoiceSettingsQuery());
  const dunning = useQuery(dunningSettingsQuery());
  const save = useSaveInvoiceSettings();
  const saveDunning = useSaveDunningSettings();
  if (!settings.data) return <PageLoader />;
  return (
    <Stack spacing={4}>
      <InvoiceSettingsForm
        settings={settings.data}
        onSubmit={async (body) => {
          await save.mutateAsync(body);
          notifySuccess(INVOICE_SETTINGS_MESSAGES.saved);
        }}
      />
      {dunning.data && (
        <DunningSettingsCard
          settings={dunning.data}
          onSave={async (body) => {
            await saveDunning.mutateAsync(body);
            notifySuccess(DUNNING_MESSAGES.saved);
          }}
        />
      )}
    </Stack>
  );
}
