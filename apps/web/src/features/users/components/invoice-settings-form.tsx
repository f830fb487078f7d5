import {
  INVOICE_SETTINGS_MESSAGES,
  MAX_PAYMENT_TERMS_DAYS,
  PRICES_INCLUDE_VAT_LABELS,
  formatIban,
  formatSortCode,
  invoiceSettingsUpdate,
  type InvoiceSettings,
  type InvoiceSettingsUpdate,
} from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { SectionCard } from '../../../components/section-card';
import { ServerError } from '../../../components/server-error';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';

type Values = Omit<Record<keyof InvoiceSettings, string>, 'prices_include_vat'> & { prices_include_vat: boolean };

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

const half = { xs: 12, md: 6 } as const;

/**
 * Account → Invoicing (issue 23 §4): what a UK VAT invoice says about the supplier and how to pay it, the payment terms
 * that default new invoices' due dates, and whether catalogue prices include VAT. The contract's schema checks it here
 * and on the server (sort code 6 digits, account number 8, IBAN check digits, BIC shape).
 */
export function InvoiceSettingsForm({ settings, onSubmit }: { settings: InvoiceSettings; onSubmit: (body: InvoiceSettingsUpdate) => Promise<unknown> }) {
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: toValues(settings),
    resolver: zodResolver(invoiceSettingsUpdate) as unknown as Resolver<Values>,
  });
  const submit = handleSubmit(async (v) => {
    try {
      await onSubmit(v);
    } catch (err) {
      const placed = applyServerErrors(err, setError, Object.keys(v));
      if (!placed) setError('root.server', { type: 'server', message: err instanceof ApiError || err instanceof Error ? err.message : INVOICE_SETTINGS_MESSAGES.saveError });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Invoice settings">
      <Stack spacing={2}>
        <SectionCard title="Supplier">
          <Grid container spacing={2}>
            <Grid size={half}>
              <FormTextField control={control} name="legal_name" label="Legal name" helperText="As registered; the invoice shows it as the supplier" />
            </Grid>
            <Grid size={half}>
              <FormTextField control={control} name="vat_number" label="VAT registration number" helperText="e.g. GB123456789" />
            </Grid>
            <Grid size={half}>
              <FormTextField control={control} name="company_number" label="Company number" helperText="e.g. 01234567" />
            </Grid>
            <Grid size={half}>
              <FormTextField control={control} name="registered_address" label="Registered address" multiline minRows={3} helperText="One line per row" />
            </Grid>
          </Grid>
        </SectionCard>
        <SectionCard title="Payment details">
          <Grid container spacing={2}>
            <Grid size={half}>
              <FormTextField control={control} name="bank_name" label="Bank name" />
            </Grid>
            <Grid size={half}>
              <FormTextField control={control} name="account_name" label="Account name" />
            </Grid>
            <Grid size={half}>
              <FormTextField control={control} name="sort_code" label="Sort code" helperText="6 digits, e.g. 12-34-56" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }} />
            </Grid>
            <Grid size={half}>
              <FormTextField control={control} name="account_number" label="Account number" helperText="8 digits" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }} />
            </Grid>
            <Grid size={half}>
              <FormTextField control={control} name="iban" label="IBAN" helperText="For payments from abroad" />
            </Grid>
            <Grid size={half}>
              <FormTextField control={control} name="bic" label="BIC" helperText="8 or 11 characters" />
            </Grid>
            <Grid size={half}>
              <FormTextField
                control={control}
                name="payment_terms_days"
                label="Payment terms (days)"
                type="number"
                helperText="New invoices are due this many days after their date"
                slotProps={{ htmlInput: { min: 0, max: MAX_PAYMENT_TERMS_DAYS, step: 1 } }}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField control={control} name="footer_text" label="Footer text" multiline minRows={2} helperText="Printed at the foot of every invoice" />
            </Grid>
          </Grid>
        </SectionCard>
        <SectionCard title="Catalogue prices">
          <Controller
            control={control}
            name="prices_include_vat"
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)}>
                <FormLabel id="prices-include-vat">Products, plans and resource prices are entered</FormLabel>
                <RadioGroup aria-labelledby="prices-include-vat" name={field.name} value={String(field.value)} onChange={(e) => field.onChange(e.target.value === 'true')}>
                  <FormControlLabel value="true" control={<Radio />} label={PRICES_INCLUDE_VAT_LABELS.true} />
                  <FormControlLabel value="false" control={<Radio />} label={PRICES_INCLUDE_VAT_LABELS.false} />
                </RadioGroup>
                <FormHelperText>
                  {fieldState.error?.message ??
                    'Applies to invoice lines made from now on: with VAT included a member pays the price shown to the penny. Lines already on invoices keep their amounts.'}
                </FormHelperText>
              </FormControl>
            )}
          />
        </SectionCard>
      </Stack>
      <ServerError errors={formState.errors} sx={{ mt: 2 }} />
      <Button type="submit" variant="contained" sx={{ mt: 3 }} disabled={formState.isSubmitting}>
        Save
      </Button>
    </form>
  );
}
