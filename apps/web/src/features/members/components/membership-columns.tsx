import { formatDate, formatPounds, type MembershipItem } from '@clubspace/contract';
import type { Column } from '../../../components/data-table';
import { fullName, humanize, yesNo } from './labels';

/** A day never breaks across lines. */
const day = (value: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(value)}</span>;
import type { MiniColumn } from '../../../components/mini-table';

/** Memberships list columns; `field` is the API's order key. */
export const membershipColumns: Column<MembershipItem>[] = [
  { field: 'name', header: 'Name', sortable: true, render: (m) => m.plan_membership?.name ?? '' },
  { field: 'member', header: 'Member', sortable: true, render: (m) => fullName(m.member?.user) },
  { field: 'team', header: 'Team', sortable: true, render: (m) => m.team?.name ?? '' },
  { field: 'resource', header: 'Resource', sortable: true, render: (m) => m.resource?.name ?? '' },
  { field: 'price', header: 'Price', sortable: true, align: 'right', render: (m) => formatPounds(m.base_price) },
  { field: 'num_bookings', header: 'Bookings', sortable: true, align: 'right' },
  { field: 'start', header: 'Start', sortable: true, render: (m) => day(m.start) },
  { field: 'end', header: 'End', sortable: true, render: (m) => day(m.end) },
  { field: 'recurrent', header: 'Recurrent', sortable: true, render: (m) => yesNo(m.recurrent) },
  { field: 'status', header: 'Status', sortable: true, render: (m) => humanize(m.status) },
];

/** The memberships block of the member profile and team detail. */
export const membershipMiniColumns: MiniColumn<MembershipItem>[] = [
  { key: 'plan', header: 'Plan', render: (m) => m.plan_membership?.name ?? '' },
  { key: 'member', header: 'Member', render: (m) => fullName(m.member?.user) },
  { key: 'price', header: 'Price', align: 'right', render: (m) => formatPounds(m.base_price) },
  { key: 'start', header: 'Start', render: (m) => formatDate(m.start) },
  { key: 'end', header: 'End', render: (m) => formatDate(m.end) },
  { key: 'status', header: 'Status', render: (m) => humanize(m.status) },
];
