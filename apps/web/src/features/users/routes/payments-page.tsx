import { ONLINE_METHOD_LABELS, ONLINE_PAYMENT_MESSAGES, PAYMENTS_DISCONNECT_CONFIRM, type PaymentsStatus } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useConfirm } from '../../../components/confirm-dialog';
import { DateText } from '../../../components/date-text';
import { DetailField } from '../../../components/detail-field';
import { PageLoader } from '../../../components/page-loader';
import { SectionCard } from '../../../components/section-card';
import { notifySuccess } from '../../../lib/notify';
import { paymentsStatusQuery, useConnectPayments, useDisconnectPayments, usePaymentOptions, useTestPayments } from '../api/payments-api';
import { MethodsField, PaymentsConnectForm } from '../components/payments-connect-form';
import { OnlinePaymentsList } from '../components/online-payments-list';

function Connected({ status }: { status: PaymentsStatus }) {
  const test = useTestPayments();
  const options = usePaymentOptions();
  const disconnect = useDisconnectPayments();
  const confirm = useConfirm();
  const save = (next: Partial<Pick<PaymentsStatus, 'methods' | 'auto_collect'>>) =>
    options.mutateAsync({ methods: status.methods, auto_collect: status.auto_collect, ...next }).then(
      () => notifySuccess(ONLINE_PAYMENT_MESSAGES.saved),
      () => undefined,
    );
  return (
    <Stack spacing={2}>
      <Alert severity={status.last_error ? 'warning' : 'success'}>
        {status.last_error
          ? `Connected, but the last test failed: ${status.last_error}`
          : `Connected to Stripe${status.account_name ? ` (${status.account_name})` : ''}`}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DetailField label="Secret key">{status.key_hint}</DetailField>
        <DetailField label="Account">{status.account_id ?? '—'}</DetailField>
        <DetailField label="Webhook endpoint">{`${window.location.origin}${status.webhook_path}`}</DetailField>
        <DetailField label="Connected">
          <DateText value={status.connected_at} time />
        </DetailField>
        <DetailField label="Last test">{status.tested_at ? <DateText value={status.tested_at} time /> : 'Never'}</DetailField>
        <DetailField label="Methods">{status.methods.map((m) => ONLINE_METHOD_LABELS[m]).join(', ')}</DetailField>
      </Stack>
      <MethodsField value={status.methods} onChange={(methods) => methods.length > 0 && save({ methods })} />
      <FormControlLabel
        control={<Switch checked={status.auto_collect} onChange={(e) => save({ auto_collect: e.target.checked })} />}
        label="Automatic collection (charge a saved method when an invoice is issued; coming with saved payment methods)"
      />
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          disabled={test.isPending}
          onClick={() =>
            test.mutateAsync().then(
              () => notifySuccess(ONLINE_PAYMENT_MESSAGES.tested),
              () => undefined,
            )
          }
        >
          Test connection
        </Button>
        <Button
          color="error"
          onClick={() =>
            confirm.ask(PAYMENTS_DISCONNECT_CONFIRM, async () => {
              await disconnect.mutateAsync();
              notifySuccess(ONLINE_PAYMENT_MESSAGES.disconnected);
            })
          }
        >
          Disconnect
        </Button>
      </Stack>
      {confirm.dialog}
    </Stack>
  );
}

/**
 * /users/payments (issue 27): connect the operator's Stripe account (secret key and webhook signing secret, checked
 * with Stripe before they are stored, never shown again), choose the methods members may pay with, test or disconnect.
 * Without a connection members pay as today (staff record payments) and the portal shows no Pay button.
 */
export default function PaymentsPage() {
  const status = useQuery(paymentsStatusQuery());
  const connect = useConnectPayments();
  if (!status.data) return <PageLoader />;
  return (
    <Stack spacing={2}>
      <SectionCard title="Online payments (Stripe)">
        {status.data.connected ? (
          <Connected status={status.data} />
        ) : (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              Members pay invoices by card or BACS Direct Debit on Stripe’s hosted page; payments are recorded on the invoice by themselves. In
              Stripe’s dashboard add a webhook endpoint at {`${window.location.origin}${status.data.webhook_path}`} (events checkout.session.*,
              payment_intent.*, refund.*), then enter its signing secret and your secret key here.
            </Typography>
            <PaymentsConnectForm
              onSubmit={async (body) => {
                await connect.mutateAsync(body);
                notifySuccess(ONLINE_PAYMENT_MESSAGES.connected);
              }}
            />
          </Stack>
        )}
      </SectionCard>
      <OnlinePaymentsList />
    </Stack>
  );
}
