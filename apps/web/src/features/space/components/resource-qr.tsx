import { SPACE_MESSAGES } from '@clubspace/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyError } from '../../../lib/notify';
import { downloadQrPng, resourceQrQuery } from '../api/resources-api';

/** The resource's QR (SVG fetched with the bearer token) and 'Download QR' (the PNG), or 'No QR data'. */
export function ResourceQr({ slug, name, hasQr }: { slug: string; name: string; hasQr: boolean }) {
  const qr = useQuery({ ...resourceQrQuery(slug), enabled: hasQr });
  const [busy, setBusy] = useState(false);
  if (hasQr && qr.isPending) return <Typography color="text.secondary">Loading QR…</Typography>;
  if (!hasQr || !qr.data) return <Typography color="text.secondary">{SPACE_MESSAGES.noQr}</Typography>;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box component="img" src={qr.data} alt={`QR code of ${name}`} sx={{ width: 160, height: 160, border: 1, borderColor: 'divider' }} />
      <Button
        variant="outlined"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await downloadQrPng(slug);
          } catch (err) {
            notifyError(err);
          } finally {
            setBusy(false);
          }
        }}
      >
        {SPACE_MESSAGES.downloadQr}
      </Button>
    </Stack>
  );
}
