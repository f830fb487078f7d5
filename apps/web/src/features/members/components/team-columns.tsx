import { TEAM_STATUS_LABELS, labelOf, type TeamItem } from '@clubspace/contract';
import Stack from '@mui/material/Stack';
import type { Column } from '../../../components/data-table';
import { OnHoldBadge } from './on-hold-badge';

export const teamColumns: Column<TeamItem>[] = [
  { field: 'name', header: 'Team', sortable: true, maxWidth: 320 },
  {
    field: 'status',
    header: 'Status',
    sortable: true,
    render: (t) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <span>{labelOf(TEAM_STATUS_LABELS, t.status)}</span>
        <OnHoldBadge team={t.slug} />
      </Stack>
    ),
  },
  { field: 'members', header: 'Members', sortable: true, align: 'right' },
];
