import {
  API_KEY_ACCESS_LABELS,
  API_KEY_MESSAGES,
  SECTION_LABELS,
  apiKeyRevokeConfirm,
  isSectionCode,
  type ApiKeyCreated,
  type ApiKeyItem,
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
import { useStaffProfile } from '../../../lib/session';
import { apiKeysQuery, useRevokeApiKey } from '../api/api-keys-api';
import { ApiKeyCreateDialog } from '../components/api-key-create-dialog';
import { ApiKeySecretDialog } from '../components/api-key-secret-dialog';
import { WebhooksSection } from '../components/webhooks-section';

const scopeText = (scopes: ApiKeyItem['scopes']) =>
  Object.entries(scopes)
    .map(([code, access]) => `${isSectionCode(code) ? SECTION_LABELS[code] : code}: ${API_KEY_ACCESS_LABELS[access].toLowerCase()}`)
    .join(', ');

const STATUS_COLOR = { active: 'success', expired: 'default', revoked: 'error' } as const;

function KeysTable({ keys, onRevoke }: { keys: ApiKeyItem[]; onRevoke: (key: ApiKeyItem) => void }) {
  if (!keys.length) return <Typography color="text.secondary">No API keys yet.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="API keys">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Key</TableCell>
            <TableCell>Scopes</TableCell>
            <TableCell>Offices</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Expires</TableCell>
            <TableCell>Last used</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((k) => (
            <TableRow key={k.id}>
              <TableCell>{k.name}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{k.prefix}…</TableCell>
              <TableCell>{scopeText(k.scopes)}</TableCell>
              <TableCell>{k.offices.length ? k.offices.map((o) => o.name).join(', ') : 'All offices'}</TableCell>
              <TableCell>
                <DateText value={k.created_at} /> {k.created_by && `by ${k.created_by}`}
              </TableCell>
              <TableCell>{k.expires_at ? <DateText value={k.expires_at} /> : 'Never'}</TableCell>
              <TableCell>{k.last_used_at ? <DateText value={k.last_used_at} time /> : 'Never'}</TableCell>
              <TableCell>
                <Chip size="small" label={k.status} color={STATUS_COLOR[k.status]} />
              </TableCell>
              <TableCell>
                {k.status !== 'revoked' && (
                  <Button size="small" color="error" onClick={() => onRevoke(k)} aria-label={`Revoke ${k.name}`}>
                    Revoke
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * /users/developers (issue 29): the operator's API keys, the owner's only. Create one (its secret shown once), see
 * when each was last used, revoke one. Below: the webhook endpoints (WebhooksSection).
 */
export default function DevelopersPage() {
  const me = useStaffProfile().data;
  const owner = me?.role === 'club_owner';
  const keys = useQuery({ ...apiKeysQuery(), enabled: owner });
  const revoke = useRevokeApiKey();
  const confirm = useConfirm();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  if (!me) return <PageLoader />;
  if (!owner) return <Alert severity="info">{API_KEY_MESSAGES.ownerOnly}</Alert>;
  if (!keys.data) return <PageLoader />;
  return (
    <Stack spacing={3}>
      <SectionCard title="API keys">
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Other systems (door access, accounting, Zapier) call the Clubspace API with a key: <code>Authorization: Bearer csk_…</code>. A key reads,
            or reads and writes, the sections you choose, in the offices you choose; it never manages the account, staff or keys. 120 requests a
            minute per key.
          </Typography>
          <div>
            <Button variant="contained" onClick={() => setCreating(true)}>
              Create API key
            </Button>
          </div>
          <KeysTable
            keys={keys.data.api_keys}
            onRevoke={(k) =>
              confirm.ask(apiKeyRevokeConfirm(k.name), async () => {
                await revoke.mutateAsync(k.id);
                notifySuccess(`API key “${k.name}” revoked`);
              })
            }
          />
        </Stack>
        <ApiKeyCreateDialog open={creating} onClose={() => setCreating(false)} onCreated={setCreated} />
        <ApiKeySecretDialog created={created} onClose={() => setCreated(null)} />
        {confirm.dialog}
      </SectionCard>
      <WebhooksSection />
    </Stack>
  );
}
