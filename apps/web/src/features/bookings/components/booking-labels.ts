import type { BookingItem } from '../../../components/booking/booking-types';

const humanize = (value: string) => (value ? value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ') : '');

export const BOOKING_TYPE_LABELS: Record<string, string> = { hot_desk: 'Hot desk', meeting_room: 'Meeting room', desk: 'Desk', suite: 'Private Office' };
export const STATUS_LABELS: Record<string, string> = { pre_paid: 'Pre-paid' };

export const typeLabel = (type: string) => BOOKING_TYPE_LABELS[type] ?? humanize(type);
export const statusLabel = (status: string) => STATUS_LABELS[status] ?? humanize(status);
/** Origin deference is shown as Complimentary (spec §2.2). */
export const originLabel = (origin: string) => (origin === 'deference' ? 'Complimentary' : humanize(origin));

/** Who the booking is for: member, else guest, else team. */
export function bookerName(b: Pick<BookingItem, 'member' | 'guest' | 'team'>): string {
  if (b.member) return `${b.member.user.first_name} ${b.member.user.last_name}`.trim();
  if (b.guest) return b.guest.name;
  return b.team?.name ?? '';
}
