import { GDPR_MESSAGES, memberExportFilename, portalGdprApi } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { portalDownload } from '../api/portal-client';

/** Your data (GDPR, issue 30): the member downloads everything held about them as a ZIP. */
export function PortalDataExportCard({ ws, slug }: { ws: string; slug: string }) {
  const titleId = useId();
  const download = useMutation({
    meta: { silent: true },
    mutationFn: () => portalDownload(ws, portalGdprApi.exportMine, {}, memberExportFilename(slug, new Date())),
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {GDPR_MESSAGES.portalExportTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {GDPR_MESSAGES.portalExportText}
        </Typography>
        {download.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {GDPR_MESSAGES.exportFailed}
          </Alert>
        )}
        <Button variant="outlined" onClick={() => download.mutate()} disabled={download.isPending || !slug}>
          {GDPR_MESSAGES.exportAction}
        </Button>
      </CardContent>
    </Card>
  );
}
