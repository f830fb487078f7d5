import { xeroConnect, type XeroConnect } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useForm, type Resolver } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { ServerError } from '../../../components/server-error';
import { withServerErrors } from '../../../lib/form-errors';

type Values = { client_id: string; client_secret: string; account_code: string };

/** Client id and secret of a Xero custom connection (and the sales account the lines go to). */
export function XeroConnectForm({ onSubmit, accountCode }: { onSubmit: (body: XeroConnect) => Promise<unknown>; accountCode?: string | null }) {
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { client_id: '', client_secret: '', account_code: accountCode ?? '200' },
    resolver: zodResolver(xeroConnect) as unknown as Resolver<Values>,
  });
  const submit = handleSubmit(withServerErrors(setError, onSubmit));
  return (
    <form onSubmit={submit} noValidate aria-label="Connect Xero">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="client_id" label="Client ID" required autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="client_secret" label="Client Secret" type="password" required autoComplete="new-password" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="account_code"
            label="Sales account code"
            helperText="Invoice lines are posted to this account (Xero's default: 200 Sales)"
          />
        </Grid>
      </Grid>
      <ServerError errors={formState.errors} sx={{ mt: 2 }} />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={formState.isSubmitting}>
        Connect
      </Button>
    </form>
  );
}
