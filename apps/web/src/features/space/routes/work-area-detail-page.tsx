import { SPACE_MESSAGES } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { MiniTable } from '../../../components/mini-table';
import { Money } from '../../../components/money';
import { PageLoader } from '../../../components/page-loader';
import { SectionCard } from '../../../components/section-card';
import { workAreaQuery } from '../api/work-areas-api';
import { humanize, typeLabel } from '../components/space-labels';
import { WorkAreaDetails } from '../components/work-area-details';
import { useRecordQuery } from '../../../components/query-gate';

/** /work_area/{slug}: details, Modify Work Area, and the area's resources. */
export default function WorkAreaDetailPage() {
  const { slug = '' } = useParams();
  const query = useRecordQuery(workAreaQuery(slug));
  if (query.isPending) return <PageLoader />;
  const w = query.data;
  if (!w) return <Alert severity="error">{query.error?.message ?? 'Work area not found'}</Alert>;
  return (
    <Stack spacing={2}>
      <SectionCard
        title={w.name}
        actions={
          <Button variant="contained" component={RouterLink} to={`/space/work_areas/update/${w.slug}`}>
            Modify Work Area
          </Button>
        }
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 3 }}>
            {w.picture ? (
              <Box component="img" src={w.picture} alt={w.name} sx={{ width: '100%', maxHeight: 200, objectFit: 'contain' }} />
            ) : (
              <Typography color="text.secondary">{SPACE_MESSAGES.imageNotFound}</Typography>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 9 }}>
            <WorkAreaDetails workArea={w} />
          </Grid>
        </Grid>
      </SectionCard>
      <SectionCard title="Resources">
        <MiniTable
          label="Resources of the work area"
          rows={w.resources}
          max={w.resources.length}
          getRowId={(r) => r.slug}
          rowHref={(r) => `/resources/${r.slug}`}
          columns={[
            { key: 'name', header: 'Resource', render: (r) => r.name },
            { key: 'resource_type', header: 'Type', render: (r) => typeLabel(r.resource_type) },
            { key: 'price_day', header: 'Price(Day)', align: 'right', render: (r) => <Money value={r.price_day} /> },
            { key: 'price_hour', header: 'Price(Hour)', align: 'right', render: (r) => <Money value={r.price_hour} /> },
            { key: 'status', header: 'Status', render: (r) => humanize(r.status) },
          ]}
          emptyText="No resources in this work area."
        />
      </SectionCard>
    </Stack>
  );
}
