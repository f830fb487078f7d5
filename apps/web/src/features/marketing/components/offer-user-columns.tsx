import type { OfferUserItem } from '@clubspace/contract';
import type { Column } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { fullName, humanize } from './labels';

export const offerUserColumns: Column<OfferUserItem>[] = [
  { field: 'user', header: 'User', sortable: true, render: (o) => fullName(o.user) },
  { field: 'offer_name', header: 'Offer name', sortable: true, render: (o) => o.offer.title },
  { field: 'offer_code', header: 'Offer code', sortable: true, render: (o) => o.offer.code },
  { field: 'date', header: 'Date', sortable: true, render: (o) => <DateText value={o.date} /> },
  { field: 'status', header: 'Status', sortable: true, render: (o) => humanize(o.status) },
];
