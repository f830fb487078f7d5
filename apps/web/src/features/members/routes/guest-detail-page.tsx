import { formatDate } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useRecordQuery } from '../../../components/query-gate';
import { CanOpenLink } from '../../../components/can-open-link';
import { guestQuery } from '../api/guests-api';
import { GuestDialog } from '../components/guest-dialog';
import { InitialsAvatar } from '../../../components/initials-avatar';
import { fullName, humanize, yesNo } from '../components/labels';
import { SectionCard } from '../../../components/section-card';
import { TeamMates } from '../components/team-mates';
import { DetailField } from '../../../components/detail-field';

/** /members/guests/{slug}: the guest, its host, and its team's members. */
export default function GuestDetailPage() {
  const { slug = '' } = useParams();
  const guest = useRecordQuery(guestQuery(slug));
  const [editing, setEditing] = useState(false);

  if (guest.isPending) return <PageLoader />;
  if (guest.isError) return <Alert severity="error">{guest.error.message}</Alert>;
  const g = guest.data;

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <InitialsAvatar name={g.name} src={g.image} />
          <Box sx={{ flexGrow: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="h5" component="h2">
                {g.name}
              </Typography>
              <Chip size="small" label={humanize(g.status)} color={g.status === 'active' ? 'success' : 'default'} />
            </Stack>
            <Box sx={{ display: 'grid', gap: 1.5, mt: 1, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } }}>
              <DetailField label="Email">{g.email}</DetailField>
              <DetailField label="Phone">{g.phone}</DetailField>
              <DetailField label="Origin">{g.origin}</DetailField>
              <DetailField label="Created">{formatDate(g.create_date)}</DetailField>
              <DetailField label="Host">
                {g.host ? <CanOpenLink to={`/members/${g.host.slug}`}>{fullName(g.host.user)}</CanOpenLink> : null}
              </DetailField>
              <DetailField label="Host phone">{g.host?.user.phone}</DetailField>
              <DetailField label="Consent marketing">{yesNo(g.consent_marketing)}</DetailField>
              <DetailField label="Team">
                {g.team ? <CanOpenLink to={`/members/companies/${g.team.slug}`}>{g.team.name}</CanOpenLink> : null}
              </DetailField>
            </Box>
          </Box>
          <Button variant="contained" onClick={() => setEditing(true)}>
            Edit
          </Button>
        </Stack>
      </Paper>
      {g.team && (
        <SectionCard title={`Team ${g.team.name}`}>
          <TeamMates mates={g.team_members ?? []} emptyText="No members" />
        </SectionCard>
      )}
      <GuestDialog open={editing} guest={g} onClose={() => setEditing(false)} />
    </Stack>
  );
}
