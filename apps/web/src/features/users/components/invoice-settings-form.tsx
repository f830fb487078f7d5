import {
  INVOICE_SETTINGS_MESSAGES,
  formatIban,
  formatSortCode,
  invoiceSettingsUpdate,
  type InvoiceSettings,
  type InvoiceSettingsUpdate,
} from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm, type Resolver } from 'react-hook-form';
import { ServerError } from '../../../components/server-error';
import { withServerErrors } from '../../../lib/form-errors';
import { CataloguePricesSection, PaymentDetailsSection, SupplierSection, type InvoiceSettingsValues as Values } from './invoice-settings-sections';

/** The stored settings as the form shows them: codes grouped as people write them, nulls as empty fields. */
function toValues(s: InvoiceSettings): Values {
  return {
    legal_name: s.legal_name ?? '',
    vat_number: s.vat_number ?? '',
    company_number: s.company_number ?? '',
    registered_address: s.registered_address ?? '',
    bank_name: s.bank_name ?? '',
    account_name: s.account_name ?? '',
    sort_code: s.sort_code ? formatSortCode(s.sort_code) : '',
    account_number: s.account_number ?? '',
    iban: s.iban ? formatIban(s.iban) : '',
    bic: s.bic ?? '',
    payment_terms_days: String(s.payment_terms_days),
    footer_text: s.footer_text ?? '',
    prices_include_vat: s.prices_include_vat,
  };
}

/**
 * Account → Invoicing (issue 23 §4): what a UK VAT invoice says about the supplier and how to pay it, the payment terms
 * that default new invoices' due dates, and whether catalogue prices include VAT. The contract's schema checks it here
 * and on the server (sort code 6 digits, account number 8, IBAN check digits, BIC shape).
 */
export function InvoiceSettingsForm({
  settings,
  onSubmit,
}: {
  settings: InvoiceSettings;
  onSubmit: (body: InvoiceSettingsUpdate) => Promise<unknown>;
}) {
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: toValues(settings),
    resolver: zodResolver(invoiceSettingsUpdate) as unknown as Resolver<Values>,
  });
  const submit = handleSubmit(withServerErrors(setError, onSubmit, INVOICE_SETTINGS_MESSAGES.saveError));
  return (
    <form onSubmit={submit} noValidate aria-label="Invoice settings">
      <Stack spacing={2}>
        <SupplierSection control={control} />
        <PaymentDetailsSection control={control} />
        <CataloguePricesSection control={control} />
      </Stack>
      <ServerError errors={formState.errors} sx={{ mt: 2 }} />
      <Button type="submit" variant="contained" sx={{ mt: 3 }} disabled={formState.isSubmitting}>
        Save
      </Button>
    </form>
  );
}
