import { formatDateTime, formatPounds, type OfferItem } from '@clubspace/contract';
import type { Column } from '../../../components/data-table';
import { humanize, offerTypeLabel } from './labels';

export const offerColumns: Column<OfferItem>[] = [
  { field: 'code', header: 'Code', sortable: true },
  { field: 'title', header: 'Title', sortable: true },
  { field: 'offer_type', header: 'Type', sortable: true, render: (o) => offerTypeLabel(o.offer_type) },
  { field: 'price', header: 'Price', sortable: true, align: 'right', render: (o) => formatPounds(o.price) },
  { field: 'discount', header: 'Discount', sortable: true, align: 'right', render: (o) => formatPounds(o.discount) },
  { field: 'date_start', header: 'Start', sortable: true, render: (o) => formatDateTime(o.date_start) },
  { field: 'date_end', header: 'End', sortable: true, render: (o) => formatDateTime(o.date_end) },
  { field: 'status', header: 'Status', sortable: true, render: (o) => humanize(o.status) },
];
