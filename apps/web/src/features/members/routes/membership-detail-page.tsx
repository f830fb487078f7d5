import { formatDate, formatDateTime, formatPounds, type MembershipDetail } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useRecordQuery } from '../../../components/query-gate';
import { CanOpenLink } from '../../../components/can-open-link';
import { membershipQuery } from '../api/memberships-api';
import { fullName, humanize, yesNo } from '../components/labels';
import { MiniTable, type MiniColumn } from '../../../components/mini-table';
import { SectionCard } from '../../../components/section-card';
import { DetailField } from '../../../components/detail-field';

type Booking = MembershipDetail['bookings'][number];

const bookingColumns: MiniColumn<Booking>[] = [
  { key: 'club', header: 'Club', render: (b) => b.club.name },
  { key: 'work_area', header: 'Work Area', render: (b) => b.work_area?.name ?? '' },
  { key: 'resource', header: 'Resource', render: (b) => b.resource?.name ?? '' },
  { key: 'planned_start', header: 'Planned Start', render: (b) => formatDateTime(b.planned_start) },
  { key: 'real_start', header: 'Real Start', render: (b) => formatDateTime(b.real_start) },
  { key: 'real_end', header: 'Real End', render: (b) => formatDateTime(b.real_end) },
];

/** /members/memberships/{slug}: the membership and its bookings. */
export default function MembershipDetailPage() {
  const { slug = '' } = useParams();
  const detail = useRecordQuery(membershipQuery(slug));
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <Alert severity="error">{detail.error.message}</Alert>;
  const m = detail.data;

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h5" component="h2">
            {m.plan_membership?.name ?? 'Membership'}
          </Typography>
          <Chip size="small" label={humanize(m.status)} color={m.status === 'active' ? 'success' : 'default'} />
        </Stack>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } }}>
          <DetailField label="Price">{formatPounds(m.base_price)}</DetailField>
          <DetailField label="Recurrent">{yesNo(m.recurrent)}</DetailField>
          <DetailField label="Created">{formatDate(m.create_date)}</DetailField>
          <DetailField label="Units">{m.units}</DetailField>
          <DetailField label="Start">{formatDate(m.start)}</DetailField>
          <DetailField label="End">{formatDate(m.end)}</DetailField>
          <DetailField label="Office">{m.office?.name}</DetailField>
          <DetailField label="Work area">{m.work_area?.name}</DetailField>
          <DetailField label="Resource">{m.resource?.name}</DetailField>
          <DetailField label="Team">{m.team ? <CanOpenLink to={`/members/companies/${m.team.slug}`}>{m.team.name}</CanOpenLink> : null}</DetailField>
          <DetailField label="Member">
            {m.member ? <CanOpenLink to={`/members/${m.member.slug}`}>{fullName(m.member.user)}</CanOpenLink> : null}
          </DetailField>
          <DetailField label="Bookings">{m.num_bookings}</DetailField>
        </Box>
      </Paper>
      <SectionCard title="Bookings">
        <MiniTable
          label="Membership bookings"
          columns={bookingColumns}
          rows={m.bookings}
          getRowId={(b) => b.code}
          rowHref={(b) => `/bookings/${b.code}`}
          max={m.bookings.length}
          emptyText="No bookings"
        />
      </SectionCard>
    </Stack>
  );
}
