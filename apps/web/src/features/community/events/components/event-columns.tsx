import { EVENT_STATUS_LABELS, formatBookingWindow, labelOf, type EventItem } from '@clubspace/contract';
import type { Column } from '../../../../components/data-table';
import { Money } from '../../../../components/money';

export const eventColumns: Column<EventItem>[] = [
  { field: 'title', header: 'Event', sortable: true, maxWidth: 260 },
  {
    field: 'start',
    header: 'When',
    sortable: true,
    nowrap: true,
    render: (e) => formatBookingWindow(new Date(e.start), new Date(e.end), e.time_zone),
  },
  { field: 'office', header: 'Club', render: (e) => e.office.name },
  { field: 'place', header: 'Place', render: (e) => e.room?.name ?? e.place },
  {
    field: 'capacity',
    header: 'Attendance',
    align: 'right',
    render: (e) => `${e.going} / ${e.capacity}${e.waiting ? ` (+${e.waiting} waiting)` : ''}`,
  },
  { field: 'checked_in', header: 'Checked in', align: 'right', render: (e) => e.checked_in },
  { field: 'price', header: 'Price', align: 'right', render: (e) => (e.price > 0 ? <Money value={e.price} /> : 'Free') },
  { field: 'status', header: 'Status', render: (e) => labelOf(EVENT_STATUS_LABELS, e.status) },
];
