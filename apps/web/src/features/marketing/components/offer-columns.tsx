import { OFFER_STATUS_LABELS, labelOf, offerDayOf, offerTimeZone, type OfferItem } from '@clubspace/contract';
import type { Column } from '../../../components/data-table';
import { Money } from '../../../components/money';
import { offerTypeLabel } from './labels';

const dayLabel = (day: string) => (day ? `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}` : '');

/** Offers run in whole days of their office's zone (issue 24 §8): Start and End show those days, whatever the browser's zone. */
export const offerColumns = (zones: { slug: string; time_zone: string }[], activeOffice?: string | null): Column<OfferItem>[] => {
  const day = (o: OfferItem, iso: string | null) =>
    dayLabel(
      offerDayOf(
        iso,
        offerTimeZone(
          o.offices.map((x) => x.slug),
          zones,
          activeOffice,
        ),
      ),
    );
  return [
    { field: 'code', header: 'Code', sortable: true, nowrap: true },
    { field: 'title', header: 'Title', sortable: true, maxWidth: 260 },
    { field: 'offer_type', header: 'Type', sortable: true, render: (o) => offerTypeLabel(o.offer_type) },
    { field: 'price', header: 'Price', sortable: true, align: 'right', render: (o) => <Money value={o.price} /> },
    { field: 'discount', header: 'Discount', sortable: true, align: 'right', render: (o) => <Money value={o.discount} /> },
    { field: 'date_start', header: 'Start', sortable: true, nowrap: true, render: (o) => day(o, o.date_start) || '—' },
    { field: 'date_end', header: 'End', sortable: true, nowrap: true, render: (o) => day(o, o.date_end) || 'No expiry' },
    { field: 'status', header: 'Status', sortable: true, render: (o) => labelOf(OFFER_STATUS_LABELS, o.status) },
  ];
};
