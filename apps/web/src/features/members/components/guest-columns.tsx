import { formatDate, type GuestItem } from '@clubspace/contract';
import type { Column } from '../../../components/data-table';
import { fullName, humanize } from './labels';

export const guestColumns: Column<GuestItem>[] = [
  { field: 'name', header: 'Name', sortable: true },
  { field: 'email', header: 'Email', sortable: true, render: (g) => g.email ?? '' },
  { field: 'host', header: 'Host', sortable: true, render: (g) => fullName(g.host?.user) },
  { field: 'team', header: 'Team', sortable: true, render: (g) => g.team?.name ?? '' },
  { field: 'create_date', header: 'Created', sortable: true, render: (g) => formatDate(g.create_date) },
  { field: 'origin', header: 'Origin', sortable: true, render: (g) => g.origin ?? '' },
  { field: 'status', header: 'Status', sortable: true, render: (g) => humanize(g.status) },
];
