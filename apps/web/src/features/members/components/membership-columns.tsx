import { MEMBERSHIP_STATUS_LABELS, labelOf, type MembershipItem } from '@clubspace/contract';
import type { Column } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import { fullName, yesNo } from './labels';

const status = (m: MembershipItem) => labelOf(MEMBERSHIP_STATUS_LABELS, m.status);
import type { MiniColumn } from '../../../components/mini-table';

/** Memberships list columns; `field` is the API's order key. */
export const membershipColumns: Column<MembershipItem>[] = [
  { field: 'name', header: 'Name', sortable: true, maxWidth: 200, render: (m) => m.plan_membership?.name ?? '' },
  { field: 'member', header: 'Member', sortable: true, maxWidth: 180, render: (m) => fullName(m.member?.user) },
  { field: 'team', header: 'Team', sortable: true, maxWidth: 160, render: (m) => m.team?.name ?? '' },
  { field: 'resource', header: 'Resource', sortable: true, maxWidth: 160, render: (m) => m.resource?.name ?? '' },
  { field: 'price', header: 'Price', sortable: true, align: 'right', render: (m) => <Money value={m.base_price} /> },
  { field: 'num_bookings', header: 'Bookings', sortable: true, align: 'right' },
  { field: 'start', header: 'Start', sortable: true, render: (m) => <DateText value={m.start} /> },
  { field: 'end', header: 'End', sortable: true, render: (m) => <DateText value={m.end} /> },
  { field: 'recurrent', header: 'Recurrent', sortable: true, render: (m) => yesNo(m.recurrent) },
  { field: 'status', header: 'Status', sortable: true, nowrap: true, render: status },
];

/** The memberships block of the member profile and team detail. */
export const membershipMiniColumns: MiniColumn<MembershipItem>[] = [
  { key: 'plan', header: 'Plan', render: (m) => m.plan_membership?.name ?? '' },
  { key: 'member', header: 'Member', render: (m) => fullName(m.member?.user) },
  { key: 'price', header: 'Price', align: 'right', render: (m) => <Money value={m.base_price} /> },
  { key: 'start', header: 'Start', render: (m) => <DateText value={m.start} /> },
  { key: 'end', header: 'End', render: (m) => <DateText value={m.end} /> },
  { key: 'status', header: 'Status', render: status },
];
