import { GUEST_STATUS_LABELS, labelOf, type GuestItem } from '@clubspace/contract';
import type { Column } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { fullName } from './labels';

export const guestColumns: Column<GuestItem>[] = [
  { field: 'name', header: 'Name', sortable: true, maxWidth: 220 },
  { field: 'email', header: 'Email', sortable: true, maxWidth: 240, render: (g) => g.email ?? '' },
  { field: 'host', header: 'Host', sortable: true, render: (g) => fullName(g.host?.user) },
  { field: 'team', header: 'Team', sortable: true, render: (g) => g.team?.name ?? '' },
  { field: 'create_date', header: 'Created', sortable: true, render: (g) => <DateText value={g.create_date} /> },
  { field: 'origin', header: 'Origin', sortable: true, render: (g) => g.origin ?? '' },
  { field: 'status', header: 'Status', sortable: true, render: (g) => labelOf(GUEST_STATUS_LABELS, g.status) },
];
