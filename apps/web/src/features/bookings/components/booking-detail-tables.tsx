import { formatPounds } from '@clubspace/contract';
import { dateTimeText } from '../../../components/booking/booking-time';
import type { BookingDetail } from '../../../components/booking/booking-types';
import { MiniTable } from '../../../components/mini-table';
import { SectionCard } from '../../../components/section-card';
import { statusLabel } from './booking-labels';

/** The booking's food and drinks orders, each opening its order. */
export function BookingOrdersCard({ orders }: { orders: BookingDetail['orders'] }) {
  return (
    <SectionCard title="Orders">
      <MiniTable
        label="Booking orders"
        columns={[
          { key: 'code', header: 'Code', render: (o) => o.code },
          { key: 'status', header: 'Status', render: (o) => statusLabel(o.status) },
          { key: 'price', header: 'Price', render: (o) => formatPounds(o.price) },
        ]}
        rows={orders}
        getRowId={(o) => o.slug}
        rowHref={(o) => `/food-and-drinks/${o.slug}`}
        emptyText="No orders"
      />
    </SectionCard>
  );
}

/** The bookings related to this one, each opening its detail page. */
export function RelatedBookingsCard({ related, timeZone }: { related: BookingDetail['related_bookings']; timeZone: string }) {
  return (
    <SectionCard title="Related bookings">
      <MiniTable
        label="Related bookings"
        columns={[
          { key: 'code', header: 'Code', render: (r) => r.code },
          { key: 'start', header: 'Start', render: (r) => dateTimeText(typeof r.planned_start === 'string' ? r.planned_start : null, timeZone) },
          { key: 'status', header: 'Status', render: (r) => (typeof r.status === 'string' ? statusLabel(r.status) : '') },
        ]}
        rows={related}
        getRowId={(r) => r.code}
        rowHref={(r) => `/bookings/${r.code}`}
        emptyText="No related bookings"
      />
    </SectionCard>
  );
}
