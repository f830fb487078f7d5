import {
  webhookDeleteConfirm,
  webhookRotateConfirm,
  type WebhookDeliveryItem,
  type WebhookEndpointItem,
  type WebhookEndpointSecret,
} from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { DateText } from '../../../components/date-text';
import { PageLoader } from '../../../components/page-loader';
import { SectionCard } from '../../../components/section-card';
import { notifySuccess } from '../../../lib/notify';
import {
  useDeleteWebhook,
  useResendDelivery,
  useRotateWebhook,
  useSendTestWebhook,
  webhookDeliveriesQuery,
  webhooksQuery,
} from '../api/webhooks-api';
import { WebhookEndpointDialog, WebhookSecretDialog } from './webhook-dialogs';

const DELIVERY_COLOR = { pending: 'warning', delivered: 'success', failed: 'error' } as const;

function DeliveryLog({ endpoint }: { endpoint: WebhookEndpointItem }) {
  const log = useQuery(webhookDeliveriesQuery(endpoint.id));
  const resend = useResendDelivery();
  if (!log.data) return <PageLoader />;
  const rows: WebhookDeliveryItem[] = log.data.deliveries;
  if (!rows.length) return <Typography color="text.secondary">No deliveries yet.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={`Deliveries to ${endpoint.url}`}>
        <TableHead>
          <TableRow>
            <TableCell>Event</TableCell>
            <TableCell>Event id</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Response</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Tries</TableCell>
            <TableCell>Next try</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((d) => (
            <TableRow key={d.id}>
              <TableCell>{d.event_type}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{d.event_id}</TableCell>
              <TableCell>
                <Chip size="small" label={d.status} color={DELIVERY_COLOR[d.status]} />
              </TableCell>
              <TableCell title={d.error ?? undefined}>{d.response_status ?? (d.error ? 'No answer' : '—')}</TableCell>
              <TableCell>
                <DateText value={d.created_at} time />
              </TableCell>
              <TableCell>{d.attempts}</TableCell>
              <TableCell>{d.next_attempt_at ? <DateText value={d.next_attempt_at} time /> : '—'}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  aria-label={`Resend ${d.event_type} ${d.event_id}`}
                  onClick={async () => {
                    await resend.mutateAsync({ id: endpoint.id, delivery: d.id });
                    notifySuccess('Event queued again');
                  }}
                >
                  Resend
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const Intro = () => (
  <Typography variant="body2" color="text.secondary">
    Clubspace tells your systems when something happens (a booking made, an invoice paid…): it POSTs a signed JSON event to each endpoint subscribed
    to it, and retries for 24 hours when the endpoint does not answer 2xx. Verify the signature with the endpoint’s secret.
  </Typography>
);

interface RowActions {
  endpoint: WebhookEndpointItem;
  onLog: () => void;
  onEdit: () => void;
  onTest: () => Promise<void>;
  onRotate: () => void;
  onDelete: () => void;
}

function EndpointRow({ endpoint: e, onLog, onEdit, onTest, onRotate, onDelete }: RowActions) {
  return (
    <TableRow>
      <TableCell>
        <div>{e.url}</div>
        {e.description && <Typography variant="caption">{e.description}</Typography>}
      </TableCell>
      <TableCell>{e.events.join(', ')}</TableCell>
      <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        {e.secret_prefix}…
        {e.previous_secret_until && (
          <Typography variant="caption" component="div">
            previous secret until <DateText value={e.previous_secret_until} time />
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Chip size="small" label={e.enabled ? 'enabled' : 'disabled'} color={e.enabled ? 'success' : 'default'} />
        {e.disabled_reason && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {e.disabled_reason}
          </Alert>
        )}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
          <Button size="small" aria-label={`Deliveries of ${e.url}`} onClick={onLog}>
            Deliveries
          </Button>
          <Button size="small" aria-label={`Edit ${e.url}`} onClick={onEdit}>
            Edit
          </Button>
          <Button size="small" aria-label={`Send test event to ${e.url}`} onClick={() => void onTest()}>
            Send test
          </Button>
          <Button size="small" aria-label={`Rotate secret of ${e.url}`} onClick={onRotate}>
            Rotate secret
          </Button>
          <Button size="small" color="error" aria-label={`Delete ${e.url}`} onClick={onDelete}>
            Delete
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/**
 * Account → Developers → Webhooks (issue 29): the owner's endpoints. Add one (its signing secret shown once), edit its
 * events, turn it off, rotate its secret, send a test event, read its delivery log and resend a delivery.
 */
export function WebhooksSection() {
  const endpoints = useQuery(webhooksQuery());
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhook();
  const sendTest = useSendTestWebhook();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<WebhookEndpointItem | 'new' | null>(null);
  const [shown, setShown] = useState<(WebhookEndpointSecret & { rotated?: boolean }) | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  return (
    <SectionCard title="Webhooks">
      <Stack spacing={2}>
        <Intro />
        <div>
          <Button variant="contained" onClick={() => setEditing('new')}>
            Add endpoint
          </Button>
        </div>
        {!endpoints.data ? (
          <PageLoader />
        ) : !endpoints.data.endpoints.length ? (
          <Typography color="text.secondary">No webhook endpoints yet.</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Webhook endpoints">
              <TableHead>
                <TableRow>
                  <TableCell>URL</TableCell>
                  <TableCell>Events</TableCell>
                  <TableCell>Secret</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {endpoints.data.endpoints.map((e) => (
                  <EndpointRow
                    key={e.id}
                    endpoint={e}
                    onLog={() => setLogOf(logOf === e.id ? null : e.id)}
                    onEdit={() => setEditing(e)}
                    onTest={async () => {
                      await sendTest.mutateAsync(e.id);
                      setLogOf(e.id);
                      notifySuccess('Test event queued');
                    }}
                    onRotate={() => confirm.ask(webhookRotateConfirm, async () => setShown({ ...(await rotate.mutateAsync(e.id)), rotated: true }))}
                    onDelete={() =>
                      confirm.ask(webhookDeleteConfirm(e.url), async () => {
                        await remove.mutateAsync(e.id);
                        if (logOf === e.id) setLogOf(null);
                        notifySuccess('Webhook endpoint deleted');
                      })
                    }
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {logOf !== null && endpoints.data?.endpoints.some((e) => e.id === logOf) && (
          <DeliveryLog endpoint={endpoints.data.endpoints.find((e) => e.id === logOf)!} />
        )}
      </Stack>
      <WebhookEndpointDialog
        open={editing !== null}
        endpoint={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onCreated={(created) => {
          setEditing(null);
          setShown(created);
        }}
      />
      <WebhookSecretDialog shown={shown} onClose={() => setShown(null)} />
      {confirm.dialog}
    </SectionCard>
  );
}
