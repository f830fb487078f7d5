import { formatDateTime, type BookingSummary } from '@clubspace/contract';
import { humanize } from './labels';
import type { MiniColumn } from '../../../components/mini-table';

/** Booking rows of the member profile and team detail. */
export const bookingMiniColumns: MiniColumn<BookingSummary>[] = [
  { key: 'code', header: 'Code', render: (b) => b.code },
  { key: 'type', header: 'Type', render: (b) => humanize(b.booking_type) },
  { key: 'club', header: 'Club', render: (b) => b.office.name },
  { key: 'resource', header: 'Resource', render: (b) => b.resource?.name ?? b.work_area?.name ?? '' },
  { key: 'start', header: 'Start', render: (b) => formatDateTime(b.planned_start) },
  { key: 'end', header: 'End', render: (b) => formatDateTime(b.planned_end) },
  { key: 'status', header: 'Status', render: (b) => humanize(b.status) },
];
