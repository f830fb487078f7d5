import { cutEmail, type MemberItem } from '@clubspace/contract';
import type { Column } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { fullName, presenceLabel, roleLabel } from './labels';

/** Members list columns (seed 2 §2); `field` is also the API's order key. */
export const memberColumns: Column<MemberItem>[] = [
  { field: 'user__first_name', header: 'Member', sortable: true, maxWidth: 200, render: (m) => fullName(m.user) },
  { field: 'team__name', header: 'Team', sortable: true, maxWidth: 180, render: (m) => m.team?.name ?? '' },
  {
    field: 'user__email',
    header: 'Email',
    sortable: true,
    nowrap: true,
    // The seed cuts addresses at 28 characters; the whole one is the tooltip.
    render: (m) => <span title={m.user.email}>{cutEmail(m.user.email)}</span>,
  },
  { field: 'office__name', header: 'Club', sortable: true, maxWidth: 160, render: (m) => m.office?.name ?? '' },
  { field: 'role', header: 'Role', sortable: true, render: (m) => roleLabel(m.role) },
  { field: 'presence', header: 'Presence', sortable: true, render: (m) => presenceLabel(m.presence) },
  { field: 'user__last_login', header: 'Last Login', sortable: true, render: (m) => <DateText value={m.user.last_login} /> },
];
