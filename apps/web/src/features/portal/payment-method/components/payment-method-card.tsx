import { SAVED_METHOD_MESSAGES } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePaymentMethod, useRemovePaymentMethod, useSetupPaymentMethod } from '../api/payment-method-queries';

/** After the setup page (`?method=saved`) the method arrives by the provider's webhook: reload for a few seconds. */
const SAVED_POLL_MS = 10_000;

/**
 * The payer's saved payment method on the portal invoices page (issue 27 flow 2): "Visa •••• 4242" or "Direct Debit
 * •••• 2345", with Replace and Remove; Save a payment method when there is none. Shown to whoever pays (the team
 * admin, or a member without a team) when the operator takes payments online.
 */
export function PaymentMethodCard({ workspace }: { workspace: string }) {
  const [params] = useSearchParams();
  const [polling, setPolling] = useState(params.get('method') === 'saved');
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(() => setPolling(false), SAVED_POLL_MS);
    return () => clearTimeout(timer);
  }, [polling]);
  const current = usePaymentMethod(workspace, polling ? 2_000 : false);
  const setup = useSetupPaymentMethod(workspace);
  const remove = useRemovePaymentMethod(workspace);
  const data = current.data;
  if (!data?.online || !data.can_manage) return null;
  const method = data.method;
  return (
    <Card variant="outlined" component="section" aria-labelledby="payment-method-title">
      <CardContent>
        <Stack spacing={1}>
          <Typography id="payment-method-title" variant="subtitle1" component="h2">
            Payment method
          </Typography>
          <Typography data-testid="saved-method">{method ? method.label : SAVED_METHOD_MESSAGES.none}</Typography>
          {method && data.auto_collect ? (
            <Typography variant="body2" color="text.secondary">
              {SAVED_METHOD_MESSAGES.collectedHint}
            </Typography>
          ) : null}
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant={method ? 'outlined' : 'contained'}
              disabled={setup.isPending || setup.isSuccess}
              onClick={() => setup.mutate()}
            >
              {method ? 'Replace' : 'Save a payment method'}
            </Button>
            {method ? (
              <Button size="small" color="error" disabled={remove.isPending} onClick={() => remove.mutate()} aria-label={`Remove ${method.label}`}>
                Remove
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
