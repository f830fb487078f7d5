import { TEAM_STATUS_LABELS, labelOf, type TeamItem } from '@clubspace/contract';
import type { Column } from '../../../components/data-table';

export const teamColumns: Column<TeamItem>[] = [
  { field: 'name', header: 'Team', sortable: true, maxWidth: 320 },
  { field: 'status', header: 'Status', sortable: true, render: (t) => labelOf(TEAM_STATUS_LABELS, t.status) },
  { field: 'members', header: 'Members', sortable: true, align: 'right' },
];
