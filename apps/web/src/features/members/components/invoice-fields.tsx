import {
  DEFAULT_PAYMENT_TERMS_DAYS,
  INVOICE_GUIDANCE,
  INVOICE_STATUSES,
  INVOICE_STATUS_LABELS,
  INVOICE_TYPES,
  INVOICE_TYPE_LABELS,
  addDaysIso,
  isoDayInZone,
} from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { invoiceDatasQuery } from '../api/invoices-api';
import { InvoiceDataDialog } from './invoice-data-dialog';
import { DateField } from '../../../components/date-field';
import { TeamPicker } from '../../../components/team-picker';

/** The invoice form's values: text everywhere (dates yyyy-MM-dd); name only when updating. */
export interface InvoiceFormValues {
  name: string;
  team_slug: string;
  invoice_data: string;
  date: string;
  date_due: string;
  invoice_type: string;
  status: string;
  payment_reference: string;
  xero_id: string;
  short_description: string;
}

/** A new invoice is due the operator's payment terms (invoice settings) after its date. */
export function newInvoiceValues(team = '', dueDays: number = DEFAULT_PAYMENT_TERMS_DAYS): InvoiceFormValues {
  const today = isoDayInZone(new Date());
  return {
    name: '',
    team_slug: team,
    invoice_data: '',
    date: today,
    date_due: addDaysIso(today, dueDays),
    invoice_type: 'work',
    status: 'open',
    payment_reference: '',
    xero_id: '',
    short_description: '',
  };
}

interface InvoiceFieldsProps {
  form: UseFormReturn<InvoiceFormValues>;
  /** The update dialog also edits the number (name) and the description. */
  editing?: boolean;
  teamName?: string;
}

/** Team, Date, Invoice Data (the team's active entries), Date due, Type, Status, Payment Reference, Xero Id. */
export function InvoiceFields({ form, editing, teamName }: InvoiceFieldsProps) {
  const { control, setValue, getValues } = form;
  const team = useWatch({ control, name: 'team_slug' });
  const datas = useQuery(invoiceDatasQuery(team));
  const options = datas.data ?? [];
  const [addingData, setAddingData] = useState(false);
  // A team without active invoice data cannot be invoiced: say so and offer to add it here, instead of an empty list.
  const noData = Boolean(team) && datas.isSuccess && options.length === 0;

  // A new team's default invoice data is picked for the user.
  useEffect(() => {
    const current = getValues('invoice_data');
    if (!datas.data || (current && datas.data.some((d) => d.slug === current))) return;
    setValue('invoice_data', datas.data[0]?.slug ?? '');
  }, [datas.data, getValues, setValue]);

  return (
    <>
      {editing && <FormTextField control={control} name="name" label="Name" required />}
      <Controller
        control={control}
        name="team_slug"
        render={({ field, fieldState }) => (
          <TeamPicker
            required
            value={field.value}
            selectedLabel={teamName}
            onChange={(t) => field.onChange(t?.slug ?? '')}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <DateField control={control} name="date" label="Date" required />
      <FormTextField control={control} name="invoice_data" label="Invoice Data" select required={!editing} disabled={!team}>
        {editing && <MenuItem value="">None</MenuItem>}
        {options.map((d) => (
          <MenuItem key={d.slug} value={d.slug}>
            {[d.name, d.address_1, d.town].filter(Boolean).join(', ')}
          </MenuItem>
        ))}
      </FormTextField>
      {noData && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => setAddingData(true)}>
              {INVOICE_GUIDANCE.addInvoiceData}
            </Button>
          }
        >
          {INVOICE_GUIDANCE.noInvoiceData}
        </Alert>
      )}
      {team && <InvoiceDataDialog open={addingData} team={team} onClose={() => setAddingData(false)} />}
      <DateField control={control} name="date_due" label="Date due" required />
      <FormTextField control={control} name="invoice_type" label="Type" select required>
        {INVOICE_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {INVOICE_TYPE_LABELS[t]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="status" label="Status" select required>
        {INVOICE_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {INVOICE_STATUS_LABELS[s]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="payment_reference" label="Payment Reference" />
      <FormTextField control={control} name="xero_id" label="Xero Id" />
      {editing && <FormTextField control={control} name="short_description" label="Description" multiline minRows={2} />}
    </>
  );
}
