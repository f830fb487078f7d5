import { STAFF_ROLE_LABELS, STAFF_STATUS_LABELS, labelOf, type StaffItem } from '@clubspace/contract';
import type { Column } from '../../../components/data-table';

/** Staff list columns; roles and statuses read as the contract's labels (issue 10 item 10). */
export const staffColumns: Column<StaffItem>[] = [
  { field: 'name', header: 'Name', sortable: true, maxWidth: 200, render: (s) => `${s.user.first_name} ${s.user.last_name}` },
  { field: 'location', header: 'Location', maxWidth: 200, render: (s) => (s.all_offices ? 'All offices' : s.offices.map((o) => o.name).join(', ')) },
  { field: 'email', header: 'Email address', sortable: true, maxWidth: 240, render: (s) => s.user.email },
  { field: 'phone', header: 'Phone number', nowrap: true, render: (s) => s.user.phone || '—' },
  { field: 'job_title', header: 'Job Title', sortable: true, maxWidth: 180, render: (s) => s.job_title || '—' },
  { field: 'role', header: 'Role', sortable: true, nowrap: true, render: (s) => labelOf(STAFF_ROLE_LABELS, s.role) },
  { field: 'status', header: 'Status', sortable: true, render: (s) => labelOf(STAFF_STATUS_LABELS, s.status) || '—' },
];
