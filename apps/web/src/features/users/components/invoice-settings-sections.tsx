import { MAX_PAYMENT_TERMS_DAYS, PRICES_INCLUDE_VAT_LABELS, type InvoiceSettings } from '@clubspace/contract';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, type Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { SectionCard } from '../../../components/section-card';

/** The invoice settings form's values: every field as typed, the VAT choice as a boolean. */
export type InvoiceSettingsValues = Omit<Record<keyof InvoiceSettings, string>, 'prices_include_vat'> & { prices_include_vat: boolean };

type SectionProps = { control: Control<InvoiceSettingsValues> };

const half = { xs: 12, md: 6 } as const;

/** Who issues the invoices: legal name, VAT and company numbers, registered address. */
export function SupplierSection({ control }: SectionProps) {
  return (
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
  );
}

/** How to pay: bank details, payment terms and the invoice footer. */
export function PaymentDetailsSection({ control }: SectionProps) {
  return (
    <SectionCard title="Payment details">
      <Grid container spacing={2}>
        <Grid size={half}>
          <FormTextField control={control} name="bank_name" label="Bank name" />
        </Grid>
        <Grid size={half}>
          <FormTextField control={control} name="account_name" label="Account name" />
        </Grid>
        <Grid size={half}>
          <FormTextField
            control={control}
            name="sort_code"
            label="Sort code"
            helperText="6 digits, e.g. 12-34-56"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
          />
        </Grid>
        <Grid size={half}>
          <FormTextField
            control={control}
            name="account_number"
            label="Account number"
            helperText="8 digits"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
          />
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
          <FormTextField
            control={control}
            name="footer_text"
            label="Footer text"
            multiline
            minRows={2}
            helperText="Printed at the foot of every invoice"
          />
        </Grid>
      </Grid>
    </SectionCard>
  );
}

/** Whether catalogue prices include VAT (decides how lines made from now on are billed). */
export function CataloguePricesSection({ control }: SectionProps) {
  return (
    <SectionCard title="Catalogue prices">
      <Controller
        control={control}
        name="prices_include_vat"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormLabel id="prices-include-vat">Products, plans and resource prices are entered</FormLabel>
            <RadioGroup
              aria-labelledby="prices-include-vat"
              name={field.name}
              value={String(field.value)}
              onChange={(e) => field.onChange(e.target.value === 'true')}
            >
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
  );
}
