import { BOOKING_CHANNEL_LABELS, BOOKING_ORIGIN_LABELS, BOOKING_STATUS_LABELS, BOOKING_TYPE_LABELS, labelOf } from '@clubspace/contract';
import type { BookingItem } from '../../../components/booking/booking-types';

// Enum labels live in the contract (labels.ts); these are the bookings area's names for them.
export { BOOKING_STATUS_LABELS as STATUS_LABELS, BOOKING_TYPE_LABELS };
export const typeLabel = (type: string) => labelOf(BOOKING_TYPE_LABELS, type);
export const statusLabel = (status: string) => labelOf(BOOKING_STATUS_LABELS, status);
/** Origin deference is shown as Complimentary (spec §2.2). */
export const originLabel = (origin: string) => labelOf(BOOKING_ORIGIN_LABELS, origin);
/** Who made it (staff, portal, API): apart from the origin. */
export const channelLabel = (channel: string) => labelOf(BOOKING_CHANNEL_LABELS, channel);

/** Who the booking is for: member, else guest, else team. */
export function bookerName(b: Pick<BookingItem, 'member' | 'guest' | 'team'>): string {
  if (b.member) return `${b.member.user.first_name} ${b.member.user.last_name}`.trim();
  if (b.guest) return b.guest.name;
  return b.team?.name ?? '';
}
