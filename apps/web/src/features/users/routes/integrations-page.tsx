import { XERO_DISCONNECT_CONFIRM, XERO_MESSAGES, type XeroStatus } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useConfirm } from '../../../components/confirm-dialog';
import { DateText } from '../../../components/date-text';
import { DetailField } from '../../../components/detail-field';
import { PageLoader } from '../../../components/page-loader';
import { SectionCard } from '../../../components/section-card';
import { notifySuccess } from '../../../lib/notify';
import { useConnectXero, useDisconnectXero, useTestXero, xeroStatusQuery } from '../api/integrations-api';
import { XeroConnectForm } from '../components/xero-connect-form';

function XeroConnected({ status }: { status: XeroStatus }) {
  const test = useTestXero();
  const disconnect = useDisconnectXero();
  const confirm = useConfirm();
  return (
    <Stack spacing={2}>
      <Alert severity={status.last_error ? 'warning' : 'success'}>
        {status.last_error ? `Connected, but the last call failed: ${status.last_error}` : `Connected to ${status.organisation_name ?? 'Xero'}`}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DetailField label="Organisation">{status.organisation_name ?? '—'}</DetailField>
        <DetailField label="Client ID">{status.client_id}</DetailField>
        <DetailField label="Sales account">{status.account_code}</DetailField>
        <DetailField label="Connected">
          <DateText value={status.connected_at} time />
        </DetailField>
        <DetailField label="Last sync">{status.last_sync_at ? <DateText value={status.last_sync_at} time /> : 'Never'}</DetailField>
        <DetailField label="Last payment check">{status.last_pull_at ? <DateText value={status.last_pull_at} time /> : 'Never'}</DetailField>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          disabled={test.isPending}
          onClick={() =>
            test.mutateAsync().then(
              () => notifySuccess(XERO_MESSAGES.tested),
              () => undefined,
            )
          }
        >
          Test connection
        </Button>
        <Button
          color="error"
          onClick={() =>
            confirm.ask(XERO_DISCONNECT_CONFIRM, async () => {
              await disconnect.mutateAsync();
              notifySuccess(XERO_MESSAGES.disconnected);
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
 * /users/integrations: connect Xero with a custom connection's client id and secret (Xero checks them before they are
 * stored; the secret is never shown again), test or disconnect it. With a connection, an invoice's Sync pushes it to
 * Xero and paid invoices come back paid.
 */
export default function IntegrationsPage() {
  const status = useQuery(xeroStatusQuery());
  const connect = useConnectXero();
  if (!status.data) return <PageLoader />;
  return (
    <SectionCard title="Xero">
      {status.data.connected ? (
        <XeroConnected status={status.data} />
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Create a custom connection in Xero’s developer portal (scopes accounting.transactions, accounting.contacts, accounting.settings.read) and
            enter its client id and secret. Without a connection, Sync marks invoices as synced here only.
          </Typography>
          <XeroConnectForm
            accountCode={status.data.account_code}
            onSubmit={async (body) => {
              await connect.mutateAsync(body);
              notifySuccess(XERO_MESSAGES.connected);
            }}
          />
        </Stack>
      )}
    </SectionCard>
  );
}
