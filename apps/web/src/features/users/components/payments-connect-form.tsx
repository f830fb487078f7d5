import { ONLINE_METHOD_LABELS, ONLINE_METHODS, paymentsConnect, type OnlineMethod, type PaymentsConnect } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { ServerError } from '../../../components/server-error';
import { withServerErrors } from '../../../lib/form-errors';

type Values = { secret_key: string; webhook_secret: string; methods: OnlineMethod[]; auto_collect: boolean };

/** The methods Checkout offers, as checkboxes (at least one). */
export function MethodsField({ value, onChange, error }: { value: OnlineMethod[]; onChange: (v: OnlineMethod[]) => void; error?: string }) {
  return (
    <FormGroup>
      <FormLabel component="legend">Payment methods offered</FormLabel>
      {ONLINE_METHODS.map((m) => (
        <FormControlLabel
          key={m}
          label={ONLINE_METHOD_LABELS[m]}
          control={
            <Checkbox checked={value.includes(m)} onChange={(e) => onChange(e.target.checked ? [...value, m] : value.filter((x) => x !== m))} />
          }
        />
      ))}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </FormGroup>
  );
}

/** Secret key and webhook signing secret of the operator's Stripe account, and what it offers. */
export function PaymentsConnectForm({ onSubmit }: { onSubmit: (body: PaymentsConnect) => Promise<unknown> }) {
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { secret_key: '', webhook_secret: '', methods: ['card', 'bacs_debit'], auto_collect: false },
    resolver: zodResolver(paymentsConnect) as unknown as Resolver<Values>,
  });
  const submit = handleSubmit(withServerErrors(setError, onSubmit));
  return (
    <form onSubmit={submit} noValidate aria-label="Connect Stripe">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="secret_key"
            label="Secret key"
            type="password"
            required
            autoComplete="off"
            helperText="Developers → API keys (sk_test_… or sk_live_…)"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="webhook_secret"
            label="Webhook signing secret"
            type="password"
            required
            autoComplete="off"
            helperText="Developers → Webhooks → your endpoint (whsec_…)"
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="methods"
            render={({ field, fieldState }) => <MethodsField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
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
