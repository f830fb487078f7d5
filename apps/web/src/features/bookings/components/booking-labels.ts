import { BOOKING_ORIGIN_LABELS, BOOKING_STATUS_LABELS, BOOKING_TYPE_LABELS } from '@clubspace/contract';
import type { BookingItem } from '../../../components/booking/booking-types';

const humanize = (value: string) => (value ? value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ') : '');
const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? humanize(value);

export { BOOKING_STATUS_LABELS as STATUS_LABELS, BOOKING_TYPE_LABELS };
export const typeLabel = (type: string) => labelOf(BOOKING_TYPE_LABELS, type);
export const statusLabel = (status: string) => labelOf(BOOKING_STATUS_LABELS, status);
/** Origin deference is shown as Complimentary (spec §2.2). */
export const originLabel = (origin: string) => labelOf(BOOKING_ORIGIN_LABELS, origin);

/** Who the booking is for: member, else guest, else team. */
export function bookerName(b: Pick<BookingItem, 'member' | 'guest' | 'team'>): string {
  if (b.member) return `${b.member.user.first_name} ${b.member.user.last_name}`.trim();
  if (b.guest) return b.guest.name;
  return b.team?.name ?? '';
}
