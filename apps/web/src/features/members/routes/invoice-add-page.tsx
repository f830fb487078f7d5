import { INVOICE_MESSAGES, invoiceCreate } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useCreateInvoice } from '../api/invoices-api';
import { InvoiceFields, newInvoiceValues, type InvoiceFormValues } from '../components/invoice-fields';
import { ServerError } from '../../../components/server-error';

/** /members/invoices/add (?team= prefills the team): on success a message, then back where the user came from. */
export default function InvoiceAddPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const create = useCreateInvoice();
  const terms = useSession().data?.active_client?.payment_terms_days;
  const form = useForm<InvoiceFormValues>({
    defaultValues: newInvoiceValues(search.get('team') ?? '', terms),
    resolver: zodResolver(invoiceCreate) as unknown as Resolver<InvoiceFormValues>,
  });
  const { formState } = form;
  // Back where the user came from; straight to the list when the page was opened directly.
  const goBack = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/members/invoices'));

  const submit = form.handleSubmit(async (values) => {
    try {
      const { name: _name, short_description: _description, ...body } = values;
      await create.mutateAsync(body);
      notifySuccess(INVOICE_MESSAGES.created);
      goBack();
    } catch (err) {
      applyServerErrors(err, form.setError, Object.keys(values));
      notifyError(INVOICE_MESSAGES.saveError);
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        Create invoice
      </Typography>
      <form onSubmit={submit} noValidate aria-label="Create invoice">
        <Stack spacing={2}>
          <InvoiceFields form={form} />
          <ServerError errors={formState.errors} />
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={goBack}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              Save
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
