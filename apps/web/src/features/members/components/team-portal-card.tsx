import { formatDateTime, type PortalAccessItem } from '@clubspace/contract';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { MiniTable, type MiniColumn } from '../../../components/mini-table';
import { SectionCard } from '../../../components/section-card';
import { teamPortalQuery } from '../api/portal-access-api';
import { PortalActions } from './portal-actions';
import { PortalStatusChip } from './portal-access-card';

const columns: MiniColumn<PortalAccessItem>[] = [
  { key: 'name', header: 'Member', render: (r) => r.name || r.email },
  { key: 'status', header: 'Portal', render: (r) => <PortalStatusChip status={r.status} /> },
  { key: 'last_login', header: 'Last portal login', render: (r) => (r.last_login ? formatDateTime(r.last_login) : 'Never') },
  { key: 'actions', header: 'Actions', render: (r) => <PortalActions item={r} /> },
];

/** The team page's "Member portal" card: each member's portal status with the same actions as the profile. */
export function TeamPortalCard({ team }: { team: string }) {
  const query = useQuery(teamPortalQuery(team));
  return (
    <SectionCard title="Member portal">
      {query.isError && <Typography color="error">{query.error.message}</Typography>}
      <MiniTable
        label="Team portal access"
        columns={columns}
        rows={query.data?.members ?? []}
        getRowId={(r) => r.member}
        rowHref={(r) => `/members/${r.member}`}
        emptyText="No members"
        max={500}
      />
    </SectionCard>
  );
}
