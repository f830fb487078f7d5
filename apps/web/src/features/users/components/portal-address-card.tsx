import { portalAddresses } from '@clubspace/contract';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/section-card';
import { notifyError, notifySuccess } from '../../../lib/notify';

function AddressLine({ label, url }: { label: string; url: string }) {
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => notifySuccess(`${label} copied`),
      () => notifyError('Could not copy: select the address and copy it'),
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 150 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {url}
      </Typography>
      <Tooltip title={`Copy ${label.toLowerCase()}`}>
        <IconButton size="small" aria-label={`Copy ${label.toLowerCase()}`} onClick={copy}>
          <ContentCopy fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/** Where members open the portal: the path on this host and the workspace's sub-domain, each with a copy button. */
export function PortalAddressCard({ workspace, enabled }: { workspace: string; enabled: boolean }) {
  const { path, subdomain } = portalAddresses(workspace, window.location);
  return (
    <SectionCard title="Portal address">
      <Stack spacing={1}>
        {!enabled && <Alert severity="info">The portal is off: members who open it are told so until you turn it on below.</Alert>}
        <AddressLine label="Portal address" url={path} />
        {subdomain && <AddressLine label="Sub-domain address" url={subdomain} />}
      </Stack>
    </SectionCard>
  );
}
