import { formatDate, formatDateTime, PORTAL_STATUS_LABELS, type PortalAccessItem, type PortalStatus } from '@clubspace/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { DetailField } from '../../../components/detail-field';
import { SectionCard } from '../../../components/section-card';
import { memberPortalQuery } from '../api/portal-access-api';
import { PortalActions } from './portal-actions';

const STATUS_COLORS: Record<PortalStatus, 'default' | 'info' | 'success' | 'error'> = {
  not_invited: 'default',
  invited: 'info',
  active: 'success',
  revoked: 'error',
};

/** The portal status as a chip, in the contract's words. */
export function PortalStatusChip({ status }: { status: PortalStatus }) {
  return <Chip size="small" label={PORTAL_STATUS_LABELS[status]} color={STATUS_COLORS[status]} />;
}

function PortalDetails({ item }: { item: PortalAccessItem }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
      <DetailField label="Invited on">{formatDate(item.invited_at)}</DetailField>
      <DetailField label="Activated on">{formatDate(item.activated_at)}</DetailField>
      <DetailField label="Last portal login">{item.last_login ? formatDateTime(item.last_login) : 'Never'}</DetailField>
    </Box>
  );
}

/** The member profile's "Member portal" card: status, dates, and the actions the status offers. */
export function PortalAccessCard({ member }: { member: string }) {
  const query = useQuery(memberPortalQuery(member));
  const item = query.data?.members[0];
  return (
    <SectionCard title="Member portal" actions={item && <PortalStatusChip status={item.status} />}>
      {query.isError && <Typography color="error">{query.error.message}</Typography>}
      {item && (
        <>
          <PortalDetails item={item} />
          <PortalActions item={item} />
        </>
      )}
    </SectionCard>
  );
}
