import { OFFER_STATUS_LABELS, labelOf, type OfferItem } from '@clubspace/contract';
import type { Column } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import { offerTypeLabel } from './labels';

// Offers run in whole days (issue 24 §8): the columns show days.
export const offerColumns: Column<OfferItem>[] = [
  { field: 'code', header: 'Code', sortable: true, nowrap: true },
  { field: 'title', header: 'Title', sortable: true, maxWidth: 260 },
  { field: 'offer_type', header: 'Type', sortable: true, render: (o) => offerTypeLabel(o.offer_type) },
  { field: 'price', header: 'Price', sortable: true, align: 'right', render: (o) => <Money value={o.price} /> },
  { field: 'discount', header: 'Discount', sortable: true, align: 'right', render: (o) => <Money value={o.discount} /> },
  { field: 'date_start', header: 'Start', sortable: true, render: (o) => <DateText value={o.date_start} /> },
  { field: 'date_end', header: 'End', sortable: true, render: (o) => <DateText value={o.date_end} /> },
  { field: 'status', header: 'Status', sortable: true, render: (o) => labelOf(OFFER_STATUS_LABELS, o.status) },
];
