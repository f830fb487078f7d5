import { DeskBookingDialog } from '../../../components/booking/desk-booking-dialog';
import type { BookingItem } from '../../../components/booking/booking-types';
import { MeetingRoomDialog } from './meeting-room-dialog';

interface BookingEditDialogProps {
  open: boolean;
  booking: BookingItem;
  timeZone: string;
  onClose: (changed: boolean) => void;
}

/** Update on the detail page: the meeting-room dialog for a room, the desk booking dialog otherwise. */
export function BookingEditDialog({ open, booking, timeZone, onClose }: BookingEditDialogProps) {
  return booking.booking_type === 'meeting_room' ? (
    <MeetingRoomDialog open={open} booking={booking} timeZone={timeZone} onClose={onClose} />
  ) : (
    <DeskBookingDialog open={open} booking={booking} timeZone={timeZone} onClose={onClose} />
  );
}
