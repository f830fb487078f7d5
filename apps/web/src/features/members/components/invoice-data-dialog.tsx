import { INVOICE_MESSAGES, invoiceDataCreate } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Controller, type Resolver } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateInvoiceData } from '../api/invoices-api';

export interface InvoiceDataFormValues {
  team: string;
  name: string;
  town: string;
  post_code: string;
  address_1: string;
  address_2: string;
  country: string;
  vat_number: string;
  company_number: string;
  email_contact: string;
  phone_contact: string;
  person_contact: string;
  default: boolean;
}

const defaults = (team: string): InvoiceDataFormValues => ({
  team,
  name: '',
  town: '',
  post_code: '',
  address_1: '',
  address_2: '',
  country: 'United Kingdom',
  vat_number: '',
  company_number: '',
  email_contact: '',
  phone_contact: '',
  person_contact: '',
  default: false,
});

/** Add a team's invoice data (billing address); 'Default' makes it the team's one default. */
export function InvoiceDataDialog({ open, team, onClose }: { open: boolean; team: string; onClose: () => void }) {
  const create = useCreateInvoiceData();
  const onSubmit = async (values: InvoiceDataFormValues) => {
    try {
      await create.mutateAsync(values);
    } catch (err) {
      notifyError(INVOICE_MESSAGES.dataError);
      throw err;
    }
    notifySuccess(INVOICE_MESSAGES.dataCreated);
  };
  return (
    <FormDialog<InvoiceDataFormValues>
      open={open}
      title="Add invoice data"
      defaultValues={defaults(team)}
      resolver={zodResolver(invoiceDataCreate) as unknown as Resolver<InvoiceDataFormValues>}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          <FormTextField control={control} name="name" label="Name" required autoFocus />
          <FormTextField control={control} name="address_1" label="Address 1" required />
          <FormTextField control={control} name="address_2" label="Address 2" />
          <Stack direction="row" spacing={2}>
            <FormTextField control={control} name="town" label="Town" required />
            <FormTextField control={control} name="post_code" label="Post Code" required />
          </Stack>
          <FormTextField control={control} name="country" label="Country" />
          <Stack direction="row" spacing={2}>
            <FormTextField control={control} name="vat_number" label="VAT Number" />
            <FormTextField control={control} name="company_number" label="Company Number" />
          </Stack>
          <FormTextField control={control} name="email_contact" label="Email Contact" required type="email" />
          <Stack direction="row" spacing={2}>
            <FormTextField control={control} name="phone_contact" label="Phone Contact" />
            <FormTextField control={control} name="person_contact" label="Person Contact" />
          </Stack>
          <Controller
            control={control}
            name="default"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
                label="Default"
              />
            )}
          />
        </>
      )}
    </FormDialog>
  );
}
