import type { TeamItem } from '@clubspace/contract';
import type { Column } from '../../../components/data-table';
import { humanize } from './labels';

export const teamColumns: Column<TeamItem>[] = [
  { field: 'name', header: 'Team', sortable: true },
  { field: 'status', header: 'Status', sortable: true, render: (t) => humanize(t.status) },
  { field: 'members', header: 'Members', sortable: true, align: 'right' },
];
