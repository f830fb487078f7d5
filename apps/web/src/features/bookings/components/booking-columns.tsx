import { cutPaymentReference, formatPounds, isFinalBookingStatus } from '@clubspace/contract';
import Box from '@mui/material/Box';
import { dateTimeText } from '../../../components/booking/booking-time';
import type { BookingItem } from '../../../components/booking/booking-types';
import type { Column } from '../../../components/data-table';
import { bookerName, channelLabel, originLabel, statusLabel, typeLabel } from './booking-labels';

export type PriceState = 'paid' | 'pending' | 'void' | 'none';
export type TimeState = 'checked_in' | 'late' | 'ended' | 'upcoming';

/** Price colour (spec §2.2): green when its invoice line is paid, red while payment is pending. */
export function priceState(b: Pick<BookingItem, 'invoice_line'>): PriceState {
  const status = b.invoice_line?.status;
  if (status === 'paid') return 'paid';
  if (status === 'pending_payment' || status === 'payment_pending') return 'pending';
  if (status === 'void') return 'void';
  return 'none';
}

/** Time colour: grey once ended, green while checked in, red when not checked in after the planned start. */
export function timeState(b: Pick<BookingItem, 'status' | 'real_start' | 'real_end' | 'planned_start' | 'planned_end'>, now = Date.now()): TimeState {
  if (b.real_end || isFinalBookingStatus(b.status) || Date.parse(b.planned_end) <= now) return 'ended';
  if (b.real_start) return 'checked_in';
  if (Date.parse(b.planned_start) <= now) return 'late';
  return 'upcoming';
}

const PRICE_STYLE: Record<PriceState, { color: string; text: string }> = {
  paid: { color: 'success.main', text: 'Paid' },
  pending: { color: 'error.main', text: 'Pending' },
  void: { color: 'text.secondary', text: 'Void' },
  none: { color: 'text.primary', text: '' },
};
const TIME_STYLE: Record<TimeState, { color: string; text: string }> = {
  checked_in: { color: 'success.main', text: 'Checked in' },
  late: { color: 'error.main', text: 'Not checked in' },
  ended: { color: 'text.secondary', text: 'Ended' }, // greyed, but readable (text.disabled is below WCAG AA)
  upcoming: { color: 'text.primary', text: 'Upcoming' },
};

export function PriceCell({ booking }: { booking: BookingItem }) {
  const state = priceState(booking);
  const style = PRICE_STYLE[state];
  return (
    <Box component="span" sx={{ color: style.color, fontWeight: state === 'none' ? undefined : 600, whiteSpace: 'nowrap' }} data-state={state}>
      {formatPounds(booking.price ?? 0)}
      {style.text && ` · ${style.text}`}
    </Box>
  );
}

export function TimeCell({ booking, timeZone }: { booking: BookingItem; timeZone?: string }) {
  const state = timeState(booking);
  const style = TIME_STYLE[state];
  return (
    <Box component="span" sx={{ color: style.color, whiteSpace: 'nowrap' }} data-state={state}>
      {dateTimeText(booking.planned_start, timeZone)} – {dateTimeText(booking.planned_end, timeZone).slice(11)}
      <Box component="span" sx={{ display: 'block', fontSize: '0.75rem' }}>
        {style.text}
      </Box>
    </Box>
  );
}

/** Columns of the bookings list; the first cell links to /bookings/{code}. */
export function bookingColumns(timeZone?: string): Column<BookingItem>[] {
  return [
    { field: 'code', header: 'Code', sortable: true, nowrap: true },
    { field: 'planned_start', header: 'Time', sortable: true, render: (b) => <TimeCell booking={b} timeZone={timeZone} /> },
    { field: 'member', header: 'Booked for', maxWidth: 180, render: bookerName },
    { field: 'team', header: 'Team', maxWidth: 160, render: (b) => b.team?.name ?? '' },
    { field: 'booking_type', header: 'Type', sortable: true, render: (b) => typeLabel(b.booking_type) },
    {
      field: 'resource',
      header: 'Resource',
      maxWidth: 180,
      render: (b) => b.resource?.name ?? (b.work_area ? `${b.work_area.name} · no desk` : 'No desk'),
    },
    { field: 'origin', header: 'Origin', render: (b) => originLabel(b.origin) },
    { field: 'channel', header: 'Channel', render: (b) => channelLabel(b.channel) },
    { field: 'status', header: 'Status', sortable: true, render: (b) => statusLabel(b.status) },
    { field: 'price', header: 'Price', sortable: true, align: 'right', render: (b) => <PriceCell booking={b} /> },
    {
      field: 'payment_reference',
      header: 'Payment ref.',
      nowrap: true,
      render: (b) => <span title={b.invoice_line?.payment_reference ?? undefined}>{cutPaymentReference(b.invoice_line?.payment_reference)}</span>,
    },
  ];
}
