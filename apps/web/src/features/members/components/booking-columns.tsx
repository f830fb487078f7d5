import { BOOKING_STATUS_LABELS, BOOKING_TYPE_LABELS, labelOf, type BookingSummary } from '@clubspace/contract';
import { DateText } from '../../../components/date-text';
import type { MiniColumn } from '../../../components/mini-table';

/** Booking rows of the member profile and team detail. */
export const bookingMiniColumns: MiniColumn<BookingSummary>[] = [
  { key: 'code', header: 'Code', render: (b) => b.code },
  { key: 'type', header: 'Type', render: (b) => labelOf(BOOKING_TYPE_LABELS, b.booking_type) },
  { key: 'club', header: 'Club', render: (b) => b.office.name },
  { key: 'resource', header: 'Resource', render: (b) => b.resource?.name ?? b.work_area?.name ?? '' },
  { key: 'start', header: 'Start', render: (b) => <DateText value={b.planned_start} time /> },
  { key: 'end', header: 'End', render: (b) => <DateText value={b.planned_end} time /> },
  { key: 'status', header: 'Status', render: (b) => labelOf(BOOKING_STATUS_LABELS, b.status) },
];
