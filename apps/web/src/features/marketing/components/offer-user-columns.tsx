import { OFFER_USER_STATUS_LABELS, labelOf, type OfferUserItem } from '@clubspace/contract';
import type { Column } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { fullName } from './labels';

export const offerUserColumns: Column<OfferUserItem>[] = [
  { field: 'user', header: 'User', sortable: true, render: (o) => fullName(o.user) },
  { field: 'offer_name', header: 'Offer name', sortable: true, maxWidth: 260, render: (o) => o.offer.title },
  { field: 'offer_code', header: 'Offer code', sortable: true, render: (o) => o.offer.code },
  { field: 'date', header: 'Date', sortable: true, render: (o) => <DateText value={o.date} /> },
  { field: 'status', header: 'Status', sortable: true, render: (o) => labelOf(OFFER_USER_STATUS_LABELS, o.status) },
];
