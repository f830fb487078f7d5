import { SPACE_DELAYS, SPACE_MESSAGES, type ResourceItem } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { ServerError } from '../../../components/server-error';
import { useSuccessModal } from '../../../components/success-modal';
import { resourceQuery } from '../api/resources-api';
import { ResourceFields } from '../components/resource-fields';
import { ResourceQr } from '../components/resource-qr';
import { ResourceBlocksCard } from '../components/resource-blocks-card';
import { CalendarFeedCard } from '../../../components/booking/calendar-feed-card';
import { useGrantedCodes } from '../../../lib/session';
import { typeLabel } from '../components/space-labels';
import { useResourceForm } from '../components/use-resource-form';
import { FormActions } from '../../../components/form-actions';
import { useRecordQuery } from '../../../components/query-gate';

function ResourceEditor({ resource }: { resource: ResourceItem }) {
  const navigate = useNavigate();
  const canBlock = useGrantedCodes().includes('bookings');
  const canSeeBookings = useGrantedCodes().includes('bookings');
  const success = useSuccessModal(SPACE_DELAYS.resourceSaved);
  const { form, submit } = useResourceForm({
    resource,
    onSaved: (r) => success.show({ title: SPACE_MESSAGES.resourceUpdated, message: r.name }, () => navigate('/space')),
  });
  const { formState } = form;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 3 }}>
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            {resource.picture ? (
              <Box component="img" src={resource.picture} alt={resource.name} sx={{ width: '100%', maxHeight: 200, objectFit: 'contain' }} />
            ) : (
              <Typography color="text.secondary">{SPACE_MESSAGES.imageNotFound}</Typography>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="QR code">
            <Typography variant="subtitle1" component="h3" gutterBottom>
              QR code
            </Typography>
            <ResourceQr slug={resource.slug} name={resource.name} hasQr={Boolean(resource.qr)} />
          </Paper>
          {canBlock ? <ResourceBlocksCard resource={resource} /> : null}
          {resource.resource_type === 'meeting_room' && canSeeBookings && (
            <CalendarFeedCard target={{ resource: resource.slug }} name={resource.name} />
          )}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 9 }}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <form onSubmit={submit} noValidate aria-label="Resource">
            <Stack spacing={2}>
              <ResourceFields form={form} />
              <ServerError errors={formState.errors} />
              <FormActions onCancel={() => navigate('/space')} submitting={formState.isSubmitting || Boolean(success.texts)} cancelLabel="Back" />
            </Stack>
          </form>
        </Paper>
      </Grid>
      {success.modal}
    </Grid>
  );
}

/** /resources/{slug}: the picture (or 'Image Not Found'), the QR with Download QR, and every field to edit. */
export default function ResourceDetailPage() {
  const { slug = '' } = useParams();
  const resource = useRecordQuery(resourceQuery(slug));
  if (resource.isPending) return <PageLoader />;
  if (!resource.data) return <Alert severity="error">{resource.error?.message ?? 'Resource not found'}</Alert>;
  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        {resource.data.name} · {typeLabel(resource.data.resource_type)}
      </Typography>
      <ResourceEditor key={resource.data.slug} resource={resource.data} />
    </>
  );
}
